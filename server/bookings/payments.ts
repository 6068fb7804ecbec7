/**
 * Payments (booking document §3, 4, 7; S3, S4, S5): starting a payment for one's own
 * pending booking at the server-computed amount, applying a provider's verified outcome to the payment,
 * the booking and the tour's seats in one transaction (same locking order as bookings: tour, booking,
 * payment), and giving back money that was taken but cannot buy anything (refunds, retried, never twice).
 */
import { type Db, isRowId, type Logger } from '../platform';
import { moveBooking } from './booking-life';
import { ALREADY_PAID_REASON, type BookingStatus, expireBookingIfLapsed } from './bookings';
import { GatewayUnavailable, type PaymentProvider } from './payment-provider';
import type { Language } from '@core/text/language';
import type { PaymentRequest } from '@core/booking/payment-request';

export const PAYMENT_CURRENCY = 'EGP';

/** A payment asked for (the contract's body) by a signed-in traveller, in their language (the gateway's item line). */
export interface InitiatePayment extends PaymentRequest {
  userId: string;
  language: Language;
}

export type InitiateResult =
  | { ok: true; paymentId: string; paymentUrl: string }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notPending'; status: Exclude<BookingStatus, 'pending'> }
  | { ok: false; reason: 'amount'; total: number }
  | { ok: false; reason: 'gateway' };

interface OpenPayment {
  id: string;
  checkout_url: string | null;
  seats: number;
  phone_number: string;
  title: string;
  name: string;
  email: string;
}

/**
 * Starts paying for a booking: it must be the caller's (otherwise it is not found: others' bookings are
 * not revealed), still pending with its hold in force, and the amount must be the booking's total.
 * A booking has one open payment at a time: asking again hands back the same checkout. The gateway is
 * called outside the transaction (no row lock is held across the network); when two requests race, the
 * first checkout stored is the one both answer.
 */
export async function initiatePayment(
  db: Db,
  provider: PaymentProvider,
  request: InitiatePayment,
  now: Date,
  logger: Logger,
): Promise<InitiateResult> {
  if (!isRowId(request.bookingId)) return { ok: false, reason: 'notFound' };
  await expireBookingIfLapsed(db, request.bookingId, now);
  const opened = await db.transaction(async (tx): Promise<InitiateResult | { ok: true; open: OpenPayment; amount: number }> => {
    const booking = await tx.one<{ status: BookingStatus; total_cost: number }>(
      'select status, total_cost from bookings where id = $1 and user_id = $2::uuid for update',
      [request.bookingId, request.userId],
    );
    if (!booking) return { ok: false, reason: 'notFound' };
    if (booking.status !== 'pending') return { ok: false, reason: 'notPending', status: booking.status };
    if (request.amount !== booking.total_cost) return { ok: false, reason: 'amount', total: booking.total_cost };
    // An open checkout of another provider (the server was switched, e.g. from the sandbox to Paymob)
    // can no longer be paid here: it is closed, and a checkout of this provider opened instead.
    await tx.query(
      `update payments set status = 'failed', completed_at = $3::timestamptz
        where booking_id = $1 and status = 'pending' and provider <> $2`,
      [request.bookingId, provider.name, now],
    );
    await tx.query(
      `insert into payments (booking_id, amount, currency, method, provider, created_at)
       values ($1, $2, $3, $4, $5, $6::timestamptz)
       on conflict (booking_id) where status = 'pending' do nothing`,
      [request.bookingId, booking.total_cost, request.currency, request.paymentMethod, provider.name, now],
    );
    const open = await tx.one<OpenPayment>(
      `select p.id, p.checkout_url, b.seats, b.phone_number, u.name, u.email,
              case when $2::text = 'ar' then coalesce(nullif(t.title_ar, ''), t.title_en) else t.title_en end as title
         from payments p join bookings b on b.id = p.booking_id join tours t on t.id = b.tour_id join users u on u.id = b.user_id
        where p.booking_id = $1 and p.status = 'pending'`,
      [request.bookingId, request.language],
    );
    if (!open) throw new Error(`booking ${request.bookingId} has no pending payment after initiating one`);
    return { ok: true, open, amount: booking.total_cost };
  });
  if (!opened.ok) return opened;
  if (!('open' in opened)) return opened;
  const { open, amount } = opened;
  if (open.checkout_url) return { ok: true, paymentId: open.id, paymentUrl: open.checkout_url };

  let started;
  try {
    started = await provider.start({
      paymentId: open.id,
      bookingId: request.bookingId,
      amount,
      currency: request.currency,
      tourTitle: open.title,
      seats: open.seats,
      customer: { name: open.name, email: open.email, phone: open.phone_number || null },
    });
  } catch (error) {
    if (error instanceof GatewayUnavailable) {
      logger.warn({ paymentId: open.id, provider: provider.name, reason: error.message }, 'payment: the gateway could not open a checkout');
      // Nothing was charged, and the gateway may have kept this payment's reference (Paymob wants each
      // special_reference once): the next try opens a new payment with a reference of its own.
      await db.query(
        `update payments set status = 'failed', completed_at = $2::timestamptz
          where id = $1::uuid and status = 'pending' and checkout_url is null`,
        [open.id, now],
      );
      return { ok: false, reason: 'gateway' };
    }
    throw error;
  }
  await db.query(
    `update payments set checkout_url = $2, provider_order_id = $3
      where id = $1::uuid and checkout_url is null and status = 'pending'`,
    [open.id, started.checkoutUrl, started.providerOrderId],
  );
  const stored = await db.one<{ checkout_url: string | null }>('select checkout_url from payments where id = $1::uuid', [open.id]);
  return { ok: true, paymentId: open.id, paymentUrl: stored?.checkout_url ?? started.checkoutUrl };
}

/**
 * What a provider's verified notification says about one payment. The provider's route checks the
 * signature first; only then is an outcome built and applied.
 */
export interface PaymentOutcome {
  paymentId: string;
  status: 'success' | 'failed';
  /** In whole EGP, as the payment records it. */
  amount: number;
  currency: string;
  /** The gateway's transaction id (Paymob); null for the sandbox, whose notifications have none. */
  transactionId: string | null;
}

export type CallbackResult =
  | { ok: true; applied: boolean; bookingId: number; bookingStatus: BookingStatus; refundPaymentId: string | null }
  | { ok: false; reason: 'notFound' | 'mismatch' | 'conflict' };

/** Why a successful payment is owed back: recorded on the payment (`refund_reason`). */
export const REFUND_REASONS = {
  seatsGone: 'The hold had lapsed and its seats were taken before the payment arrived.',
  alreadyPaid: ALREADY_PAID_REASON,
  /** The traveller cancelled the paid booking before its free cancellation deadline. */
  cancelled: 'The traveller cancelled the booking before its free cancellation deadline.',
  /** A payment that completed after the traveller had cancelled the booking. */
  cancelledBeforePayment: 'The booking had been cancelled before this payment completed.',
} as const;

/** The reasons whose refund is the booking's own (shown on its page); a second charge's is not. */
export const BOOKING_REFUND_REASONS: readonly string[] = [REFUND_REASONS.seatsGone, REFUND_REASONS.cancelled, REFUND_REASONS.cancelledBeforePayment];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies a provider's verified outcome: the one place where payments change bookings and seats (D125);
 * the booking moves only as its statechart allows (booking-life.ts).
 * Idempotent (a repeat of what was already applied changes nothing and succeeds); in one transaction:
 * - failed: the payment becomes `failed` (declined); the booking stays `pending` with its hold, so the
 *   traveller can pay with another card until the hold lapses;
 * - success: a pending booking becomes `success` with `paid_at`, its held seats now sold. When the hold
 *   had already lapsed (the traveller paid late), the seats are taken again if still free and the
 *   booking is `success`; if they are gone the booking is `failed` and the payment is owed a refund.
 *   A success for a booking the traveller cancelled is owed back at once.
 * - a success that names another gateway transaction than the one recorded is a new attempt on the same
 *   checkout: after a decline it is applied as a late success; after a success it is a second charge for
 *   the booking, recorded as its own payment and refunded.
 * - any other outcome for a settled payment is a conflict and changes nothing (a late decline never
 *   undoes a success).
 * `refundPaymentId` names the payment whose refund the caller should now make (`settleRefund`).
 */
export async function applyPaymentOutcome(db: Db, outcome: PaymentOutcome, now: Date, bookingId?: number): Promise<CallbackResult> {
  if (!UUID.test(outcome.paymentId)) return { ok: false, reason: 'notFound' };
  const found = await db.one<{ booking_id: number; tour_id: number }>(
    'select p.booking_id, b.tour_id from payments p join bookings b on b.id = p.booking_id where p.id = $1::uuid',
    [outcome.paymentId],
  );
  if (!found || (bookingId !== undefined && found.booking_id !== bookingId)) return { ok: false, reason: 'notFound' };

  return db.transaction(async (tx): Promise<CallbackResult> => {
    await tx.query('select id from tours where id = $1 for update', [found.tour_id]);
    const booking = await tx.one<{ status: BookingStatus; seats: number }>('select status, seats from bookings where id = $1 for update', [
      found.booking_id,
    ]);
    const payment = await tx.one<{
      status: 'pending' | 'success' | 'failed';
      amount: number;
      currency: string;
      method: string;
      provider: string;
      provider_transaction_id: string | null;
    }>('select status, amount, currency, method, provider, provider_transaction_id from payments where id = $1::uuid for update', [
      outcome.paymentId,
    ]);
    if (!booking || !payment) return { ok: false, reason: 'notFound' };
    if (outcome.amount !== payment.amount || outcome.currency !== payment.currency) return { ok: false, reason: 'mismatch' };
    const bookingId = found.booking_id;
    const noChange = { ok: true, applied: false, bookingId, bookingStatus: booking.status, refundPaymentId: null } as const;
    const anotherTransaction = outcome.transactionId !== null && outcome.transactionId !== payment.provider_transaction_id;

    if (payment.status === 'success' && outcome.status === 'success' && anotherTransaction) {
      // The same checkout charged twice: the second charge is its own payment, owed back at once.
      const second = await tx.one<{ id: string }>(
        `insert into payments (booking_id, amount, currency, method, provider, status, created_at, completed_at,
                               provider_transaction_id, refund_reason, refund_status)
         values ($1, $2, $3, $4, $5, 'success', $6::timestamptz, $6::timestamptz, $7, $8, 'due')
         on conflict (provider, provider_transaction_id) where provider_transaction_id is not null do nothing
         returning id`,
        [found.booking_id, payment.amount, payment.currency, payment.method, payment.provider, now, outcome.transactionId, REFUND_REASONS.alreadyPaid],
      );
      return second ? { ok: true, applied: true, bookingId, bookingStatus: booking.status, refundPaymentId: second.id } : noChange;
    }
    const lateSuccess = payment.status === 'failed' && outcome.status === 'success' && anotherTransaction;
    if (payment.status !== 'pending' && !lateSuccess) {
      return payment.status === outcome.status ? noChange : { ok: false, reason: 'conflict' };
    }

    if (outcome.status === 'failed') {
      await tx.query(
        "update payments set status = 'failed', completed_at = $2::timestamptz, provider_transaction_id = $3 where id = $1::uuid",
        [outcome.paymentId, now, outcome.transactionId],
      );
      // Declined: the booking keeps its hold (the chart's self-move), so another card can still pay for it.
      if (booking.status === 'pending') await moveBooking(tx, bookingId, 'payment.declined');
      return { ok: true, applied: true, bookingId, bookingStatus: booking.status, refundPaymentId: null };
    }

    let bookingNow: BookingStatus = booking.status;
    let refundReason: string | null = null;
    if (booking.status === 'success') {
      refundReason = REFUND_REASONS.alreadyPaid;
    } else if (booking.status === 'cancelled' || booking.status === 'refunded') {
      // The traveller cancelled while this checkout was open: the booking stays cancelled, the money goes back.
      refundReason = REFUND_REASONS.cancelledBeforePayment;
    } else if (booking.status === 'pending') {
      // A pending booking still holds its seats: they are now sold.
      bookingNow = 'success';
      await moveBooking(tx, bookingId, 'payment.succeeded', { paidAt: now });
    } else {
      // An expired (or failed) booking gave its seats back: they are taken again if they are still free.
      const retaken = await tx.one(
        `update tours set available_seats = available_seats - $2
          where id = $1 and available_seats >= $2 returning available_seats`,
        [found.tour_id, booking.seats],
      );
      if (retaken) {
        bookingNow = 'success';
        await moveBooking(tx, bookingId, 'payment.succeeded', { paidAt: now });
      } else {
        bookingNow = 'failed';
        refundReason = REFUND_REASONS.seatsGone;
        await moveBooking(tx, bookingId, 'payment.arrivedTooLate');
      }
    }
    await tx.query(
      `update payments set status = 'success', completed_at = $2::timestamptz, refund_reason = $3::text,
              refund_status = case when $3::text is null then null else 'due' end, provider_transaction_id = $4
        where id = $1::uuid`,
      [outcome.paymentId, now, refundReason, outcome.transactionId],
    );
    return { ok: true, applied: true, bookingId, bookingStatus: bookingNow, refundPaymentId: refundReason ? outcome.paymentId : null };
  });
}

// ------------------------------------------------------------------------------------------------ refunds

export type RefundSettlement = 'refunded' | 'failed' | 'notOwed';

/**
 * Makes the refund a payment is owed, through the provider that took it (D126). Claiming the refund
 * (due or failed → in_progress, one statement) is what allows a call to the gateway, so two callers never
 * both ask; the outcome is recorded, and a failure is retried later by `retryOwedRefunds`.
 */
export async function settleRefund(db: Db, provider: PaymentProvider, paymentId: string, now: Date, logger: Logger): Promise<RefundSettlement> {
  const claimed = await db.one<{ amount: number; currency: string; provider: string; provider_transaction_id: string | null }>(
    `update payments set refund_status = 'in_progress', refund_attempts = refund_attempts + 1, refund_attempted_at = $2::timestamptz
      where id = $1::uuid and refund_status in ('due', 'failed')
      returning amount, currency, provider, provider_transaction_id`,
    [paymentId, now],
  );
  if (!claimed) return 'notOwed';
  let outcome;
  if (claimed.provider !== provider.name) {
    outcome = { ok: false, error: `taken by ${claimed.provider}, but this server runs ${provider.name}` } as const;
  } else {
    try {
      outcome = await provider.refund({
        paymentId,
        amount: claimed.amount,
        currency: claimed.currency,
        providerTransactionId: claimed.provider_transaction_id,
      });
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) } as const;
    }
  }
  if (outcome.ok) {
    const reference = outcome.reference;
    await db.transaction(async (tx) => {
      const settled = await tx.one<{ booking_id: number; refund_reason: string }>(
        `update payments set refund_status = 'refunded', refunded_at = $2::timestamptz, refund_reference = $3, refund_error = null
          where id = $1::uuid and refund_status = 'in_progress'
          returning booking_id, refund_reason`,
        [paymentId, now, reference],
      );
      // The refund of a cancelled booking completes it: cancelled → refunded (the chart refuses any other).
      if (settled?.refund_reason === REFUND_REASONS.cancelled) await moveBooking(tx, settled.booking_id, 'refund.made');
    });
    return 'refunded';
  }
  logger.warn({ paymentId, provider: provider.name, reason: outcome.error }, 'payment: the refund failed and will be retried');
  await db.query("update payments set refund_status = 'failed', refund_error = $2 where id = $1::uuid and refund_status = 'in_progress'", [
    paymentId,
    outcome.error.slice(0, 500),
  ]);
  return 'failed';
}

/** A failed refund waits a minute per attempt so far (at most an hour) before the sweep tries again. */
export const REFUND_RETRY_STEP_MS = 60_000;

/**
 * The sweep's part: every refund still owed (never tried, or failed and waited long enough) is tried
 * again. A refund left `in_progress` (the server stopped mid-call) is not retried automatically: whether
 * the gateway made it is unknown, and a refund is never made twice; the gateway's own notification of
 * the refund settles it (Paymob), or an operator does.
 */
export async function retryOwedRefunds(db: Db, provider: PaymentProvider, now: Date, logger: Logger): Promise<number> {
  const owed = await db.query<{ id: string }>(
    `select id from payments
      where provider = $3 and (refund_status = 'due'
         or (refund_status = 'failed'
             and refund_attempted_at <= $1::timestamptz - make_interval(secs => least(refund_attempts, 60) * $2::int / 1000)))
      order by completed_at limit 20`,
    [now, REFUND_RETRY_STEP_MS, provider.name],
  );
  let refunded = 0;
  for (const { id } of owed) if ((await settleRefund(db, provider, id, now, logger)) === 'refunded') refunded += 1;
  return refunded;
}
