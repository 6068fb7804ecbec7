import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
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

/**
 * The count for the badge, or null when there is none to show. Read with React's own store hook rather
 * than @xstate/react, so the navigation bar needs no XState for the first paint (D195).
 */
export function useFavouritesCount(): number | null {
  const favourites = useContext(FavouritesContext);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!favourites) return () => {};
      const subscription = favourites.subscribe({ next: changed, error: changed });
      return () => subscription.unsubscribe();
    },
    [favourites],
  );
  const count = () => {
    const snapshot = favourites?.getSnapshot();
    if (snapshot?.status === 'error') throw snapshot.error;
    return selectCount(snapshot);
  };
  return useSyncExternalStore(subscribe, count, count);
}
