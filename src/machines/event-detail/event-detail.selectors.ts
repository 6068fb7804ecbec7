import type { SnapshotFrom } from 'xstate';
import type { eventDetailMachine } from './event-detail.machine';

export type EventDetailSnapshot = SnapshotFrom<typeof eventDetailMachine>;
export type EventDetailStatus = 'loading' | 'loaded' | 'notFound' | 'failed';

export function selectEventStatus(snapshot: EventDetailSnapshot): EventDetailStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'failed';
}

export const selectEvent = (snapshot: EventDetailSnapshot) => snapshot.context.event;

/** The message to show, as a key of the `events` namespace (spec, accounts §8 Events). */
export function selectEventProblemKey(snapshot: EventDetailSnapshot): string | null {
  switch (snapshot.context.problem) {
    case 'missingId':
      return 'event.missingId';
    case 'notFound':
      return 'event.notFound';
    case 'failed':
      return 'event.error';
    default:
      return null;
  }
}
