import { api, toResult, type ApiResult } from './client';
import type { components } from '@core/contract/schema';

/**
 * Reviews of tours and companies on the server (S15), typed from the contract.
 * Each call answers a result, never throws.
 */
export type Review = components['schemas']['Review'];
export type ReviewPage = components['schemas']['ReviewPage'];
export type MyTourReview = components['schemas']['MyTourReview'];
export type ReviewSubject = 'tour' | 'company';

/** Reviews a page shows at a time, and each "More reviews" adds. */
export const REVIEWS_PER_PAGE = 5;

export function fetchReviews(subject: ReviewSubject, id: number, pageIndex: number): Promise<ApiResult<ReviewPage>> {
  const query = { PageIndex: pageIndex, PageSize: REVIEWS_PER_PAGE };
  return subject === 'tour'
    ? toResult(api.GET('/api/Travel/{id}/reviews', { params: { path: { id }, query } }), 'Failed to load reviews')
    : toResult(api.GET('/api/Company/{id}/reviews', { params: { path: { id }, query } }), 'Failed to load reviews');
}

/** Whether the signed-in traveller may review the tour now, and their review. */
export function fetchMyTourReview(id: number): Promise<ApiResult<MyTourReview>> {
  return toResult(api.GET('/api/Travel/{id}/reviews/mine', { params: { path: { id } } }), 'Failed to load reviews');
}

export function putMyReview(subject: ReviewSubject, id: number, body: { rating: number; text: string }): Promise<ApiResult<Review>> {
  return subject === 'tour'
    ? toResult(api.PUT('/api/Travel/{id}/reviews/mine', { params: { path: { id } }, body }), 'Failed to save your review')
    : toResult(api.PUT('/api/Company/{id}/reviews/mine', { params: { path: { id } }, body }), 'Failed to save your review');
}

export function deleteMyReview(subject: ReviewSubject, id: number): Promise<ApiResult<unknown>> {
  return subject === 'tour'
    ? toResult(api.DELETE('/api/Travel/{id}/reviews/mine', { params: { path: { id } } }), 'Failed to delete your review')
    : toResult(api.DELETE('/api/Company/{id}/reviews/mine', { params: { path: { id } } }), 'Failed to delete your review');
}
