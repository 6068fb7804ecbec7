import type { SnapshotFrom } from 'xstate';
import type { contactFormMachine, ContactField } from './contact-form.machine';

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

export const selectValues = (snapshot: ContactFormSnapshot) => snapshot.context.values;

/** The message key (`contact:errors.<key>`) of a field's error, or null. */
export function selectFieldError(snapshot: ContactFormSnapshot, field: ContactField): string | null {
  const key = snapshot.context.errors[field];
  return key ? `contact:errors.${key}` : null;
}

/** The last submit went through: the thank-you shows (until the next submit). */
export const selectIsThanked = (snapshot: ContactFormSnapshot) => snapshot.matches({ form: 'thanked' });

/** The submission is being handed over: the button is disabled. */
export const selectIsBusy = (snapshot: ContactFormSnapshot) => snapshot.hasTag('busy');

/** The fields take input. */
export const selectCanEdit = (snapshot: ContactFormSnapshot) => snapshot.can({ type: 'contact.fieldLeft', field: 'name' });
