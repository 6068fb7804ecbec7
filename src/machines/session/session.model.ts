/**
 * The path-test model of `sessionMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { createActor, fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import type { AuthOutcome, AuthRequest } from './session.actors';
import { sessionMachine } from './session.machine';

const user = { id: 'u-1', name: 'Mariam Adel', email: 'mariam@travellers.example', phone: null, avatar: null, token: 'a.b.c' };

export const sessionModel = {
  machine: sessionMachine,
  spec: 'accounts §4 Session, §5 Authentication gates, §6',
  samples: {
    events: {
      'session.login': [{ type: 'session.login', userName: 'mariam@travellers.example', password: 'Nile#2026' }],
      'session.register': [{ type: 'session.register', name: 'Mariam Adel', email: 'mariam@travellers.example', password: 'Nile#2026' }],
      'session.googleLogin': [{ type: 'session.googleLogin', credential: 'id-token' }],
      'session.logout': [{ type: 'session.logout' }],
      'session.userUpdated': [{ type: 'session.userUpdated', user: { ...user, name: 'Mariam A.' } }],
      'session.errorDismissed': [{ type: 'session.errorDismissed' }],
      'session.rejected': [{ type: 'session.rejected' }],
    },
    actors: {
      restoreSession: { outputs: [user, null], error: new Error('storage unavailable') },
      authenticate: {
        outputs: [{ ok: true, user }, { ok: false, error: { key: 'errors.noToken' } }],
        error: new Error('unexpected'),
      },
      signOut: { outputs: [undefined], error: new Error('offline') },
      watchTokenRefusal: { outputs: [undefined] },
    },
  },
} satisfies MachineModel<typeof sessionMachine>;

/**
 * A live session for the forms that talk to one (login, sign-up): signed out, and its sign-in never
 * settles (their paths drive the session's answers as `session.statusChanged` samples). Stop it after.
 */
export function signedOutSession() {
  return createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(null)),
        authenticate: fromPromise<AuthOutcome, AuthRequest>(() => new Promise<never>(() => {})),
      },
    }),
  ).start();
}
