/**
 * Payments (booking document §3, 4, 7; DECISIONS #3, #4, #5): starting a payment for one's own pending
 * booking at the server-computed amount, and applying the provider's signed outcome to the payment, the
 * booking and the tour's seats in one transaction. Same locking order as bookings: tour, booking, payment.
 */
import type { Db } from '../db/db';
import { type BookingStatus, expireBookingIfLapsed } from './bookings';
import { isRowId } from './ids';
import type { PaymentProvider, SignedCallback } from './payment-provider';

export const PAYMENT_CURRENCY = 'EGP';

export interface PaymentRequest {
  userId: string;
  bookingId: number;
  amount: number;
  currency: string;
  method: string;
}

export type InitiateResult =
  | { ok: true; paymentId: string; paymentUrl: string }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notPending'; status: Exclude<BookingStatus, 'pending'> }
  | { ok: false; reason: 'amount'; total: number };

/**
 * Starts paying for a booking: it must be the caller's (otherwise it is not found: others' bookings are
 * not revealed), still pending with its hold in force, and the amount must be the booking's total.
 * A booking has one open payment at a time: asking again hands back the same checkout.
 */
export async function initiatePayment(db: Db, provider: PaymentProvider, request: PaymentRequest, now: Date): Promise<InitiateResult> {
  if (!isRowId(request.bookingId)) return { ok: false, reason: 'notFound' };
  await expireBookingIfLapsed(db, request.bookingId, now);
  return db.transaction(async (tx): Promise<InitiateResult> => {
    const booking = await tx.one<{ status: BookingStatus; total_cost: number }>(
      'select status, total_cost from bookings where id = $1 and user_id = $2::uuid for update',
      [request.bookingId, request.userId],
    );
    if (!booking) return { ok: false, reason: 'notFound' };
    if (booking.status !== 'pending') return { ok: false, reason: 'notPending', status: booking.status };
    if (request.amount !== booking.total_cost) return { ok: false, reason: 'amount', total: booking.total_cost };
    await tx.query(
      `insert into payments (booking_id, amount, currency, method, provider, created_at)
       values ($1, $2, $3, $4, $5, $6::timestamptz)
       on conflict (booking_id) where status = 'pending' do nothing`,
      [request.bookingId, booking.total_cost, request.currency, request.method, provider.name, now],
    );
    const payment = await tx.one<{ id: string }>("select id from payments where booking_id = $1 and status = 'pending'", [request.bookingId]);
    if (!payment) throw new Error(`booking ${request.bookingId} has no pending payment after initiating one`);
    return { ok: true, paymentId: payment.id, paymentUrl: provider.checkoutUrl(payment.id) };
  });
}

export type CallbackResult =
  | { ok: true; applied: boolean; bookingStatus: BookingStatus }
  | { ok: false; reason: 'signature' | 'notFound' | 'mismatch' | 'conflict' };

/** Why a successful payment is owed back: recorded on the payment (`refund_reason`). */
export const REFUND_REASONS = {
  seatsGone: 'The hold had lapsed and its seats were taken before the payment arrived.',
  alreadyPaid: 'The booking had already been paid by another payment.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies a provider's signed notification. Verified first (a forged one changes nothing); idempotent
 * (a repeat of what was already applied changes nothing and succeeds); in one transaction:
 * - failed: the payment and a pending booking become `failed`, and the booking's seats go back, once;
 * - success: a pending booking becomes `success` with `paid_at`, its held seats now sold. When the hold
 *   had already lapsed (the traveller paid late), the seats are taken again if still free and the
 *   booking is `success`; if they are gone the booking is `failed` and the payment is marked for refund.
 */
export async function receivePaymentCallback(db: Db, provider: PaymentProvider, callback: SignedCallback, now: Date): Promise<CallbackResult> {
  if (!provider.verifyCallback(callback)) return { ok: false, reason: 'signature' };
  if (!UUID.test(callback.paymentId)) return { ok: false, reason: 'notFound' };
  const found = await db.one<{ booking_id: number; tour_id: number }>(
    'select p.booking_id, b.tour_id from payments p join bookings b on b.id = p.booking_id where p.id = $1::uuid',
    [callback.paymentId],
  );
  if (!found || found.booking_id !== callback.bookingId) return { ok: false, reason: 'notFound' };

  return db.transaction(async (tx): Promise<CallbackResult> => {
    await tx.query('select id from tours where id = $1 for update', [found.tour_id]);
    const booking = await tx.one<{ status: BookingStatus; seats: number }>('select status, seats from bookings where id = $1 for update', [
      found.booking_id,
    ]);
    const payment = await tx.one<{ status: 'pending' | 'success' | 'failed'; amount: number; currency: string }>(
      'select status, amount, currency from payments where id = $1::uuid for update',
      [callback.paymentId],
    );
    if (!booking || !payment) return { ok: false, reason: 'notFound' };
    if (callback.amount !== payment.amount || callback.currency !== payment.currency) return { ok: false, reason: 'mismatch' };
    if (payment.status !== 'pending') {
      return payment.status === callback.status ? { ok: true, applied: false, bookingStatus: booking.status } : { ok: false, reason: 'conflict' };
    }

    if (callback.status === 'failed') {
      await tx.query("update payments set status = 'failed', completed_at = $2::timestamptz where id = $1::uuid", [callback.paymentId, now]);
      if (booking.status !== 'pending') return { ok: true, applied: true, bookingStatus: booking.status };
      await tx.query("update bookings set status = 'failed' where id = $1", [found.booking_id]);
      await tx.query('update tours set available_seats = available_seats + $2 where id = $1', [found.tour_id, booking.seats]);
      return { ok: true, applied: true, bookingStatus: 'failed' };
    }

    let bookingNow: BookingStatus = 'success';
    let refundReason: string | null = null;
    if (booking.status === 'success') {
      refundReason = REFUND_REASONS.alreadyPaid;
    } else {
      // A pending booking still holds its seats; an expired (or failed) one gave them back, so take them again.
      const seatsHeld =
        booking.status === 'pending' ||
        (await tx.one(
          `update tours set available_seats = available_seats - $2
            where id = $1 and available_seats >= $2 returning available_seats`,
          [found.tour_id, booking.seats],
        )) !== null;
      if (seatsHeld) {
        await tx.query("update bookings set status = 'success', paid_at = $2::timestamptz where id = $1", [found.booking_id, now]);
      } else {
        bookingNow = 'failed';
        refundReason = REFUND_REASONS.seatsGone;
        await tx.query("update bookings set status = 'failed' where id = $1", [found.booking_id]);
      }
    }
    await tx.query(
      "update payments set status = 'success', completed_at = $2::timestamptz, refund_reason = $3::text where id = $1::uuid",
      [callback.paymentId, now, refundReason],
    );
    return { ok: true, applied: true, bookingStatus: bookingNow };
  });
}
