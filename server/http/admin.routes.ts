/**
 * The admin console's calls (issue 20, item 2; D283): admins only. Today the partner applications queue and
 * each application's files, which no one else is ever served (D31).
 */
import { Hono } from 'hono';
import type { paths } from '../../src/api/schema';
import { listPartnerApplications, readPartnerApplicationFile } from '../domain/partners';
import type { Services } from '../services';
import { requireRole } from './auth-middleware';
import { inputOf } from './contract';
import type { AppEnv } from './env';
import { common } from './messages';

type Applications = paths['/api/admin/applications']['get']['responses'][200]['content']['application/json'];

/** The most applications one answer lists (the queue is read newest first). */
const APPLICATIONS_LIMIT = 200;

const CONTENT_TYPE = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' } as const;

export function adminRoutes(services: Services) {
  const admin = requireRole('admin');
  return new Hono<AppEnv>()
    .get('/api/admin/applications', admin, async (c) => {
      const { query } = inputOf(c, '/api/admin/applications', 'get');
      const stored = await listPartnerApplications(services.db, services.config.uploadsDir, APPLICATIONS_LIMIT, query.status);
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        // Where a file is kept on the disk stays on the server.
        items: stored.map(({ acceptTerms: _terms, files, ...application }) => ({
          ...application,
          files: Object.fromEntries(Object.entries(files).map(([field, file]) => [field, file && { kind: file.kind, bytes: file.bytes }])) as Applications['items'][number]['files'],
        })),
      } satisfies Applications);
    })
    .get('/api/admin/applications/:id/files/:field', admin, async (c) => {
      const { params } = inputOf(c, '/api/admin/applications/{id}/files/{field}', 'get');
      const file = await readPartnerApplicationFile(services.db, services.config.uploadsDir, params.id, params.field);
      if (!file) return c.json({ message: common(c.get('language'), 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404);
      c.header('Content-Type', CONTENT_TYPE[file.kind]);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      // A PDF or picture opens in the browser's own viewer, never as a page of this site.
      c.header('Content-Disposition', `inline; filename="application-${params.id}-${params.field}.${file.kind === 'jpeg' ? 'jpg' : file.kind}"`);
      c.header('Content-Security-Policy', "default-src 'none'; sandbox");
      return c.body(new Uint8Array(file.bytes));
    });
}
