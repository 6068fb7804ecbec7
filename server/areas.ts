import type { Hono } from 'hono';
import type { Services } from './platform/services';
import type { AppEnv } from './platform/http/env';
import { authRoutes, purgeExpiredAuthRecordsJob } from './accounts/auth.routes';
import { devRoutes } from './site/dev.routes';
import { bookingRoutes, holdExpiryJob } from './bookings/bookings.routes';
import { paymentRoutes, refundRetryJob } from './bookings/payments.routes';
import { travelRoutes } from './catalogue/travels.routes';
import { companyRoutes } from './catalogue/companies.routes';
import { eventRoutes } from './catalogue/events.routes';
import { searchRoutes } from './catalogue/search.routes';
import { aiRoutes } from './assistant/ai.routes';
import { partnerRoutes } from './partners/partners.routes';
import { adminRoutes } from './admin/admin.routes';
import { partnerBookingRoutes } from './partners/partner-bookings.routes';
import { contactRoutes } from './site/contact.routes';
import { reviewRoutes } from './catalogue/reviews.routes';
import { purgeRateLimitsJob } from './platform/http/rate-limits';
import { currencyRatesJob, currencyRoutes } from './site/currency.routes';
import { partnerTourRoutes } from './partners/partner-tours.routes';

/** One area of the API: its routes (`server/http/<area>.routes.ts`), mounted at the root. */
export type Area = (services: Services) => Hono<AppEnv>;

/** A job that runs beside the server (e.g. releasing expired seat holds); returns its stop function. */
export type BackgroundJob = (services: Services) => () => void;

export const apiAreas: Area[] = [
  authRoutes,
  devRoutes,
  bookingRoutes,
  paymentRoutes,
  travelRoutes,
  companyRoutes,
  eventRoutes,
  searchRoutes,
  aiRoutes,
  partnerRoutes,
  adminRoutes,
  partnerBookingRoutes, // the partner portal's bookings, check-in and dashboard (issue 20, item 3)
  currencyRoutes,
  contactRoutes,
  reviewRoutes,
  partnerTourRoutes,
];

export const backgroundJobs: BackgroundJob[] = [purgeExpiredAuthRecordsJob, holdExpiryJob, refundRetryJob, purgeRateLimitsJob, currencyRatesJob];
