import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CurrencyChoiceLater } from './currency-choice-later';
import { selectIsRestoring, selectIsSignedIn } from '@/machines/session/session.selectors';
import { Session } from '../session';
import { useFavouritesCount } from './favourites';
import * as styles from './nav-bar.css';
import { useMenu } from './use-menu';

/** The navigation links (spec, accounts §2), by path and the `common:nav.*` key of their label. */
const LINKS = [
  ['/', 'home'],
  ['/tours', 'tours'],
  ['/travels', 'travels'], // in the mobile menu only
  ['/companies', 'companies'],
  ['/events', 'events'],
  ['/about', 'about'],
  ['/my-bookings', 'myBookings'],
  ['/GetInTouch', 'getInTouch'],
  ['/favorites', 'favorites'],
] as const;

const MENU_ID = 'site-menu';

/** Paths match without regard to case or a trailing slash, as the router matches them. */
const samePath = (a: string, b: string) => a.replace(/(.)\/+$/, '$1').toLowerCase() === b.toLowerCase();

/**
 * The navigation bar: every link of the spec, the current one marked. Below 64rem the links fold into a
 * menu opened by a button (the menu machine: Escape closes it and focus returns to the button; any
 * navigation closes it). Account links follow the session: nothing while it is restored (no flash of
 * Login for a signed-in user), Profile when signed in, Login and Sign Up when not.
 */
export function NavBar() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const restoring = Session.useSelector(selectIsRestoring);
  const signedIn = Session.useSelector(selectIsSignedIn);
  const favourites = useFavouritesCount();
  const { buttonId, open, toggle, onKeyDown } = useMenu();

  const item = (to: string, key: string, className?: string) => (
    <li key={to} className={className}>
      <Link to={to} className={styles.link} aria-current={samePath(location.pathname, to) ? 'page' : undefined}>
        {t(`nav.${key}`)}
        {to === '/favorites' && favourites ? (
          // The space keeps the accessible name readable: "Favorites (3 saved)".
          <>
            {' '}
            <span className={styles.badge}>
              <span aria-hidden="true">{favourites}</span>
              <span className={styles.visuallyHidden}>{t('nav.favoritesCount', { count: favourites })}</span>
            </span>
          </>
        ) : null}
      </Link>
    </li>
  );

  return (
    <nav className={styles.nav} aria-label={t('nav.label')} onKeyDown={onKeyDown}>
      <button
        id={buttonId}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={t('nav.menu')}
        onClick={toggle}
      >
        <span className={styles.menuIcon} />
      </button>
      <ul id={MENU_ID} className={styles.links} data-open={open}>
        {LINKS.map(([to, key]) => item(to, key, to === '/travels' ? styles.mobileOnly : undefined))}
        {restoring
          ? null
          : signedIn
            ? item('/account', 'account', styles.accountStart)
            : [item('/login', 'login', styles.accountStart), item('/signup', 'signup')]}
        {/* On a phone the bar has no room for the display-currency choice: it is here, in the menu. */}
        <li className={styles.currencyItem}>
          <CurrencyChoiceLater />
        </li>
      </ul>
    </nav>
  );
}
