import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { favouritesMachine } from '@/machines/favourites/favourites.machine';
import { selectCount } from '@/machines/favourites/favourites.selectors';

export type FavouritesRef = ActorRefFrom<typeof favouritesMachine>;

/**
 * The signed-in user's favourites actor, which every heart, the favourites screen and the badge read (so
 * they agree), or null when nobody is signed in. The app layout provides it; the actor itself is started
 * by the signed-in part of the bar (./signed-in.tsx), which loads only once someone signs in.
 */
export const FavouritesContext = createContext<FavouritesRef | null>(null);

/** The favourites actor, or null (nobody signed in, or its part of the bar still loading). */
export function useFavouritesRef(): FavouritesRef | null {
  return useContext(FavouritesContext);
}

/** The count for the badge, or null when there is none to show. */
export function useFavouritesCount(): number | null {
  return useSelector(useContext(FavouritesContext) ?? undefined, selectCount);
}
