import { assign, setup } from 'xstate';
import { isExpired, isFailed, isPaid } from '@/machines/bookings/booking-status';
import { fetchBookingStatus, parseBookingId, type BookingStatusCheck } from './payment-status.actors';

/**
 * The payment status poll (spec, booking §2 Payment status, §4, §8, §9; S1): checks the
 * booking at once, then every 3 s while it is pending, keeping the seat hold's end from each answer for the
 * countdown on screen. Paid (isPaid: 'success' or 'paid') shows 'Payment confirmed' and ends in `paid` 1.5 s
 * later (the view goes to /payment-success).
 *
 * A declined card no longer fails the booking: it stays pending while its hold lasts, and the
 * answer's `lastPayment` says `declined`. That ends the poll at once as a declined payment (`failed` with
 * 'Payment failed. Please try again.'; the failure page offers another card), instead of waiting for a
 * payment that is not coming. A booking that failed (a payment too late for its seats), an expired hold, a
 * failed fetch and a missing id end in `failed` with their message. A cancelled or refunded booking is
 * neither paid nor waiting: the poll ends in `closed` and the page says so (there is nothing to pay).
 * The spec sets no limit; ours stops after 10 minutes (`timedOut`), from where the traveller can check
 * again or go to My Bookings. Stopping the actor (leaving the page) stops the poll.
 */
export interface PaymentStatusContext {
  bookingId: number | null;
  /** Why the payment did not go through: a key of the `payment` namespace. */
  error: string | null;
  /** While pending: when the seat hold lapses (ISO 8601) and the clock when that was read; null when unknown. */
  hold: { expiresAt: string; readAt: number } | null;
  /** A booking that was cancelled ('cancelled') or cancelled and refunded ('refunded'). */
  closedAs: ClosedStatus | null;
}

export type ClosedStatus = 'cancelled' | 'refunded';

export interface PaymentStatusInput {
  /** The `bookingId` query parameter as read from the address. */
  bookingId: string | null;
}

export type PaymentStatusEvent = { type: 'paymentStatus.checkAgain' };

/** The messages /payment-failed shows, as keys of the `payment` namespace. */
export const STATUS_ERRORS = {
  declined: 'status.declined', // spec §8: 'Payment failed. Please try again.' (the card was refused)
  bookingFailed: 'status.bookingFailed', // A payment came after the seats were released; it is refunded
  expired: 'status.expired', // our decision: the hold lapsed (S4), the spec has no text for it
  fetchFailed: 'status.somethingWentWrong', // spec §4: 'Something went wrong'
  missingId: 'status.bookingIdMissing', // spec §4: 'Booking ID missing'
} as const;

export type StatusError = (typeof STATUS_ERRORS)[keyof typeof STATUS_ERRORS];

const normalised = (status: string) => status.trim().toLowerCase();
const closedStatusOf = (status: string): ClosedStatus | null => {
  const value = normalised(status);
  return value === 'cancelled' || value === 'refunded' ? value : null;
};

export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    events: {} as PaymentStatusEvent,
    input: {} as PaymentStatusInput,
  },
  actors: { fetchBookingStatus },
  delays: {
    pollInterval: 3000, // spec §4/§9: the status poll checks the booking every 3 s
    confirmedPause: 1500, // spec §4/§9: 'Payment confirmed', then /payment-success after 1.5 s
    pollLimit: 10 * 60 * 1000, // Polling stops after 10 minutes (the spec sets no limit)
  },
  guards: {
    isPaidCheck: (_, check: BookingStatusCheck) => check.ok && isPaid(check.status),
    // Still pending (not paid, failed, expired or closed) and its latest card was refused.
    isDeclinedCheck: (_, check: BookingStatusCheck) =>
      check.ok && check.lastPayment === 'declined' && !isFailed(check.status) && !isExpired(check.status) && closedStatusOf(check.status) === null,
    isBookingFailedCheck: (_, check: BookingStatusCheck) => check.ok && isFailed(check.status),
    isExpiredCheck: (_, check: BookingStatusCheck) => check.ok && isExpired(check.status),
    isClosedCheck: (_, check: BookingStatusCheck) => check.ok && closedStatusOf(check.status) !== null,
    isMissingId: (_, check: BookingStatusCheck) => !check.ok && check.reason === 'missingId',
    isFetchFailure: (_, check: BookingStatusCheck) => !check.ok,
  },
  actions: {
    assignError: assign((_, params: { error: StatusError }) => ({ error: params.error })),
    assignHold: assign((_, check: BookingStatusCheck) => ({
      hold: check.ok && check.holdExpiresAt !== null ? { expiresAt: check.holdExpiresAt, readAt: check.readAt } : null,
    })),
    assignClosed: assign((_, check: BookingStatusCheck) => ({ closedAs: check.ok ? closedStatusOf(check.status) : null })),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({ bookingId: parseBookingId(input.bookingId), error: null, hold: null, closedAs: null }),
  initial: 'polling',
  states: {
    polling: {
      // Entering `polling` (at start, or on Check again) starts a fresh 10-minute allowance.
      after: { pollLimit: 'timedOut' },
      initial: 'checking',
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'fetchBookingStatus',
            src: 'fetchBookingStatus',
            input: ({ context }) => ({ bookingId: context.bookingId }),
            onDone: [
              { guard: { type: 'isPaidCheck', params: ({ event }) => event.output }, target: '#paymentStatus.confirmed' },
              {
                guard: { type: 'isDeclinedCheck', params: ({ event }) => event.output },
                target: '#paymentStatus.failed',
                actions: { type: 'assignError', params: { error: STATUS_ERRORS.declined } },
              },
              {
                guard: { type: 'isBookingFailedCheck', params: ({ event }) => event.output },
                target: '#paymentStatus.failed',
                actions: { type: 'assignError', params: { error: STATUS_ERRORS.bookingFailed } },
              },
              {
                guard: { type: 'isExpiredCheck', params: ({ event }) => event.output },
                target: '#paymentStatus.failed',
                actions: { type: 'assignError', params: { error: STATUS_ERRORS.expired } },
              },
              {
                guard: { type: 'isClosedCheck', params: ({ event }) => event.output },
                target: '#paymentStatus.closed',
                actions: { type: 'assignClosed', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isMissingId', params: ({ event }) => event.output },
                target: '#paymentStatus.failed',
                actions: { type: 'assignError', params: { error: STATUS_ERRORS.missingId } },
              },
              {
                guard: { type: 'isFetchFailure', params: ({ event }) => event.output },
                target: '#paymentStatus.failed',
                actions: { type: 'assignError', params: { error: STATUS_ERRORS.fetchFailed } },
              },
              // Still pending: keep the hold for the countdown, and look again in 3 s (measured from the
              // answer, so two checks never overlap).
              { target: 'waiting', actions: { type: 'assignHold', params: ({ event }) => event.output } },
            ],
            onError: { target: '#paymentStatus.failed', actions: { type: 'assignError', params: { error: STATUS_ERRORS.fetchFailed } } },
          },
        },
        waiting: {
          after: { pollInterval: 'checking' },
        },
      },
    },
    confirmed: {
      after: { confirmedPause: 'paid' },
    },
    /** The view goes to /payment-success. */
    paid: { type: 'final' },
    /** The view goes to /payment-failed with `error`. */
    failed: { type: 'final' },
    /** Cancelled (or cancelled and refunded): nothing to pay and nothing to wait for; the page says so. */
    closed: { type: 'final' },
    timedOut: {
      on: { 'paymentStatus.checkAgain': 'polling' },
    },
  },
});
