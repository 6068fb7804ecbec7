import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logger';
import type { AppEnv } from './env';

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's or a load balancer's id). */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * One line per request (D145): its id, method, route template (`/api/Travel/{id}` from the contract,
 * else the route that answered; never the path as sent, which carries ids and queries), status and
 * duration. The id goes back in `X-Request-Id` and into every error line of the request.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    await next();
    if (c.res.headers.get('x-request-id') !== requestId) c.header('X-Request-Id', requestId);
    logRequest(logger, { requestId, method: c.req.method, route: c.get('route') ?? (routePath(c) || null), status: c.res.status, started });
  };
}

/** The request's id: the incoming X-Request-Id when it is a plain token, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/** The request's line (D145); `started` is its performance.now() on arrival. */
export function logRequest(logger: Logger, line: { requestId: string; method: string; route: string | null; status: number; started: number }): void {
  const { started, ...fields } = line;
  logger.info({ ...fields, durationMs: Math.round((performance.now() - started) * 10) / 10 }, 'request');
}
