/**
 * Bookings (booking document §3, 4, 5, 9; S1, S3, S4): the server computes a booking's price
 * and is the authority on it, and a booking holds its seats for 15 minutes in the same transaction that
 * records it. Payment success confirms the hold; failure or expiry gives the seats back, exactly once.
 *
 * Locking order, everywhere a booking's seats change: the tour's row first (`for update`), then its
 * bookings, then payments. One order means two transactions can never wait for each other in a circle.
 */
import { type Db, type Queryable, isRowId, SQL_INT_MAX } from '../platform';
import { nextBookingStatus, statusesAccepting, type BookingStatus } from './booking-life';
import { bookingReference } from './booking-reference';
import { listedTourCondition } from '../catalogue';
import { bookingTotal, pricesFor, seatsFor, type Party } from '@core/booking/prices';
import type { Language } from '@core/text/language';

export type { BookingStatus } from './booking-life';

/** How long a new booking holds its seats while the traveller pays (S4). */
export const HOLD_MINUTES = 15;
export const HOLD_MS = HOLD_MINUTES * 60_000;


export interface NewBooking extends Party {
  userId: string;
  tourId: number;
  /** The spec's `totalquantity`: adults plus children (under-fives not included). */
  totalQuantity: number;
  nationalId: string;
  phoneNumber: string;
  /** The traveller's name when the client sends it; otherwise the account's name is recorded. */
  name?: string | undefined;
  /** The traveller's language, for the confirmation and cancellation mails. */
  language: Language;
}

export type CreateBookingResult =
  | { ok: true; id: number; totalCost: number; seats: number; holdExpiresAt: Date }
  | { ok: false; reason: 'quantityMismatch' }
  | { ok: false; reason: 'blankField'; field: 'nationalId' | 'phoneNumber' }
  | { ok: false; reason: 'tourNotFound' }
  | { ok: false; reason: 'departed' }
  | { ok: false; reason: 'seats'; seatsLeft: number };

/**
 * Books a tour: checks the party, then, in one transaction, takes the seats with a conditional update
 * (never read-then-write) and records the pending booking with its prices and a 15-minute hold.
 */
export async function createBooking(db: Db, booking: NewBooking, now: Date): Promise<CreateBookingResult> {
  if (booking.totalQuantity !== booking.adults + booking.children) return { ok: false, reason: 'quantityMismatch' };
  const nationalId = booking.nationalId.trim();
  const phoneNumber = booking.phoneNumber.trim();
  if (nationalId === '') return { ok: false, reason: 'blankField', field: 'nationalId' };
  if (phoneNumber === '') return { ok: false, reason: 'blankField', field: 'phoneNumber' };
  if (!isRowId(booking.tourId)) return { ok: false, reason: 'tourNotFound' };
  const seats = seatsFor(booking);

  return db.transaction(async (tx): Promise<CreateBookingResult> => {
    const tour = await tx.one<{ price: number; departed: boolean; available_seats: number; free_cancellation_hours: number | null }>(
      `select price, (start_date is not null and start_date <= $2::timestamptz) as departed, available_seats, free_cancellation_hours
         from tours t where id = $1 and ${listedTourCondition('t')} for update`,
      [booking.tourId, now],
    );
    if (!tour) return { ok: false, reason: 'tourNotFound' };
    if (tour.departed) return { ok: false, reason: 'departed' };
    // Holds that lapsed give their seats back before anyone is told the tour is full.
    const released = await releaseLapsedHolds(tx, booking.tourId, now);
    const available = tour.available_seats + released.seats;
    // More seats than an int holds cannot be asked of the database; no tour has them anyway.
    if (seats > SQL_INT_MAX) return { ok: false, reason: 'seats', seatsLeft: available };

    const taken = await tx.one<{ available_seats: number }>(
      `update tours set available_seats = available_seats - $2
        where id = $1 and available_seats >= $2
        returning available_seats`,
      [booking.tourId, seats],
    );
    if (!taken) return { ok: false, reason: 'seats', seatsLeft: available };

    const prices = pricesFor(tour.price);
    const total = bookingTotal(prices, booking);
    const holdExpiresAt = new Date(now.getTime() + HOLD_MS);
    const row = await tx.one<{ id: number }>(
      `insert into bookings (user_id, tour_id, name, phone_number, national_id, adults, children, children_under_five,
                             seats, adult_price, child_price, under_five_price, total_cost, status, hold_expires_at, created_at,
                             free_cancellation_hours, language)
       values ($1::uuid, $2, coalesce(nullif($3::text, ''), (select name from users where id = $1::uuid), ''), $4, $5, $6, $7, $8,
               $9, $10, $11, $12, $13, 'pending', $14::timestamptz, $15::timestamptz, $16, $17)
       returning id`,
      [
        booking.userId,
        booking.tourId,
        booking.name?.trim() ?? '',
        phoneNumber,
        nationalId,
        booking.adults,
        booking.children,
        booking.underFive,
        seats,
        prices.adult,
        prices.child,
        prices.underFive,
        total,
        holdExpiresAt,
        now,
        // The policy of the day it was booked: a later change to the tour's never touches this booking.
        tour.free_cancellation_hours,
        booking.language,
      ],
    );
    if (!row) throw new Error('inserting a booking returned no row');
    return { ok: true, id: row.id, totalCost: total, seats, holdExpiresAt };
  });
}

/**
 * Expires the pending bookings of one tour whose hold has lapsed and gives their seats back, in the
 * caller's transaction, which must already hold the tour's row lock. The `status = 'pending'` condition
 * is checked under each booking's row lock, so a hold is released once and only once. Returns how many
 * bookings expired and how many seats came back.
 */
export async function releaseLapsedHolds(tx: Queryable, tourId: number, now: Date): Promise<{ bookings: number; seats: number }> {
  // The booking statechart's move for a lapsed hold (booking-life.ts), for every such booking of the tour at once.
  const lapsed = await tx.query<{ seats: number }>(
    `update bookings set status = $4
      where tour_id = $1 and status = any($3::text[]) and hold_expires_at <= $2::timestamptz
      returning seats`,
    [tourId, now, statusesAccepting('hold.lapsed'), nextBookingStatus('pending', 'hold.lapsed')],
  );
  const seats = lapsed.reduce((sum, booking) => sum + booking.seats, 0);
  if (seats > 0) await tx.query('update tours set available_seats = available_seats + $2 where id = $1', [tourId, seats]);
  return { bookings: lapsed.length, seats };
}

/** Releases the lapsed holds of each tour, one transaction per tour. Returns the bookings expired. */
async function releaseLapsedHoldsOf(db: Db, tourIds: readonly number[], now: Date): Promise<number> {
  let expired = 0;
  for (const tourId of tourIds) {
    expired += await db.transaction(async (tx) => {
      await tx.query('select id from tours where id = $1 for update', [tourId]);
      return (await releaseLapsedHolds(tx, tourId, now)).bookings;
    });
  }
  return expired;
}

/** The background sweep: every lapsed hold becomes `expired` and gives its seats back. */
export async function expireLapsedHolds(db: Db, now: Date): Promise<number> {
  const tours = await db.query<{ tour_id: number }>(
    `select distinct tour_id from bookings where status = 'pending' and hold_expires_at <= $1::timestamptz order by tour_id`,
    [now],
  );
  return releaseLapsedHoldsOf(
    db,
    tours.map((row) => row.tour_id),
    now,
  );
}

/** The lazy sweep for one booking: when its hold has lapsed, it expires now rather than at the next sweep. */
export async function expireBookingIfLapsed(db: Db, bookingId: number, now: Date): Promise<void> {
  const due = await db.one<{ tour_id: number }>(
    `select tour_id from bookings where id = $1 and status = 'pending' and hold_expires_at <= $2::timestamptz`,
    [bookingId, now],
  );
  if (due) await releaseLapsedHoldsOf(db, [due.tour_id], now);
}

/** What the status poll reads: the status, the latest payment attempt's outcome, and the hold. Nothing personal. */
export interface PolledStatus {
  status: BookingStatus;
  /** The latest payment attempt: `declined` on a pending booking means the card was refused and the hold goes on. */
  lastPayment: 'pending' | 'declined' | 'success' | null;
  /** For a pending booking, when its hold lapses. */
  holdExpiresAt: Date | null;
}

/** A booking's status, for anyone who knows its id (the status poll sends no token); null when unknown. */
export async function bookingStatus(db: Db, bookingId: number, now: Date): Promise<PolledStatus | null> {
  if (!isRowId(bookingId)) return null;
  await expireBookingIfLapsed(db, bookingId, now);
  const row = await db.one<{ status: BookingStatus; hold_expires_at: Date | string; last_payment: 'pending' | 'success' | 'failed' | null }>(
    `select b.status, b.hold_expires_at,
            (select p.status from payments p where p.booking_id = b.id and p.refund_reason is distinct from $2
              order by p.created_at desc, p.id desc limit 1) as last_payment
       from bookings b where b.id = $1`,
    [bookingId, ALREADY_PAID_REASON],
  );
  if (!row) return null;
  return {
    status: row.status,
    lastPayment: row.last_payment === null ? null : row.last_payment === 'failed' ? 'declined' : row.last_payment,
    holdExpiresAt: row.status === 'pending' ? new Date(row.hold_expires_at) : null,
  };
}

/**
 * The refund reason of a second charge on a paid booking (payments.ts REFUND_REASONS.alreadyPaid): such a
 * payment is not an attempt of the traveller's, so the poll and the attempts list leave it out.
 */
export const ALREADY_PAID_REASON = 'The booking had already been paid by another payment.';

export interface ListedBooking {
  id: number;
  status: BookingStatus;
  bookingDate: Date;
  totalCost: number;
  /** Adults + children + under-fives. */
  seats: number;
  /** The adult price when booked. */
  adultPrice: number;
  title: string;
  coverImageUrl: string | null;
  /** When a pending booking's seat hold lapses (S4); null once it is no longer pending. */
  holdExpiresAt: Date | null;
  /** The booking reference (`RH-7KQ2M9`). */
  reference: string;
  tourId: number;
  /** When the tour leaves; null when it has no date. */
  travelDate: Date | null;
}

/** The user's bookings, newest first, with the tour's title in `language`. */
export async function listBookings(db: Db, userId: string, language: Language, now: Date): Promise<ListedBooking[]> {
  const lapsed = await db.query<{ tour_id: number }>(
    `select distinct tour_id from bookings
      where user_id = $1::uuid and status = 'pending' and hold_expires_at <= $2::timestamptz order by tour_id`,
    [userId, now],
  );
  await releaseLapsedHoldsOf(
    db,
    lapsed.map((row) => row.tour_id),
    now,
  );
  const rows = await db.query<{
    id: number;
    status: BookingStatus;
    created_at: Date | string;
    total_cost: number;
    seats: number;
    adult_price: number;
    title: string;
    cover_image_url: string | null;
    hold_expires_at: Date | string | null;
    tour_id: number;
    start_date: Date | string | null;
  }>(
    `select b.id, b.status, b.created_at, b.total_cost, b.seats, b.adult_price, t.cover_image_url, b.hold_expires_at, b.tour_id, t.start_date,
            case when $2::text = 'ar' then coalesce(nullif(t.title_ar, ''), t.title_en) else t.title_en end as title
       from bookings b join tours t on t.id = b.tour_id
      where b.user_id = $1::uuid
      order by b.created_at desc, b.id desc`,
    [userId, language],
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    bookingDate: new Date(row.created_at),
    totalCost: row.total_cost,
    seats: row.seats,
    adultPrice: row.adult_price,
    title: row.title,
    coverImageUrl: row.cover_image_url,
    // Only a pending booking still holds seats: a paid one confirmed them, a failed or expired one released them.
    holdExpiresAt: row.status === 'pending' && row.hold_expires_at !== null ? new Date(row.hold_expires_at) : null,
    reference: bookingReference(row.id),
    tourId: row.tour_id,
    travelDate: row.start_date === null ? null : new Date(row.start_date),
  }));
}
