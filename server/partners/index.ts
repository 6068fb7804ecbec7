/**
 * Partners: a company's application, its portal (tours, bookings, check-in, dashboard, company profile).
 * Used by the other areas through this file only.
 */
import type { AreaSetup } from '../platform';
import { partnerBookingRoutes } from './partner-bookings.routes';
import { partnerTourRoutes } from './partner-tours.routes';
import { partnerRoutes } from './partners.routes';

export { listPartnerApplications, PARTNER_FILE_FIELDS, readPartnerApplicationFile, type StoredPartnerApplication, type StoredPartnerFile } from './partners';

export const partnersArea: AreaSetup = { routes: [partnerRoutes, partnerBookingRoutes, partnerTourRoutes], jobs: [] };
