import { assign, setup } from 'xstate';
import { initiatePayment, redirectBrowser, type PaymentFailure, type PaymentInitiation } from './payment-redirect.actors';
import type { PaymentRequest } from './payment-request';

/**
 * The payment redirect (spec, booking §2 Payment, §4 flow, §5, §7, §8): initiating → redirecting, where
 * the browser is sent to the payment page the server answered (the sandbox checkout, which returns the
 * browser to /payment-status?bookingId=…). Every failure stops in `failed` with the spec's wording;
 * failures the traveller can do something about by trying again (the server refused, no answer, no
 * address) accept `payment.retry`; missing information and a missing token do not, and the view offers
 * My Bookings instead, where Pay now starts over with fresh information.
 */
export interface PaymentRedirectContext {
  request: PaymentRequest | null;
  language: string;
  paymentUrl: string | null;
  failure: PaymentFailure | null;
}

export interface PaymentRedirectInput {
  /** The navigation state as read by readPaymentRequest (null when anything is missing). */
  request: PaymentRequest | null;
  /** The traveller's language, for the payment page. */
  language: string;
}

export type PaymentRedirectEvent = { type: 'payment.retry' };

const RETRYABLE: readonly PaymentFailure['reason'][] = ['rejected', 'unreachable', 'noPaymentUrl'];

/** A crash of the call itself: 'Payment failed: ' + the error's message, else 'Unexpected error' (spec §8). */
function unexpectedFailure(error: unknown): PaymentFailure {
  return { reason: 'rejected', message: error instanceof Error && error.message !== '' ? error.message : null };
}

export const paymentRedirectMachine = setup({
  types: {
    context: {} as PaymentRedirectContext,
    events: {} as PaymentRedirectEvent,
    input: {} as PaymentRedirectInput,
  },
  actors: { initiatePayment, redirectBrowser },
  guards: {
    isStarted: (_, result: PaymentInitiation) => result.ok,
    canRetry: ({ context }) => context.failure !== null && RETRYABLE.includes(context.failure.reason),
  },
  actions: {
    assignPaymentUrl: assign((_, result: PaymentInitiation) => ({ paymentUrl: result.ok ? result.paymentUrl : null, failure: null })),
    assignFailure: assign((_, result: PaymentInitiation) => ({ failure: result.ok ? null : result.failure })),
    assignUnexpectedFailure: assign((_, error: unknown) => ({ failure: unexpectedFailure(error) })),
    clearFailure: assign({ failure: null, paymentUrl: null }),
  },
}).createMachine({
  id: 'paymentRedirect',
  context: ({ input }) => ({ request: input.request, language: input.language, paymentUrl: null, failure: null }),
  initial: 'initiating',
  states: {
    initiating: {
      tags: ['busy'],
      invoke: {
        id: 'initiatePayment',
        src: 'initiatePayment',
        input: ({ context }) => ({ request: context.request, language: context.language }),
        onDone: [
          { guard: { type: 'isStarted', params: ({ event }) => event.output }, target: 'redirecting', actions: { type: 'assignPaymentUrl', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'assignUnexpectedFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    redirecting: {
      tags: ['busy'],
      // The page stays here while the browser leaves; the view keeps a link to the address meanwhile.
      invoke: {
        id: 'redirectBrowser',
        src: 'redirectBrowser',
        input: ({ context }) => ({ url: context.paymentUrl ?? '' }),
        onError: { target: 'failed', actions: { type: 'assignUnexpectedFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    failed: {
      on: { 'payment.retry': { guard: 'canRetry', target: 'initiating', actions: 'clearFailure' } },
    },
  },
});
