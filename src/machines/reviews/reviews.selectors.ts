import type { SnapshotFrom } from 'xstate';
import type { reviewsMachine } from './reviews.machine';

export type ReviewsSnapshot = SnapshotFrom<typeof reviewsMachine>;

export const selectReviews = (snapshot: ReviewsSnapshot) => snapshot.context.reviews;
/** The rating and count of all the reviews; null until read (the page shows its own until then). */
export const selectSummary = (snapshot: ReviewsSnapshot) => snapshot.context.summary;
export const selectDraft = (snapshot: ReviewsSnapshot) => snapshot.context.draft;
export const selectError = (snapshot: ReviewsSnapshot) => snapshot.context.error;
/** The form is on screen (also while its review is being saved). */
export const selectIsFormOpen = (snapshot: ReviewsSnapshot) => snapshot.matches('open') || snapshot.matches('saving');
export const selectIsSaving = (snapshot: ReviewsSnapshot) => snapshot.matches('saving');
export const selectIsLoading = (snapshot: ReviewsSnapshot) => snapshot.matches('loading') || snapshot.matches('loadingMore');
export const selectIsDeleting = (snapshot: ReviewsSnapshot) => snapshot.matches('deleting');
/** Submit is possible only with a rating and text (spec, accounts §5: disabled until both exist). */
export const selectCanSubmit = (snapshot: ReviewsSnapshot) => snapshot.can({ type: 'reviews.submitted' });
export const selectCanLoadMore = (snapshot: ReviewsSnapshot) => snapshot.can({ type: 'reviews.moreRequested' });
export const selectCanDelete = (snapshot: ReviewsSnapshot) => snapshot.can({ type: 'reviews.deleteRequested' });
/** The signed-in user's own review, which a new one replaces. */
export const selectOwnReview = (snapshot: ReviewsSnapshot) => {
  const author = snapshot.context.author;
  return author ? (snapshot.context.reviews.find((review) => review.userId === author.userId) ?? null) : null;
};
