import type { SnapshotFrom } from 'xstate';
import type { passwordResetMachine } from './password-reset.machine';

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** What the reset screen shows: nothing yet, the invalid-link message, the form, the success, or the way to /login. */
export type PasswordResetStatus = 'opening' | 'invalidLink' | 'form' | 'succeeded' | 'redirected';

export function selectStatus(snapshot: PasswordResetSnapshot): PasswordResetStatus {
  if (snapshot.matches('opening')) return 'opening';
  if (snapshot.matches('invalidLink')) return 'invalidLink';
  if (snapshot.matches('succeeded')) return 'succeeded';
  if (snapshot.matches('redirected')) return 'redirected';
  return 'form';
}

export const selectEmail = (snapshot: PasswordResetSnapshot) => snapshot.context.link?.email ?? null;
export const selectNewPassword = (snapshot: PasswordResetSnapshot) => snapshot.context.newPassword;
export const selectConfirmPassword = (snapshot: PasswordResetSnapshot) => snapshot.context.confirmPassword;
export const selectFieldErrors = (snapshot: PasswordResetSnapshot) => snapshot.context.fieldErrors;
export const selectError = (snapshot: PasswordResetSnapshot) => snapshot.context.error;
/** Reading the link or sending the new password: inputs and the button wait. */
export const selectIsBusy = (snapshot: PasswordResetSnapshot) => snapshot.hasTag('busy');
export const selectIsSubmitting = (snapshot: PasswordResetSnapshot) => snapshot.matches('submitting');
