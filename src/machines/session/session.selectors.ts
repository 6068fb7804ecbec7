import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectIsSignedIn = (snapshot: SessionSnapshot) => snapshot.matches('signedIn');
/** Still reading the stored session: a guard waits rather than sending a signed-in user to /login. */
export const selectIsRestoring = (snapshot: SessionSnapshot) => snapshot.matches('restoring');
export const selectIsSigningIn = (snapshot: SessionSnapshot) => snapshot.matches('signingIn');
export const selectIsBusy = (snapshot: SessionSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: SessionSnapshot) => snapshot.context.error;
