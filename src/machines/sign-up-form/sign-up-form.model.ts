/**
 * The path-test model of `signUpFormMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { signedOutSession } from '@/machines/session/session.model';
import { signUpFormMachine } from './sign-up-form.machine';

export const signUpFormModel = {
  machine: signUpFormMachine,
  spec: 'accounts §2 Sign Up, §4 Session, §5 Sign up, §8',
  // The session the form talks to: signed out, its sign-in never settles.
  setUp: () => {
    const session = signedOutSession();
    return { input: { session, from: '/favorites?page=2' }, tearDown: () => session.stop() };
  },
  samples: {
    events: {
      'signUp.fieldChanged': [
        { type: 'signUp.fieldChanged', field: 'name', value: 'مريم عادل' },
        { type: 'signUp.fieldChanged', field: 'email', value: 'mariam@travellers.example' },
        { type: 'signUp.fieldChanged', field: 'password', value: 'Nile#2026' },
        { type: 'signUp.fieldChanged', field: 'confirmPassword', value: 'Nile#2026' },
      ],
      'signUp.fieldLeft': [{ type: 'signUp.fieldLeft', field: 'email' }],
      'signUp.submitted': [{ type: 'signUp.submitted' }],
      'signUp.googleCredentialReceived': [
        { type: 'signUp.googleCredentialReceived', credential: 'id-token' },
        { type: 'signUp.googleCredentialReceived', credential: null },
      ],
      'session.statusChanged': [
        { type: 'session.statusChanged', status: 'signedOut', error: null },
        { type: 'session.statusChanged', status: 'signedOut', error: { key: 'errors.noResponse' } },
        { type: 'session.statusChanged', status: 'signingIn', error: null },
        { type: 'session.statusChanged', status: 'signedIn', error: null },
      ],
    },
    actors: {
      watchSession: { outputs: [undefined] },
    },
  },
} satisfies MachineModel<typeof signUpFormMachine>;
