import { fromPromise } from 'xstate';
import type { ApiResult } from '@/api/client';

/** What loading a carousel's items ends with: the items, or the failure to show (CONVENTIONS #3). */
export type CarouselLoadResult = { ok: true; items: readonly unknown[] } | { ok: false; error: string };

export interface CarouselLoadInput {
  /** Items known up front (a static carousel such as the testimonials). */
  items: readonly unknown[];
}

/** The default loader: the carousel shows the items it was given. */
export const loadGivenItems = fromPromise<CarouselLoadResult, CarouselLoadInput>(({ input }) =>
  Promise.resolve({ ok: true, items: input.items }),
);

/**
 * A loader over an API call: a data carousel provides it as `loadItems`, e.g.
 * `carouselMachine.provide({ actors: { loadItems: loadFromApi(fetchDiscountedTours) } })`.
 */
export function loadFromApi<T>(fetchItems: () => Promise<ApiResult<readonly T[] | null | undefined>>) {
  return fromPromise<CarouselLoadResult, CarouselLoadInput>(async () => {
    const result = await fetchItems();
    return result.ok ? { ok: true, items: result.data ?? [] } : { ok: false, error: result.error.message };
  });
}
