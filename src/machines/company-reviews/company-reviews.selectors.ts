import type { SnapshotFrom } from 'xstate';
import type { companyReviewsMachine } from './company-reviews.machine';

export type CompanyReviewsSnapshot = SnapshotFrom<typeof companyReviewsMachine>;

export const selectReviews = (snapshot: CompanyReviewsSnapshot) => snapshot.context.reviews;
export const selectReviewCount = (snapshot: CompanyReviewsSnapshot) => snapshot.context.reviews.length;
export const selectDraft = (snapshot: CompanyReviewsSnapshot) => snapshot.context.draft;
export const selectError = (snapshot: CompanyReviewsSnapshot) => snapshot.context.error;
/** The form is on screen (also while its review is being saved). */
export const selectIsFormOpen = (snapshot: CompanyReviewsSnapshot) => snapshot.matches('open') || snapshot.matches('saving');
export const selectIsSaving = (snapshot: CompanyReviewsSnapshot) => snapshot.matches('saving');
/** Submit is possible only with a rating and text (spec, accounts §5: disabled until both exist). */
export const selectCanSubmit = (snapshot: CompanyReviewsSnapshot) => snapshot.can({ type: 'reviews.submitted' });
/** The signed-in user's own review of this company, which a new one would replace. */
export const selectOwnReview = (snapshot: CompanyReviewsSnapshot) => {
  const author = snapshot.context.author;
  return author ? (snapshot.context.reviews.find((review) => review.userId === author.userId) ?? null) : null;
};
