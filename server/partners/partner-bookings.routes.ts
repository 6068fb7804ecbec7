/**
 * The partner portal's bookings, check-in and dashboard (D320–D326): partners only, each
 * seeing its own company's bookings and nothing of another's (401 signed out, 403 for a traveller or an admin,
 * D326).
 */
import { Hono, type Context } from 'hono';
import { voucherKey } from '../bookings';
import { formatCairoDateTime, type Services, currentUser, partnerCompanyOf, requireRole, inputOf, type AppEnv, defineMessages, type Language } from '../platform';
import { checkIn, type CheckInRefusal, type CheckInResult } from './check-in';
import { listPartnerBookings, partnerBookingsCsv, type PartnerBookingsFilter } from './partner-bookings';
import { partnerDashboard } from './partner-dashboard';

/** The most bookings one answer lists (a tour's or a day's fit; the whole company's may be cut, `truncated`). */
const BOOKINGS_LIMIT = 2000;
/** The most rows one CSV file holds: an export is never cut short silently; past this, narrow it (D321). */
const CSV_LIMIT = 50_000;

/** What the partner portal says to the partner, in English and Arabic. */
export const partnerMessages = defineMessages('partnerBookings');

const REFUSAL_STATUS = {
  unreadable: 400,
  invalidSignature: 422,
  notFound: 404,
  otherCompany: 403,
  notPaid: 409,
  cancelled: 409,
  alreadyCheckedIn: 409,
} as const satisfies Record<CheckInRefusal, 400 | 403 | 404 | 409 | 422>;

function refusedCheckIn(c: Context<AppEnv>, result: Extract<CheckInResult, { ok: false }>) {
  const language: Language = c.get('language');
  const reference = result.reference ?? '';
  if (result.reason === 'alreadyCheckedIn') {
    const when = formatCairoDateTime(new Date(result.checkedInAt), language);
    return c.json({ message: partnerMessages(language, 'alreadyCheckedIn', { reference, when }), reason: result.reason, checkedInAt: result.checkedInAt }, 409);
  }
  return c.json({ message: partnerMessages(language, result.reason, { reference }), reason: result.reason }, REFUSAL_STATUS[result.reason]);
}

export function partnerBookingRoutes(services: Services) {
  const partner = requireRole('partner');
  const key = voucherKey(services.config.jwtSecret);
  /** The list's filter from the query, or null when `date` is no day of the calendar. */
  const filterOf = (
    c: Context<AppEnv>,
    query: { tourId?: number; date?: string; status?: PartnerBookingsFilter['status'] },
    limit = BOOKINGS_LIMIT,
  ): PartnerBookingsFilter | null => {
    if (query.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(query.date)) return null;
    return { companyId: partnerCompanyOf(c), tourId: query.tourId, date: query.date, status: query.status, limit };
  };
  const badDate = (c: Context<AppEnv>) => c.json({ message: partnerMessages(c.get('language'), 'invalidDate') }, 400);

  return new Hono<AppEnv>()
    .get('/api/partner/bookings', partner, async (c) => {
      const { query } = inputOf(c, '/api/partner/bookings', 'get');
      const filter = filterOf(c, query);
      if (!filter) return badDate(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listPartnerBookings(services.db, filter, c.get('language')));
    })
    .get('/api/partner/bookings.csv', partner, async (c) => {
      const { query } = inputOf(c, '/api/partner/bookings.csv', 'get');
      const filter = filterOf(c, query, CSV_LIMIT);
      if (!filter) return badDate(c);
      const language = c.get('language');
      const { items, truncated } = await listPartnerBookings(services.db, filter, language);
      if (truncated) return c.json({ message: partnerMessages(language, 'tooManyForCsv', { limit: CSV_LIMIT.toLocaleString(language === 'ar' ? 'ar-EG' : 'en-GB') }) }, 400);
      const name = ['rihla-bookings', query.tourId ? `tour-${query.tourId}` : null, query.date ?? null, query.status ?? null].filter(Boolean).join('-');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${name}.csv"`);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(await partnerBookingsCsv(items, language));
    })
    .post('/api/partner/check-in', partner, async (c) => {
      const { body } = inputOf(c, '/api/partner/check-in', 'post');
      const result = await checkIn(
        services.db,
        { voucherKey: key, code: body.code, companyId: partnerCompanyOf(c), partnerId: currentUser(c).id, language: c.get('language') },
        services.now(),
      );
      if (!result.ok) return refusedCheckIn(c, result);
      return c.json({ outcome: 'checkedIn' as const, booking: result.booking });
    })
    .get('/api/partner/dashboard', partner, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const dashboard = await partnerDashboard(
        services.db,
        { companyId: partnerCompanyOf(c), commissionPercent: services.config.partnerCommissionPercent, language: c.get('language') },
        services.now(),
      );
      return c.json(dashboard);
    });
}
