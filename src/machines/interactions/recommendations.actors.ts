import type { ApiResult } from '@/api/client';
import type { components } from '@core/contract/schema';
import { readStoredToken } from '@/api/stored-session';
import { readTokenClaims } from '@/machines/session/session-token';

/**
 * The AI recommendations (spec, accounts §7: `GET /api/Ai/recommend-travels/{userId}` and
 * `/recommend-events/{userId}`, query numRecommendations=5 and numHighestInteractions=2, bearer; §9: 5
 * items from the 2 highest interactions). Plain loaders a carousel takes as its `load` prop. They run on
 * the home page, so the API client is imported on first use (scripts/bundle-budget.mjs).
 */
export type Tour = components['schemas']['Tour'];
export type RecommendedEvent = components['schemas']['Event'];

/** Spec §9: 5 recommendations… */
export const NUM_RECOMMENDATIONS = 5;
/** …from the user's 2 highest interactions. */
export const NUM_HIGHEST_INTERACTIONS = 2;

/** Spec §7: without a token the recommendation calls raise this, and no call is made. */
export const NOT_AUTHENTICATED = 'User not authenticated';

type Signed = { ok: true; token: string; userId: string } | { ok: false; result: ApiResult<never> };

/** The stored token and the user id in it, or the spec's 'User not authenticated' failure. */
function signedInUser(token: string | null): Signed {
  const userId = token ? readTokenClaims(token)?.userId : null;
  if (!token || !userId) {
    // No request was made; 401 is the status the server would have answered, so callers treat both alike.
    return { ok: false, result: { ok: false, error: { kind: 'http', status: 401, message: NOT_AUTHENTICATED } } };
  }
  return { ok: true, token, userId };
}

const query = { numRecommendations: NUM_RECOMMENDATIONS, numHighestInteractions: NUM_HIGHEST_INTERACTIONS };

/** Tours recommended for the signed-in user, best first ('Failed to fetch recommended travels' when the call fails). */
export async function fetchRecommendedTravels(token: string | null = readStoredToken()): Promise<ApiResult<readonly Tour[]>> {
  const user = signedInUser(token);
  if (!user.ok) return user.result;
  const { api, toResult } = await import('@/api/client');
  return toResult(
    api.GET('/api/Ai/recommend-travels/{userId}', {
      params: { path: { userId: user.userId }, query },
      headers: { Authorization: `Bearer ${user.token}` },
    }),
    'Failed to fetch recommended travels',
  );
}

/** Events recommended for the signed-in user, best first ('Failed to fetch recommended events' when the call fails). */
export async function fetchRecommendedEvents(token: string | null = readStoredToken()): Promise<ApiResult<readonly RecommendedEvent[]>> {
  const user = signedInUser(token);
  if (!user.ok) return user.result;
  const { api, toResult } = await import('@/api/client');
  return toResult(
    api.GET('/api/Ai/recommend-events/{userId}', {
      params: { path: { userId: user.userId }, query },
      headers: { Authorization: `Bearer ${user.token}` },
    }),
    'Failed to fetch recommended events',
  );
}
