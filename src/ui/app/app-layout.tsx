import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from './i18n';
import { RouteErrorBoundary } from './route-error-boundary';
import * as styles from './app-layout.css';

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
          aria-label={t(`language.${language}Name`)}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}

export function AppLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {t('app.name')}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className={styles.pending}>{t('app.loading')}</p>}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className={styles.footer}>{t('footer.rights', { year: new Date().getFullYear() })}</footer>
    </>
  );
}
