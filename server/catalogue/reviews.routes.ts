/**
 * Reviews of tours and companies (S10, S15): the public pages of reviews,
 * and the signed-in traveller's own review (read, write or replace, delete). The rules live in
 * server/catalogue/reviews.ts.
 */
import { type Context, Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import {
  deleteReview,
  listReviews,
  ownReview,
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_TEXT_MAX,
  saveReview,
  tourReviewRefusal,
  type Review,
  type ReviewPage,
  type ReviewSubject,
  type SaveReviewResult,
} from './reviews';
import { type Services, currentUser, requireUser, inputOf, type AppEnv, defineMessages, type Language } from '../platform';

type ReviewBody = paths['/api/Travel/{id}/reviews/mine']['put']['responses'][200]['content']['application/json'];
type PageBody = paths['/api/Travel/{id}/reviews']['get']['responses'][200]['content']['application/json'];
type MineBody = paths['/api/Travel/{id}/reviews/mine']['get']['responses'][200]['content']['application/json'];

export const reviewMessages = defineMessages('reviews');

export const reviewBody = (review: Review): ReviewBody => ({
  id: review.id,
  userId: review.userId,
  userName: review.userName,
  userAvatar: review.userAvatar,
  rating: review.rating,
  text: review.text,
  language: review.language,
  date: review.date.toISOString(),
  editedAt: review.editedAt?.toISOString() ?? null,
});

const pageBody = (page: ReviewPage): PageBody => ({
  items: page.items.map(reviewBody),
  totalCount: page.totalCount,
  totalPages: page.totalPages,
  pageIndex: page.pageIndex,
  rating: page.rating,
  reviewCount: page.reviewCount,
});

const notFoundKey = (subject: ReviewSubject) => (subject === 'tour' ? 'tourNotFound' : 'companyNotFound');

function saveFailure(language: Language, subject: ReviewSubject, result: Exclude<SaveReviewResult, { ok: true }>) {
  switch (result.reason) {
    case 'notFound':
      return { status: 404, message: reviewMessages(language, notFoundKey(subject)) } as const;
    case 'rating':
    case 'textBlank':
    case 'textTooLong':
      return { status: 400, message: reviewMessages(language, result.reason, { count: REVIEW_TEXT_MAX }) } as const;
    case 'notBooked':
    case 'notTakenPlace':
      return { status: 409, message: reviewMessages(language, result.reason) } as const;
  }
}

export function reviewRoutes(services: Services) {
  const page = async (c: Context<AppEnv>, subject: ReviewSubject, id: number, query: { PageIndex?: number; PageSize?: number }) => {
    const found = await listReviews(services.db, subject, { id, pageIndex: query.PageIndex ?? 1, pageSize: query.PageSize ?? REVIEW_PAGE_SIZE_DEFAULT });
    if (!found) return c.json({ message: reviewMessages(c.get('language'), notFoundKey(subject)) }, 404);
    return c.json(pageBody(found));
  };

  const save = async (c: Context<AppEnv>, subject: ReviewSubject, id: number, body: { rating: number; text: string }) => {
    const result = await saveReview(services.db, subject, { id, userId: currentUser(c).id, rating: body.rating, text: body.text }, services.now());
    if (result.ok) return c.json(reviewBody(result.review), result.created ? 201 : 200);
    const failure = saveFailure(c.get('language'), subject, result);
    return c.json({ message: failure.message }, failure.status);
  };

  const remove = async (c: Context<AppEnv>, subject: ReviewSubject, id: number) => {
    const deleted = await deleteReview(services.db, subject, { id, userId: currentUser(c).id });
    if (!deleted) return c.json({ message: reviewMessages(c.get('language'), 'noReview') }, 404);
    return c.body(null, 204);
  };

  return new Hono<AppEnv>()
    .get('/api/Travel/:id/reviews', async (c) => {
      const { params, query } = inputOf(c, '/api/Travel/{id}/reviews', 'get');
      return page(c, 'tour', params.id, query);
    })
    .get('/api/Travel/:id/reviews/mine', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Travel/{id}/reviews/mine', 'get');
      const exists = await services.db.one('select 1 from tours where id = $1', [params.id]);
      if (!exists) return c.json({ message: reviewMessages(c.get('language'), 'tourNotFound') }, 404);
      const userId = currentUser(c).id;
      const reason = await tourReviewRefusal(services.db, params.id, userId, services.now());
      const review = await ownReview(services.db, 'tour', params.id, userId);
      return c.json({ canReview: reason === null, reason, review: review ? reviewBody(review) : null } satisfies MineBody);
    })
    .put('/api/Travel/:id/reviews/mine', requireUser, async (c) => {
      const { params, body } = inputOf(c, '/api/Travel/{id}/reviews/mine', 'put');
      return save(c, 'tour', params.id, body);
    })
    .delete('/api/Travel/:id/reviews/mine', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Travel/{id}/reviews/mine', 'delete');
      return remove(c, 'tour', params.id);
    })
    .get('/api/Company/:id/reviews', async (c) => {
      const { params, query } = inputOf(c, '/api/Company/{id}/reviews', 'get');
      return page(c, 'company', params.id, query);
    })
    .put('/api/Company/:id/reviews/mine', requireUser, async (c) => {
      const { params, body } = inputOf(c, '/api/Company/{id}/reviews/mine', 'put');
      return save(c, 'company', params.id, body);
    })
    .delete('/api/Company/:id/reviews/mine', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Company/{id}/reviews/mine', 'delete');
      return remove(c, 'company', params.id);
    });
}
