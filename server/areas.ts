import type { Hono } from 'hono';
import type { Services } from '../services';
import type { AppEnv } from './env';
import { authRoutes, purgeExpiredAuthRecordsJob } from './auth.routes';
import { devRoutes } from './dev.routes';
import { bookingRoutes, holdExpiryJob } from './bookings.routes';
import { paymentRoutes, refundRetryJob } from './payments.routes';
import { travelRoutes } from './travels.routes';
import { companyRoutes } from './companies.routes';
import { eventRoutes } from './events.routes';
import { searchRoutes } from './search.routes';
import { aiRoutes } from './ai.routes';
import { partnerRoutes } from './partners.routes';
import { adminRoutes } from './admin.routes';
import { partnerBookingRoutes } from './partner-bookings.routes';
import { contactRoutes } from './contact.routes';
import { reviewRoutes } from './reviews.routes';
import { purgeRateLimitsJob } from './rate-limits';
import { currencyRatesJob, currencyRoutes } from './currency.routes';
import { partnerTourRoutes } from './partner-tours.routes';

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
