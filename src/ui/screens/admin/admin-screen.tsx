import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useLocation } from 'react-router-dom';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import { RequireUser } from '@/ui/app/require-user';
import { ApplicationsView } from './applications-view';
import { BookingsView } from './bookings-view';
import { CompaniesView } from './companies-view';
import * as styles from '@/ui/kit/console/console.css';

export type AdminView = 'applications' | 'companies' | 'bookings';

const PATHS: Record<AdminView, string> = { applications: '/admin', companies: '/admin/companies', bookings: '/admin/bookings' };

/**
 * /admin, /admin/companies and /admin/bookings: the admin console, behind the sign-in guard; the server
 * answers 403 to anyone who is not an admin, and the console says so. The partner applications queue,
 * reviewed one at a time; the companies with their badge and standing; the bookings, cancelled with a refund.
 */
function Console() {
  // One route (/admin/*) for the three views: each route in the app's table adds to every page's first JavaScript.
  const { pathname } = useLocation();
  const view = (Object.keys(PATHS) as AdminView[]).find((section) => PATHS[section] === pathname.replace(/(.)\/+$/, '$1'));
  usePageHead((meta) => simpleHead(meta, 'admin', PATHS[view ?? 'applications']));
  const { t } = useTranslation('admin');
  // An address under /admin that is none of its views: the console's first page.
  if (!view) return <Navigate to="/admin" replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <nav aria-label={t('nav.label')} className={styles.actions}>
        {(Object.keys(PATHS) as AdminView[]).map((section) => (
          <NavLink key={section} to={PATHS[section]} end className={section === view ? styles.primary : styles.secondary}>
            {t(`nav.${section}`)}
          </NavLink>
        ))}
      </nav>
      {/* Not keyed by the language: a switch keeps what the admin typed (the applications are as the company wrote them). */}
      {view === 'applications' ? <ApplicationsView /> : view === 'companies' ? <CompaniesView /> : <BookingsView />}
    </div>
  );
}

/** The console behind the sign-in guard, inside its own chunk: one route in the app's table (/admin/*). */
export function AdminScreen() {
  return (
    <RequireUser>
      <Console />
    </RequireUser>
  );
}
