import { Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { searchCatalogue } from './search';
import { type Services, inputOf, type AppEnv, defineMessages } from '../platform';

type Answer = paths['/api/Search']['get']['responses'][200]['content']['application/json'];

/** What search says to people, in English and Arabic. */
export const searchMessages = defineMessages('search');

/** Search (accounts §7): `GET /api/Search?type=Events|Travels|Companies&search=…`. */
export function searchRoutes(services: Services) {
  return new Hono<AppEnv>().get('/api/Search', async (c) => {
    const { query } = inputOf(c, '/api/Search', 'get');
    const result = await searchCatalogue(services.db, {
      type: query.type,
      text: query.search,
      pageIndex: query.pageIndex ?? 1,
      pageSize: query.pageSize ?? 5,
      language: c.get('language'),
      now: services.now(),
    });
    if (!result.ok) return c.json({ message: searchMessages(c.get('language'), 'blankSearch') }, 400);
    return c.json({ items: result.items, totalCount: result.totalCount, totalPages: result.totalPages } satisfies Answer);
  });
}
