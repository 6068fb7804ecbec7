/**
 * The path-test model of `accountMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { accountMachine } from './account.machine';

const user = { id: 'u-1', name: 'Mariam Adel', email: 'mariam@travellers.example', phone: null, avatar: null, token: 'a.b.c' };
const saved = { ...user, name: 'Mariam A.', phone: '+20 100 123 4567', token: 'd.e.f' };

/** A file the path model can tell apart from others: xstate/graph compares events by their JSON, and a File's JSON is `{}`. */
function sampleFile(content: BlobPart, name: string, type: string): File {
  const file = new File([content], name, { type });
  return Object.assign(file, { toJSON: () => ({ name, type, size: file.size }) });
}

export const photo = sampleFile(new Uint8Array(1024), 'me.png', 'image/png');
const notAnImage = sampleFile('plain text', 'notes.txt', 'text/plain');
const hugePhoto = sampleFile(new Uint8Array(2 * 1024 * 1024 + 1), 'huge.jpg', 'image/jpeg');

export const accountModel = {
  machine: accountMachine,
  spec: 'accounts §2 Account, §4 Account screen, §5 Profile edit and Password reset request',
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
  impossibleGuardOutcomes: {
    'account.view ─ always [hasNoUser] → true':
      "the model's input has a user (one input per model), and a user leaving moves the whole screen to noUser before view is entered again; opened without a user is account.machine.test.ts ('shows the no-user-data error when opened without a user, …')",
  },
} satisfies MachineModel<typeof accountMachine>;
