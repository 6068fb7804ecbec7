import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectError, selectIsBusy, selectIsRestoring, selectIsSignedIn, selectUser } from './session.selectors';
import { sessionModel } from './session.model';

describePaths(sessionModel, {
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
