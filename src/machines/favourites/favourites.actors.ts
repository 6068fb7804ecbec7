import { fromPromise } from 'xstate';
import type { components } from '@core/contract/schema';
import { recordInteraction } from '@/machines/interactions/interaction-records';

type Tour = components['schemas']['Tour'];

/** The favourites as the server holds them, or why they could not be read (CONVENTIONS #3). */
export type FavouritesLoadResult = { ok: true; tours: Tour[] } | { ok: false; error: string };

/** Whether the server took one change (like or unlike). */
export type FavouriteSaveResult = { ok: true } | { ok: false; error: string };

export interface FavouriteSaveInput {
  tourId: number;
  /** true: like (add); false: unlike (remove). */
  like: boolean;
  /** The user id for the local interaction record (the token's id, else 'anonymous'). */
  userId: string;
}

// Hearts sit on the home page's cards: the API client loads with the first call, so it stays out of the
// first page's JavaScript (scripts/bundle-budget.mjs).
const loadClient = () => import('@/api/client');

/**
 * Reads the signed-in user's favourite tours (`GET /api/Travel/Favtravels`, bearer from the stored
 * session). A failure is logged (spec, accounts §8: favourite failures have no user message) and
 * returned, so the favourites screen can offer Try Again.
 */
export const fetchFavourites = fromPromise<FavouritesLoadResult>(async () => {
  const { api, toResult } = await loadClient();
  const result = await toResult(api.GET('/api/Travel/Favtravels'), 'Failed to load favourites');
  if (!result.ok) {
    console.error(`Favourites: ${result.error.message}`);
    return { ok: false, error: result.error.message };
  }
  return { ok: true, tours: result.data };
});

/**
 * Sends one favourite change (spec, accounts §4 and §7): like → `POST /api/Travel/like/{id}`, unlike →
 * `DELETE /api/Travel/like/{id}`. Once the server has taken it, the change is recorded as an interaction
 * (spec §3, §9: cards record the favourite state with checkout 0), so the local records only ever hold
 * what the server holds. A refusal is logged only (spec §8).
 */
export const saveFavourite = fromPromise<FavouriteSaveResult, FavouriteSaveInput>(async ({ input }) => {
  const { api, toResult } = await loadClient();
  const params = { params: { path: { id: input.tourId } } };
  const call = input.like ? api.POST('/api/Travel/like/{id}', params) : api.DELETE('/api/Travel/like/{id}', params);
  const result = await toResult(call, input.like ? 'Failed to add the tour to favourites' : 'Failed to remove the tour from favourites');
  if (!result.ok) {
    console.error(`Favourites: ${result.error.message}`);
    return { ok: false, error: result.error.message };
  }
  recordInteraction({ userId: input.userId, id: input.tourId, type: 'travel', checkout: 0, favourite: input.like });
  return { ok: true };
});
