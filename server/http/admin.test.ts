/**
 * Roles and the admin calls (issue 20, items 1 and 2; D283), on the embedded database and on PostgreSQL:
 * every admin call tried signed out (401), as a traveller and as a partner (403, nothing leaked), and as an
 * admin made by `makeAdmin` (what `npm run admin:create` runs) and by ADMIN_EMAILS. The role is read on each
 * request: a token issued before the account became an admin works as an admin's at once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/db';
import { makeAdmin } from '../domain/roles';
import { startTestServer, type TestServer } from '../testing/harness';
import { createTestUser, type TestUser } from '../testing/users';

const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function application(): FormData {
  const body = new FormData();
  const fields: Record<string, string> = {
    CompanyName: 'Red Sea Roots',
    Owner: 'Nadia Hassan',
    Email: 'hello@redsearoots.example',
    CommercialRegistrationNumber: 'CR-99812',
    PhoneNumber: '+20 65 344 0000',
    CompanyAddress: 'Corniche, El Gouna',
    Description: 'Reef-safe snorkelling days and Bedouin dinners.',
    ContactPersonName: 'Omar Adel',
    ContactPersonNumber: '+20 100 222 3344',
    TypeofTrips: 'Snorkelling, desert evenings',
    acceptTerms: 'true',
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('LogoUrl', new Blob([PNG.slice()], { type: 'image/png' }), 'logo.png');
  body.append('CoverImageUrl', new Blob([PNG.slice()], { type: 'image/png' }), 'cover.png');
  body.append('LicenseImageUrl', new Blob([PDF.slice()], { type: 'application/pdf' }), 'licence.pdf');
  return body;
}

const ADMIN_EMAIL = 'root@rihla-admins.example';

describe('roles: the admin calls', () => {
  let server: TestServer;
  let traveller: TestUser;
  let partner: TestUser;
  let admin: TestUser;
  let applicationId: number;

  const call = (path: string, token?: string, language = 'en') =>
    fetch(`${server.url}${path}`, { headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()} , other@rihla-admins.example` });
    const sent = await fetch(`${server.url}/api/TourismCompanyRequestApi`, { method: 'POST', body: application() });
    expect(sent.status).toBe(201);
    applicationId = (await server.services.db.one<{ id: number }>('select max(id) as id from partner_applications'))!.id;
    traveller = await createTestUser(server.services, 'Plain Traveller');
    partner = await createTestUser(server.services, 'Company Partner');
    await server.services.db.query(`update users set role = 'partner', company_id = 1 where id = $1`, [partner.id]);
    admin = await createTestUser(server.services, 'Site Admin');
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  const adminCalls = () => [
    '/api/admin/applications',
    '/api/admin/applications?status=pending',
    `/api/admin/applications/${applicationId}/files/LicenseImageUrl`,
    `/api/admin/applications/${applicationId}/files/LogoUrl`,
  ];

  it('refuses every admin call signed out (401), as a traveller and as a partner (403), in the caller\'s language', async () => {
    for (const path of adminCalls()) {
      const signedOut = await call(path);
      expect(signedOut.status, path).toBe(401);
      for (const user of [traveller, partner, admin]) {
        const refused = await call(path, user.token);
        expect(refused.status, `${path} as ${user.userName}`).toBe(403);
        const body = (await refused.json()) as { message: string };
        expect(body).toEqual({ message: 'You are not allowed to do this.' });
        expect(JSON.stringify(body)).not.toContain('Red Sea Roots');
      }
      const arabic = await call(path, traveller.token, 'ar');
      expect(await arabic.json()).toEqual({ message: 'غير مسموح لك بتنفيذ هذا الإجراء.' });
    }
  });

  it('makes an admin of an existing account only, and the account\'s earlier token then works as an admin\'s', async () => {
    expect(await makeAdmin(server.services.db, 'nobody@nowhere.example')).toEqual({ ok: false, reason: 'noAccount' });
    expect(await makeAdmin(server.services.db, partner.email)).toEqual({ ok: false, reason: 'partner' });
    expect(await makeAdmin(server.services.db, admin.email.toUpperCase())).toEqual({ ok: true, userName: admin.userName, already: false });
    expect(await makeAdmin(server.services.db, admin.email)).toEqual({ ok: true, userName: admin.userName, already: true });

    const listed = await call('/api/admin/applications?status=pending', admin.token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
    const sent = items.find((item) => item.id === applicationId);
    expect(sent).toMatchObject({
      status: 'pending',
      CompanyName: 'Red Sea Roots',
      Email: 'hello@redsearoots.example',
      WebsiteUrl: null,
      files: { LogoUrl: { kind: 'png', bytes: PNG.length }, LicenseImageUrl: { kind: 'pdf', bytes: PDF.length }, AdditionalDocument: null },
    });
    // Where the files are kept stays on the server.
    expect(JSON.stringify(items)).not.toContain('uploads/');
    const approved = (await (await call('/api/admin/applications?status=approved', admin.token)).json()) as { items: unknown[] };
    expect(approved.items).toEqual([]);

    const licence = await call(`/api/admin/applications/${applicationId}/files/LicenseImageUrl`, admin.token);
    expect(licence.status).toBe(200);
    expect(licence.headers.get('content-type')).toBe('application/pdf');
    expect(licence.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await licence.arrayBuffer())).toEqual(PDF);
    expect((await call(`/api/admin/applications/${applicationId}/files/AdditionalDocument`, admin.token)).status).toBe(404);
    expect((await call(`/api/admin/applications/999999/files/LogoUrl`, admin.token)).status).toBe(404);
    expect((await call(`/api/admin/applications/${applicationId}/files/Passport`, admin.token)).status).toBe(400);
    expect((await call('/api/admin/applications?status=maybe', admin.token)).status).toBe(400);
  });

  it('counts an account whose address is in ADMIN_EMAILS as an admin, whatever its stored role', async () => {
    const named = await createTestUser(server.services, 'Env Admin');
    await server.services.db.query('update users set email = $1 where id = $2', [ADMIN_EMAIL, named.id]);
    expect((await call('/api/admin/applications', named.token)).status).toBe(200);
    await server.services.db.query('update users set email = $1 where id = $2', [`moved-${named.email}`, named.id]);
    expect((await call('/api/admin/applications', named.token)).status).toBe(403);
  });
});

describe('npm run admin:create', () => {
  it('says what it did, and refuses an address without an account', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rihla-admin-'));
    const run = (email: string) =>
      promisify(execFile)('npx', ['tsx', 'scripts/admin-create.ts', email], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '1', NODE_ENV: 'test' },
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
    const missing = await run('first@rihla-admins.example');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('No account has the e-mail address first@rihla-admins.example: sign up at /signup');
    expect((await run('not-an-address')).code).toBe(2);

    // The account signs up; the command makes it an admin on the same embedded database.
    let db = await openDb({ dataDir });
    await db.query(`insert into users (user_name, name, email) values ('FirstAdmin', 'First Admin', 'First@Rihla-Admins.example')`);
    await db.close();
    expect(await run('first@rihla-admins.example')).toEqual({ code: 0, out: 'first@rihla-admins.example (FirstAdmin) is now an admin: the admin console is at /admin.\n' });
    db = await openDb({ dataDir });
    expect(await db.one(`select role from users where user_name = 'FirstAdmin'`)).toEqual({ role: 'admin' });
    await db.close();
  }, 60_000);
});
