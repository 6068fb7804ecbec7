import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectCanRetry, selectFailure, selectPaymentUrl, selectRequest, selectStatus } from './payment-redirect.selectors';
import { paymentRedirectModel, request, checkout } from './payment-redirect.model';

describePaths(paymentRedirectModel, {
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
