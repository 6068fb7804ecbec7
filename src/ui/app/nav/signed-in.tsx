import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { favouritesMachine } from '@/machines/favourites/favourites.machine';
import { selectUser } from '@/machines/session/session.selectors';
import { userIdOf } from '@/machines/session/session-token';
import { inspected } from '@/ui/app/inspector';
import { InteractionSubmission } from '@/ui/kit/interactions/interaction-submission';
import { Session } from '../session';
import type { FavouritesRef } from './favourites';
import { FavouritesShortcut } from './favourites-shortcut';
import type { MenuControls } from './use-menu';
import { UserMenu } from './user-menu';

/** Starts the favourites of the signed-in user (it reads the list once) and stops them at sign-out. */
function FavouritesSource({ userId, onChange }: { userId: string; onChange: (favourites: FavouritesRef | null) => void }) {
  const favourites = useActorRef(favouritesMachine, inspected({ input: { userId } }));
  useEffect(() => {
    onChange(favourites);
    return () => onChange(null);
  }, [favourites, onChange]);
  return null;
}

/**
 * What only a signed-in user needs, loaded once someone signs in: the favourites' source, the submission
 * of their interaction records (spec, accounts §7: right after sign-in, then every 7 days), the favourites
 * in a phone's header and the user's menu. A different user gets a fresh favourites actor (keyed by the user id).
 */
export function SignedIn({ menu, onFavourites }: { menu: MenuControls; onFavourites: (favourites: FavouritesRef | null) => void }) {
  const userId = userIdOf(Session.useSelector(selectUser)?.token);
  return (
    <>
      <FavouritesSource key={userId} userId={userId} onChange={onFavourites} />
      <InteractionSubmission />
      <FavouritesShortcut />
      <UserMenu menu={menu} />
    </>
  );
}
