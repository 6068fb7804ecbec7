import { assign, setup } from 'xstate';
import type { SessionUser } from '@/api/auth';
import {
  authenticate,
  forgetSession,
  rememberSession,
  restoreSession,
  signOut,
  watchTokenRefusal,
  type AuthOutcome,
  type AuthRequest,
  type SessionError,
} from './session.actors';
import { readTokenClaims } from './session-token';

/**
 * The session (spec, accounts §4 Session, §5 Authentication gates, §6): restored from local storage at
 * start, signed in by login, sign-up or the identity provider, signed out by logout (local data cleared
 * even when the server call fails) or when the token expires.
 */
export interface SessionContext {
  user: SessionUser | null;
  error: SessionError | null;
}

export type SessionEvent =
  | AuthRequest
  | { type: 'session.logout' }
  | { type: 'session.userUpdated'; user: SessionUser }
  /** The server refused the token on some call (logged out elsewhere, password reset on another device). */
  | { type: 'session.rejected' }
  | { type: 'session.errorDismissed' };

const LONGEST_TIMER = 2_147_483_647; // setTimeout's limit; a later expiry is checked again then

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: { restoreSession, authenticate, signOut, watchTokenRefusal },
  delays: {
    // The token's own expiry (its `exp`): an expired token counts as signed out.
    tokenExpiry: ({ context }) => {
      const expiresAt = context.user ? readTokenClaims(context.user.token)?.expiresAt : null;
      return expiresAt ? Math.min(Math.max(expiresAt - Date.now(), 0), LONGEST_TIMER) : LONGEST_TIMER;
    },
  },
  guards: {
    isRestored: (_, user: SessionUser | null) => user !== null,
    isSignedIn: (_, outcome: AuthOutcome) => outcome.ok,
  },
  actions: {
    assignUser: assign((_, user: SessionUser | null) => ({ user, error: null })),
    assignOutcome: assign((_, outcome: AuthOutcome) => (outcome.ok ? { user: outcome.user, error: null } : { user: null, error: outcome.error })),
    assignUnexpectedError: assign({ error: { key: 'errors.noResponse' } }),
    assignUpdatedUser: assign(({ context, event }) => (event.type === 'session.userUpdated' ? { user: event.user } : { user: context.user })),
    assignExpired: assign({ user: null, error: { key: 'errors.sessionExpired' } }),
    clearUser: assign({ user: null }),
    clearError: assign({ error: null }),
    rememberUser: ({ context }) => {
      if (context.user) rememberSession(context.user);
    },
    forgetUser: () => forgetSession(),
  },
}).createMachine({
  id: 'session',
  context: { user: null, error: null },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: () => ({ now: Date.now() }),
        onDone: [
          { guard: { type: 'isRestored', params: ({ event }) => event.output }, target: 'signedIn', actions: { type: 'assignUser', params: ({ event }) => event.output } },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'session.login': { target: 'signingIn', actions: 'clearError' },
        'session.register': { target: 'signingIn', actions: 'clearError' },
        'session.googleLogin': { target: 'signingIn', actions: 'clearError' },
        'session.errorDismissed': { actions: 'clearError' },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ event }) => event as AuthRequest,
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [{ type: 'assignOutcome', params: ({ event }) => event.output }, 'rememberUser'],
          },
          { target: 'signedOut', actions: { type: 'assignOutcome', params: ({ event }) => event.output } },
        ],
        onError: { target: 'signedOut', actions: 'assignUnexpectedError' },
      },
    },
    signedIn: {
      after: { tokenExpiry: { target: 'signedOut', actions: ['forgetUser', 'assignExpired'] } },
      invoke: { id: 'watchTokenRefusal', src: 'watchTokenRefusal' },
      on: {
        'session.rejected': { target: 'signedOut', actions: ['forgetUser', 'assignExpired'] },
        'session.logout': { target: 'signingOut' },
        'session.userUpdated': { actions: ['assignUpdatedUser', 'rememberUser'] },
      },
    },
    signingOut: {
      tags: ['busy'],
      // Stored data goes at once (a closed tab mid-logout stays signed out); the token stays in memory
      // only for the logout call.
      entry: 'forgetUser',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ token: context.user?.token ?? '' }),
        onDone: { target: 'signedOut', actions: 'clearUser' },
        // The server may be unreachable: the user is signed out here all the same.
        onError: { target: 'signedOut', actions: 'clearUser' },
      },
    },
  },
});
