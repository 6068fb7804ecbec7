import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import { consoleRead, type ReadResult } from '@/machines/console/console-calls';
import { partnerChange, type PartnerChangeResult } from '@/machines/console/partner-calls';
import type { PartnerTour } from '@/machines/tour-editor/tour-form';

export type { PartnerTour };
export type ToursResult = ReadResult<PartnerTour[]>;
export type CopyResult = PartnerChangeResult<PartnerTour>;

/** `GET /api/partner/tours`: the company's tours in every status, newest first (D311). */
export const fetchPartnerTours = fromPromise<ToursResult>(async () => {
  const result = await consoleRead(() => api.GET('/api/partner/tours'), 'Partner tours');
  return result.ok ? { ok: true, data: result.data.items } : result;
});

/** `POST /api/partner/tours/{id}/duplicate` (D313): a new draft copy. */
export const duplicatePartnerTour = fromPromise<CopyResult, { tourId: number }>(({ input }) =>
  partnerChange(() => api.POST('/api/partner/tours/{id}/duplicate', { params: { path: { id: input.tourId } } }), 'Duplicate tour'),
);
