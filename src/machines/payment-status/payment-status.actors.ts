import { fromPromise } from 'xstate';
import { createApiClient, toResult, type ApiClient } from '@/api/client';
import type { components } from '@core/contract/schema';

/** The outcome of the booking's latest payment attempt: null when none was started. */
export type LastPayment = NonNullable<components['schemas']['BookingStatus']['lastPayment']>;

/**
 * One look at a booking's status (spec, booking §7: GET /api/Booking/{id}, no auth, reads status; D210:
 * also the latest payment attempt and, while pending, when the seat hold lapses), with the device's clock
 * when the answer arrived (`readAt`, for the hold countdown's first frame). `missingId` when there is no
 * booking id to look at; `failed` for any failed fetch (no answer, 404, 5xx), which the spec sends to
 * /payment-failed with 'Something went wrong'.
 */
export type BookingStatusCheck =
  | { ok: true; status: string; lastPayment: LastPayment | null; holdExpiresAt: string | null; readAt: number }
  | { ok: false; reason: 'missingId' | 'failed' };

export interface FetchBookingStatusInput {
  bookingId: number | null;
}

/**
 * The booking id from the query (`?bookingId=42`): a positive whole number, else null. Decision (spec
 * open): an id that is not a number ('abc', '-1') can name no booking, so it reads as a missing id
 * ('Booking ID missing') rather than a request bound to fail ('Something went wrong').
 */
export function parseBookingId(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const LAST_PAYMENTS: readonly LastPayment[] = ['pending', 'declined', 'success'];

function lastPaymentOf(value: unknown): LastPayment | null {
  return LAST_PAYMENTS.find((known) => known === value) ?? null;
}

// The status poll sends no authorization (spec §6), so it has a client of its own without the token;
// made on first use, so it takes the API base the page (or a test) has by then.
let anonymousClient: ApiClient | null = null;
const anonymousApi = () => (anonymousClient ??= createApiClient({ getToken: () => null }));

export const fetchBookingStatus = fromPromise<BookingStatusCheck, FetchBookingStatusInput>(async ({ input }) => {
  if (input.bookingId === null) return { ok: false, reason: 'missingId' };
  const result = await toResult(anonymousApi().GET('/api/Booking/{id}', { params: { path: { id: input.bookingId } } }), 'Something went wrong');
  if (!result.ok) return { ok: false, reason: 'failed' };
  const answer = result.data;
  return {
    ok: true,
    status: typeof answer?.status === 'string' ? answer.status : '',
    lastPayment: lastPaymentOf(answer?.lastPayment),
    holdExpiresAt: typeof answer?.holdExpiresAt === 'string' && answer.holdExpiresAt !== '' ? answer.holdExpiresAt : null,
    readAt: Date.now(),
  };
});
