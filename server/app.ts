import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getPath } from 'hono/utils/url';
import { readUser, Contract, contractMiddleware, type AppEnv, common, requestLanguage, apiCors, securityHeaders, requestLog, catalogueCacheMiddleware, catalogueFastLane, type Services } from './platform';
import { cardImageRoutes, fileRoutes, healthRoutes, pageRenderer, spaRoutes, seoRoutes, ratesStore } from './site';
import { apiAreas } from './areas';

/**
 * The whole HTTP surface of Rihla on one Hono app: every /api call validated against the contract,
 * then the catalogue's images and users' uploads, then the single-page app.
 */
export function createApp(services: Services, contract: Contract = new Contract()) {
  // A doubled slash (`//images/tours/x.svg`, as clients that join a base URL ending in `/` send it) names
  // the same resource as a single one: the file, not the app's page.
  const app = new Hono<AppEnv>({ getPath: (request) => getPath(request).replace(/\/{2,}/g, '/') });
  // A fresh cached catalogue answer is sent again as the whole app made it, without the rest (D342).
  if (services.catalogue) app.use('/api/*', catalogueFastLane(services.catalogue, services.now, services.logger));
  app.use('*', requestLog(services.logger));
  app.use('*', securityHeaders(services.config)); // CSP and the rest on every answer (server/platform/http/security.ts)
  app.use('/api/*', apiCors(services.config)); // CORS_ORIGINS: preflights answered before the contract's gate
  app.use('*', compress());
  app.use('*', async (c, next) => {
    c.set('config', services.config);
    c.set('language', requestLanguage(c.req.header('accept-language')));
    await next();
  });
  // The public catalogue's answers come from the cache when nothing changed since they were computed
  //: before the user is read (they do not depend on it) and before the contract's check.
  if (services.catalogue) app.use('/api/*', catalogueCacheMiddleware(services.catalogue, services.now));
  app.use('/api/*', readUser(services));
  app.use('/api/*', contractMiddleware(contract));
  app.route('/', healthRoutes(services));
  for (const area of apiAreas) app.route('/', area(services));
  // The contract knows the call but no area serves it: never let it fall through to the app's pages.
  app.all('/api/*', (c) => c.json({ message: common(c.get('language'), 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404));
  app.route('/', seoRoutes(services)); // /sitemap.xml and /robots.txt
  app.route('/', cardImageRoutes(services)); // /images/card/….png: the SVG illustrations as social cards
  app.route('/', fileRoutes(services));
  // Pages are rendered on the server; their API reads go to this same app in-process, with the request's
  // connection (the client address) so every rule applies as to a browser's call.
  const renderer = pageRenderer(services.config, services.logger, () => ratesStore(services).current());
  app.route('/', spaRoutes(services.config, { renderer, app: (request, env) => app.fetch(request, env) }));
  app.notFound((c) => c.json({ message: common(c.get('language'), 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404));
  app.onError((error, c) => {
    const requestId = c.get('requestId');
    services.logger.error({ requestId, method: c.req.method, route: c.get('route'), err: error }, 'request failed');
    return c.json({ message: common(c.get('language') ?? 'en', 'serverError'), requestId }, 500);
  });
  return app;
}
