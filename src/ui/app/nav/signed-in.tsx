import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { favouritesCountMachine } from '@/machines/favourites-count/favourites-count.machine';
import type { FavouritesCountRef } from './favourites-count';
import type { MenuControls } from './use-menu';
import { UserMenu } from './user-menu';

/** Starts the favourites count for the signed-in user (it reads the count once) and stops it at sign-out. */
function FavouritesCountSource({ onChange }: { onChange: (count: FavouritesCountRef | null) => void }) {
  const count = useActorRef(favouritesCountMachine);
  useEffect(() => {
    onChange(count);
    return () => onChange(null);
  }, [count, onChange]);
  return null;
}

/**
 * What only a signed-in user needs in the bar, loaded once someone signs in: the favourites count's
 * source and the user's menu.
 */
export function SignedIn({ menu, onFavouritesCount }: { menu: MenuControls; onFavouritesCount: (count: FavouritesCountRef | null) => void }) {
  return (
    <>
      <FavouritesCountSource onChange={onFavouritesCount} />
      <UserMenu menu={menu} />
    </>
  );
}
