import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { sessionMachine } from './session.machine';
import { selectError, selectIsBusy, selectIsRestoring, selectIsSignedIn, selectUser } from './session.selectors';

const user = { id: 'u-1', name: 'Mariam Adel', email: 'mariam@travellers.example', phone: null, avatar: null, token: 'a.b.c' };

describePaths(sessionMachine, {
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
  states: {
    restoring: (snapshot) => {
      expect(selectIsRestoring(snapshot)).toBe(true);
      expect(selectIsSignedIn(snapshot)).toBe(false);
    },
    signedOut: (snapshot) => {
      expect(selectIsSignedIn(snapshot)).toBe(false);
      expect(selectUser(snapshot)).toBeNull();
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'session.login', userName: 'x', password: 'y' })).toBe(true);
    },
    signingIn: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectError(snapshot)).toBeNull();
      // A second submit while the first runs is not taken.
      expect(snapshot.can({ type: 'session.login', userName: 'x', password: 'y' })).toBe(false);
    },
    signedIn: (snapshot) => {
      expect(selectIsSignedIn(snapshot)).toBe(true);
      expect(selectUser(snapshot)?.token).toBe('a.b.c');
      expect(selectError(snapshot)).toBeNull();
    },
    signingOut: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectIsSignedIn(snapshot)).toBe(false);
    },
  },
});
