/**
 * The admin console's calls (D283–D285): admins only. The partner applications queue, each
 * application's files (which no one else is ever served, D31), approving or rejecting an application, and the
 * companies with their verified badge and suspension.
 */
import { Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { listPartnerApplications, readPartnerApplicationFile } from '../partners';
import { approveApplication, rejectApplication, type ReviewProblem } from './partner-review';
import { listCompaniesForAdmin, updateCompanyStanding } from './company-admin';
import { listBookingsForAdmin } from './admin-bookings';
import { cancelAndRefund, sendDueBookingMails, bookingMailDeps, paymentProviderFor } from '../bookings';
import { type Services, currentUser, requireRole, inputOf, type AppEnv, common, defineMessages, screenWords, type Language } from '../platform';
import type { Context } from 'hono';

type Applications = paths['/api/admin/applications']['get']['responses'][200]['content']['application/json'];

/** The most applications, or bookings, one answer lists (newest first). */
const APPLICATIONS_LIMIT = 200;
const BOOKINGS_LIMIT = 200;

const CONTENT_TYPE = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' } as const;

/** What the review calls say to the admin, in English and Arabic. */
export const adminMessages = defineMessages('admin');

/** The review form's fields, named as the admin's screen shows them. */
const words = screenWords('admin');
const label = (language: Language, field: Extract<ReviewProblem, { reason: 'required' }>['field']) =>
  words(language, field === 'reason' ? 'applications.reject.reason' : `applications.approve.fields.${field}`);

/** A refused review, said in the admin's language. */
function refused(c: Context<AppEnv>, problem: ReviewProblem) {
  const language: Language = c.get('language');
  switch (problem.reason) {
    case 'notFound':
      return c.json({ message: common(language, 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404);
    case 'required':
      return c.json({ message: adminMessages(language, 'required', { label: label(language, problem.field), field: problem.field }) }, 400);
    case 'decided':
      return c.json({ message: adminMessages(language, problem.status === 'approved' ? 'alreadyApproved' : 'alreadyRejected') }, 409);
    case 'accountTaken':
      return c.json({ message: adminMessages(language, 'accountTaken') }, 409);
  }
}

export function adminRoutes(services: Services) {
  const admin = requireRole('admin');
  const provider = paymentProviderFor(services);
  const mailDeps = bookingMailDeps(services);
  const reviewDeps = () => ({ db: services.db, mailer: services.mailer, uploadsDir: services.config.uploadsDir, publicUrl: services.config.publicUrl, now: services.now() });
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
    .post('/api/admin/applications/:id/approve', admin, async (c) => {
      const { params, body } = inputOf(c, '/api/admin/applications/{id}/approve', 'post');
      const result = await approveApplication(reviewDeps(), { id: params.id, adminId: currentUser(c).id, company: body });
      if (!result.ok) return refused(c, result);
      return c.json({ companyId: result.companyId, invited: result.invited, mailed: result.mailed });
    })
    .post('/api/admin/applications/:id/reject', admin, async (c) => {
      const { params, body } = inputOf(c, '/api/admin/applications/{id}/reject', 'post');
      const result = await rejectApplication(reviewDeps(), { id: params.id, adminId: currentUser(c).id, reason: body.reason });
      if (!result.ok) return refused(c, result);
      return c.json({ mailed: result.mailed });
    })
    .get('/api/admin/companies', admin, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await listCompaniesForAdmin(services.db, services.now()) });
    })
    .patch('/api/admin/companies/:id', admin, async (c) => {
      const { params, body } = inputOf(c, '/api/admin/companies/{id}', 'patch');
      const company = await updateCompanyStanding(services.db, params.id, body, services.now());
      if (!company) return refused(c, { reason: 'notFound' });
      return c.json(company);
    })
    .get('/api/admin/bookings', admin, async (c) => {
      const { query } = inputOf(c, '/api/admin/bookings', 'get');
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await listBookingsForAdmin(services.db, { status: query.status, companyId: query.companyId, limit: BOOKINGS_LIMIT }, c.get('language')) });
    })
    .post('/api/admin/bookings/:id/cancel', admin, async (c) => {
      const { params } = inputOf(c, '/api/admin/bookings/{id}/cancel', 'post');
      const result = await cancelAndRefund(services.db, provider, { bookingId: params.id, byAdmin: true }, services.now(), services.logger);
      if (!result.ok && result.reason === 'notFound') return refused(c, { reason: 'notFound' });
      if (!result.ok) return c.json({ message: adminMessages(c.get('language'), 'notCancellable') }, 409);
      if (result.changed) await sendDueBookingMails(mailDeps, services.now(), params.id);
      const [booking] = await listBookingsForAdmin(services.db, { bookingId: params.id, limit: 1 }, c.get('language'));
      return booking ? c.json(booking) : refused(c, { reason: 'notFound' });
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
