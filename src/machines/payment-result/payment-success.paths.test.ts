import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { paymentSuccessModel } from './payment-success.model';
import { selectDetails, selectIsLoading, selectReturnsHome } from './payment-result.selectors';

describePaths(paymentSuccessModel, {
  states: {
    loading: (snapshot) => {
      expect(selectIsLoading(snapshot)).toBe(true);
      expect(selectReturnsHome(snapshot)).toBe(false);
    },
    shown: (snapshot) => {
      expect(selectDetails(snapshot)?.reference).toBe('RH-7KQ2M9');
      // Decision: the page that shows the reference stays.
      expect(selectReturnsHome(snapshot)).toBe(false);
      expect(snapshot.status).toBe('done');
    },
    unknown: (snapshot) => {
      expect(selectDetails(snapshot)).toBeNull();
      expect(selectReturnsHome(snapshot)).toBe(true);
    },
  },
});
