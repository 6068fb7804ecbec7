import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectCanSubmit, selectDraft, selectError, selectIsFormOpen, selectIsSaving, selectReviews } from './company-reviews.selectors';
import { companyReviewsModel } from './company-reviews.model';

describePaths(companyReviewsModel, {
  states: {
    loading: (snapshot) => {
      expect(selectReviews(snapshot)).toEqual([]);
      expect(selectIsFormOpen(snapshot)).toBe(false);
    },
    closed: (snapshot) => {
      expect(selectIsFormOpen(snapshot)).toBe(false);
      expect(selectCanSubmit(snapshot)).toBe(false);
      // Signed out, the form does not open: it says 'Please login to submit a review' instead.
      if (snapshot.context.author === null && snapshot.context.error !== null) expect(selectError(snapshot)).toBe('reviews.loginRequired');
    },
    open: (snapshot) => {
      expect(selectIsFormOpen(snapshot)).toBe(true);
      const { rating, text } = selectDraft(snapshot);
      const complete = rating !== null && text.trim() !== '';
      // Submit waits for both a rating and text (signed out, it is there to say 'Please login to submit a review').
      if (snapshot.context.author !== null) expect(selectCanSubmit(snapshot)).toBe(complete);
      else expect(selectCanSubmit(snapshot)).toBe(true);
      if (rating !== null) expect(rating).toBeGreaterThanOrEqual(1);
    },
    saving: (snapshot) => {
      expect(selectIsSaving(snapshot)).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectIsFormOpen(snapshot)).toBe(true);
    },
  },
});
