/**
 * The path-test model of `loginFormMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { signedOutSession } from '@/machines/session/session.model';
import { loginFormMachine } from './login-form.machine';

export const loginFormModel = {
  machine: loginFormMachine,
  spec: 'accounts §2 Login, §4 Session and Forgot password, §5 Login, §8',
  // The session the form talks to: signed out, its sign-in never settles.
  setUp: () => {
    const session = signedOutSession();
    return { input: { session, from: '/my-bookings', origin: 'https://rihla.example' }, tearDown: () => session.stop() };
  },
  samples: {
    events: {
      'login.fieldChanged': [
        { type: 'login.fieldChanged', field: 'username', value: 'mariam@travellers.example' },
        { type: 'login.fieldChanged', field: 'password', value: 'Nile#2026' },
      ],
      'login.fieldLeft': [{ type: 'login.fieldLeft', field: 'username' }],
      'login.submitted': [{ type: 'login.submitted' }],
      'login.googleCredentialReceived': [
        { type: 'login.googleCredentialReceived', credential: 'id-token' },
        { type: 'login.googleCredentialReceived', credential: null },
      ],
      'login.passwordResetRequested': [{ type: 'login.passwordResetRequested' }],
      'session.statusChanged': [
        { type: 'session.statusChanged', status: 'signedOut', error: null },
        { type: 'session.statusChanged', status: 'signedOut', error: { text: 'Login failed. Please check your username or email and password and try again.' } },
        { type: 'session.statusChanged', status: 'signingIn', error: null },
        { type: 'session.statusChanged', status: 'signedIn', error: null },
      ],
    },
    actors: {
      watchSession: { outputs: [undefined] },
      requestPasswordReset: {
        outputs: [{ ok: true }, { ok: false }, { ok: false, limited: { text: 'Too many attempts. Try again in 5 minutes.' } }],
        error: new Error('offline'),
      },
    },
  },
} satisfies MachineModel<typeof loginFormMachine>;
