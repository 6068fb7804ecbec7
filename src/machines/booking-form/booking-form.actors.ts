import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@core/contract/schema';
import { readStoredToken } from '@/api/stored-session';
import { recordInteraction } from '@/machines/interactions/interaction-records';
import { userIdOf } from '@/machines/session/session-token';

export type Tour = components['schemas']['Tour'];
export type BookingCreateRequest = components['schemas']['BookingCreateRequest'];

/** Why the form has no tour to book: no id was given, no tour has it, or the server could not be read. */
export type TravelLoadFailure = 'missingId' | 'notFound' | 'failed';

/** Reading the tour ends with the tour, or why not (CONVENTIONS #3). */
export type TravelLoadResult = { ok: true; tour: Tour } | { ok: false; reason: TravelLoadFailure };

/**
 * Why a booking was not made. `notSignedIn`: no stored token, or the server refused it ('You must be logged
 * in to book.'); `seats`: a 409, too few seats left or the tour has left, with the server's own words;
 * `failed`: any other refusal, with the server's message when it sent one ('Booking failed: ' + message,
 * else 'Unexpected error'); `offline`: no answer at all.
 */
export type BookingFailure =
  | { kind: 'notSignedIn' }
  | { kind: 'seats'; message: string | null }
  | { kind: 'failed'; message: string | null }
  | { kind: 'offline' };

/** A booking is made (its id, and the amount to pay) or not (why). */
export type BookingOutcome = { ok: true; bookingId: number; amount: number } | { ok: false; failure: BookingFailure };

export interface BookingRequest {
  body: BookingCreateRequest;
  /** The total the form computed (spec, booking §9); the amount to pay unless the server answers its own. */
  total: number;
  /** Record the interaction (checkout 1, booked) on success (spec, accounts §9; navigation state). */
  fromRecommendation: boolean;
}

/**
 * GET /api/Travels/{id} (spec, booking §7: reads id and price). Without an id nothing is asked. A 404 is
 * its own result, so the form can say the tour does not exist. The spec logs a failure and shows nothing
 * (booking §8); a traveller with no price and no message would be stuck, so Rihla says so, with Try Again.
 */
export const fetchTravel = fromPromise<TravelLoadResult, { id: number | null }>(async ({ input }) => {
  if (input.id === null) return { ok: false, reason: 'missingId' };
  const result = await toResult(api.GET('/api/Travels/{id}', { params: { path: { id: input.id } } }), 'Failed to fetch travel data');
  if (result.ok) return result.data ? { ok: true, tour: result.data } : { ok: false, reason: 'failed' };
  if (result.error.kind === 'http' && result.error.status === 404) return { ok: false, reason: 'notFound' };
  console.error(`Booking form: ${result.error.message}`);
  return { ok: false, reason: 'failed' };
});

/** The server's total when its answer carries one (the contract's BookingCreated has only `id` today). */
function serverTotal(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null || !('totalCost' in answer)) return null;
  const { totalCost } = answer;
  return typeof totalCost === 'number' && Number.isFinite(totalCost) && totalCost >= 0 ? totalCost : null;
}

/**
 * POST /api/Booking with a bearer token (spec, booking §5 and §7; S3). A stored token is needed
 * first ('You must be logged in to book.'); a 401 means it lapsed, which says the same. Success (200 or
 * 201, the contract answers 201) carries the booking's id. The amount to pay is the server's total when
 * the answer has one (it is the authority, S3), else the form's own, computed by the same rules.
 * A booking that came from a recommendation is recorded as checked out and booked.
 */
export const createBooking = fromPromise<BookingOutcome, BookingRequest>(async ({ input }) => {
  const token = readStoredToken();
  if (!token) return { ok: false, failure: { kind: 'notSignedIn' } };
  const result = await toResult(api.POST('/api/Booking', { body: input.body }), '');
  if (!result.ok) {
    const { error } = result;
    const message = error.message.trim() === '' ? null : error.message;
    if (error.kind === 'network') return { ok: false, failure: { kind: 'offline' } };
    if (error.status === 401) return { ok: false, failure: { kind: 'notSignedIn' } };
    if (error.status === 409) return { ok: false, failure: { kind: 'seats', message } };
    return { ok: false, failure: { kind: 'failed', message } };
  }
  const bookingId = result.data?.id;
  if (typeof bookingId !== 'number' || !Number.isSafeInteger(bookingId)) return { ok: false, failure: { kind: 'failed', message: null } };
  if (input.fromRecommendation) {
    recordInteraction({ userId: userIdOf(token), id: input.body.travelId, type: 'travel', checkout: 1, booked: true });
  }
  return { ok: true, bookingId, amount: serverTotal(result.data) ?? input.total };
});
