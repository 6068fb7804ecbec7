import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Services, AppEnv } from '../platform';

const IMAGES_DIR = fileURLToPath(new URL('../assets/images/', import.meta.url));
const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * `/images/`: the catalogue's illustrations shipped with the server (a day's cache; names are stable),
 * and the guide's videos in `/images/guide/` (webm and mp4, booking document section 2): served with
 * their video types and in byte ranges (206 Partial Content), as Chrome and Safari ask for a <video>'s
 * file; the full answer says so with `Accept-Ranges`.
 * `/locales/`: the app's strings, one JSON file per language and namespace (five minutes' cache, then
 * revalidated, so a release's new strings arrive quickly).
 * `/uploads/`: what users uploaded for everyone to see (avatars), kept in DATA_DIR. Partner documents
 * (licences, logos sent with an application) are kept there too but are never served: they are for
 * the team reviewing the application, not the public.
 */
export function fileRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.use('/images/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=86400');
    if (c.res.ok && c.res.headers.get('Content-Type')?.startsWith('video/')) c.res.headers.set('Accept-Ranges', 'bytes');
  });
  app.use('/images/*', serveStatic({ root: IMAGES_DIR, rewriteRequestPath: (path) => path.replace(/^\/images/, '') }));
  app.use('/uploads/*', async (c, next) => {
    if (c.req.path.startsWith('/uploads/partners/')) return c.json({ message: 'Not found' }, 404);
    await next();
    // An upload is served as what its content was checked to be, never sniffed into something else.
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.use('/locales/*', async (c, next) => {
    if (!/^\/locales\/(en|ar)\/[\w-]+\.json$/.test(c.req.path)) return c.json({ message: 'Not found' }, 404);
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=300');
  });
  app.use('/locales/*', serveStatic({ root: LOCALES_DIR, rewriteRequestPath: (path) => path.replace(/^\/locales/, '') }));
  app.all('/locales/*', (c) => c.json({ message: 'Not found' }, 404));
  app.use(
    '/uploads/*',
    serveStatic({ root: services.config.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/uploads/, '') }),
  );
  app.all('/images/*', (c) => c.json({ message: 'Not found' }, 404));
  app.all('/uploads/*', (c) => c.json({ message: 'Not found' }, 404));
  return app;
}
