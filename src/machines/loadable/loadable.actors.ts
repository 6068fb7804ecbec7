import { fromPromise } from 'xstate';
import type { ApiResult } from '@/api/client';
import type { LoadResult } from './loadable.machine';

/**
 * A `load` actor over an API read: `loadableMachine.provide({ actors: { load: loadFromCall(fetchFeatured) } })`.
 * An expected failure (4xx, 5xx, no network) is a result carrying the client's message (CONVENTIONS #3).
 */
export function loadFromCall<T>(call: () => Promise<ApiResult<T>>) {
  return fromPromise<LoadResult>(async () => {
    const result = await call();
    return result.ok ? { ok: true, data: result.data } : { ok: false, error: result.error.message };
  });
}
