import { assign, emit, setup } from 'xstate';
import { DEFAULT_SEARCH_TYPE, runSearch, type SearchOutcome, type SearchQuery, type SearchResultItem, type SearchType } from './search.actors';

/**
 * The search box (spec, accounts §2 Home, §5 Search): a type (Events, Travels, Companies; Travels by
 * default) and a term. A term that is blank once trimmed sends nothing. While a search runs, another
 * submit waits for it. A result is announced as `search.found` with the first page, the total, the searched
 * term and type, for the view to open /search-results; a failure is logged (spec §8) and, because a traveller
 * would otherwise be left wondering, also shown as a short message until they edit or search again.
 */
export interface SearchContext {
  type: SearchType;
  term: string;
  /** The search under way (trimmed term), so edits made meanwhile do not change what it reports. */
  pending: SearchQuery | null;
}

export interface SearchInput {
  /** Prefill (the results page shows the search it is showing). */
  term?: string;
  type?: SearchType;
}

export type SearchEvent =
  | { type: 'search.typeChanged'; searchType: SearchType }
  | { type: 'search.termChanged'; term: string }
  | { type: 'search.submitted' };

/** What the machine tells its view: the search worked; open the results. */
export type SearchEmitted = { type: 'search.found'; results: SearchResultItem[]; totalCount: number; searchTerm: string; searchType: SearchType };

/** The input's type for `setup` (every field is optional, so an empty object is a whole input). */
const noInput: SearchInput = {};

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: noInput,
    emitted: {} as SearchEmitted,
  },
  actors: { runSearch },
  guards: {
    hasTerm: ({ context }) => context.term.trim() !== '',
    isFound: (_, outcome: SearchOutcome) => outcome.ok,
  },
  actions: {
    assignType: assign({ type: ({ context, event }) => (event.type === 'search.typeChanged' ? event.searchType : context.type) }),
    assignTerm: assign({ term: ({ context, event }) => (event.type === 'search.termChanged' ? event.term : context.term) }),
    assignPending: assign({ pending: ({ context }) => ({ type: context.type, term: context.term.trim() }) }),
    clearPending: assign({ pending: null }),
    announceFound: emit(({ context }, outcome: SearchOutcome) => ({
      type: 'search.found' as const,
      results: outcome.ok ? outcome.items : [],
      totalCount: outcome.ok ? outcome.totalCount : 0,
      searchTerm: context.pending?.term ?? context.term.trim(),
      searchType: context.pending?.type ?? context.type,
    })),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ type: input.type ?? DEFAULT_SEARCH_TYPE, term: input.term ?? '', pending: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'search.typeChanged': { actions: 'assignType' },
        'search.termChanged': { actions: 'assignTerm' },
        // No guard passes for a blank term: nothing is sent (spec, accounts §5).
        'search.submitted': { guard: 'hasTerm', target: 'searching', actions: 'assignPending' },
      },
    },
    searching: {
      tags: ['busy'],
      on: {
        'search.typeChanged': { actions: 'assignType' },
        'search.termChanged': { actions: 'assignTerm' },
      },
      invoke: {
        id: 'runSearch',
        src: 'runSearch',
        input: ({ context }) => context.pending ?? { type: context.type, term: context.term.trim() },
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'idle',
            actions: [{ type: 'announceFound', params: ({ event }) => event.output }, 'clearPending'],
          },
          { target: 'failed', actions: 'clearPending' },
        ],
        // Unexpected (the client's code could not be loaded, say offline): the same short message.
        onError: { target: 'failed', actions: 'clearPending' },
      },
    },
    /** The last search failed: the message stays until the traveller edits the search or tries again. */
    failed: {
      on: {
        'search.typeChanged': { target: 'idle', actions: 'assignType' },
        'search.termChanged': { target: 'idle', actions: 'assignTerm' },
        'search.submitted': { guard: 'hasTerm', target: 'searching', actions: 'assignPending' },
      },
    },
  },
});
