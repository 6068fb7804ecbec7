import { Hono } from 'hono';
import type { paths } from '../../src/api/schema';
import type { ServerConfig } from '../config';

type Health = paths['/api/health']['get']['responses'][200]['content']['application/json'];

/** `GET /api/health` (a server addition to the spec): for load balancers, CI and people. */
export function healthRoutes(config: Pick<ServerConfig, 'version'>) {
  return new Hono().get('/api/health', (c) => c.json({ status: 'ok', version: config.version } satisfies Health));
}
