import { fromPromise } from 'xstate';
import type { ContactRequest } from '@core/contact/contact-rules';
// The API client loads with the first message sent, not with the page (scripts/bundle-budget.mjs).

/** The Contact Us form's fields (spec, accounts §3 contact form). */
export interface ContactValues {
  name: string;
  surname: string;
  email: string;
  telephone: string;
  /** One of the request kinds (spec, accounts §2: Information/info, Support/support, Other/other), '' until chosen. */
  request: '' | ContactRequest;
  message: string;
}

/**
 * What sending ends with (CONVENTIONS #3): the server's thanks, or why not. `message` is the server's own
 * text in the user's language (a field it refused, too many messages); null when it could not be reached or
 * failed, for the view to say so in its own words.
 */
export type ContactSendResult = { ok: true; thanks: string } | { ok: false; message: string | null };

/**
 * Sending the contact form (S15; the spec's form only logged it):
 * `POST /api/Contact` with the fields trimmed, a blank telephone as null. The server stores the message,
 * mails it to customer service and acknowledges it to the sender.
 */
export const submitContactRequest = fromPromise<ContactSendResult, { values: ContactValues }>(async ({ input }) => {
  const { api, toResult } = await import('@/api/client');
  const { values } = input;
  const telephone = values.telephone.trim();
  const result = await toResult(
    api.POST('/api/Contact', {
      body: {
        name: values.name.trim(),
        surname: values.surname.trim(),
        email: values.email.trim(),
        telephone: telephone === '' ? null : telephone,
        request: values.request,
        message: values.message.trim(),
      },
    }),
    'Failed to send message',
  );
  if (result.ok) return { ok: true, thanks: result.data.message };
  // A refusal (400) or a limit (429) is the server's sentence for the person; anything else is ours to word.
  const refused = result.error.kind === 'http' && (result.error.status === 400 || result.error.status === 429);
  return { ok: false, message: refused ? result.error.message : null };
});
