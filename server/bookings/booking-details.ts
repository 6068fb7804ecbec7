/**
 * One booking in full, as its owner reads it, and cancelling it (S23): the reference,
 * the tour and when and where it leaves, the party at the prices of the day, the cancellation policy the
 * booking was made under and what cancelling now would do, the refund, the payment attempts, the timeline,
 * the actions allowed now and, once paid, the voucher.
 *
 * Cancelling follows the same locking order as booking and paying (the tour's row, then the booking, then
 * its payments), so a cancellation and a payment for the same booking are applied one after the other,
 * never both against the same state: whichever comes second sees the first and the money ends up refunded.
 */
import { type Db, isRowId, type Logger } from '../platform';
import { moveBooking, type BookingStatus } from './booking-life';
import { bookingReference, voucherCode } from './booking-reference';
import { releaseLapsedHolds } from './bookings';
import { BOOKING_REFUND_REASONS, REFUND_REASONS, settleRefund } from './payments';
import type { PaymentProvider } from './payment-provider';
import type { Language } from '@core/text/language';
import { freeCancellationDeadline } from '@core/booking/cancellation';

/** Why a booking cannot be cancelled now. */
export type CancelRefusal = 'deadlinePassed' | 'notRefundable' | 'departed' | 'notActive';

export interface CancellationTerms {
  freeCancellationHours: number | null;
  /** The last moment of free cancellation; null when there is none (no free cancellation, or no date). */
  deadline: Date | null;
  allowed: boolean;
  /** What cancelling now gives back, in EGP. */
  refundAmount: number;
  /** Why not, when not allowed and not already cancelled. */
  refusal: CancelRefusal | null;
}

export interface TermsInput {
  status: BookingStatus;
  freeCancellationHours: number | null;
  startDate: Date | null;
  /** What was paid, in EGP (0 when unpaid). */
  paid: number;
}

/**
 * The policy's rule (S23): an unpaid (pending) booking can be cancelled until the tour leaves,
 * at no cost; a paid one with a full refund strictly before `start - freeCancellationHours`. A tour with no
 * date has no deadline. A tour with no free cancellation (null hours) cannot be cancelled once paid.
 */
export function cancellationTerms(input: TermsInput, now: Date): CancellationTerms {
  const hours = input.freeCancellationHours;
  const deadline = freeCancellationDeadline(input.startDate, hours);
  const departed = input.startDate !== null && input.startDate.getTime() <= now.getTime();
  const base = { freeCancellationHours: hours, deadline };
  const refuse = (refusal: CancelRefusal | null): CancellationTerms => ({ ...base, allowed: false, refundAmount: 0, refusal });
  switch (input.status) {
    case 'cancelled':
    case 'refunded':
      return refuse(null);
    case 'expired':
    case 'failed':
      return refuse('notActive');
    case 'pending':
      return departed ? refuse('departed') : { ...base, allowed: true, refundAmount: 0, refusal: null };
    case 'success':
      if (departed) return refuse('departed');
      if (hours === null) return refuse('notRefundable');
      if (deadline && now.getTime() >= deadline.getTime()) return refuse('deadlinePassed');
      return { ...base, allowed: true, refundAmount: input.paid, refusal: null };
  }
}

export type RefundState = 'due' | 'inProgress' | 'refunded' | 'failed';
export type TimelineKind = 'booked' | 'paymentDeclined' | 'paid' | 'expired' | 'cancelled' | 'refunded';

export interface BookingDetails {
  id: number;
  reference: string;
  status: BookingStatus;
  language: Language;
  bookingDate: Date;
  travellerName: string;
  /** The account's e-mail address: where the mails go. */
  email: string;
  travel: {
    id: number;
    title: string;
    startDate: Date | null;
    endDate: Date | null;
    departurePoint: string;
    departurePointLat: number | null;
    departurePointLng: number | null;
    coverImageUrl: string | null;
  };
  company: { id: number; name: string; phone: string | null; email: string | null };
  party: { type: 'adult' | 'child' | 'underFive'; count: number; unitPrice: number; subtotal: number }[];
  totalCost: number;
  holdExpiresAt: Date | null;
  cancellation: CancellationTerms;
  refund: { status: RefundState; amount: number; refundedAt: Date | null } | null;
  payments: { status: 'pending' | 'declined' | 'success'; amount: number; at: Date }[];
  timeline: { kind: TimelineKind; at: Date; amount: number | null }[];
  actions: { pay: boolean; cancel: boolean; voucher: boolean; calendar: boolean };
  /** The signed code and its QR drawing, once paid. */
  voucher: { code: string; qrSvg: string } | null;
}

interface DetailsRow {
  id: number;
  user_id: string;
  status: BookingStatus;
  language: Language;
  created_at: Date | string;
  paid_at: Date | string | null;
  cancelled_at: Date | string | null;
  hold_expires_at: Date | string;
  name: string;
  email: string;
  adults: number;
  children: number;
  children_under_five: number;
  adult_price: number;
  child_price: number;
  under_five_price: number;
  total_cost: number;
  free_cancellation_hours: number | null;
  tour_id: number;
  title: string;
  start_date: Date | string | null;
  end_date: Date | string | null;
  departure_point: string;
  departure_lat: number | null;
  departure_lng: number | null;
  cover_image_url: string | null;
  company_id: number;
  company_name: string;
  company_phone: string | null;
  company_email: string | null;
}

interface PaymentRow {
  status: 'pending' | 'success' | 'failed';
  amount: number;
  created_at: Date | string;
  completed_at: Date | string | null;
  refund_reason: string | null;
  refund_status: 'due' | 'in_progress' | 'refunded' | 'failed' | null;
  refunded_at: Date | string | null;
}

const date = (value: Date | string): Date => new Date(value);
const maybeDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function detailsQuery(language: Language): string {
  const l = language === 'ar' ? 'ar' : 'en';
  // A missing Arabic text falls back to the English one, as the catalogue does.
  const text = (column: string) => (l === 'ar' ? `coalesce(nullif(${column}_ar, ''), ${column}_en)` : `${column}_en`);
  return `select b.id, b.user_id, b.status, b.language, b.created_at, b.paid_at, b.cancelled_at, b.hold_expires_at, b.name, u.email,
                 b.adults, b.children, b.children_under_five, b.adult_price, b.child_price, b.under_five_price, b.total_cost,
                 b.free_cancellation_hours, t.id as tour_id, ${text('t.title')} as title, t.start_date, t.end_date,
                 ${text('t.departure_point')} as departure_point, t.departure_lat, t.departure_lng, t.cover_image_url,
                 c.id as company_id, ${text('c.name')} as company_name, c.phone as company_phone, c.email as company_email
            from bookings b join tours t on t.id = b.tour_id join companies c on c.id = t.company_id join users u on u.id = b.user_id
           where b.id = $1`;
}

function partyOf(row: DetailsRow): BookingDetails['party'] {
  const lines: BookingDetails['party'] = [
    { type: 'adult', count: row.adults, unitPrice: row.adult_price, subtotal: row.adults * row.adult_price },
    { type: 'child', count: row.children, unitPrice: row.child_price, subtotal: row.children * row.child_price },
    { type: 'underFive', count: row.children_under_five, unitPrice: row.under_five_price, subtotal: row.children_under_five * row.under_five_price },
  ];
  return lines.filter((line) => line.count > 0);
}

const REFUND_STATE: Record<NonNullable<PaymentRow['refund_status']>, RefundState> = {
  due: 'due',
  in_progress: 'inProgress',
  refunded: 'refunded',
  failed: 'failed',
};

function timelineOf(row: DetailsRow, payments: readonly PaymentRow[], refund: PaymentRow | null): BookingDetails['timeline'] {
  const steps: BookingDetails['timeline'] = [{ kind: 'booked', at: date(row.created_at), amount: null }];
  for (const payment of payments) {
    if (payment.status === 'failed' && payment.completed_at) steps.push({ kind: 'paymentDeclined', at: date(payment.completed_at), amount: payment.amount });
  }
  if (row.paid_at) steps.push({ kind: 'paid', at: date(row.paid_at), amount: row.total_cost });
  if (row.status === 'expired' || (row.status === 'failed' && !row.paid_at)) {
    steps.push({ kind: 'expired', at: date(row.hold_expires_at), amount: null });
  }
  if (row.cancelled_at) steps.push({ kind: 'cancelled', at: date(row.cancelled_at), amount: null });
  if (refund?.refund_status === 'refunded' && refund.refunded_at) steps.push({ kind: 'refunded', at: date(refund.refunded_at), amount: refund.amount });
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** qrcode is loaded when a voucher is first drawn, not on the way to the first request (D392). */
const qrcode = () => import('qrcode').then((module) => module.default);

/** The QR code of a voucher code, as a complete SVG document (dark modules on white, with its quiet zone). */
export async function voucherQrSvg(code: string): Promise<string> {
  return (await qrcode()).toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}

/** The QR code of a voucher code as a PNG, for mail (many mail readers show no SVG). */
export async function voucherQrPng(code: string): Promise<Buffer> {
  return (await qrcode()).toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}

/**
 * The booking as `userId` may read it, in `language`, at `now`; null when there is no such booking or it is
 * someone else's (the two are not told apart). Pass `userId: null` for the server's own use (mails).
 */
export async function readBookingDetails(
  db: Db,
  request: { bookingId: number; userId: string | null; language: Language; voucherKey: string },
  now: Date,
): Promise<BookingDetails | null> {
  if (!isRowId(request.bookingId)) return null;
  const row = await db.one<DetailsRow>(detailsQuery(request.language), [request.bookingId]);
  if (!row || (request.userId !== null && row.user_id !== request.userId)) return null;
  const payments = await db.query<PaymentRow>(
    `select status, amount, created_at, completed_at, refund_reason, refund_status, refunded_at
       from payments where booking_id = $1 order by created_at, id`,
    [row.id],
  );
  const attempts = payments.filter((payment) => payment.refund_reason !== REFUND_REASONS.alreadyPaid);
  const refund = payments.find((payment) => payment.refund_reason !== null && BOOKING_REFUND_REASONS.includes(payment.refund_reason)) ?? null;
  const paid = attempts.find((payment) => payment.status === 'success' && payment.refund_reason === null) ?? null;
  const startDate = maybeDate(row.start_date);
  const terms = cancellationTerms({ status: row.status, freeCancellationHours: row.free_cancellation_hours, startDate, paid: paid?.amount ?? row.total_cost }, now);
  const holdLive = row.status === 'pending' && date(row.hold_expires_at).getTime() > now.getTime();
  const isPaid = row.status === 'success';
  const code = isPaid ? voucherCode(request.voucherKey, row.id) : null;
  return {
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    language: row.language,
    bookingDate: date(row.created_at),
    travellerName: row.name,
    email: row.email,
    travel: {
      id: row.tour_id,
      title: row.title,
      startDate,
      endDate: maybeDate(row.end_date),
      departurePoint: row.departure_point,
      departurePointLat: row.departure_lat,
      departurePointLng: row.departure_lng,
      coverImageUrl: row.cover_image_url,
    },
    company: { id: row.company_id, name: row.company_name, phone: row.company_phone || null, email: row.company_email || null },
    party: partyOf(row),
    totalCost: row.total_cost,
    holdExpiresAt: row.status === 'pending' ? date(row.hold_expires_at) : null,
    cancellation: terms,
    refund: refund?.refund_status ? { status: REFUND_STATE[refund.refund_status], amount: refund.amount, refundedAt: maybeDate(refund.refunded_at) } : null,
    payments: attempts.map((payment) => ({
      status: payment.status === 'failed' ? 'declined' : payment.status,
      amount: payment.amount,
      at: date(payment.completed_at ?? payment.created_at),
    })),
    timeline: timelineOf(row, attempts, refund),
    actions: { pay: holdLive, cancel: terms.allowed, voucher: isPaid, calendar: isPaid && startDate !== null },
    voucher: code ? { code, qrSvg: await voucherQrSvg(code) } : null,
  };
}

export type CancelResult =
  | { ok: true; changed: boolean; refundPaymentId: string | null }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: CancelRefusal; terms: CancellationTerms };

/**
 * Who cancels: the traveller who booked (within the booking's cancellation terms), or an admin (D286), who may
 * cancel any active booking in full whatever its deadline or departure (a suspended company, a tour that did
 * not run).
 */
export type Canceller = { bookingId: number; userId: string } | { bookingId: number; byAdmin: true };

/**
 * Cancels a booking (S23), in one transaction: the seats go back at once, and a paid booking's
 * payment is marked as owed back in full; the caller then makes the refund (`cancelAndRefund`).
 * Idempotent: a booking already cancelled (or refunded) answers `changed: false` and nothing is owed twice.
 */
export async function cancelBooking(db: Db, request: Canceller, now: Date): Promise<CancelResult> {
  if (!isRowId(request.bookingId)) return { ok: false, reason: 'notFound' };
  const owner = 'userId' in request ? request.userId : null;
  const owned = await db.one<{ tour_id: number }>('select tour_id from bookings where id = $1 and ($2::uuid is null or user_id = $2::uuid)', [request.bookingId, owner]);
  if (!owned) return { ok: false, reason: 'notFound' };
  return db.transaction(async (tx): Promise<CancelResult> => {
    const tour = await tx.one<{ start_date: Date | string | null }>('select start_date from tours where id = $1 for update', [owned.tour_id]);
    // A hold that lapsed is expired first, as every other reader sees it.
    await releaseLapsedHolds(tx, owned.tour_id, now);
    const booking = await tx.one<{ status: BookingStatus; seats: number; free_cancellation_hours: number | null }>(
      'select status, seats, free_cancellation_hours from bookings where id = $1 for update',
      [request.bookingId],
    );
    if (!tour || !booking) return { ok: false, reason: 'notFound' };
    if (booking.status === 'cancelled' || booking.status === 'refunded') return { ok: true, changed: false, refundPaymentId: null };
    const payment = await tx.one<{ id: string; amount: number }>(
      `select id, amount from payments where booking_id = $1 and status = 'success' and refund_reason is null
        order by completed_at limit 1 for update`,
      [request.bookingId],
    );
    const terms = cancellationTerms(
      { status: booking.status, freeCancellationHours: booking.free_cancellation_hours, startDate: maybeDate(tour.start_date), paid: payment?.amount ?? 0 },
      now,
    );
    const overridden = 'byAdmin' in request && terms.refusal !== 'notActive' && terms.refusal !== null;
    if (!terms.allowed && !overridden) return { ok: false, reason: terms.refusal ?? 'notActive', terms };
    const moved = await moveBooking(tx, request.bookingId, 'booking.cancelled', { cancelledAt: now });
    if (!moved.ok) return { ok: false, reason: 'notActive', terms };
    // A pending booking held its seats, a paid one had them sold: either way they are free again now.
    await tx.query('update tours set available_seats = available_seats + $2 where id = $1', [owned.tour_id, booking.seats]);
    if (moved.from !== 'success' || !payment) return { ok: true, changed: true, refundPaymentId: null };
    await tx.query(`update payments set refund_reason = $2, refund_status = 'due' where id = $1::uuid`, [payment.id, REFUND_REASONS.cancelled]);
    return { ok: true, changed: true, refundPaymentId: payment.id };
  });
}

/** Cancels, then makes the refund it owes through the provider at once; a refused refund is left to the sweep. */
export async function cancelAndRefund(
  db: Db,
  provider: PaymentProvider,
  request: Canceller,
  now: Date,
  logger: Logger,
): Promise<CancelResult> {
  const result = await cancelBooking(db, request, now);
  if (result.ok && result.refundPaymentId) await settleRefund(db, provider, result.refundPaymentId, now, logger);
  return result;
}
