import type { SnapshotFrom } from 'xstate';
import type { partnerApplicationMachine, PartnerField } from './partner-application.machine';
import { FILE_FIELD_RULES, type PartnerFileField } from './partner-rules';

export type PartnerApplicationSnapshot = SnapshotFrom<typeof partnerApplicationMachine>;

export const selectValues = (snapshot: PartnerApplicationSnapshot) => snapshot.context.values;

export const selectFile = (snapshot: PartnerApplicationSnapshot, field: PartnerFileField) => snapshot.context.files[field];

export const selectTermsAccepted = (snapshot: PartnerApplicationSnapshot) => snapshot.context.termsAccepted;

const isFileField = (field: PartnerField): field is PartnerFileField => field in FILE_FIELD_RULES;

/**
 * The message key (`partner:…`) of a field's error, or null. The terms have the spec's own key
 * (`getInTouch.termsError`, §8); a missing file asks for one (`getInTouch.errors.fileRequired`); the
 * others are `getInTouch.errors.<key>`.
 */
export function selectFieldError(snapshot: PartnerApplicationSnapshot, field: PartnerField): string | null {
  const key = snapshot.context.errors[field];
  if (!key) return null;
  if (key === 'termsError') return 'partner:getInTouch.termsError';
  if (key === 'required' && isFileField(field)) return 'partner:getInTouch.errors.fileRequired';
  return `partner:getInTouch.errors.${key}`;
}

/** Checking or sending: the submit button is disabled and the form is aria-busy. */
export const selectIsBusy = (snapshot: PartnerApplicationSnapshot) => snapshot.hasTag('busy');

/** The fields take input (not while the application is checked or sent). */
export const selectCanEdit = (snapshot: PartnerApplicationSnapshot) => snapshot.can({ type: 'partner.termsChanged', accepted: true });

/** Sending: the button says so. */
export const selectIsSending = (snapshot: PartnerApplicationSnapshot) => snapshot.matches('submitting');

/** What the last submit came to, to show above the button until the next submit. */
export type PartnerNotice = { kind: 'succeeded' } | { kind: 'failed'; message: { i18nKey: string } | { text: string } };

export function selectNotice(snapshot: PartnerApplicationSnapshot): PartnerNotice | null {
  if (snapshot.matches({ form: 'succeeded' })) return { kind: 'succeeded' };
  if (!snapshot.matches({ form: 'failed' })) return null;
  const { failure } = snapshot.context;
  if (failure && 'text' in failure) return { kind: 'failed', message: { text: failure.text } };
  return { kind: 'failed', message: { i18nKey: `partner:getInTouch.${failure?.key ?? 'requestFailed'}` } };
}
