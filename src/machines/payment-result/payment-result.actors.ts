import { fromPromise } from 'xstate';
import type { components } from '@core/contract/schema';
import { readBookingDetails } from '@/machines/booking-page/booking-page.actors';
import { parseBookingId } from '@/machines/payment-status/payment-status.actors';
import { isRecord } from '@core/values';

export type BookingDetails = components['schemas']['BookingDetails'];

/**
 * The booking the payment result pages are about (its reference and travel date; on the
 * failure page, whether another card can still pay for it), with the device's clock when it arrived
 * (`readAt`, for the hold countdown's first frame); or why there is none: `missingId` (no booking id came
 * with the page), `failed` (not the traveller's, gone, or the server could not be reached).
 */
export type BookingDetailsRead = { ok: true; details: BookingDetails; readAt: number } | { ok: false; reason: 'missingId' | 'failed' };

export interface FetchBookingDetailsInput {
  bookingId: number | null;
}

/**
 * The booking id of a result page: the navigation state's `bookingId` (what /payment-status passes), else
 * the address's `?bookingId=` (so a reload or a shared address keeps it); null when neither names one.
 */
export function resultBookingId(state: unknown, search: string): number | null {
  if (isRecord(state)) {
    const { bookingId } = state;
    const fromState = typeof bookingId === 'number' ? parseBookingId(String(bookingId)) : typeof bookingId === 'string' ? parseBookingId(bookingId) : null;
    if (fromState !== null) return fromState;
  }
  return parseBookingId(new URLSearchParams(search).get('bookingId'));
}

/**
 * GET /api/Booking/{id}/details (bearer, the owner only), read as the booking page reads it.
 * Without an id nothing is asked. Any failure (signed out, 401, 404, 5xx, no answer) leaves the page as the
 * spec has it, without the booking's details.
 */
export const fetchBookingDetails = fromPromise<BookingDetailsRead, FetchBookingDetailsInput>(async ({ input }) => {
  if (input.bookingId === null) return { ok: false, reason: 'missingId' };
  const read = await readBookingDetails(input.bookingId);
  return read.ok ? { ok: true, details: read.details, readAt: read.at } : { ok: false, reason: 'failed' };
});
