import { assign, fromPromise, setup } from 'xstate';

/**
 * One thing read from the server for a page section that is not a carousel (the home page's featured
 * tour, partner logos, Most Popular Tours and category shortcuts): loading, then loaded or failed, and
 * Try Again from failed. The read itself is provided as `load` (`loadable.actors.ts` builds one from an
 * API call), so the section's view only renders this machine's state.
 */
export type LoadResult = { ok: true; data: unknown } | { ok: false; error: string };

export interface LoadableContext {
  data: unknown;
  error: string | null;
}

export type LoadableEvent = { type: 'loadable.retry' };

/** The default: nothing to read. Sections provide their own `load`. */
const loadNothing = fromPromise<LoadResult>(() => Promise.resolve({ ok: true, data: null }));

export const loadableMachine = setup({
  types: {
    context: {} as LoadableContext,
    events: {} as LoadableEvent,
  },
  actors: { load: loadNothing },
  guards: {
    isLoaded: (_, result: LoadResult) => result.ok,
  },
  actions: {
    assignData: assign((_, result: LoadResult) => ({ data: result.ok ? result.data : null, error: null })),
    assignError: assign((_, result: LoadResult) => ({ error: result.ok ? null : result.error })),
    assignUnexpectedError: assign({ error: (_, error: unknown) => (error instanceof Error ? error.message : String(error)) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'loadable',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: { type: 'isLoaded', params: ({ event }) => event.output }, target: 'loaded', actions: { type: 'assignData', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'assignError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'assignUnexpectedError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    loaded: {},
    failed: {
      on: { 'loadable.retry': { target: 'loading', actions: 'clearError' } },
    },
  },
});
