import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ServerConfig } from './config';
import { errorResponse } from './http/errors';
import { healthRoutes } from './http/health.routes';
import { spaRoutes } from './http/spa.routes';

/** The whole HTTP surface of Rihla on one Hono app: the API first, then the single-page app. */
export function createApp(config: ServerConfig) {
  const app = new Hono();
  app.use('*', compress());
  app.route('/', healthRoutes(config));
  app.route('/', spaRoutes(config));
  app.notFound((c) => errorResponse(c, 404, 'Not found'));
  app.onError((error, c) => {
    console.error(error);
    return errorResponse(c, 500, 'Something went wrong on our side. Please try again.');
  });
  return app;
}
