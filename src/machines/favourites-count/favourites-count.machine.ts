import { assign, setup } from 'xstate';
import { fetchFavouritesCount, type FavouritesCountResult } from './favourites-count.actors';

/**
 * The favourites count the navigation bar's badge shows (spec, accounts §2), for one signed-in user: the
 * app starts it when someone signs in and stops it when they sign out. It reads the count once from the
 * server; the favourites flow (a later screen) keeps it current by sending `favourites.countChanged`
 * whenever it adds or removes a favourite.
 */
export interface FavouritesCountContext {
  count: number | null;
}

export type FavouritesCountEvent =
  /** The favourites flow knows the new count (after adding or removing a favourite). */
  { type: 'favourites.countChanged'; count: number };

export const favouritesCountMachine = setup({
  types: {
    context: {} as FavouritesCountContext,
    events: {} as FavouritesCountEvent,
  },
  actors: { fetchFavouritesCount },
  guards: {
    isCounted: (_, result: FavouritesCountResult) => result.ok,
  },
  actions: {
    assignFetchedCount: assign((_, result: FavouritesCountResult) => ({ count: result.ok ? result.count : null })),
    assignCount: assign(({ event }) => ({ count: Math.max(0, Math.trunc(event.count)) })),
  },
}).createMachine({
  id: 'favouritesCount',
  context: { count: null },
  initial: 'loading',
  on: {
    // The favourites flow's own count is newer than anything being read, and replaces a failed read.
    'favourites.countChanged': { target: '.counted', actions: 'assignCount' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchFavouritesCount',
        src: 'fetchFavouritesCount',
        onDone: [
          { guard: { type: 'isCounted', params: ({ event }) => event.output }, target: 'counted', actions: { type: 'assignFetchedCount', params: ({ event }) => event.output } },
          { target: 'unknown' },
        ],
        // Unexpected (the client's code could not be loaded): no badge, as for a failed call.
        onError: { target: 'unknown' },
      },
    },
    counted: {},
    /** The count could not be read: no badge until the favourites flow reports one. */
    unknown: {},
  },
});
