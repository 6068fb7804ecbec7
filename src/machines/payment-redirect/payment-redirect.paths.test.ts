import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { paymentRedirectMachine } from './payment-redirect.machine';
import { selectCanRetry, selectFailure, selectPaymentUrl, selectRequest, selectStatus } from './payment-redirect.selectors';

const request = { bookingId: 42, amount: 6875, currency: 'EGP', paymentMethod: 'card' } as const;
const checkout = 'http://api.rihla.test/api/Payment/sandbox/checkout/pay_01JD3K7ZQ8W4N2R6T9V5X1Y3B7';

describePaths(paymentRedirectMachine, {
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
  states: {
    initiating: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('initiating');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectFailure(snapshot)).toBeNull();
      expect(selectPaymentUrl(snapshot)).toBeNull();
      expect(selectRequest(snapshot)).toEqual(request);
      expect(selectCanRetry(snapshot)).toBe(false);
    },
    redirecting: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('redirecting');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectPaymentUrl(snapshot)).toBe(checkout);
      expect(selectFailure(snapshot)).toBeNull();
    },
    failed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('failed');
      expect(snapshot.hasTag('busy')).toBe(false);
      const failure = selectFailure(snapshot);
      expect(failure).not.toBeNull();
      // Trying again is offered for what a new attempt can fix, never for missing information or token.
      const retryable = failure?.reason === 'rejected' || failure?.reason === 'unreachable' || failure?.reason === 'noPaymentUrl';
      expect(selectCanRetry(snapshot)).toBe(retryable);
      if (failure?.reason === 'rejected') expect([null, 'Amount does not match the booking total', 'socket hang up', 'The operation is insecure.']).toContain(failure.message);
    },
  },
});
