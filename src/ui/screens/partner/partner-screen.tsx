import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import { RequireUser } from '@/ui/app/require-user';
import * as styles from '@/ui/kit/console/console.css';
import { CheckInView } from './check-in-view';
import { CompanyView } from './company-view';
import { DashboardView } from './dashboard-view';
import { PartnerBookingsView } from './partner-bookings-view';
import { TourEditorView } from './tour-editor-view';
import { ToursView } from './tours-view';

/** The portal's sections, in the order of its navigation; a tour's editor belongs to Tours. */
const SECTIONS = [
  ['dashboard', '/partner'],
  ['tours', '/partner/tours'],
  ['bookings', '/partner/bookings'],
  ['checkIn', '/partner/check-in'],
  ['company', '/partner/company'],
] as const;

/** /partner/tours/new and /partner/tours/:id: a new draft, or one of the company's tours (another's is the server's 404). */
function TourEditorRoute() {
  const { id } = useParams();
  const tourId = Number(id);
  // The editor keeps its form when a new tour's address becomes its id, and starts afresh for another tour.
  return <TourEditorView tourId={Number.isInteger(tourId) && tourId > 0 ? tourId : 'new'} />;
}

/** The portal's heading and navigation, and the section the address names. */
function Portal() {
  const { t } = useTranslation('partnerPortal');
  const { pathname } = useLocation();
  usePageHead((meta) => simpleHead(meta, 'partner', pathname));
  const here = pathname.replace(/(.)\/+$/, '$1');
  const current = SECTIONS.find(([, path]) => path !== '/partner' && (here === path || here.startsWith(`${path}/`)))?.[0] ?? 'dashboard';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <nav aria-label={t('nav.label')} className={styles.actions}>
        {SECTIONS.map(([section, path]) => (
          <NavLink key={section} to={path} aria-current={section === current ? 'page' : undefined} className={section === current ? styles.primary : styles.secondary}>
            {t(`nav.${section}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<DashboardView />} />
        <Route path="tours" element={<ToursView />} />
        <Route path="tours/:id" element={<TourEditorRoute />} />
        <Route path="bookings" element={<PartnerBookingsView />} />
        <Route path="check-in" element={<CheckInView />} />
        <Route path="company" element={<CompanyView />} />
        {/* An address under /partner that is none of its sections: the dashboard. */}
        <Route path="*" element={<Navigate to="/partner" replace />} />
      </Routes>
    </div>
  );
}

/**
 * /partner and below: the partner portal. One route in the app's table; the sign-in guard
 * and the sections are inside this chunk. The server answers only a partner's calls, for their own company,
 * and each section says so to anyone else. Phone-first: the navigation wraps, each section is one column at
 * 375 px.
 */
export function PartnerScreen() {
  return (
    <RequireUser>
      <Portal />
    </RequireUser>
  );
}
