import { assign, setup } from 'xstate';
import { fetchEvents, type EventItem, type EventsListResult } from './events-list.actors';

/**
 * The events list (spec, accounts §2 Events, §8 Events errors): loading, then the events, an empty
 * list, or 'Failed to load events.' with Try Again.
 */
export interface EventsListContext {
  events: readonly EventItem[];
  /** A key of the `events` namespace. */
  error: string | null;
}

export type EventsListEvent = { type: 'events.retry' };

export const eventsListMachine = setup({
  types: {
    context: {} as EventsListContext,
    events: {} as EventsListEvent,
  },
  actors: { fetchEvents },
  guards: {
    isFailure: (_, result: EventsListResult) => !result.ok,
    hasEvents: (_, result: EventsListResult) => result.ok && result.events.length > 0,
  },
  actions: {
    assignResult: assign((_, result: EventsListResult) =>
      result.ok ? { events: result.events, error: null } : { events: [], error: result.error },
    ),
    assignUnexpectedError: assign({ events: [], error: 'list.error' }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'eventsList',
  context: { events: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchEvents',
        src: 'fetchEvents',
        onDone: [
          { guard: { type: 'isFailure', params: ({ event }) => event.output }, target: 'error', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { guard: { type: 'hasEvents', params: ({ event }) => event.output }, target: 'content', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'assignResult', params: ({ event }) => event.output } },
        ],
        onError: { target: 'error', actions: 'assignUnexpectedError' },
      },
    },
    error: { on: { 'events.retry': { target: 'loading', actions: 'clearError' } } },
    empty: {},
    content: {},
  },
});
