import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import type { Category } from '@/api/catalogue';
import { consoleRead, type ReadResult } from '@/machines/console/console-calls';
import { partnerChange, type PartnerChangeResult } from '@/machines/console/partner-calls';
import type { PartnerTour, PartnerTourFields } from './tour-form';

export { uploadPartnerImage, type UploadResult } from '@/machines/console/partner-image';
export type { TourProblem } from '@/machines/console/partner-calls';
export type { Category };

/** What the editor starts from: the tour (none for a new one) and the categories its select offers. */
export type EditorData = { tour: PartnerTour | null; categories: Category[] };
export type LoadResult = ReadResult<EditorData>;
export type TourResult = PartnerChangeResult<PartnerTour>;

/**
 * `GET /api/partner/tours/{id}` with the categories; for a new tour `GET /api/partner/company` stands in for
 * the tour, so a traveller or a signed-out visitor is told before typing a whole tour, not after.
 */
export const loadTour = fromPromise<LoadResult, { tourId: number | null }>(async ({ input }) => {
  const categories = api.GET('/api/Category');
  // Asked at once, read after the partner's check: a failure nobody reads must not surface as unhandled.
  categories.catch(() => undefined);
  if (input.tourId === null) {
    const company = await consoleRead(() => api.GET('/api/partner/company'), 'Partner company');
    if (!company.ok) return company;
    const read = await consoleRead(() => categories, 'Categories');
    return read.ok ? { ok: true, data: { tour: null, categories: read.data } } : read;
  }
  const { tourId } = input;
  const tour = await consoleRead(() => api.GET('/api/partner/tours/{id}', { params: { path: { id: tourId } } }), 'Partner tour');
  if (!tour.ok) return tour;
  const read = await consoleRead(() => categories, 'Categories');
  return read.ok ? { ok: true, data: { tour: tour.data, categories: read.data } } : read;
});

/** `POST /api/partner/tours` for a new tour (a draft), else `PATCH /api/partner/tours/{id}` with every field (D315). */
export const saveTour = fromPromise<TourResult, { tourId: number | null; fields: PartnerTourFields }>(({ input }) => {
  const { tourId, fields } = input;
  return tourId === null
    ? partnerChange(() => api.POST('/api/partner/tours', { body: fields }), 'Create tour')
    : partnerChange(() => api.PATCH('/api/partner/tours/{id}', { params: { path: { id: tourId } }, body: fields }), 'Save tour');
});

/** `POST /api/partner/tours/{id}/publish` (D308, D309): 400 with `problems` while something is missing. */
export const publishTour = fromPromise<TourResult, { tourId: number }>(({ input }) =>
  partnerChange(() => api.POST('/api/partner/tours/{id}/publish', { params: { path: { id: input.tourId } } }), 'Publish tour'),
);

/** `POST /api/partner/tours/{id}/unpublish` (D310): out of the catalogue; bookings made stand. */
export const unpublishTour = fromPromise<TourResult, { tourId: number }>(({ input }) =>
  partnerChange(() => api.POST('/api/partner/tours/{id}/unpublish', { params: { path: { id: input.tourId } } }), 'Unpublish tour'),
);

/** `POST /api/partner/tours/{id}/duplicate` (D313): a new draft copy. */
export const duplicateTour = fromPromise<TourResult, { tourId: number }>(({ input }) =>
  partnerChange(() => api.POST('/api/partner/tours/{id}/duplicate', { params: { path: { id: input.tourId } } }), 'Duplicate tour'),
);
