import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { companyReviewsMachine } from './company-reviews.machine';
import type { NewReview, ReviewSaveResult, ReviewsLoadResult } from './company-reviews.actors';
import { selectCanSubmit, selectDraft, selectError, selectIsFormOpen, selectReviews } from './company-reviews.selectors';

const author = { userId: 'u-1', name: 'Mariam Adel', avatar: null };

function reviewsActor(signedIn: boolean) {
  const saved: NewReview[] = [];
  const machine = companyReviewsMachine.provide({
    actors: {
      loadReviews: fromPromise<ReviewsLoadResult, { companyId: string }>(() => Promise.resolve({ reviews: [] })),
      saveReview: fromPromise<ReviewSaveResult, NewReview>(({ input }) => {
        saved.push(input);
        return Promise.resolve({
          ok: true,
          reviews: [{ id: 'r', userId: input.author.userId, companyId: input.companyId, userName: 'Mariam Adel', userAvatar: '', rating: input.rating, text: input.text, date: '2026-01-10T00:00:00.000Z' }],
        });
      }),
    },
  });
  const actor = createActor(machine, { input: { companyId: '7', author: signedIn ? author : null } }).start();
  return { actor, saved };
}

describe('company reviews', () => {
  it("refuses to open the form for a signed-out visitor with 'Please login to submit a review'", async () => {
    const { actor } = reviewsActor(false);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('closed')).toBe(true));
    actor.send({ type: 'reviews.formToggled' });
    expect(selectIsFormOpen(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBe('reviews.loginRequired');
  });

  it('enables Submit only with a rating and non-blank text, saves, then closes and clears the form', async () => {
    const { actor, saved } = reviewsActor(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('closed')).toBe(true));
    actor.send({ type: 'reviews.formToggled' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reviews.ratingChanged', rating: 4 });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reviews.textChanged', text: '   ' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reviews.textChanged', text: 'Wonderful guides.' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'reviews.submitted' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('closed')).toBe(true));
    expect(saved).toEqual([{ companyId: '7', author, rating: 4, text: 'Wonderful guides.' }]);
    expect(selectDraft(actor.getSnapshot())).toEqual({ rating: null, text: '' });
    expect(selectReviews(actor.getSnapshot())).toHaveLength(1);
  });

  it('keeps what was typed when the form is closed without submitting', async () => {
    const { actor } = reviewsActor(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('closed')).toBe(true));
    actor.send({ type: 'reviews.formToggled' });
    actor.send({ type: 'reviews.textChanged', text: 'Half a thought' });
    actor.send({ type: 'reviews.formToggled' });
    actor.send({ type: 'reviews.formToggled' });
    expect(selectDraft(actor.getSnapshot()).text).toBe('Half a thought');
  });
});
