import { describe, expect, it } from 'vitest';
import { ANONYMOUS_REVIEWER, DEFAULT_REVIEW_AVATAR, REVIEWS_KEY, readAllReviews, reviewsOf, storeReview } from './company-reviews.actors';
import { memoryStorage } from '../../../tests/fixtures/memory-storage';

const mariam = { userId: 'u-1', name: 'Mariam Adel', avatar: '/uploads/avatars/m.png' };

describe('reviews in browser storage (spec, accounts §3 Review, key companyReviews)', () => {
  it("stores the spec's fields, and a user's new review of a company replaces the earlier one", () => {
    const store = memoryStorage();
    storeReview({ companyId: '7', author: mariam, rating: 3, text: ' Good ' }, store, new Date('2026-01-10T10:00:00Z'));
    storeReview({ companyId: '9', author: mariam, rating: 4, text: 'Other company' }, store, new Date('2026-01-10T11:00:00Z'));
    const reviews = storeReview({ companyId: '7', author: mariam, rating: 5, text: 'Even better' }, store, new Date('2026-01-11T10:00:00Z'));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      userId: 'u-1',
      companyId: '7',
      userName: 'Mariam Adel',
      userAvatar: '/uploads/avatars/m.png',
      rating: 5,
      text: 'Even better',
      date: '2026-01-11T10:00:00.000Z',
    });
    expect(typeof reviews[0]?.id).toBe('string');
    expect(readAllReviews(store)).toHaveLength(2);
    expect(JSON.parse(store.getItem(REVIEWS_KEY) ?? '[]')).toHaveLength(2);
  });

  it("names an author without a name 'Anonymous' with the default avatar, and lists newest first", () => {
    const store = memoryStorage();
    storeReview({ companyId: '7', author: { userId: 'u-2', name: ' ', avatar: null }, rating: 2, text: 'Late pickup' }, store, new Date('2026-01-01T00:00:00Z'));
    storeReview({ companyId: '7', author: mariam, rating: 5, text: 'Great' }, store, new Date('2026-01-02T00:00:00Z'));
    const reviews = reviewsOf('7', store);
    expect(reviews.map((review) => review.userId)).toEqual(['u-1', 'u-2']);
    expect(reviews[1]).toMatchObject({ userName: ANONYMOUS_REVIEWER, userAvatar: DEFAULT_REVIEW_AVATAR });
  });

  it('reads past malformed storage instead of throwing', () => {
    const store = memoryStorage();
    store.setItem(REVIEWS_KEY, JSON.stringify([{ companyId: 7, userId: 'u-3', rating: 4, text: 'Old numeric id' }, { rating: 9 }, 'junk']));
    expect(reviewsOf('7', store)).toMatchObject([{ companyId: '7', userName: ANONYMOUS_REVIEWER, rating: 4 }]);
    store.setItem(REVIEWS_KEY, '{not json');
    expect(readAllReviews(store)).toEqual([]);
  });
});
