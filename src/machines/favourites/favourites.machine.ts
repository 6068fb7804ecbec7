import { assign, setup } from 'xstate';
import type { components } from '@core/contract/schema';
import { fetchFavourites, saveFavourite, type FavouriteSaveResult, type FavouritesLoadResult } from './favourites.actors';

type Tour = components['schemas']['Tour'];

/**
 * The signed-in user's favourite tours (spec, accounts §2 Favorites and Tour card, §4 favourite toggle,
 * §7 like/unlike/Favtravels, §8). One actor per signed-in user, started by the navigation bar, read by
 * every heart, the favourites screen and the badge, so all of them agree.
 *
 * Optimistic with rollback: a toggle changes `favourites` at once (the heart reacts on the click) and is
 * queued; the queue is sent one change at a time, in order, so toggles of other tours made while one is in
 * flight are never lost. A refused change is rolled back (the heart returns: the truth is shown) and logged
 * only, as the spec says. Toggling a tour whose change is still waiting (not yet sent) cancels it instead
 * of sending two calls that undo each other. Toggles made while the list is loading wait for it and are
 * then applied on top of the server's list.
 */
export interface FavouriteChange {
  tour: Tour;
  /** true: like (add); false: unlike (remove). */
  like: boolean;
  /** Where the tour stood in the list when it was removed, to put it back there on a rollback. */
  index: number;
}

export interface FavouritesContext {
  /** The user id for interaction records (spec §6: the token's id, else 'anonymous'). */
  userId: string;
  /** The favourites as the user sees them: the server's list with the waiting changes applied. */
  favourites: Tour[];
  /** Changes not yet confirmed; while saving, the first is in flight. */
  queue: FavouriteChange[];
  /** An i18n key (namespace `catalogue`) when the list could not be loaded. */
  error: string | null;
}

export interface FavouritesInput {
  userId: string;
}

export type FavouritesEvent =
  /** The heart of `tour` was pressed: a favourite is removed, anything else is added. */
  | { type: 'favourites.toggled'; tour: Tour }
  /** Try Again after the list failed to load. */
  | { type: 'favourites.retried' };

export const LOAD_FAILED = 'favorites.loadFailed';

const has = (tours: readonly Tour[], id: number) => tours.some((tour) => tour.id === id);
const without = (tours: readonly Tour[], id: number) => tours.filter((tour) => tour.id !== id);
const insertAt = (tours: readonly Tour[], tour: Tour, index: number) => {
  const at = Math.min(Math.max(0, index), tours.length);
  return [...tours.slice(0, at), tour, ...tours.slice(at)];
};

/** The list with one change applied (adding puts the tour first: most recently liked first). */
function apply(tours: readonly Tour[], change: FavouriteChange): Tour[] {
  if (change.like) return has(tours, change.tour.id) ? [...tours] : [change.tour, ...tours];
  return without(tours, change.tour.id);
}

/** The list with one change undone. */
function undo(tours: readonly Tour[], change: FavouriteChange): Tour[] {
  if (change.like) return without(tours, change.tour.id);
  return has(tours, change.tour.id) ? [...tours] : insertAt(tours, change.tour, change.index);
}

/**
 * A toggle: cancels a waiting change of the same tour (never the one in flight), or queues the opposite
 * of what the user sees now.
 */
function toggle(context: FavouritesContext, tour: Tour, headInFlight: boolean): Pick<FavouritesContext, 'favourites' | 'queue'> {
  const waitingAt = context.queue.findIndex((change, at) => change.tour.id === tour.id && (at > 0 || !headInFlight));
  const waiting = context.queue[waitingAt];
  if (waiting) {
    return { favourites: undo(context.favourites, waiting), queue: context.queue.filter((_, at) => at !== waitingAt) };
  }
  const index = context.favourites.findIndex((favourite) => favourite.id === tour.id);
  const change: FavouriteChange = { tour, like: index < 0, index: Math.max(0, index) };
  return { favourites: apply(context.favourites, change), queue: [...context.queue, change] };
}

/** The server's list with the waiting changes applied; changes the server already agrees with are dropped. */
function merge(loaded: readonly Tour[], queue: readonly FavouriteChange[]): Pick<FavouritesContext, 'favourites' | 'queue'> {
  const pending = queue.filter((change) => has(loaded, change.tour.id) !== change.like);
  return { favourites: pending.reduce<Tour[]>(apply, [...loaded]), queue: pending };
}

/**
 * The first change was refused: the list goes back to what the server holds. A later waiting change of the
 * same tour (the user toggled back meanwhile) already matches the server and is dropped unsent.
 */
function rollBack(context: FavouritesContext): Pick<FavouritesContext, 'favourites' | 'queue'> {
  const [first, ...rest] = context.queue;
  if (!first) return { favourites: context.favourites, queue: [] };
  const later = rest.findIndex((change) => change.tour.id === first.tour.id);
  if (later >= 0) return { favourites: context.favourites, queue: rest.filter((_, at) => at !== later) };
  return { favourites: undo(context.favourites, first), queue: rest };
}

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as FavouritesInput,
  },
  actors: { fetchFavourites, saveFavourite },
  guards: {
    isLoadFailure: (_, result: FavouritesLoadResult) => !result.ok,
    hasChangesAfterLoad: ({ context }, result: FavouritesLoadResult) => result.ok && merge(result.tours, context.queue).queue.length > 0,
    isSaved: (_, result: FavouriteSaveResult) => result.ok,
    /** Saved, and more changes wait behind it. */
    isSavedWithMore: ({ context }, result: FavouriteSaveResult) => result.ok && context.queue.length > 1,
    /** Refused, and changes still wait once it is rolled back. */
    hasChangesAfterRollBack: ({ context }) => rollBack(context).queue.length > 0,
  },
  actions: {
    /** While loading nothing is in flight: any waiting change of the tour can be cancelled. */
    toggleWaiting: assign(({ context, event }) => (event.type === 'favourites.toggled' ? toggle(context, event.tour, false) : {})),
    /** While saving, the first change is in flight and stays. */
    toggleBehindFlight: assign(({ context, event }) => (event.type === 'favourites.toggled' ? toggle(context, event.tour, true) : {})),
    assignLoaded: assign(({ context }, result: FavouritesLoadResult) => (result.ok ? { ...merge(result.tours, context.queue), error: null } : {})),
    /** The list is unknown: nothing waiting can be shown or sent truthfully, so it is all dropped. */
    assignLoadFailure: assign({ favourites: [], queue: [], error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    /** The server took the first change. */
    dequeue: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    /** The server refused the first change (see `rollBack`). */
    rollBackFirst: assign(({ context }) => rollBack(context)),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ userId: input.userId, favourites: [], queue: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'favourites.toggled': { actions: 'toggleWaiting' } },
      invoke: {
        id: 'fetchFavourites',
        src: 'fetchFavourites',
        onDone: [
          { guard: { type: 'isLoadFailure', params: ({ event }) => event.output }, target: 'failed', actions: 'assignLoadFailure' },
          {
            guard: { type: 'hasChangesAfterLoad', params: ({ event }) => event.output },
            target: 'ready.saving',
            actions: { type: 'assignLoaded', params: ({ event }) => event.output },
          },
          { target: 'ready.idle', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        ],
        // Unexpected (the client's code could not be loaded): as a failed read.
        onError: { target: 'failed', actions: 'assignLoadFailure' },
      },
    },
    failed: {
      on: {
        'favourites.retried': { target: 'loading', actions: 'clearError' },
        // A heart pressed after a failed read: read again, then apply the toggle on the server's list.
        'favourites.toggled': { target: 'loading', actions: ['clearError', 'toggleWaiting'] },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'favourites.toggled': { target: 'saving', actions: 'toggleWaiting' } },
        },
        saving: {
          tags: ['saving'],
          on: { 'favourites.toggled': { actions: 'toggleBehindFlight' } },
          invoke: {
            id: 'saveFavourite',
            src: 'saveFavourite',
            input: ({ context }) => {
              const first = context.queue[0];
              return { tourId: first?.tour.id ?? 0, like: first?.like ?? false, userId: context.userId };
            },
            onDone: [
              { guard: { type: 'isSavedWithMore', params: ({ event }) => event.output }, target: 'saving', reenter: true, actions: 'dequeue' },
              { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'idle', actions: 'dequeue' },
              { guard: 'hasChangesAfterRollBack', target: 'saving', reenter: true, actions: 'rollBackFirst' },
              { target: 'idle', actions: 'rollBackFirst' },
            ],
            // Unexpected (the client's code could not be loaded): the change is not known to be saved.
            onError: [
              { guard: 'hasChangesAfterRollBack', target: 'saving', reenter: true, actions: 'rollBackFirst' },
              { target: 'idle', actions: 'rollBackFirst' },
            ],
          },
        },
      },
    },
  },
});
