import type { SnapshotFrom } from 'xstate';
import type { favouritesCountMachine } from './favourites-count.machine';

export type FavouritesCountSnapshot = SnapshotFrom<typeof favouritesCountMachine>;

/** The count for the badge, or null when there is none to show (nobody signed in, still reading, or unknown). */
export const selectFavouritesCount = (snapshot: FavouritesCountSnapshot | undefined): number | null =>
  snapshot?.matches('counted') ? snapshot.context.count : null;
