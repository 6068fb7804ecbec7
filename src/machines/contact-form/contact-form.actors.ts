import { fromPromise } from 'xstate';

/** The Contact Us form's fields (spec, accounts §3 contact form). */
export interface ContactValues {
  name: string;
  surname: string;
  email: string;
  telephone: string;
  /** One of the request kinds (spec, accounts §2: Information/info, Support/support, Other/other), '' until chosen. */
  request: '' | ContactRequestKind;
  message: string;
}

export type ContactRequestKind = 'info' | 'support' | 'other';

/**
 * Submitting the contact form (spec, accounts §2 and §7: "submit only logs locally, with no server
 * call"): the submission is written to the browser's console, trimmed, and nothing leaves the page.
 */
export const submitContactRequest = fromPromise<void, { values: ContactValues }>(({ input }) => {
  const { values } = input;
  console.info('Contact form submitted', {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    telephone: values.telephone.trim(),
    request: values.request,
    message: values.message.trim(),
  });
  return Promise.resolve();
});
