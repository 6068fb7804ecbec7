import { describe, expect, it } from 'vitest';
import { apiAreas, areas } from './areas';
import { useTestServer } from './testing/harness';

describe('the areas mounted by server/areas.ts', () => {
  const server = useTestServer();

  it('never answer the same method and path twice, so the order they are mounted in decides nothing', () => {
    const owners = new Map<string, number[]>();
    apiAreas.forEach((area, index) => {
      // Middleware (`use`) is registered for every method; only the routes themselves can collide.
      for (const route of area(server.services).routes.filter((entry) => entry.method !== 'ALL')) {
        const key = `${route.method} ${route.path}`;
        owners.set(key, [...new Set([...(owners.get(key) ?? []), index])]);
      }
    });
    expect(owners.size).toBeGreaterThan(50);
    expect([...owners].filter(([, areas]) => areas.length > 1).map(([key]) => key)).toEqual([]);
  });

  it('are every area of the lint, in its order', async () => {
    const { serverAreas } = (await import(/* @vite-ignore */ new URL('../eslint.config.js', import.meta.url).href)) as { serverAreas: Record<string, string[]> };
    expect(Object.keys(areas)).toEqual(Object.keys(serverAreas));
  });
});
