import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import { ApplicationsView } from './applications-view';
import { BookingsView } from './bookings-view';
import { CompaniesView } from './companies-view';
import * as styles from '@/ui/kit/console/console.css';

export type AdminView = 'applications' | 'companies' | 'bookings';

const PATHS: Record<AdminView, string> = { applications: '/admin', companies: '/admin/companies', bookings: '/admin/bookings' };

/**
 * /admin, /admin/companies and /admin/bookings (issue 20 item 2): the admin console, behind the sign-in guard; the server
 * answers 403 to anyone who is not an admin, and the console says so. The partner applications queue,
 * reviewed one at a time; the companies with their badge and standing; the bookings, cancelled with a refund.
 */
export function AdminScreen({ view = 'applications' }: { view?: AdminView }) {
  usePageHead((meta) => simpleHead(meta, 'admin', PATHS[view]));
  const { t } = useTranslation('admin');
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
