import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ServerConfig } from '../platform';
import type { PageRenderer } from './render';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Addresses that are never one of the app's pages: built files, pictures, uploads, the assistant's hub. */
const NOT_PAGES = /^\/(assets|images|uploads|chatHub)(\/|$)/;

/**
 * The built single-page app: hashed assets cached for a year, everything else revalidated, and any
 * other GET that wants a page answered with index.html so the browser's router takes over (history
 * fallback). Paths under /api never reach here: the contract answers an unknown API path with a JSON 404.
 */
export function spaRoutes(config: Pick<ServerConfig, 'distDir'>, pages?: { renderer: PageRenderer; app: (request: Request, env: unknown) => Response | Promise<Response> }) {
  const app = new Hono();
  let indexHtml: Promise<string> | null = null;
  const readIndex = () => (indexHtml ??= readFile(join(config.distDir, 'index.html'), 'utf8'));

  // Hashed assets never change under their name; everything else is revalidated on every visit.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  });
  // The app's pages are rendered below, the home page too: dist/index.html is their template, not a file to serve.
  app.use('*', except(['/', '/index.html'], serveStatic({ root: config.distDir })));

  // A form the browser submitted itself to one of the app's pages, before the page's scripts started (every
  // form that takes personal data is `method="post"`, D201): nothing is read from it, the page is loaded
  // again. Anything else posted here (the hub's address, a file's) is not found, as before.
  app.post('*', (c) => {
    const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('content-type') ?? '');
    if (!form || NOT_PAGES.test(c.req.path)) return c.json({ message: 'Not found' }, 404);
    return c.redirect(`${c.req.path}${new URL(c.req.url).search}`, 303);
  });

  app.get('*', async (c) => {
    if (c.req.path.startsWith('/assets/')) return c.json({ message: 'Not found' }, 404);
    // The page rendered on the server; the shell when this build has no server render.
    const rendered = pages ? await pages.renderer.render(c, pages.app) : null;
    if (rendered) return rendered;
    try {
      return c.html(await readIndex());
    } catch {
      indexHtml = null;
      return c.json({ message: 'The app is not built yet: run npm run build' }, 503);
    }
  });
  return app;
}
