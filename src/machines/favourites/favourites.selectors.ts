import type { components } from '@core/contract/schema';
import type { SnapshotFrom } from 'xstate';
import type { favouritesMachine } from './favourites.machine';

type Tour = components['schemas']['Tour'];

export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;
export type FavouritesStatus = 'loading' | 'failed' | 'ready';

const NONE: Tour[] = [];

/** Every selector takes `undefined` for "nobody signed in" (no actor), and reads it as nothing. */
export function selectStatus(snapshot: FavouritesSnapshot | undefined): FavouritesStatus {
  if (!snapshot || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return 'ready';
}

/** The favourite tours as the user sees them (waiting changes applied), most recently liked first. */
export const selectFavourites = (snapshot: FavouritesSnapshot | undefined): Tour[] => snapshot?.context.favourites ?? NONE;

export const selectIsFavourite = (snapshot: FavouritesSnapshot | undefined, tourId: number): boolean =>
  selectFavourites(snapshot).some((tour) => tour.id === tourId);

/** Whether a change of this tour is still waiting for the server. */
export const selectIsPending = (snapshot: FavouritesSnapshot | undefined, tourId: number): boolean =>
  snapshot?.context.queue.some((change) => change.tour.id === tourId) ?? false;

/** The count for the navigation badge, or null when it is not known (nobody signed in, loading, failed). */
export const selectCount = (snapshot: FavouritesSnapshot | undefined): number | null =>
  snapshot?.matches('ready') ? snapshot.context.favourites.length : null;

/** The i18n key (namespace `catalogue`) of the load failure, or null. */
export const selectError = (snapshot: FavouritesSnapshot | undefined): string | null => snapshot?.context.error ?? null;
