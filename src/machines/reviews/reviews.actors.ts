import { fromPromise } from 'xstate';
import { deleteMyReview, fetchMyTourReview, fetchReviews, putMyReview, type Review, type ReviewSubject } from '@/api/reviews';

/** The avatar a review shows when its author has none (spec, accounts §3: userAvatar defaults to an avatar). */
export const DEFAULT_REVIEW_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#e6f2f3"/><circle cx="40" cy="31" r="14" fill="#0b5d6b"/><path d="M14 72c3-15 14-23 26-23s23 8 26 23z" fill="#0b5d6b"/></svg>',
)}`;

/** The name a review shows when its author has none (spec, accounts §3). */
export const ANONYMOUS_REVIEWER = 'Anonymous';

export type { Review, ReviewSubject };

/** Who is writing: the signed-in user (id from the token's name-identifier claim). */
export interface ReviewAuthor {
  userId: string;
  name: string | null;
  avatar: string | null;
}

/** The rating a page shows: the average of the stored reviews with their count. */
export interface ReviewSummary {
  rating: number | null;
  reviewCount: number;
}

/** Whether the signed-in traveller may write (tours: a paid booking for a tour that has taken place). */
export type Standing = { canReview: true } | { canReview: false; reason: 'notBooked' | 'notTakenPlace' };

export interface ReviewsLoadInput {
  subject: ReviewSubject;
  subjectId: number;
  /** Signed in: also read the traveller's standing (tours). */
  signedIn: boolean;
}

export type ReviewsLoadResult =
  | { ok: true; reviews: Review[]; summary: ReviewSummary; totalPages: number; standing: Standing | null }
  | { ok: false; error: string };

export type ReviewsMoreResult = { ok: true; reviews: Review[]; summary: ReviewSummary; totalPages: number } | { ok: false; error: string };

export interface ReviewSaveInput {
  subject: ReviewSubject;
  subjectId: number;
  rating: number;
  text: string;
}

/** After a save or a delete the first page is read again, so the list, the rating and the count agree. */
export type ReviewSaveResult = { ok: true; reviews: Review[]; summary: ReviewSummary; totalPages: number } | { ok: false; error: string };

/** The error key a refused write shows (a key of the page's namespace, `reviews.*`). */
async function writeError(subject: ReviewSubject, subjectId: number, status: number | null): Promise<string> {
  if (status === 401) return 'reviews.loginRequired';
  if (status === 400) return 'reviews.invalid';
  if (status === 409 && subject === 'tour') {
    // Why: the server's standing for this traveller (no paid booking, or the tour still to come).
    const mine = await fetchMyTourReview(subjectId);
    return mine.ok && mine.data.reason === 'notTakenPlace' ? 'reviews.notTakenPlace' : 'reviews.notBooked';
  }
  return 'reviews.saveFailed';
}

async function firstPage(subject: ReviewSubject, subjectId: number) {
  const page = await fetchReviews(subject, subjectId, 1);
  if (!page.ok) return page;
  return {
    ok: true as const,
    reviews: page.data.items,
    summary: { rating: page.data.rating, reviewCount: page.data.reviewCount },
    totalPages: page.data.totalPages,
  };
}

/** Reads the first page of reviews, and the traveller's standing for a tour when signed in. */
export const loadReviews = fromPromise<ReviewsLoadResult, ReviewsLoadInput>(async ({ input }) => {
  const page = await firstPage(input.subject, input.subjectId);
  if (!page.ok) return { ok: false, error: 'reviews.loadFailed' };
  let standing: Standing | null = null;
  if (input.signedIn && input.subject === 'tour') {
    const mine = await fetchMyTourReview(input.subjectId);
    standing = mine.ok ? (mine.data.canReview ? { canReview: true } : { canReview: false, reason: mine.data.reason ?? 'notBooked' }) : null;
  }
  if (input.signedIn && input.subject === 'company') standing = { canReview: true };
  return { ...page, standing };
});

/** Reads the next page ("More reviews"). */
export const loadMoreReviews = fromPromise<ReviewsMoreResult, { subject: ReviewSubject; subjectId: number; pageIndex: number }>(async ({ input }) => {
  const page = await fetchReviews(input.subject, input.subjectId, input.pageIndex);
  if (!page.ok) return { ok: false, error: 'reviews.loadFailed' };
  return { ok: true, reviews: page.data.items, summary: { rating: page.data.rating, reviewCount: page.data.reviewCount }, totalPages: page.data.totalPages };
});

/** Writes (or replaces) the traveller's review, then reads the first page again. */
export const saveReview = fromPromise<ReviewSaveResult, ReviewSaveInput>(async ({ input }) => {
  const saved = await putMyReview(input.subject, input.subjectId, { rating: input.rating, text: input.text });
  if (!saved.ok) return { ok: false, error: await writeError(input.subject, input.subjectId, saved.error.status) };
  const page = await firstPage(input.subject, input.subjectId);
  if (!page.ok) return { ok: true, reviews: [saved.data], summary: { rating: saved.data.rating, reviewCount: 1 }, totalPages: 1 };
  return page;
});

/** Deletes the traveller's review, then reads the first page again. */
export const deleteReview = fromPromise<ReviewSaveResult, { subject: ReviewSubject; subjectId: number }>(async ({ input }) => {
  const deleted = await deleteMyReview(input.subject, input.subjectId);
  if (!deleted.ok && deleted.error.status !== 404) return { ok: false, error: deleted.error.status === 401 ? 'reviews.loginRequired' : 'reviews.deleteFailed' };
  const page = await firstPage(input.subject, input.subjectId);
  if (!page.ok) return { ok: false, error: 'reviews.loadFailed' };
  return page;
});
