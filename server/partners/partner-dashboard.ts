/**
 * The partner dashboard (D324, D325): one company's upcoming departures with their seats,
 * its revenue, and the payouts it is owed. Amounts are whole Egyptian pounds, as every price and total.
 *
 * - Seats sold are the seats of paid bookings; seats held are those of checkouts still open (pending, for up to
 *   15 minutes); seats left are what can still be booked (`available_seats`, which holds already took).
 * - Revenue is what the company's paid bookings cost (status `success`: not cancelled, not refunded).
 * - Payouts owed: the paid bookings whose tour has departed, per departure, less Rihla's commission
 *   (PARTNER_COMMISSION_PERCENT, 20 % by default), rounded to the pound per departure. Rihla records no payout
 *   made yet, so this is everything earned since the company joined.
 */
import type { components } from '@core/contract/schema';
import type { Queryable } from '../platform';
import type { Language } from '@core/text/language';

/** The contract's dashboard (openapi/rihla.yaml), not a copy of it. */
export type PartnerDashboard = components['schemas']['PartnerDashboard'];
export type UpcomingDeparture = PartnerDashboard['upcoming'][number];
export type PayoutLine = PartnerDashboard['payouts']['lines'][number];

/** The most upcoming departures shown (the nearest); payouts count every departed one. */
export const DASHBOARD_LIMIT = 100;

interface TourRow {
  id: number;
  title: string;
  startDate: Date | string;
  totalSeats: number;
  availableSeats: number;
  seatsSold: number;
  seatsHeld: number;
  paidBookings: number;
  checkedIn: number;
  revenue: number;
}

/** Rihla's commission on `gross` pounds at `percent` (two decimals at most), rounded half up to the pound. */
export function commissionOf(gross: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((gross * basisPoints + 5_000) / 10_000);
}

export async function partnerDashboard(
  db: Queryable,
  request: { companyId: number; commissionPercent: number; language: Language },
  now: Date,
): Promise<PartnerDashboard> {
  const perTour = (departed: boolean) =>
    db.query<TourRow>(
      `select t.id, t.title_${request.language === 'ar' ? 'ar' : 'en'} as title, t.start_date as "startDate", t.total_seats as "totalSeats",
         t.available_seats as "availableSeats",
         coalesce(sum(b.seats) filter (where b.status = 'success'), 0)::int as "seatsSold",
         coalesce(sum(b.seats) filter (where b.status = 'pending'), 0)::int as "seatsHeld",
         (count(b.id) filter (where b.status = 'success'))::int as "paidBookings",
         (count(b.id) filter (where b.status = 'success' and b.attended_at is not null))::int as "checkedIn",
         coalesce(sum(b.total_cost) filter (where b.status = 'success'), 0)::int as revenue
       from tours t left join bookings b on b.tour_id = t.id and b.status in ('success', 'pending')
       where t.company_id = $1 and t.start_date is not null and ${departed ? 't.start_date <= $2' : 't.start_date > $2'}
       group by t.id
       ${departed ? 'having count(b.id) filter (where b.status = \'success\') > 0' : ''}
       order by t.start_date ${departed ? 'desc' : 'asc'}, t.id
       ${departed ? '' : 'limit $3'}`,
      departed ? [request.companyId, now] : [request.companyId, now, DASHBOARD_LIMIT],
    );
  const [upcoming, departed, totals] = await Promise.all([
    perTour(false),
    perTour(true),
    db.one<{ paidBookings: number; total: number; upcoming: number; departed: number; departedBookings: number }>(
      `select count(*)::int as "paidBookings", coalesce(sum(b.total_cost), 0)::int as total,
         coalesce(sum(b.total_cost) filter (where t.start_date is null or t.start_date > $2), 0)::int as upcoming,
         coalesce(sum(b.total_cost) filter (where t.start_date <= $2), 0)::int as departed
       from bookings b join tours t on t.id = b.tour_id
       where t.company_id = $1 and b.status = 'success'`,
      [request.companyId, now],
    ),
  ]);
  const when = (row: TourRow) => ({ id: row.id, title: row.title, startDate: new Date(row.startDate).toISOString() });
  const lines = departed.map((row): PayoutLine => {
    const commission = commissionOf(row.revenue, request.commissionPercent);
    return { tour: when(row), paidBookings: row.paidBookings, gross: row.revenue, commission, net: row.revenue - commission };
  });
  return {
    upcoming: upcoming.map((row) => ({
      tour: when(row),
      totalSeats: row.totalSeats,
      seatsSold: row.seatsSold,
      seatsHeld: row.seatsHeld,
      seatsLeft: row.availableSeats,
      paidBookings: row.paidBookings,
      checkedIn: row.checkedIn,
      revenue: row.revenue,
    })),
    revenue: { paidBookings: totals?.paidBookings ?? 0, total: totals?.total ?? 0, upcoming: totals?.upcoming ?? 0, departed: totals?.departed ?? 0 },
    payouts: {
      commissionPercent: request.commissionPercent,
      lines,
      gross: lines.reduce((sum, line) => sum + line.gross, 0),
      commission: lines.reduce((sum, line) => sum + line.commission, 0),
      net: lines.reduce((sum, line) => sum + line.net, 0),
    },
  };
}
