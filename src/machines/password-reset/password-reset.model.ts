/**
 * The path-test model of `passwordResetMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { passwordResetMachine } from './password-reset.machine';

export const link = { email: 'mariam@travellers.example', token: 'tok-123' };

export const passwordResetModel = {
  machine: passwordResetMachine,
  spec: 'accounts §2 Reset password, §4 Password reset, §5 Password reset',
  input: link,
  samples: {
    events: {
      'reset.fieldChanged': [
        { type: 'reset.fieldChanged', field: 'newPassword', value: 'Karnak@Luxor9' },
        // No special character: breaks the strength rule.
        { type: 'reset.fieldChanged', field: 'newPassword', value: 'karnak2026' },
        { type: 'reset.fieldChanged', field: 'confirmPassword', value: 'Karnak@Luxor9' },
      ],
      'reset.submitted': [{ type: 'reset.submitted' }],
    },
    actors: {
      openResetLink: { outputs: [link, null], error: new Error('storage unavailable') },
      resetPassword: {
        outputs: [{ ok: true }, { ok: false, error: { text: 'This reset link has expired. Please request a new one.' } }],
        error: new Error('socket hang up'),
      },
    },
  },
} satisfies MachineModel<typeof passwordResetMachine>;
