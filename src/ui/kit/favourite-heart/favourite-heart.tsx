import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@core/contract/schema';
import { selectIsFavourite, selectIsPending } from '@/machines/favourites/favourites.selectors';
import { selectIsSignedIn } from '@/machines/session/session.selectors';
import { useFavouritesRef } from '@/ui/app/nav/favourites';
import { Session } from '@/ui/app/session';
import { useAuthGate } from '@/ui/app/use-auth-gate';
import * as styles from './favourite-heart.css';

type Tour = components['schemas']['Tour'];

/**
 * The favourite heart (spec, accounts §2 Tour card, §4 favourite toggle, §5 auth gate): a toggle button
 * over the one favourites actor, so every heart of a tour, the favourites screen and the badge agree.
 * Signed out, pressing it asks the login confirm. Signed in, it reacts at once; a refused change puts it
 * back (the favourites machine rolls back).
 */
export function FavouriteHeart({ tour, size = 'small' }: { tour: Tour; size?: 'small' | 'large' }) {
  const { t } = useTranslation('catalogue');
  const favourites = useFavouritesRef();
  const signedIn = Session.useSelector(selectIsSignedIn);
  const isFavourite = useSelector(favourites ?? undefined, (snapshot) => selectIsFavourite(snapshot, tour.id));
  const pending = useSelector(favourites ?? undefined, (snapshot) => selectIsPending(snapshot, tour.id));
  const gate = useAuthGate();
  const title = tour.title?.trim() || t('tourCard.untitled');
  // Signed in but the favourites are still starting (their code loads after sign-in): nothing to toggle yet.
  const starting = signedIn && !favourites;
  return (
    <button
      type="button"
      className={styles.heart[size]}
      aria-pressed={isFavourite}
      aria-busy={pending || undefined}
      aria-label={t('heart.label', { title })}
      title={isFavourite ? t('heart.remove') : t('heart.add')}
      disabled={starting}
      onClick={() => gate(() => favourites?.send({ type: 'favourites.toggled', tour }))}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.1 5 3 1.4-1.9 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={isFavourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
