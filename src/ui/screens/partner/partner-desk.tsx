import { useLocation } from 'react-router-dom';
import { CheckInView } from './check-in-view';
import { DashboardView } from './dashboard-view';
import { PartnerBookingsView } from './partner-bookings-view';

/**
 * Temporary: the partner portal's dashboard (/partner), bookings (/partner/bookings) and check-in
 * (/partner/check-in) behind one lazy route until the portal's shell (page heading and navigation) takes them
 * in. One module and one route, not three: each adds to the home route's first-paint JavaScript, which is at
 * its budget (scripts/bundle-budget.mjs).
 */
export function PartnerDesk() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/partner/bookings')) return <PartnerBookingsView />;
  if (pathname.startsWith('/partner/check-in')) return <CheckInView />;
  return <DashboardView />;
}
