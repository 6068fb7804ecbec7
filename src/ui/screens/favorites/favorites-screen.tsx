import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectError, selectFavourites, selectStatus } from '@/machines/favourites/favourites.selectors';
import { useFavouritesRef } from '@/ui/app/nav/favourites';
import { TourCard } from '@/ui/kit/tour-card/tour-card';
import * as styles from './favorites-screen.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/**
 * /favorites (spec, accounts §2 Favorites), behind the sign-in guard: 'Your Favorite Tours', a grid of the
 * saved tours with prices in pounds, read from the one favourites actor, so un-favouriting a card here
 * removes it at once (and puts it back if the server refuses). Loading, a load failure with Try Again,
 * and the empty text with a way to browse tours.
 */
export function FavoritesScreen() {
  usePageHead((meta) => simpleHead(meta, 'favorites', '/favorites'));
  const { t } = useTranslation(['catalogue', 'common']);
  const favourites = useFavouritesRef();
  const snapshot = useSelector(favourites ?? undefined, (current) => current);
  const status = selectStatus(snapshot);
  const tours = selectFavourites(snapshot);
  const error = selectError(snapshot);

  return (
    <section className={styles.page} aria-labelledby="favorites-title" aria-busy={status === 'loading'}>
      <h1 id="favorites-title" className={styles.title}>
        {t('favorites.title')}
      </h1>

      {status === 'loading' ? (
        <p className={styles.status} role="status">
          {t('favorites.loading')}
        </p>
      ) : null}

      {status === 'failed' ? (
        <div className={styles.problem} role="alert">
          <p className={styles.problemText}>{t(error ?? 'favorites.loadFailed')}</p>
          <button type="button" className={styles.button} onClick={() => favourites?.send({ type: 'favourites.retried' })}>
            {t('favorites.tryAgain')}
          </button>
        </div>
      ) : null}

      {status === 'ready' && tours.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t('favorites.empty')}</p>
          <Link to="/tours" className={styles.button}>
            {t('favorites.browse')}
          </Link>
        </div>
      ) : null}

      {status === 'ready' && tours.length > 0 ? (
        <ul className={styles.grid}>
          {tours.map((tour) => (
            <li key={tour.id} className={styles.item}>
              <TourCard tour={tour} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
