import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@core/contract/schema';

export type EventDetail = components['schemas']['Event'];

/** Why an event cannot be shown (spec, accounts §8 Events). */
export type EventProblem = 'missingId' | 'notFound' | 'failed';

export type EventDetailResult = { ok: true; event: EventDetail } | { ok: false; problem: EventProblem };

/**
 * `GET /api/ApiEvents/events/{id}` (spec, accounts §7). No id: 'Event ID is missing', without a call.
 * DECISION: an id that cannot be an event id (not a positive whole number, e.g. a mistyped link) is
 * 'Event not found' straight away, as the server would answer, rather than a failure with Go Back.
 */
export const fetchEvent = fromPromise<EventDetailResult, { id: string | undefined }>(async ({ input }) => {
  const id = input.id?.trim() ?? '';
  if (id === '') return { ok: false, problem: 'missingId' };
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return { ok: false, problem: 'notFound' };
  const result = await toResult(api.GET('/api/ApiEvents/events/{id}', { params: { path: { id: Number(id) } } }), 'Failed to load event.');
  if (result.ok) return { ok: true, event: result.data };
  if (result.error.status === 404) return { ok: false, problem: 'notFound' };
  console.error(`Event ${id}: ${result.error.message}`);
  return { ok: false, problem: 'failed' };
});
