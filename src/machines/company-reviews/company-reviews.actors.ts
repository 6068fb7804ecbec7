import { fromPromise } from 'xstate';

/** The localStorage key the spec names (accounts §3 Review; DECISIONS #15: reviews stay in the browser). */
export const REVIEWS_KEY = 'companyReviews';

/** The avatar a review shows when its author has none (spec, accounts §3: userAvatar defaults to an avatar). */
export const DEFAULT_REVIEW_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#e6f2f3"/><circle cx="40" cy="31" r="14" fill="#0b5d6b"/><path d="M14 72c3-15 14-23 26-23s23 8 26 23z" fill="#0b5d6b"/></svg>',
)}`;

/** The name a review shows when its author has none (spec, accounts §3). */
export const ANONYMOUS_REVIEWER = 'Anonymous';

/** A review, with the spec's fields (accounts §3 Review). */
export interface CompanyReview {
  id: string;
  userId: string;
  companyId: string;
  userName: string;
  userAvatar: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  /** ISO 8601. */
  date: string;
}

/** Who is writing: the signed-in user (id from the token's name-identifier claim). */
export interface ReviewAuthor {
  userId: string;
  name: string | null;
  avatar: string | null;
}

export interface NewReview {
  companyId: string;
  author: ReviewAuthor;
  rating: number;
  text: string;
}

export type ReviewsLoadResult = { reviews: CompanyReview[] };
export type ReviewSaveResult = { ok: true; reviews: CompanyReview[] } | { ok: false; error: string };

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isReview(value: unknown): value is CompanyReview {
  if (typeof value !== 'object' || value === null) return false;
  const review = value as Record<string, unknown>;
  return (
    (typeof review.companyId === 'string' || typeof review.companyId === 'number') &&
    typeof review.userId === 'string' &&
    typeof review.rating === 'number' &&
    review.rating >= 1 &&
    review.rating <= 5 &&
    typeof review.text === 'string'
  );
}

/** Every stored review; malformed entries (another app version, a hand edit) are left out, never thrown. */
export function readAllReviews(store: Storage | null = defaultStorage()): CompanyReview[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(REVIEWS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isReview).map((review) => ({
      ...review,
      id: String(review.id ?? `${String(review.companyId)}-${review.userId}`),
      companyId: String(review.companyId),
      userName: typeof review.userName === 'string' && review.userName.trim() !== '' ? review.userName : ANONYMOUS_REVIEWER,
      userAvatar: typeof review.userAvatar === 'string' && review.userAvatar !== '' ? review.userAvatar : DEFAULT_REVIEW_AVATAR,
      date: typeof review.date === 'string' ? review.date : new Date(0).toISOString(),
    }));
  } catch {
    return [];
  }
}

/** One company's reviews, newest first. */
export function reviewsOf(companyId: string, store: Storage | null = defaultStorage()): CompanyReview[] {
  return readAllReviews(store)
    .filter((review) => review.companyId === String(companyId))
    .sort((a, b) => b.date.localeCompare(a.date));
}

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Stores a review, replacing the same user's earlier review of the same company (spec, accounts §2), and
 * answers the company's reviews. Throws when storage refuses the write.
 */
export function storeReview(review: NewReview, store: Storage | null = defaultStorage(), now: Date = new Date()): CompanyReview[] {
  if (!store) throw new Error('Browser storage is not available');
  const companyId = String(review.companyId);
  const stored: CompanyReview = {
    id: newId(),
    userId: review.author.userId,
    companyId,
    userName: review.author.name?.trim() ? review.author.name.trim() : ANONYMOUS_REVIEWER,
    userAvatar: review.author.avatar ? review.author.avatar : DEFAULT_REVIEW_AVATAR,
    rating: review.rating,
    text: review.text.trim(),
    date: now.toISOString(),
  };
  const others = readAllReviews(store).filter((entry) => !(entry.companyId === companyId && entry.userId === stored.userId));
  store.setItem(REVIEWS_KEY, JSON.stringify([...others, stored]));
  return reviewsOf(companyId, store);
}

/** Reads the company's reviews from this browser. */
export const loadReviews = fromPromise<ReviewsLoadResult, { companyId: string }>(({ input }) =>
  Promise.resolve({ reviews: reviewsOf(input.companyId) }),
);

/** Saves a review in this browser; a full or disabled storage is the one expected failure. */
export const saveReview = fromPromise<ReviewSaveResult, NewReview>(({ input }) => {
  try {
    return Promise.resolve({ ok: true, reviews: storeReview(input) });
  } catch (error) {
    console.error('Saving a review failed', error);
    return Promise.resolve({ ok: false, error: 'reviews.saveFailed' });
  }
});
