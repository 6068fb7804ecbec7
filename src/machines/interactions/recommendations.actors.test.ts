import { afterAll, describe, expect, it, vi } from 'vitest';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { fetchRecommendedEvents, fetchRecommendedTravels, NOT_AUTHENTICATED } from './recommendations.actors';
import { makeEvent } from '../../../tests/fixtures/catalogue';

// The API client takes its base address when it loads: point it at the msw handlers first.
await vi.hoisted(async () => {
  const { TEST_API_BASE: base } = await import('../../../tests/msw/handlers');
  vi.stubEnv('VITE_API_BASE_URL', base);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const server = startMswServer();

/** A token whose name-identifier claim is `userId` (the client only reads it; the server verifies). */
function tokenFor(userId: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier': userId })}.sig`;
}

const event = makeEvent();
describe('recommendation loaders', () => {
  it("ask for 5 events from the user's 2 highest interactions, for the token's user, with the bearer", async () => {
    const seen: { userId: string; query: string; authorization: string | null }[] = [];
    server.use(
      handle('get', '/api/Ai/recommend-events/{userId}', ({ request, params, ok }) => {
        seen.push({ userId: params.userId, query: new URL(request.url).search, authorization: request.headers.get('Authorization') });
        return ok([event]);
      }),
    );
    const token = tokenFor('u-7');
    await expect(fetchRecommendedEvents(token)).resolves.toEqual({ ok: true, data: [event] });
    expect(seen).toEqual([{ userId: 'u-7', query: '?numRecommendations=5&numHighestInteractions=2', authorization: `Bearer ${token}` }]);
  });

  it('ask for 5 travels the same way', async () => {
    const seen: string[] = [];
    server.use(
      handle('get', '/api/Ai/recommend-travels/{userId}', ({ request, params, ok }) => {
        seen.push(`${params.userId}${new URL(request.url).search}`);
        return ok([]);
      }),
    );
    await expect(fetchRecommendedTravels(tokenFor('u-7'))).resolves.toEqual({ ok: true, data: [] });
    expect(seen).toEqual(['u-7?numRecommendations=5&numHighestInteractions=2']);
  });

  it("fail with 'User not authenticated' and call nothing without a token (msw is strict)", async () => {
    await expect(fetchRecommendedTravels(null)).resolves.toEqual({ ok: false, error: { kind: 'http', status: 401, message: NOT_AUTHENTICATED } });
    await expect(fetchRecommendedEvents(null)).resolves.toMatchObject({ ok: false, error: { message: 'User not authenticated' } });
    await expect(fetchRecommendedEvents('not-a-token')).resolves.toMatchObject({ ok: false, error: { message: 'User not authenticated' } });
  });

  it("carry the spec's failure texts when the server fails without a message", async () => {
    server.use(
      handle('get', '/api/Ai/recommend-events/{userId}', ({ outsideContract }) => outsideContract(new Response('bad gateway', { status: 502 }))),
      handle('get', '/api/Ai/recommend-travels/{userId}', ({ networkError }) => networkError()),
    );
    await expect(fetchRecommendedEvents(tokenFor('u-7'))).resolves.toMatchObject({ ok: false, error: { message: 'Failed to fetch recommended events' } });
    await expect(fetchRecommendedTravels(tokenFor('u-7'))).resolves.toMatchObject({ ok: false, error: { message: 'Failed to fetch recommended travels' } });
  });
});
