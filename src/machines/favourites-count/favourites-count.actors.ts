import { fromPromise } from 'xstate';

/** How many favourite tours the signed-in user has, or that it could not be known (CONVENTIONS #3). */
export type FavouritesCountResult = { ok: true; count: number } | { ok: false };

/**
 * Reads the signed-in user's favourites (`GET /api/Travel/Favtravels`, bearer from the stored session)
 * and counts them. The API client loads with the first call, so it stays out of the first page's
 * JavaScript (scripts/bundle-budget.mjs). A failure is logged only (spec, accounts §8: favourite
 * failures have no user message): the badge is simply not shown.
 */
export const fetchFavouritesCount = fromPromise<FavouritesCountResult>(async () => {
  const { api, toResult } = await import('@/api/client');
  const result = await toResult(api.GET('/api/Travel/Favtravels'), 'Failed to load favourites');
  if (!result.ok) {
    console.error(`Favourites count: ${result.error.message}`);
    return { ok: false };
  }
  return { ok: true, count: result.data.length };
});
