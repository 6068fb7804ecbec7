import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reviewsMachine } from './reviews.machine';
import type { Review, ReviewSaveInput, ReviewSaveResult, ReviewsLoadInput, ReviewsLoadResult, Standing } from './reviews.actors';
import { selectCanSubmit, selectDraft, selectError, selectIsFormOpen, selectReviews, selectSummary } from './reviews.selectors';

const author = { userId: 'u-1', name: 'Mariam Adel', avatar: null };
const review = (id: number, userId: string, rating: number): Review => ({
  id,
  userId,
  userName: 'Mariam A.',
  userAvatar: null,
  rating,
  text: 'Wonderful guides.',
  language: 'en',
  date: '2026-01-10T00:00:00.000Z',
  editedAt: null,
});

function reviewsActor(options: { subject: 'tour' | 'company'; signedIn: boolean; standing?: Standing; existing?: Review[] }) {
  const saved: ReviewSaveInput[] = [];
  const loads: ReviewsLoadInput[] = [];
  const machine = reviewsMachine.provide({
    actors: {
      loadReviews: fromPromise<ReviewsLoadResult, ReviewsLoadInput>(({ input }) => {
        loads.push(input);
        const reviews = options.existing ?? [];
        return Promise.resolve({
          ok: true,
          reviews,
          summary: { rating: reviews.length ? 4 : null, reviewCount: reviews.length },
          totalPages: reviews.length ? 1 : 0,
          standing: input.signedIn ? (options.standing ?? { canReview: true }) : null,
        });
      }),
      saveReview: fromPromise<ReviewSaveResult, ReviewSaveInput>(({ input }) => {
        saved.push(input);
        return Promise.resolve({ ok: true, reviews: [review(1, 'u-1', input.rating)], summary: { rating: input.rating, reviewCount: 1 }, totalPages: 1 });
      }),
    },
  });
  const actor = createActor(machine, { input: { subject: options.subject, subjectId: 7, author: options.signedIn ? author : null } }).start();
  return { actor, saved, loads };
}

const settled = async (actor: ReturnType<typeof reviewsActor>['actor']) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches('closed')).toBe(true));

describe('reviews', () => {
  it("refuses to open the form for a signed-out visitor with 'Please login to submit a review'", async () => {
    const { actor } = reviewsActor({ subject: 'company', signedIn: false });
    await settled(actor);
    actor.send({ type: 'reviews.formToggled' });
    expect(selectIsFormOpen(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBe('reviews.loginRequired');
  });

  it('a signed-in traveller whose reading failed is told the reviews could not be loaded, not that they did not book (a company page too)', async () => {
    const machine = reviewsMachine.provide({
      actors: { loadReviews: fromPromise<ReviewsLoadResult, ReviewsLoadInput>(() => Promise.resolve({ ok: false, error: 'reviews.loadFailed' })) },
    });
    for (const subject of ['company', 'tour'] as const) {
      const actor = createActor(machine, { input: { subject, subjectId: 7, author } }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().matches('closed')).toBe(true));
      actor.send({ type: 'reviews.formToggled' });
      expect(selectIsFormOpen(actor.getSnapshot())).toBe(false);
      expect(selectError(actor.getSnapshot())).toBe('reviews.loadFailed');
    }
  });

  it('a tour not yet taken: the form stays closed and says why', async () => {
    const { actor } = reviewsActor({ subject: 'tour', signedIn: true, standing: { canReview: false, reason: 'notTakenPlace' } });
    await settled(actor);
    actor.send({ type: 'reviews.formToggled' });
    expect(selectIsFormOpen(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBe('reviews.notTakenPlace');
  });

  it('enables Submit only with a rating and non-blank text, saves, then closes with the new rating and count', async () => {
    const { actor, saved } = reviewsActor({ subject: 'company', signedIn: true });
    await settled(actor);
    actor.send({ type: 'reviews.formToggled' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reviews.ratingChanged', rating: 4 });
    actor.send({ type: 'reviews.textChanged', text: '   ' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reviews.textChanged', text: 'x'.repeat(2001) });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reviews.textChanged', text: ' Wonderful guides. ' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'reviews.submitted' });
    await settled(actor);
    expect(saved).toEqual([{ subject: 'company', subjectId: 7, rating: 4, text: 'Wonderful guides.' }]);
    expect(selectDraft(actor.getSnapshot())).toEqual({ rating: null, text: '' });
    expect(selectReviews(actor.getSnapshot())).toHaveLength(1);
    expect(selectSummary(actor.getSnapshot())).toEqual({ rating: 4, reviewCount: 1 });
  });

  it('editing starts from the author’s own review; signing in reads the standing again', async () => {
    const { actor, loads } = reviewsActor({ subject: 'tour', signedIn: false, existing: [review(1, 'u-1', 3)] });
    await settled(actor);
    actor.send({ type: 'reviews.authorChanged', author });
    await settled(actor);
    expect(loads.map((load) => load.signedIn)).toEqual([false, true]);
    actor.send({ type: 'reviews.formToggled' });
    expect(selectDraft(actor.getSnapshot())).toEqual({ rating: 3, text: 'Wonderful guides.' });
  });

  it('a press on the form button while the reviews are being read is answered once they are: the form opens from the own review', async () => {
    // The page shows the reviews it read before (the label already says "Edit your review") while a signed-in
    // traveller's standing is read again: the press is remembered, not lost.
    const { actor } = reviewsActor({ subject: 'tour', signedIn: false, existing: [review(1, 'u-1', 3)] });
    await settled(actor);
    actor.send({ type: 'reviews.authorChanged', author });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'reviews.formToggled' });
    await vi.waitFor(() => expect(selectIsFormOpen(actor.getSnapshot())).toBe(true));
    expect(selectDraft(actor.getSnapshot())).toEqual({ rating: 3, text: 'Wonderful guides.' });
    expect(actor.getSnapshot().context.formWanted).toBe(false);
  });

  it('pressed twice while reading, or pressed by a traveller who may not review: nothing opens, and the reason is said', async () => {
    const twice = reviewsActor({ subject: 'tour', signedIn: true });
    twice.actor.send({ type: 'reviews.formToggled' });
    twice.actor.send({ type: 'reviews.formToggled' });
    await settled(twice.actor);
    expect(selectIsFormOpen(twice.actor.getSnapshot())).toBe(false);
    expect(selectError(twice.actor.getSnapshot())).toBeNull();

    const notYet = reviewsActor({ subject: 'tour', signedIn: true, standing: { canReview: false, reason: 'notTakenPlace' } });
    notYet.actor.send({ type: 'reviews.formToggled' });
    await settled(notYet.actor);
    expect(selectError(notYet.actor.getSnapshot())).toBe('reviews.notTakenPlace');

    const signedOut = reviewsActor({ subject: 'company', signedIn: false });
    signedOut.actor.send({ type: 'reviews.formToggled' });
    await settled(signedOut.actor);
    expect(selectError(signedOut.actor.getSnapshot())).toBe('reviews.loginRequired');
  });
});
