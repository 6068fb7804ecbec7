import { Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { type Services, type AppEnv, common } from '../platform';

type Health = paths['/api/health']['get']['responses'][200]['content']['application/json'];

/** `GET /api/health` (a server addition to the spec): for load balancers, CI and people. */
export function healthRoutes(services: Services) {
  return new Hono<AppEnv>().get('/api/health', async (c) => {
    try {
      await services.db.query('select 1');
    } catch {
      return c.json({ message: common(c.get('language'), 'serverError') }, 500);
    }
    return c.json({ status: 'ok', database: services.db.kind, version: services.config.version } satisfies Health);
  });
}
