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

type SessionSelector = (snapshot: SessionSnapshot) => unknown;

/**
 * What each selector above gives for the machine's initial snapshot (`restoring`: nobody yet, busy). The
 * session actor and XState load just after the first paint (src/ui/app/session.tsx): until then, and in
 * the server's render, `Session.useSelector` answers from here. session.selectors.test.ts runs every
 * selector on the machine's real initial snapshot and requires each answer here to equal it.
 */
export const initialSelections: ReadonlyMap<SessionSelector, unknown> = new Map<SessionSelector, unknown>([
  [selectUser, null],
  [selectIsSignedIn, false],
  [selectIsRestoring, true],
  [selectIsSigningIn, false],
  [selectIsBusy, true],
  [selectError, null],
]);
