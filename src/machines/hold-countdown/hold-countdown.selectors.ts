import type { SnapshotFrom } from 'xstate';
import type { holdCountdownMachine } from './hold-countdown.machine';

export type HoldCountdownSnapshot = SnapshotFrom<typeof holdCountdownMachine>;

/** Whole seconds the seats are still held (rounded up, so 0 only once the hold is over). */
export const selectSecondsLeft = (snapshot: HoldCountdownSnapshot): number =>
  snapshot.matches('lapsed') ? 0 : Math.max(0, Math.ceil((snapshot.context.expiresAt - snapshot.context.now) / 1000));

export const selectIsLapsed = (snapshot: HoldCountdownSnapshot): boolean => snapshot.matches('lapsed');

/** "14:05": minutes and seconds left, the minutes unpadded. */
export function minutesAndSeconds(seconds: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}
