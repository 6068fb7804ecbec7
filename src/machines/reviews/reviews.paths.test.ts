import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import {
  selectCanDelete,
  selectCanLoadMore,
  selectCanSubmit,
  selectDraft,
  selectError,
  selectIsDeleting,
  selectIsFormOpen,
  selectIsLoading,
  selectIsSaving,
  selectOwnReview,
} from './reviews.selectors';
import { reviewsModel } from './reviews.model';

describePaths(reviewsModel, {
  states: {
    loading: (snapshot) => {
      expect(selectIsLoading(snapshot)).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectIsFormOpen(snapshot)).toBe(false);
    },
    closed: (snapshot) => {
      expect(selectIsFormOpen(snapshot)).toBe(false);
      expect(selectCanSubmit(snapshot)).toBe(false);
      // Signed out, the form does not open: it says 'Please login to submit a review' instead.
      if (snapshot.context.author === null && snapshot.context.error !== null) {
        expect(['reviews.loginRequired', 'reviews.loadFailed', 'reviews.saveFailed', 'reviews.deleteFailed']).toContain(selectError(snapshot));
      }
      // "More reviews" only while there are pages left; Delete only for the author's own review.
      expect(selectCanLoadMore(snapshot)).toBe(snapshot.context.pagesRead < snapshot.context.totalPages);
      expect(selectCanDelete(snapshot)).toBe(selectOwnReview(snapshot) !== null);
    },
    loadingMore: (snapshot) => {
      expect(selectIsLoading(snapshot)).toBe(true);
      expect(snapshot.context.reviews.length).toBeGreaterThan(0);
    },
    open: (snapshot) => {
      expect(selectIsFormOpen(snapshot)).toBe(true);
      // Only a signed-in traveller whose standing allows it gets the form.
      expect(snapshot.context.standing?.canReview).toBe(true);
      const { rating, text } = selectDraft(snapshot);
      const complete = rating !== null && text.trim() !== '';
      if (snapshot.context.author !== null) expect(selectCanSubmit(snapshot)).toBe(complete);
      if (rating !== null) expect(rating).toBeGreaterThanOrEqual(1);
    },
    saving: (snapshot) => {
      expect(selectIsSaving(snapshot)).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectIsFormOpen(snapshot)).toBe(true);
    },
    deleting: (snapshot) => {
      expect(selectIsDeleting(snapshot)).toBe(true);
      expect(selectOwnReview(snapshot)).not.toBeNull();
    },
  },
});
