import type { SnapshotFrom } from 'xstate';
import type { ContactField } from '@core/contact/contact-rules';
import type { contactFormMachine } from './contact-form.machine';

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

/** The server's thanks after the last message went (the view's own thanks when it sent none). */
export const selectThanks = (snapshot: ContactFormSnapshot) => snapshot.context.thanks;

/** The last send failed: the form keeps everything and offers Retry. */
export const selectHasFailed = (snapshot: ContactFormSnapshot) => snapshot.matches({ form: 'failed' });

/** Why it failed, in the server's words, or null when it could not be reached (the view words that). */
export const selectSendError = (snapshot: ContactFormSnapshot) => (selectHasFailed(snapshot) ? snapshot.context.sendError : null);

/** Retry is offered. */
export const selectCanRetry = (snapshot: ContactFormSnapshot) => snapshot.can({ type: 'contact.retried' });
