/**
 * Reviews of tours and companies (S10, S15; docs/decisions.md D240–D245).
 *
 * - A tour is reviewed by a traveller with a paid booking (`bookings.status = 'success'`) for it once it has
 *   taken place (its start is at or before now); a company by any signed-in traveller (the spec's rule).
 * - One review per traveller per tour and per company: writing again replaces it (an edit keeps the first
 *   date and records when it was edited); the author can delete it.
 * - Rating 1 to 5 (whole stars), text 1 to REVIEW_TEXT_MAX characters after trimming, stored with the
 *   language it is written in (read from its letters, D242).
 * - The subject's `rating` (average to one decimal, null with none) and `review_count` are stored aggregates,
 *   rewritten in the same transaction as every review that changes them, so a rating is never without the
 *   reviews behind it.
 */
import type { Db, Queryable } from '../platform';
import type { Language } from './catalogue';
import { writtenLanguage } from '@core/text/script';

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PAGE_SIZE_DEFAULT = 5;
export const REVIEW_PAGE_SIZE_MAX = 20;

export type ReviewSubject = 'tour' | 'company';

/** Table and column names by subject: fixed strings, never from a request. */
const TABLES: Record<ReviewSubject, { reviews: string; key: string; subjects: string }> = {
  tour: { reviews: 'tour_reviews', key: 'tour_id', subjects: 'tours' },
  company: { reviews: 'company_reviews', key: 'company_id', subjects: 'companies' },
};

export interface Review {
  id: number;
  userId: string;
  /** First name and the initial of the last ("Mariam A."): enough to recognise, not a full name (D243). */
  userName: string;
  userAvatar: string | null;
  rating: number;
  text: string;
  language: Language;
  /** When it was first written. */
  date: Date;
  /** When its author last edited it; null when never. */
  editedAt: Date | null;
}

export interface ReviewPage {
  items: Review[];
  totalCount: number;
  totalPages: number;
  pageIndex: number;
  /** The subject's average rating, one decimal; null with no review. */
  rating: number | null;
  reviewCount: number;
}

interface ReviewRow {
  id: number;
  user_id: string;
  name: string;
  avatar_url: string | null;
  rating: number;
  body: string;
  language: Language;
  created_at: Date | string;
  updated_at: Date | string | null;
}

/** "Mariam Adel Hassan" → "Mariam H."; one word stays as it is; blank → "" (the client shows Anonymous). */
export function publicName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0] as string;
  if (words.length === 1) return first;
  const last = words[words.length - 1] as string;
  return `${first} ${Array.from(last)[0] ?? ''}.`;
}

/** The language a text is written in: Arabic when most of its letters are Arabic, else English (D242). */
export function languageOfText(text: string): Language {
  return writtenLanguage(text) ?? 'en';
}

const mapReview = (row: ReviewRow): Review => ({
  id: row.id,
  userId: row.user_id,
  userName: publicName(row.name),
  userAvatar: row.avatar_url,
  rating: row.rating,
  text: row.body,
  language: row.language,
  date: new Date(row.created_at),
  editedAt: row.updated_at === null ? null : new Date(row.updated_at),
});

const REVIEW_COLUMNS = 'r.id, r.user_id, u.name, u.avatar_url, r.rating, r.body, r.language, r.created_at, r.updated_at';

async function subjectExists(db: Queryable, subject: ReviewSubject, id: number): Promise<{ rating: number | null; reviewCount: number } | null> {
  const { subjects } = TABLES[subject];
  const row = await db.one<{ rating: number | null; review_count: number }>(`select rating, review_count from ${subjects} where id = $1`, [id]);
  return row ? { rating: row.rating === null ? null : Math.round(row.rating * 10) / 10, reviewCount: row.review_count } : null;
}

/** One page of a subject's reviews, newest first; null when there is no such tour or company. */
export async function listReviews(
  db: Queryable,
  subject: ReviewSubject,
  request: { id: number; pageIndex: number; pageSize: number },
): Promise<ReviewPage | null> {
  const summary = await subjectExists(db, subject, request.id);
  if (!summary) return null;
  const { reviews, key } = TABLES[subject];
  const pageSize = Math.min(REVIEW_PAGE_SIZE_MAX, Math.max(1, request.pageSize));
  const pageIndex = Math.max(1, request.pageIndex);
  const rows = await db.query<ReviewRow>(
    `select ${REVIEW_COLUMNS} from ${reviews} r join users u on u.id = r.user_id
     where r.${key} = $1 order by r.created_at desc, r.id desc limit $2 offset $3`,
    [request.id, pageSize, (pageIndex - 1) * pageSize],
  );
  return {
    items: rows.map(mapReview),
    totalCount: summary.reviewCount,
    totalPages: Math.ceil(summary.reviewCount / pageSize),
    pageIndex,
    rating: summary.rating,
    reviewCount: summary.reviewCount,
  };
}

/** The caller's own review of a subject, or null. */
export async function ownReview(db: Queryable, subject: ReviewSubject, id: number, userId: string): Promise<Review | null> {
  const { reviews, key } = TABLES[subject];
  const row = await db.one<ReviewRow>(
    `select ${REVIEW_COLUMNS} from ${reviews} r join users u on u.id = r.user_id where r.${key} = $1 and r.user_id = $2`,
    [id, userId],
  );
  return row ? mapReview(row) : null;
}

/** Why a traveller may not review a tour: no paid booking for it, or it has not taken place yet. */
export type TourReviewRefusal = 'notBooked' | 'notTakenPlace';

/**
 * Whether a traveller may review a tour now: a paid booking (`success`) for it, and the tour's start at or
 * before `now`. Null when they may; the reason otherwise (a paid booking for a tour still to come is
 * `notTakenPlace`, so the page can say when).
 */
export async function tourReviewRefusal(db: Queryable, tourId: number, userId: string, now: Date): Promise<TourReviewRefusal | null> {
  const row = await db.one<{ paid: boolean; taken: boolean }>(
    `select count(*) > 0 as paid, coalesce(bool_or(t.start_date is not null and t.start_date <= $3), false) as taken
     from bookings b join tours t on t.id = b.tour_id
     where b.tour_id = $1 and b.user_id = $2 and b.status = 'success'`,
    [tourId, userId, now],
  );
  if (!row?.paid) return 'notBooked';
  return row.taken ? null : 'notTakenPlace';
}

export interface ReviewInput {
  rating: number;
  text: string;
}

export type ReviewInputProblem = 'rating' | 'textBlank' | 'textTooLong';

/** The review rule: a whole rating 1 to 5 and text that is not blank and at most REVIEW_TEXT_MAX long. */
export function reviewInputProblem(input: ReviewInput): ReviewInputProblem | null {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) return 'rating';
  const text = input.text.trim();
  if (text === '') return 'textBlank';
  if (Array.from(text).length > REVIEW_TEXT_MAX) return 'textTooLong';
  return null;
}

/** Rewrites a subject's stored rating and count from its reviews; run inside the review's transaction. */
export async function refreshRating(tx: Queryable, subject: ReviewSubject, id: number): Promise<void> {
  const { reviews, key, subjects } = TABLES[subject];
  await tx.query(
    `update ${subjects} s set
       rating = (select round(avg(r.rating)::numeric, 1)::real from ${reviews} r where r.${key} = s.id),
       review_count = (select count(*)::int from ${reviews} r where r.${key} = s.id)
     where s.id = $1`,
    [id],
  );
}

export type SaveReviewResult =
  | { ok: true; created: boolean; review: Review }
  | { ok: false; reason: 'notFound' | ReviewInputProblem | TourReviewRefusal };

/**
 * Writes the traveller's review of a tour or company: a new one, or theirs replaced (its first date kept,
 * `editedAt` set). The subject's rating and count change in the same transaction.
 */
export async function saveReview(
  db: Db,
  subject: ReviewSubject,
  request: { id: number; userId: string } & ReviewInput,
  now: Date,
): Promise<SaveReviewResult> {
  const problem = reviewInputProblem(request);
  if (problem) return { ok: false, reason: problem };
  const text = request.text.trim();
  return db.transaction(async (tx) => {
    const { reviews, key, subjects } = TABLES[subject];
    // The subject's row lock orders concurrent reviews of it, so the aggregate is always the last word.
    if (!(await tx.one(`select id from ${subjects} where id = $1 for update`, [request.id]))) return { ok: false, reason: 'notFound' };
    if (subject === 'tour') {
      const refusal = await tourReviewRefusal(tx, request.id, request.userId, now);
      if (refusal) return { ok: false, reason: refusal };
    }
    const saved = await tx.one<{ id: number; created: boolean }>(
      `insert into ${reviews} (${key}, user_id, rating, body, language, created_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (${key}, user_id) do update set rating = excluded.rating, body = excluded.body,
         language = excluded.language, updated_at = excluded.created_at
       returning id, (updated_at is null) as created`,
      [request.id, request.userId, request.rating, text, languageOfText(text), now],
    );
    await refreshRating(tx, subject, request.id);
    const review = await ownReview(tx, subject, request.id, request.userId);
    if (!saved || !review) throw new Error('a saved review could not be read back');
    return { ok: true, created: saved.created, review };
  });
}

/** Deletes the traveller's review of a subject; false when they had none. */
export async function deleteReview(db: Db, subject: ReviewSubject, request: { id: number; userId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { reviews, key, subjects } = TABLES[subject];
    await tx.query(`select id from ${subjects} where id = $1 for update`, [request.id]);
    const gone = await tx.query<{ id: number }>(`delete from ${reviews} where ${key} = $1 and user_id = $2 returning id`, [request.id, request.userId]);
    if (gone.length === 0) return false;
    await refreshRating(tx, subject, request.id);
    return true;
  });
}

/** Every rating of a company, newest first (CompanyDetail.ratings, the spec's `ratings[]`). */
export const companyRatingsSql = (alias: string) =>
  `array(select r.rating from company_reviews r where r.company_id = ${alias}.id order by r.created_at desc, r.id desc)`;
