import type { SnapshotFrom } from 'xstate';
import type { eventsListMachine } from './events-list.machine';

export type EventsListSnapshot = SnapshotFrom<typeof eventsListMachine>;
export type EventsListStatus = 'loading' | 'error' | 'empty' | 'content';

export function selectEventsStatus(snapshot: EventsListSnapshot): EventsListStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches('empty')) return 'empty';
  return 'content';
}

export const selectEvents = (snapshot: EventsListSnapshot) => snapshot.context.events;
/** The failure to show, as a key of the `events` namespace. */
export const selectEventsError = (snapshot: EventsListSnapshot) => snapshot.context.error;
