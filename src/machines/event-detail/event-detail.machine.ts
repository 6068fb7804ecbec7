import { assign, setup } from 'xstate';
import { fetchEvent, type EventDetail, type EventDetailResult, type EventProblem } from './event-detail.actors';

/**
 * One event (spec, accounts §2 Events, §8 Events errors): loading, then the event; 'Event ID is
 * missing' or 'Event not found' (the view offers Browse Events); or 'Failed to load event.' (the view
 * offers Go Back and, DECISION, Try Again: a dropped connection should not cost the reader the page).
 */
export interface EventDetailContext {
  id: string | undefined;
  event: EventDetail | null;
  problem: EventProblem | null;
}

export interface EventDetailInput {
  /** The id from the route (`/events/:id`). */
  id: string | undefined;
}

export type EventDetailEvent = { type: 'event.retry' };

export const eventDetailMachine = setup({
  types: {
    context: {} as EventDetailContext,
    events: {} as EventDetailEvent,
    input: {} as EventDetailInput,
  },
  actors: { fetchEvent },
  guards: {
    isFound: (_, result: EventDetailResult) => result.ok,
    isMissing: (_, result: EventDetailResult) => !result.ok && result.problem !== 'failed',
  },
  actions: {
    assignResult: assign((_, result: EventDetailResult) =>
      result.ok ? { event: result.event, problem: null } : { event: null, problem: result.problem },
    ),
    assignFailure: assign({ event: null, problem: 'failed' as const }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'eventDetail',
  context: ({ input }) => ({ id: input.id, event: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchEvent',
        src: 'fetchEvent',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => event.output }, target: 'loaded', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'notFound', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'assignResult', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    loaded: {},
    notFound: {},
    failed: { on: { 'event.retry': { target: 'loading', actions: 'clearProblem' } } },
  },
});
