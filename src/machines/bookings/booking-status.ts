/**
 * The one reading of a booking's status, shared by My Bookings, the booking page and the payment-status poll.
 *
 * S1: the server reports `pending`, `success`, `failed`, `expired`; the spec's list shows Paid
 * for `success` while its status poll waits for `paid`, so `isPaid` accepts both, in any case, and a
 * paid booking reads as paid everywhere. Cancelling adds `cancelled` (the traveller cancelled: a pending
 * booking's seats went back, or a paid one's refund is owed) and `refunded` (the refund is made). Anything
 * the server might send that is none of these (or no status at all) is treated as pending: it is not paid,
 * and not known to be lost.
 */

/** Lower-cased, trimmed status; '' for null/undefined/non-strings. */
function normalise(status: unknown): string {
  return typeof status === 'string' ? status.trim().toLowerCase() : '';
}

/** True for 'success' and 'paid', case-insensitive (S1). */
export function isPaid(status: unknown): boolean {
  const value = normalise(status);
  return value === 'success' || value === 'paid';
}

/** True for 'failed': the payment was declined and the seats released. */
export function isFailed(status: unknown): boolean {
  return normalise(status) === 'failed';
}

/** True for 'expired': the 15-minute hold lapsed (S4) and the seats were released. */
export function isExpired(status: unknown): boolean {
  return normalise(status) === 'expired';
}

/** True for 'cancelled': the traveller cancelled; a paid booking's refund is still on its way. */
export function isCancelled(status: unknown): boolean {
  return normalise(status) === 'cancelled';
}

/** True for 'refunded': a cancelled paid booking whose money went back to the card. */
export function isRefunded(status: unknown): boolean {
  return normalise(status) === 'refunded';
}

/** None of the above: awaiting payment ('pending', or an unknown/missing value). */
export function isPending(status: unknown): boolean {
  return !isPaid(status) && !isFailed(status) && !isExpired(status) && !isCancelled(status) && !isRefunded(status);
}

/** The ways a booking can read; the list and the booking page pick their label from this. */
export type BookingStatusKind = 'paid' | 'pending' | 'failed' | 'expired' | 'cancelled' | 'refunded';

export function statusKind(status: unknown): BookingStatusKind {
  if (isPaid(status)) return 'paid';
  if (isFailed(status)) return 'failed';
  if (isExpired(status)) return 'expired';
  if (isCancelled(status)) return 'cancelled';
  if (isRefunded(status)) return 'refunded';
  return 'pending';
}
