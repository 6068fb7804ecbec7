import type { SnapshotFrom } from 'xstate';
import { FRAMES, type countUpMachine } from './count-up.machine';

export type CountUpSnapshot = SnapshotFrom<typeof countUpMachine>;

/** The number on screen: 0 while waiting, rising in whole steps while counting, the value once done. */
export function selectShownValue(snapshot: CountUpSnapshot): number {
  const { target, frame } = snapshot.context;
  if (snapshot.matches('done')) return target;
  return Math.round((target * frame) / FRAMES);
}

export function selectIsCounting(snapshot: CountUpSnapshot): boolean {
  return snapshot.hasTag('animating');
}
