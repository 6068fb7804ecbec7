import { assign, setup } from 'xstate';
import { isExpired, isFailed, isPaid } from '@/machines/bookings/booking-status';
import { fetchBookingStatus, parseBookingId, type BookingStatusCheck } from './payment-status.actors';

/**
 * The payment status poll (spec, booking §2 Payment status, §4, §8, §9; DECISIONS #1): checks the booking at
 * once, then every 3 s while it is pending. Paid (isPaid: 'success' or 'paid') shows 'Payment confirmed' and
 * ends in `paid` 1.5 s later (the view goes to /payment-success). A declined payment, an expired hold, a
 * failed fetch and a missing id end in `failed` with the message for /payment-failed, as a key of the
 * `payment` namespace. The spec sets no limit; ours stops after 10 minutes (`timedOut`), from where the
 * traveller can check again or go to My Bookings. Stopping the actor (leaving the page) stops the poll.
 */
export interface PaymentStatusContext {
  bookingId: number | null;
  /** Why the payment did not go through: a key of the `payment` namespace. */
  error: string | null;
}

export interface PaymentStatusInput {
  /** The `bookingId` query parameter as read from the address. */
  bookingId: string | null;
}

export type PaymentStatusEvent = { type: 'paymentStatus.checkAgain' };

/** The messages /payment-failed shows, as keys of the `payment` namespace. */
export const STATUS_ERRORS = {
  declined: 'status.declined', // spec §8: 'Payment failed. Please try again.'
  expired: 'status.expired', // our decision: the hold lapsed (DECISIONS #4), the spec has no text for it
  fetchFailed: 'status.somethingWentWrong', // spec §4: 'Something went wrong'
  missingId: 'status.bookingIdMissing', // spec §4: 'Booking ID missing'
} as const;

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
    pollLimit: 10 * 60 * 1000, // issue 6: polling stops after 10 minutes (the spec sets no limit)
  },
  guards: {
    isPaidCheck: (_, check: BookingStatusCheck) => check.ok && isPaid(check.status),
    isDeclinedCheck: (_, check: BookingStatusCheck) => check.ok && isFailed(check.status),
    isExpiredCheck: (_, check: BookingStatusCheck) => check.ok && isExpired(check.status),
    isMissingId: (_, check: BookingStatusCheck) => !check.ok && check.reason === 'missingId',
    isFetchFailure: (_, check: BookingStatusCheck) => !check.ok,
  },
  actions: {
    assignError: assign((_, params: { error: string }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({ bookingId: parseBookingId(input.bookingId), error: null }),
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
                guard: { type: 'isExpiredCheck', params: ({ event }) => event.output },
                target: '#paymentStatus.failed',
                actions: { type: 'assignError', params: { error: STATUS_ERRORS.expired } },
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
              // Still pending: look again in 3 s (measured from the answer, so two checks never overlap).
              { target: 'waiting' },
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
    timedOut: {
      on: { 'paymentStatus.checkAgain': 'polling' },
    },
  },
});
