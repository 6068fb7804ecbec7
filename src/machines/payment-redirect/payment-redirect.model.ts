/**
 * The path-test model of `paymentRedirectMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { paymentRedirectMachine } from './payment-redirect.machine';

export const request = { bookingId: 42, amount: 6875, currency: 'EGP', paymentMethod: 'card' } as const;
export const checkout = 'http://api.rihla.test/api/Payment/sandbox/checkout/pay_01JD3K7ZQ8W4N2R6T9V5X1Y3B7';

export const paymentRedirectModel = {
  machine: paymentRedirectMachine,
  spec: 'booking §2 Payment, §4 flow, §5, §7, §8',
  input: { request, language: 'en' },
  samples: {
    events: {
      'payment.retry': [{ type: 'payment.retry' }],
    },
    actors: {
      initiatePayment: {
        outputs: [
          { ok: true, paymentUrl: checkout },
          { ok: false, failure: { reason: 'missingInformation' } },
          { ok: false, failure: { reason: 'authenticationRequired' } },
          { ok: false, failure: { reason: 'rejected', message: 'Amount does not match the booking total' } },
          { ok: false, failure: { reason: 'rejected', message: null } },
          { ok: false, failure: { reason: 'unreachable' } },
          { ok: false, failure: { reason: 'noPaymentUrl' } },
        ],
        error: new Error('socket hang up'),
      },
      redirectBrowser: {
        outputs: [undefined],
        error: new Error('The operation is insecure.'),
      },
    },
  },
} satisfies MachineModel<typeof paymentRedirectMachine>;
