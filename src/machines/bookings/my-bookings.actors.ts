import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@core/contract/schema';
import { readStoredToken } from '@/api/stored-session';

export type ListedBooking = components['schemas']['Booking'];

/** Keys of the `bookings` namespace: the spec's two list errors (booking §8). */
export const SIGNED_OUT = 'myBookings.signedOut';
export const LOAD_FAILED = 'myBookings.loadFailed';

/**
 * The user's bookings and the device's clock when they arrived (to tell which seat holds are still live),
 * or why they could not be read (CONVENTIONS #3).
 */
export type MyBookingsResult =
  | { ok: true; bookings: readonly ListedBooking[]; at: number }
  | { ok: false; error: typeof SIGNED_OUT | typeof LOAD_FAILED };

/**
 * `GET /api/Booking` (spec, booking §7: bearer; an array of bookings, null treated as empty). Without a
 * stored token nothing is asked (booking §5: viewing bookings requires a token) and the answer is
 * 'You must be logged in to view bookings.'; a 401 (the token expired or was revoked) says the same, since
 * Try Again cannot help there. Any other failure is 'Failed to load bookings.', logged for the developer.
 */
export const fetchMyBookings = fromPromise<MyBookingsResult>(async () => {
  if (!readStoredToken()) return { ok: false, error: SIGNED_OUT };
  const result = await toResult(api.GET('/api/Booking'), 'Failed to load bookings.');
  if (!result.ok) {
    if (result.error.status === 401) return { ok: false, error: SIGNED_OUT };
    console.error(`My Bookings: ${result.error.message}`);
    return { ok: false, error: LOAD_FAILED };
  }
  const bookings: unknown = result.data;
  return { ok: true, bookings: Array.isArray(bookings) ? (bookings as ListedBooking[]) : [], at: Date.now() };
});
