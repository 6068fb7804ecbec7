import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { accountMachine } from './account.machine';
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

const user = { id: 'u-1', name: 'Mariam Adel', email: 'mariam@travellers.example', phone: null, avatar: null, token: 'a.b.c' };
const saved = { ...user, name: 'Mariam A.', phone: '+20 100 123 4567', token: 'd.e.f' };

/** A file the path model can tell apart from others: xstate/graph compares events by their JSON, and a File's JSON is `{}`. */
function sampleFile(content: BlobPart, name: string, type: string): File {
  const file = new File([content], name, { type });
  return Object.assign(file, { toJSON: () => ({ name, type, size: file.size }) });
}

const photo = sampleFile(new Uint8Array(1024), 'me.png', 'image/png');
const notAnImage = sampleFile('plain text', 'notes.txt', 'text/plain');
const hugePhoto = sampleFile(new Uint8Array(2 * 1024 * 1024 + 1), 'huge.jpg', 'image/jpeg');

describePaths(accountMachine, {
  input: { user },
  samples: {
    events: {
      'account.edit': [{ type: 'account.edit' }],
      'account.resetPassword': [{ type: 'account.resetPassword' }],
      'account.cancel': [{ type: 'account.cancel' }],
      // Emptying the name makes the form invalid; the initial draft (the user's own details) is valid.
      'account.fieldChanged': [{ type: 'account.fieldChanged', field: 'name', value: '' }],
      'account.photoChosen': [
        { type: 'account.photoChosen', file: photo },
        { type: 'account.photoChosen', file: notAnImage },
        { type: 'account.photoChosen', file: hugePhoto },
      ],
      'account.save': [{ type: 'account.save' }],
      'account.currentPasswordChanged': [{ type: 'account.currentPasswordChanged', value: 'Old#pass1' }],
      'account.resetSubmitted': [{ type: 'account.resetSubmitted' }],
      'account.userChanged': [
        { type: 'account.userChanged', user },
        { type: 'account.userChanged', user: null },
      ],
    },
    actors: {
      uploadAvatar: {
        outputs: [{ ok: true, avatar: '/uploads/avatars/me.png' }, { ok: false, error: { text: 'Please choose an image file (PNG, JPEG or WebP).' } }],
        error: new Error('socket hang up'),
      },
      updateProfile: {
        outputs: [{ ok: true, user: saved }, { ok: false, error: { key: 'errors.updateFailed' } }],
        error: new Error('socket hang up'),
      },
      sendResetInstructions: { outputs: [{ ok: true }, { ok: false }], error: new Error('socket hang up') },
    },
  },
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
