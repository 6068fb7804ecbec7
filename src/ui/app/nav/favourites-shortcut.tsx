import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFavouritesCount } from './favourites';
import * as styles from './favourites-shortcut.css';

/**
 * The favourites in a phone's header (D264): below 64rem the bar's links fold into the menu, so
 * the count would otherwise be seen only with the menu open. A heart linking to /favorites with the count
 * over it, named as the bar's link is ("Favorites (2 saved)"); hidden where the bar shows its own link.
 * Shown as soon as someone is signed in, the count landing inside it, so the header does not move.
 */
export function FavouritesShortcut() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const count = useFavouritesCount();
  return (
    <Link to="/favorites" className={styles.shortcut} aria-current={pathname.toLowerCase() === '/favorites' ? 'page' : undefined}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.1 5 3 1.4-1.9 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={count ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.visuallyHidden}>{t('nav.favorites')}</span>
      {count ? (
        <>
          {' '}
          <span className={styles.count}>
            <span aria-hidden="true">{count}</span>
            <span className={styles.visuallyHidden}>{t('nav.favoritesCount', { count })}</span>
          </span>
        </>
      ) : null}
    </Link>
  );
}
