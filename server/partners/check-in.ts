/**
 * Checking a traveller in (D322, D323): a partner scans the voucher's QR code (the signed
 * `RIHLA1:RH-…:<signature>`, verified with `verifyVoucherCode`) or types the booking's reference `RH-…` from a
 * phone without a camera, and the booking is marked attended: once, by a conditional update, so of two scans at
 * the same moment exactly one succeeds.
 *
 * Every outcome is a result, named so a client statechart can branch on it:
 * - `checkedIn`: done now;
 * - `unreadable`: the text is neither a voucher code nor a reference;
 * - `invalidSignature`: it reads as a voucher code, but this server did not sign it (altered or forged);
 * - `notFound`: no booking has this reference, or a typed reference names another company's booking (a
 *   reference alone proves nothing, so it tells a partner nothing about other companies' bookings);
 * - `otherCompany`: a genuine voucher, for another company's tour;
 * - `notPaid`: the booking was never paid (awaiting payment, expired or declined);
 * - `cancelled`: the booking was cancelled (or cancelled and refunded);
 * - `alreadyCheckedIn`: it was checked in before, at `checkedInAt`.
 */
import type { components } from '@core/contract/schema';
import type { Queryable } from '../platform';
import { bookingIdOfReference, bookingReference, verifyVoucherCode, type BookingStatus } from '../bookings';
import type { Language } from '@core/text/language';

/** The contract's `CheckInRefusalReason`: the route maps each to its status, so a reason added there must be handled here. */
export type CheckInRefusal = components['schemas']['CheckInRefusalReason'];

export interface CheckedInBooking {
  id: number;
  reference: string;
  traveller: { name: string };
  tour: { id: number; title: string; startDate: string | null };
  adults: number;
  children: number;
  underFive: number;
  seats: number;
  checkedInAt: string;
}

export type CheckInResult =
  | { ok: true; booking: CheckedInBooking }
  | { ok: false; reason: Exclude<CheckInRefusal, 'alreadyCheckedIn'>; reference: string | null }
  | { ok: false; reason: 'alreadyCheckedIn'; reference: string; checkedInAt: string };

/** What a scanned or typed text names: a signed voucher, a typed reference, or neither. */
export type ReadCode = { kind: 'voucher' | 'reference'; bookingId: number } | { kind: 'invalidSignature' | 'unreadable'; bookingId: null };

const VOUCHER_PREFIX = /^\s*RIHLA\d+:/i;
/** `RH-7KQ2M9`, `rh 7kq2m9` or `7KQ2M9`: six or seven characters, as a person types a reference. */
const TYPED_REFERENCE = /^\s*(?:RH[-\s]?)?([0-9A-Za-z]{6,7})\s*$/i;

export function readCode(voucherKey: string, text: string): ReadCode {
  if (VOUCHER_PREFIX.test(text)) {
    const verified = verifyVoucherCode(voucherKey, text);
    return verified ? { kind: 'voucher', bookingId: verified.bookingId } : { kind: 'invalidSignature', bookingId: null };
  }
  const typed = TYPED_REFERENCE.exec(text)?.[1];
  const bookingId = typed ? bookingIdOfReference(typed) : null;
  return bookingId === null ? { kind: 'unreadable', bookingId: null } : { kind: 'reference', bookingId };
}

interface Row {
  id: number;
  status: BookingStatus;
  companyId: number;
  attendedAt: Date | string | null;
  name: string;
  tourId: number;
  title: string;
  startDate: Date | string | null;
  adults: number;
  children: number;
  underFive: number;
  seats: number;
}

const readBooking = (db: Queryable, bookingId: number, language: Language) =>
  db.one<Row>(
    `select b.id, b.status, t.company_id as "companyId", b.attended_at as "attendedAt", coalesce(nullif(b.name, ''), u.name) as name,
       t.id as "tourId", t.title_${language === 'ar' ? 'ar' : 'en'} as title, t.start_date as "startDate",
       b.adults, b.children, b.children_under_five as "underFive", b.seats
     from bookings b join tours t on t.id = b.tour_id join users u on u.id = b.user_id
     where b.id = $1`,
    [bookingId],
  );

/** Why a booking in `status` cannot be checked in, or null when it can (paid). */
function statusRefusal(status: BookingStatus): 'notPaid' | 'cancelled' | null {
  if (status === 'success') return null;
  return status === 'cancelled' || status === 'refunded' ? 'cancelled' : 'notPaid';
}

export async function checkIn(
  db: Queryable,
  request: { voucherKey: string; code: string; companyId: number; partnerId: string; language: Language },
  now: Date,
): Promise<CheckInResult> {
  const read = readCode(request.voucherKey, request.code);
  if (read.bookingId === null) return { ok: false, reason: read.kind, reference: null };
  const reference = bookingReference(read.bookingId);
  const row = await readBooking(db, read.bookingId, request.language);
  if (!row || (row.companyId !== request.companyId && read.kind === 'reference')) return { ok: false, reason: 'notFound', reference };
  if (row.companyId !== request.companyId) return { ok: false, reason: 'otherCompany', reference };

  const refusal = statusRefusal(row.status);
  if (refusal) return { ok: false, reason: refusal, reference };
  // The one write: only a paid booking not yet attended is marked, so of two scans at once one wins.
  const marked = await db.one<{ attendedAt: Date | string }>(
    `update bookings set attended_at = $2, attended_by = $3
      where id = $1 and status = 'success' and attended_at is null
      returning attended_at as "attendedAt"`,
    [row.id, now, request.partnerId],
  );
  if (!marked) {
    // Someone else's scan (or a cancellation) came first: say which, as it is now.
    const after = await readBooking(db, row.id, request.language);
    const changed = after && statusRefusal(after.status);
    if (after?.attendedAt && !changed) return { ok: false, reason: 'alreadyCheckedIn', reference, checkedInAt: new Date(after.attendedAt).toISOString() };
    return { ok: false, reason: changed || 'notPaid', reference };
  }
  return {
    ok: true,
    booking: {
      id: row.id,
      reference,
      traveller: { name: row.name },
      tour: { id: row.tourId, title: row.title, startDate: row.startDate === null ? null : new Date(row.startDate).toISOString() },
      adults: row.adults,
      children: row.children,
      underFive: row.underFive,
      seats: row.seats,
      checkedInAt: new Date(marked.attendedAt).toISOString(),
    },
  };
}
