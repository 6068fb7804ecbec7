import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import {
  selectCanCancel,
  selectCurrentPasswordError,
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsSaving,
  selectIsSendingReset,
  selectMode,
  selectPhoto,
  selectResetSent,
  selectUser,
} from './account.selectors';
import { accountModel, photo } from './account.model';

describePaths(accountModel, {
  states: {
    view: (snapshot) => {
      expect(selectMode(snapshot)).toBe('view');
      expect(selectUser(snapshot)).not.toBeNull();
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectError(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'account.edit' })).toBe(true);
      expect(snapshot.can({ type: 'account.resetPassword' })).toBe(true);
    },
    'edit.editing': (snapshot) => {
      expect(selectMode(snapshot)).toBe('edit');
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectCanCancel(snapshot)).toBe(true);
      if (snapshot.context.draft.name === '' && 'name' in selectFieldErrors(snapshot)) {
        expect(selectFieldErrors(snapshot).name).toBe('validation.nameRequired');
      }
      if (snapshot.context.photoError && 'key' in snapshot.context.photoError) {
        expect(selectPhoto(snapshot)).toBeNull();
        expect(snapshot.context.photoError.key).toMatch(/^errors\.(invalidImageType|imageTooLarge)$/);
      }
    },
    'edit.savingPhoto': (snapshot) => {
      expect(selectIsSaving(snapshot)).toBe(true);
      expect(selectPhoto(snapshot)).toBe(photo);
      expect(selectFieldErrors(snapshot)).toEqual({});
      expect(selectCanCancel(snapshot)).toBe(false);
    },
    'edit.savingProfile': (snapshot) => {
      expect(selectIsSaving(snapshot)).toBe(true);
      expect(selectPhoto(snapshot)).toBeNull();
      expect(selectError(snapshot)).toBeNull();
      expect(selectCanCancel(snapshot)).toBe(false);
    },
    'resetPassword.editing': (snapshot) => {
      expect(selectMode(snapshot)).toBe('resetPassword');
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectCanCancel(snapshot)).toBe(true);
      if (selectCurrentPasswordError(snapshot)) expect(snapshot.context.currentPassword).toBe('');
    },
    'resetPassword.sending': (snapshot) => {
      expect(selectIsSendingReset(snapshot)).toBe(true);
      expect(snapshot.context.currentPassword).not.toBe('');
      expect(selectCanCancel(snapshot)).toBe(false);
    },
    'resetPassword.sent': (snapshot) => {
      expect(selectResetSent(snapshot)).toBe(true);
      expect(selectError(snapshot)).toBeNull();
    },
    noUser: (snapshot) => {
      expect(selectMode(snapshot)).toBe('noUser');
      expect(selectUser(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'account.edit' })).toBe(false);
    },
  },
});
