import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@core/contract/schema';

export type Tour = components['schemas']['Tour'];

/** Why the page has no tour to show: no id was given, no tour has it, or the server could not be read. */
export type TourLoadFailure = 'missingId' | 'notFound' | 'failed';

/** Loading a tour ends with the tour (null when the answer carried none), or why not (CONVENTIONS #3). */
/** `readAt`: when the answer came (ms), the moment the page judges the tour by (has it left?). */
export type TourLoadResult = { ok: true; tour: Tour | null; readAt: number } | { ok: false; reason: TourLoadFailure };

/**
 * GET /api/Travel/{id} (spec, accounts §7; S2). Without an id nothing is asked: the result is
 * 'Tour ID is missing' (spec, accounts §8). A 404 is its own result, so the page can say the tour does not
 * exist instead of offering a Try Again that cannot help.
 */
export const fetchTour = fromPromise<TourLoadResult, { id: number | null }>(async ({ input }) => {
  if (input.id === null) return { ok: false, reason: 'missingId' };
  const result = await toResult(
    api.GET('/api/Travel/{id}', { params: { path: { id: input.id } } }),
    'Failed to fetch tour details. Please try again later.',
  );
  if (result.ok) return { ok: true, tour: result.data ?? null, readAt: Date.now() };
  if (result.error.kind === 'http' && result.error.status === 404) return { ok: false, reason: 'notFound' };
  console.error(`Tour details: ${result.error.message}`);
  return { ok: false, reason: 'failed' };
});
