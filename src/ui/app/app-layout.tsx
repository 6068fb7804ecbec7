import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsSignedIn } from '@/machines/session/session.selectors';
import { SUPPORTED_LANGUAGES } from './i18n';
import { FavouritesContext, type FavouritesRef } from './nav/favourites';
import { NavBar } from './nav/nav-bar';
import { CurrencyChoiceLater } from './nav/currency-choice-later';
import { optionalPart } from './optional-part';
import { ScrollAndFocus } from './nav/scroll-and-focus';
import { useMenu } from './nav/use-menu';
import { RouteErrorBoundary } from './route-error-boundary';
import { Session } from './session';
// The footer's links and the assistant's floating button come with the page's HTML: part of the
// shell (2 KB), they answer a tap as soon as the page is hydrated, not once a chunk of their own arrives.
// The assistant's widget behind the button (machines, SignalR client, voice) still loads only when opened.
import { FooterContent } from './nav/footer';
import { AssistantLauncher } from '@/ui/kit/assistant/assistant-launcher';
import * as styles from './app-layout.css';

// Not needed for the first paint, so kept out of the home route's JavaScript (scripts/bundle-budget.mjs):
// the user's menu and the favourites load once someone is signed in (optional-part.ts).
const SignedIn = optionalPart(() => import('./nav/signed-in').then((m) => m.SignedIn));

function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <div className={styles.languages} role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.languageButton}
          aria-pressed={i18n.resolvedLanguage === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {/* The name read aloud starts with the visible letters ('AR العربية'): a voice-control user says what they see. */}
          {t(`language.${language}`)}{' '}
          <span className={styles.visuallyHidden}>{t(`language.${language}Name`)}</span>
        </button>
      ))}
    </div>
  );
}

/** The signed-in part of the bar: the user menu's state lives here, the rest loads when first needed. */
function SignedInArea({ onFavourites }: { onFavourites: (favourites: FavouritesRef | null) => void }) {
  const menu = useMenu();
  return (
    // While the user's menu downloads, its avatar's place is kept, so the bar does not move when it lands.
    <Suspense fallback={<span className={styles.signedInSlot} aria-hidden="true" />}>
      <SignedIn menu={menu} onFavourites={onFavourites} />
    </Suspense>
  );
}

export function AppLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const signedIn = Session.useSelector(selectIsSignedIn);
  // The signed-in user's favourites (null when nobody is signed in), for the bar and every screen.
  const [favourites, setFavourites] = useState<FavouritesRef | null>(null);
  return (
    <FavouritesContext.Provider value={favourites}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {t('app.name')}
        </Link>
        <NavBar />
        <LanguageSwitch />
        {/* Below 64rem the choice sits in the menu (nav-bar.tsx): a signed-in phone's bar has no room for it. */}
        <span className={styles.currencyInBar}>
          <CurrencyChoiceLater />
        </span>
        {signedIn && <SignedInArea onFavourites={setFavourites} />}
      </header>
      <main id="main" className={styles.main}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className={styles.pending}>{t('app.loading')}</p>}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className={styles.footer}>
        <FooterContent />
        <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </footer>
      <AssistantLauncher />
      <ScrollAndFocus />
    </FavouritesContext.Provider>
  );
}
