/**
 * The one reading of a booking's status, shared by My Bookings and the payment-status poll.
 *
 * DECISIONS #1: the server reports `pending`, `success`, `failed`, `expired`; the spec's list shows Paid
 * for `success` while its status poll waits for `paid`, so `isPaid` accepts both, in any case, and a
 * paid booking reads as paid everywhere. Anything the server might send that is none of these (or no
 * status at all) is treated as pending: it is not paid, and not known to be lost.
 */

/** Lower-cased, trimmed status; '' for null/undefined/non-strings. */
function normalise(status: unknown): string {
  return typeof status === 'string' ? status.trim().toLowerCase() : '';
}

/** True for 'success' and 'paid', case-insensitive (DECISIONS #1). */
export function isPaid(status: unknown): boolean {
  const value = normalise(status);
  return value === 'success' || value === 'paid';
}

/** True for 'failed': the payment was declined and the seats released. */
export function isFailed(status: unknown): boolean {
  return normalise(status) === 'failed';
}

/** True for 'expired': the 15-minute hold lapsed (DECISIONS #4) and the seats were released. */
export function isExpired(status: unknown): boolean {
  return normalise(status) === 'expired';
}

/** Neither paid, failed nor expired: awaiting payment ('pending', or an unknown/missing value). */
export function isPending(status: unknown): boolean {
  return !isPaid(status) && !isFailed(status) && !isExpired(status);
}

/** The four ways a booking can read; the list picks its label from this. */
export type BookingStatusKind = 'paid' | 'pending' | 'failed' | 'expired';

export function statusKind(status: unknown): BookingStatusKind {
  if (isPaid(status)) return 'paid';
  if (isFailed(status)) return 'failed';
  if (isExpired(status)) return 'expired';
  return 'pending';
}
