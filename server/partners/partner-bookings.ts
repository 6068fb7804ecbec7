/**
 * The partner portal's bookings (D320, D321): the bookings of one company's tours, per tour
 * and per departure date, with what the company needs on the day (the traveller's name and phone, the party,
 * the status, the total, whether they were checked in), as JSON and as a CSV file.
 *
 * Only bookings that hold or held seats are a partner's business: pending (seats held while paying), paid,
 * cancelled and refunded. An expired or failed checkout never became a booking, and its traveller's name and
 * phone stay with Rihla. Neither the traveller's e-mail nor their national id is shown to a partner.
 */
import { type Queryable, cairoMidnight, cairoWallClock, defineMessages, screenWords } from '../platform';
import { bookingReference } from '../bookings';
import type { Language } from '@core/text/language';

export const PARTNER_BOOKING_STATUSES = ['pending', 'success', 'cancelled', 'refunded'] as const;
export type PartnerBookingStatus = (typeof PARTNER_BOOKING_STATUSES)[number];

export interface PartnerBooking {
  id: number;
  reference: string;
  status: PartnerBookingStatus;
  createdAt: string;
  paidAt: string | null;
  traveller: { name: string; phone: string };
  tour: { id: number; title: string; startDate: string | null };
  adults: number;
  children: number;
  underFive: number;
  seats: number;
  totalCost: number;
  checkedInAt: string | null;
}

export interface PartnerBookingsFilter {
  companyId: number;
  tourId?: number | undefined;
  /** A departure date on Cairo's calendar, `YYYY-MM-DD`. */
  date?: string | undefined;
  status?: PartnerBookingStatus | undefined;
  limit: number;
}

export interface PartnerBookingList {
  items: PartnerBooking[];
  /** More bookings matched than `limit`: narrow by tour or date. */
  truncated: boolean;
  totals: {
    bookings: number;
    /** Seats of the paid bookings listed. */
    paidSeats: number;
    /** What the paid bookings listed cost, in EGP. */
    paidTotal: number;
  };
}

interface Row {
  id: number;
  status: PartnerBookingStatus;
  createdAt: Date | string;
  paidAt: Date | string | null;
  name: string;
  phone: string;
  tourId: number;
  title: string;
  startDate: Date | string | null;
  adults: number;
  children: number;
  underFive: number;
  seats: number;
  totalCost: number;
  attendedAt: Date | string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The instants Cairo's calendar day `YYYY-MM-DD` begins and ends, or null for a date that is not one. */
export function cairoDayRange(date: string): { from: Date; to: Date } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { from: cairoMidnight(year, month, day), to: cairoMidnight(year, month, day + 1) };
}

export async function listPartnerBookings(db: Queryable, filter: PartnerBookingsFilter, language: Language): Promise<PartnerBookingList> {
  const day = filter.date ? cairoDayRange(filter.date) : null;
  const rows = await db.query<Row>(
    `select b.id, b.status, b.created_at as "createdAt", b.paid_at as "paidAt", coalesce(nullif(b.name, ''), u.name) as name,
       b.phone_number as phone, t.id as "tourId", t.title_${language === 'ar' ? 'ar' : 'en'} as title, t.start_date as "startDate",
       b.adults, b.children, b.children_under_five as "underFive", b.seats, b.total_cost as "totalCost", b.attended_at as "attendedAt"
     from bookings b
       join tours t on t.id = b.tour_id
       join users u on u.id = b.user_id
     where t.company_id = $1
       and b.status = any($2::text[])
       and ($3::int is null or t.id = $3)
       and ($4::timestamptz is null or (t.start_date >= $4 and t.start_date < $5))
     order by t.start_date nulls last, t.id, b.id
     limit $6`,
    [
      filter.companyId,
      filter.status ? [filter.status] : [...PARTNER_BOOKING_STATUSES],
      filter.tourId ?? null,
      day?.from ?? null,
      day?.to ?? null,
      filter.limit + 1,
    ],
  );
  const listed = rows.slice(0, filter.limit);
  const items = listed.map((row) => ({
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    paidAt: iso(row.paidAt),
    traveller: { name: row.name, phone: row.phone },
    tour: { id: row.tourId, title: row.title, startDate: iso(row.startDate) },
    adults: row.adults,
    children: row.children,
    underFive: row.underFive,
    seats: row.seats,
    totalCost: row.totalCost,
    checkedInAt: iso(row.attendedAt),
  }));
  const paid = items.filter((item) => item.status === 'success');
  return {
    items,
    truncated: rows.length > filter.limit,
    totals: {
      bookings: items.length,
      paidSeats: paid.reduce((sum, item) => sum + item.seats, 0),
      paidTotal: paid.reduce((sum, item) => sum + item.totalCost, 0),
    },
  };
}

/** The file's columns, in order; each header is `partnerBookings.csv_<column>` in the server's locale files. */
const CSV_COLUMNS = ['reference', 'tour', 'departure', 'traveller', 'phone', 'adults', 'children', 'underFive', 'seats', 'status', 'total', 'bookedAt', 'checkedInAt'] as const;
const csvWords = defineMessages('partnerBookings');
/** A booking's status as the bookings screen names it. */
const portalWords = screenWords('partnerPortal');

/** `2026-12-03 08:30`: an instant on Cairo's wall clock, as a spreadsheet reads a date and time. */
export function cairoDateTime(value: string | null): string {
  if (value === null) return '';
  const c = cairoWallClock(new Date(value));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}`;
}

/**
 * The bookings as a CSV file (D321): RFC 4180 quoting by csv-stringify, UTF-8 with a byte-order mark so that
 * Excel reads Arabic names as Arabic, CRLF line ends, headers and statuses in the caller's language, times on
 * Cairo's wall clock. A text cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return, or their full-width forms) is prefixed with an apostrophe (`escape_formulas`), so a
 * traveller's name like `=HYPERLINK(…)` stays text; a phone number `+20…` shows as `'+20…` for that reason.
 */
export async function partnerBookingsCsv(items: PartnerBooking[], language: Language): Promise<string> {
  // Loaded with the first export, not on the way to the first request (D392).
  const { stringify } = await import('csv-stringify/sync');
  return stringify(
    items.map((item) => [
      item.reference,
      item.tour.title,
      cairoDateTime(item.tour.startDate),
      item.traveller.name,
      item.traveller.phone,
      item.adults,
      item.children,
      item.underFive,
      item.seats,
      portalWords(language, `bookings.statuses.${item.status}`),
      item.totalCost,
      cairoDateTime(item.createdAt),
      cairoDateTime(item.checkedInAt),
    ]),
    { header: true, columns: CSV_COLUMNS.map((column) => csvWords(language, `csv_${column}`)), bom: true, record_delimiter: 'windows', escape_formulas: true },
  );
}
