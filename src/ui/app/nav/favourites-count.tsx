import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { favouritesCountMachine } from '@/machines/favourites-count/favourites-count.machine';
import { selectFavouritesCount } from '@/machines/favourites-count/favourites-count.selectors';

export type FavouritesCountRef = ActorRefFrom<typeof favouritesCountMachine>;

/**
 * The favourites count every view can read and the favourites flow keeps current: the count's actor
 * while someone is signed in, null otherwise. The app layout provides it; the actor itself is started
 * by the signed-in part of the bar (./signed-in.tsx), which loads only once someone signs in.
 */
export const FavouritesCountContext = createContext<FavouritesCountRef | null>(null);

/** The count for a badge, or null when there is none to show. */
export function useFavouritesCount(): number | null {
  return useSelector(useContext(FavouritesCountContext) ?? undefined, selectFavouritesCount);
}

/**
 * For the favourites flow: `useFavouritesCountRef()?.send({ type: 'favourites.countChanged', count })`
 * after adding or removing a favourite.
 */
export function useFavouritesCountRef(): FavouritesCountRef | null {
  return useContext(FavouritesCountContext);
}
