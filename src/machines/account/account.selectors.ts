import type { SnapshotFrom } from 'xstate';
import type { accountMachine } from './account.machine';

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/** The panel on screen: the profile, the edit form, the reset-password request, or the no-user-data error. */
export type AccountMode = 'view' | 'edit' | 'resetPassword' | 'noUser';

export function selectMode(snapshot: AccountSnapshot): AccountMode {
  if (snapshot.matches('edit')) return 'edit';
  if (snapshot.matches('resetPassword')) return 'resetPassword';
  if (snapshot.matches('noUser')) return 'noUser';
  return 'view';
}

export const selectUser = (snapshot: AccountSnapshot) => snapshot.context.user;
export const selectDraft = (snapshot: AccountSnapshot) => snapshot.context.draft;
export const selectFieldErrors = (snapshot: AccountSnapshot) => snapshot.context.fieldErrors;
export const selectPhoto = (snapshot: AccountSnapshot) => snapshot.context.photo;
export const selectPhotoError = (snapshot: AccountSnapshot) => snapshot.context.photoError;
export const selectCurrentPassword = (snapshot: AccountSnapshot) => snapshot.context.currentPassword;
export const selectCurrentPasswordError = (snapshot: AccountSnapshot) => snapshot.context.currentPasswordError;
export const selectError = (snapshot: AccountSnapshot) => snapshot.context.error;

/** A save or a reset request is under way: the form's inputs and buttons wait. */
export const selectIsBusy = (snapshot: AccountSnapshot) => snapshot.hasTag('busy');
export const selectIsSaving = (snapshot: AccountSnapshot) => snapshot.matches({ edit: 'savingPhoto' }) || snapshot.matches({ edit: 'savingProfile' });
export const selectIsSendingReset = (snapshot: AccountSnapshot) => snapshot.matches({ resetPassword: 'sending' });
/** The reset instructions went out: the success text shows until the panel closes. */
export const selectResetSent = (snapshot: AccountSnapshot) => snapshot.matches({ resetPassword: 'sent' });
export const selectCanCancel = (snapshot: AccountSnapshot) => snapshot.can({ type: 'account.cancel' });
