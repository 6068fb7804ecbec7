import type { SnapshotFrom } from 'xstate';
import type { timedRedirectMachine } from './timed-redirect.machine';

export type TimedRedirectSnapshot = SnapshotFrom<typeof timedRedirectMachine>;

/** Seconds left before the page goes home, or null once the countdown is stopped or over. */
export const selectSecondsLeft = (snapshot: TimedRedirectSnapshot) => (snapshot.matches('counting') ? snapshot.context.secondsLeft : null);
/** Time to go home. */
export const selectShouldLeave = (snapshot: TimedRedirectSnapshot) => snapshot.matches('returning');
export const selectIsStayed = (snapshot: TimedRedirectSnapshot) => snapshot.matches('stayed');
export const selectCanStay = (snapshot: TimedRedirectSnapshot) => snapshot.can({ type: 'timedRedirect.stayed' });
