import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@core/contract/schema';

export type EventItem = components['schemas']['Event'];

/** The events list, or the spec's failure (accounts §8 'Failed to load events.') as a key of the `events` namespace. */
export type EventsListResult = { ok: true; events: readonly EventItem[] } | { ok: false; error: 'list.error' };

/** `GET /api/ApiEvents/events` (spec, accounts §7): every upcoming event, soonest first. */
export const fetchEvents = fromPromise<EventsListResult>(async () => {
  const result = await toResult(api.GET('/api/ApiEvents/events'), 'Failed to load events.');
  if (!result.ok) {
    console.error(`Events: ${result.error.message}`);
    return { ok: false, error: 'list.error' };
  }
  return { ok: true, events: Array.isArray(result.data) ? result.data : [] };
});
