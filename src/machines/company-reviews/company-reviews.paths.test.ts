import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { companyReviewsMachine } from './company-reviews.machine';
import type { CompanyReview, ReviewAuthor } from './company-reviews.actors';
import { selectCanSubmit, selectDraft, selectError, selectIsFormOpen, selectIsSaving, selectReviews } from './company-reviews.selectors';

const author: ReviewAuthor = { userId: 'u-1', name: 'Mariam Adel', avatar: null };
const review: CompanyReview = {
  id: 'r-1',
  userId: 'u-1',
  companyId: '7',
  userName: 'Mariam Adel',
  userAvatar: 'data:image/svg+xml,',
  rating: 5,
  text: 'Wonderful guides.',
  date: '2026-01-10T12:00:00.000Z',
};

describePaths(companyReviewsMachine, {
  input: { companyId: '7', author: null },
  samples: {
    events: {
      'reviews.formToggled': [{ type: 'reviews.formToggled' }],
      'reviews.ratingChanged': [
        { type: 'reviews.ratingChanged', rating: 4 },
        { type: 'reviews.ratingChanged', rating: 0 },
      ],
      'reviews.textChanged': [
        { type: 'reviews.textChanged', text: 'Wonderful guides.' },
        { type: 'reviews.textChanged', text: '   ' },
      ],
      'reviews.submitted': [{ type: 'reviews.submitted' }],
      'reviews.authorChanged': [
        { type: 'reviews.authorChanged', author },
        { type: 'reviews.authorChanged', author: null },
      ],
    },
    actors: {
      loadReviews: { outputs: [{ reviews: [] }], error: new Error('storage unavailable') },
      saveReview: {
        outputs: [
          { ok: true, reviews: [review] },
          { ok: false, error: 'reviews.saveFailed' },
        ],
        error: new Error('quota exceeded'),
      },
    },
  },
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
