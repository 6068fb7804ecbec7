/**
 * Roles and the admin calls (D283), on the embedded database and on PostgreSQL:
 * every admin call tried signed out (401), as a traveller and as a partner (403, nothing leaked), and as an
 * admin made by `makeAdmin` (what `npm run admin:create` runs) and by ADMIN_EMAILS. The role is read on each
 * request: a token issued before the account became an admin works as an admin's at once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../platform/db/db';
import { makeAdmin } from '../platform/roles';
import { useTestServer, type TestServer } from '../testing/harness';
import { bookingBody, expectedTotal, GOOD_CARD, seatsOf, submitCheckout, tourPicker } from '../testing/bookings';
import { partnerApplicationForm, PDF, PNG } from '../testing/partner-application';
import { createTestUser, type TestUser } from '../testing/users';

/** An application from a company whose site is not given (the form's one optional text). */
const application = (fields: Record<string, string | null> = {}) =>
  partnerApplicationForm({ CompanyName: 'Red Sea Roots', Email: 'hello@redsearoots.example', WebsiteUrl: null, ...fields });

/**
 * A server of a describe's own, with an admin made as `npm run admin:create` makes one (`makeAdmin`) and a
 * traveller; `given.server`, `given.admin`, `given.traveller` are set before its tests run.
 */
function serverWithAdmin(name: string) {
  const given = { server: useTestServer() } as { server: TestServer; admin: TestUser; traveller: TestUser };
  beforeAll(async () => {
    given.admin = await createTestUser(given.server.services, `${name} Admin`);
    await makeAdmin(given.server.services.db, given.admin.email);
    given.traveller = await createTestUser(given.server.services, `${name} Traveller`);
  }, 60_000);
  return given;
}

const ADMIN_EMAIL = 'root@rihla-admins.example';

describe('roles: the admin calls', () => {
  const server = useTestServer({ ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()} , other@rihla-admins.example` });
  let traveller: TestUser;
  let partner: TestUser;
  let admin: TestUser;
  let applicationId: number;

  const call = (path: string, token?: string, language = 'en') =>
    fetch(`${server.url}${path}`, { headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

  beforeAll(async () => {
    const sent = await fetch(`${server.url}/api/TourismCompanyRequestApi`, { method: 'POST', body: application() });
    expect(sent.status).toBe(201);
    applicationId = (await server.services.db.one<{ id: number }>('select max(id) as id from partner_applications'))!.id;
    traveller = await createTestUser(server.services, 'Plain Traveller');
    partner = await createTestUser(server.services, 'Company Partner');
    await server.services.db.query(`update users set role = 'partner', company_id = 1 where id = $1`, [partner.id]);
    admin = await createTestUser(server.services, 'Site Admin');
  }, 60_000);

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
    // The auth answers say so too, so the site offers the console (D381); anyone else signs up a traveller.
    const register = (email: string) =>
      fetch(`${server.url}/api/Auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'Named Person', email, password: 'Nile#Trip2026' }) });
    expect(((await (await register('Other@Rihla-Admins.example')).json()) as { user: { role: string } }).user.role).toBe('admin');
    expect(((await (await register('someone.else@travellers.example')).json()) as { user: { role: string } }).user.role).toBe('traveller');
    await server.services.db.query('update users set email = $1 where id = $2', [`moved-${named.email}`, named.id]);
    expect((await call('/api/admin/applications', named.token)).status).toBe(403);
  });
});

describe('reviewing applications (D284)', () => {
  const given = serverWithAdmin('Reviewing');
  let server: TestServer;
  let admin: TestUser;
  beforeAll(() => ({ server, admin } = given));

  const post = (path: string, body: unknown, token?: string, language = 'en') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  async function apply(email: string): Promise<number> {
    const body = application();
    body.set('Email', email);
    expect((await fetch(`${server.url}/api/TourismCompanyRequestApi`, { method: 'POST', body })).status).toBe(201);
    return (await server.services.db.one<{ id: number }>('select max(id) as id from partner_applications'))!.id;
  }

  const draft = {
    nameEn: 'Red Sea Roots',
    nameAr: 'جذور البحر الأحمر',
    sloganEn: 'Reefs, kept',
    sloganAr: 'شعاب نحافظ عليها',
    descriptionEn: 'Reef-safe snorkelling days and Bedouin dinners on the Red Sea coast.',
    descriptionAr: 'رحلات غطس آمنة للشعاب وعشاء بدوي على ساحل البحر الأحمر.',
    cityEn: 'El Gouna',
    cityAr: 'الجونة',
  };

  it('approves once: the company is published in both languages, the applicant becomes its partner and sets a password from the mail', async () => {
    const id = await apply('owner@redsearoots.example');
    const traveller = await createTestUser(server.services, 'Not Admin');
    expect((await post(`/api/admin/applications/${id}/approve`, draft)).status).toBe(401);
    expect((await post(`/api/admin/applications/${id}/approve`, draft, traveller.token)).status).toBe(403);
    const blank = await post(`/api/admin/applications/${id}/approve`, { ...draft, nameAr: '  ' }, admin.token, 'ar');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ message: 'الاسم بالعربية (nameAr) مطلوب.' });

    const approved = await post(`/api/admin/applications/${id}/approve`, draft, admin.token);
    expect(approved.status).toBe(200);
    const { companyId, invited, mailed } = (await approved.json()) as { companyId: number; invited: boolean; mailed: boolean };
    expect({ invited, mailed }).toEqual({ invited: true, mailed: true });
    const again = await post(`/api/admin/applications/${id}/approve`, draft, admin.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This application was already approved: a decision is made once.' });
    expect((await post(`/api/admin/applications/${id}/reject`, { reason: 'Too late' }, admin.token)).status).toBe(409);

    // The company, as travellers read it, in both languages, with the application's logo made public.
    const english = (await (await fetch(`${server.url}/api/Company/${companyId}`)).json()) as Record<string, unknown>;
    expect(english).toMatchObject({ id: companyId, companyName: 'Red Sea Roots', slogan: 'Reefs, kept' });
    const arabic = (await (await fetch(`${server.url}/api/Company/${companyId}`, { headers: { 'Accept-Language': 'ar' } })).json()) as Record<string, unknown>;
    expect(arabic).toMatchObject({ companyName: 'جذور البحر الأحمر' });
    const logo = JSON.stringify(english).match(/\/uploads\/companies\/[0-9a-f]+\.png/)?.[0];
    expect(logo).toBeDefined();
    expect(new Uint8Array(await (await fetch(`${server.url}${logo}`)).arrayBuffer())).toEqual(PNG);

    const listed = (await (await fetch(`${server.url}/api/admin/applications?status=approved`, { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as { items: Array<Record<string, unknown>> };
    expect(listed.items[0]).toMatchObject({ id, status: 'approved', companyId, rejectionReason: null });

    // The invitation: a link to choose a password; with it, the partner signs in, and is no admin.
    const mail = (await server.outbox()).find((entry) => entry.to === 'owner@redsearoots.example')!;
    expect(mail.subject).toBe('Welcome to Rihla, Red Sea Roots — مرحبًا بكم في رحلة، جذور البحر الأحمر');
    expect(mail.body).toContain('تمت الموافقة على طلبكم');
    const link = new URL(mail.body.match(/https?:\/\/\S+reset-password\S+/)![0]);
    const reset = await post(`/api/Auth/resetpassword?token=${link.searchParams.get('token')}`, { email: link.searchParams.get('email'), newPassword: 'Coral#Garden9' });
    expect(reset.status).toBe(200);
    const login = await post('/api/Auth/login', { userName: 'owner@redsearoots.example', password: 'Coral#Garden9' });
    expect(login.status).toBe(200);
    const { token, user } = (await login.json()) as { token: string; user: { role: string } };
    // The answer says the account is a partner now, so the site offers it the partner portal (D381).
    expect(user.role).toBe('partner');
    expect((await fetch(`${server.url}/api/admin/applications`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(403);
    expect(await server.services.db.one('select role, company_id as "companyId" from users where lower(email) = $1', ['owner@redsearoots.example'])).toEqual({ role: 'partner', companyId });
  });

  it('makes an existing traveller account the partner without a new password, and refuses an admin\'s address', async () => {
    const traveller = await createTestUser(server.services, 'Already Here');
    const id = await apply(traveller.email);
    const approved = await post(`/api/admin/applications/${id}/approve`, { ...draft, nameEn: 'Already Here Tours' }, admin.token);
    expect(await approved.json()).toMatchObject({ invited: false, mailed: true });
    const mail = (await server.outbox()).find((entry) => entry.to === traveller.email)!;
    expect(mail.body).toContain(`Sign in with your Rihla account (${traveller.email}) as before`);
    expect(mail.body).not.toContain('token=');

    const taken = await apply(admin.email);
    const refused = await post(`/api/admin/applications/${taken}/approve`, draft, admin.token);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain("belongs to an admin or to another company's partner");
    // Nothing was made: the application still waits, and no company took the name.
    expect(await server.services.db.one('select status from partner_applications where id = $1', [taken])).toEqual({ status: 'pending' });
  });

  it('rejects with a reason, mailed to the applicant in both languages, once', async () => {
    const id = await apply('nope@redsearoots.example');
    expect((await post(`/api/admin/applications/${id}/reject`, { reason: ' ' }, admin.token)).status).toBe(400);
    const rejected = await post(`/api/admin/applications/${id}/reject`, { reason: 'The licence sent has expired; please send the renewed one.' }, admin.token);
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toEqual({ mailed: true });
    const mail = (await server.outbox()).find((entry) => entry.to === 'nope@redsearoots.example')!;
    expect(mail.body).toContain('The licence sent has expired; please send the renewed one.');
    expect(mail.body).toContain('لا يمكننا الموافقة على الطلب');
    const again = await post(`/api/admin/applications/${id}/reject`, { reason: 'again' }, admin.token, 'ar');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'سبق رفض هذا الطلب: يُتخذ القرار مرة واحدة.' });
    expect(await server.services.db.one('select count(*)::int as n from users where lower(email) = $1', ['nope@redsearoots.example'])).toEqual({ n: 0 });
  });

  it('decides an application once when two admins approve it at the same moment', async () => {
    const id = await apply('race@redsearoots.example');
    const answers = await Promise.all([1, 2].map(() => post(`/api/admin/applications/${id}/approve`, { ...draft, nameEn: 'Race Tours' }, admin.token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await server.services.db.one(`select count(*)::int as n from companies where name_en = 'Race Tours'`)).toEqual({ n: 1 });
  });
});

describe('companies: the verified badge and suspension (D285)', () => {
  const given = serverWithAdmin('Companies');
  let server: TestServer;
  let admin: TestUser;
  let traveller: TestUser;
  beforeAll(() => ({ server, admin, traveller } = given));

  const get = async (path: string, token?: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: response.status, text: await response.text() };
  };
  const patch = (id: number, body: unknown, token = admin.token) =>
    fetch(`${server.url}/api/admin/companies/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

  it('takes a suspended company and its tours out of the catalogue at once, and lets them back', async () => {
    const tour = (await server.services.db.one<{ id: number; companyId: number; title: string; company: string }>(
      `select t.id, t.company_id as "companyId", t.title_en as title, c.name_en as company from tours t join companies c on c.id = t.company_id
       where t.start_date > now() and t.available_seats > 2 order by t.id limit 1`,
    ))!;
    const everywhere = async () => {
      const [list, detail, search, companies, company, searchCompanies, sitemap] = await Promise.all([
        get('/api/Travel?PageIndex=1&PageSize=100'),
        get(`/api/Travel/${tour.id}`),
        get(`/api/Search?type=Travels&search=${encodeURIComponent(tour.title)}&pageIndex=1&pageSize=50`),
        get('/api/Company?PageIndex=1&PageSize=50'),
        get(`/api/Company/${tour.companyId}`),
        get(`/api/Search?type=Companies&search=${encodeURIComponent(tour.company)}&pageIndex=1&pageSize=50`),
        get('/sitemap.xml'),
      ]);
      return {
        list: list.text.includes(`"id":${tour.id},`),
        detail: detail.status,
        search: search.text.includes(`"id":${tour.id},`),
        companies: companies.text.includes(`"id":${tour.companyId},`),
        company: company.status,
        searchCompanies: searchCompanies.text.includes(`"id":${tour.companyId},`),
        sitemap: sitemap.text.includes(`/travel-with-us?id=${tour.id}<`) && sitemap.text.includes(`/companies/${tour.companyId}<`),
      };
    };
    expect(await everywhere()).toEqual({ list: true, detail: 200, search: true, companies: true, company: 200, searchCompanies: true, sitemap: true });
    expect((await patch(tour.companyId, { suspended: true }, traveller.token)).status).toBe(403);

    const suspended = await patch(tour.companyId, { suspended: true });
    expect(suspended.status).toBe(200);
    const standing = (await suspended.json()) as { suspendedAt: string | null; verified: boolean; toursOnOffer: number };
    expect(standing.suspendedAt).not.toBeNull();
    expect(standing.toursOnOffer).toBeGreaterThan(0);
    expect(await everywhere()).toEqual({ list: false, detail: 404, search: false, companies: false, company: 404, searchCompanies: false, sitemap: false });
    const booked = await server.api(traveller.token).POST('/api/Booking', { body: bookingBody(tour.id) });
    expect(booked.response.status).toBe(404);
    // Suspending again keeps the first date; the admin's list still shows the company.
    expect(((await (await patch(tour.companyId, { suspended: true })).json()) as { suspendedAt: string }).suspendedAt).toBe(standing.suspendedAt);
    const listed = JSON.parse((await get('/api/admin/companies', admin.token)).text) as { items: Array<{ id: number; suspendedAt: string | null }> };
    expect(listed.items.find((item) => item.id === tour.companyId)?.suspendedAt).toBe(standing.suspendedAt);

    expect((await patch(tour.companyId, { suspended: false })).status).toBe(200);
    expect(await everywhere()).toEqual({ list: true, detail: 200, search: true, companies: true, company: 200, searchCompanies: true, sitemap: true });
    expect((await server.api(traveller.token).POST('/api/Booking', { body: bookingBody(tour.id) })).response.status).toBe(201);
  });

  it('switches the verified badge travellers see, and says what is wrong with a bad change', async () => {
    const company = (await server.services.db.one<{ id: number; verified: boolean }>('select id, verified from companies order by id limit 1'))!;
    const switched = (await (await patch(company.id, { verified: !company.verified })).json()) as { verified: boolean; suspendedAt: string | null };
    expect(switched).toMatchObject({ verified: !company.verified, suspendedAt: null });
    const verifiedOnly = await get('/api/Company?PageIndex=1&PageSize=50&verified=true');
    expect(verifiedOnly.text.includes(`"id":${company.id},`)).toBe(!company.verified);
    expect((await patch(company.id, {})).status).toBe(400);
    expect((await patch(company.id, { verified: 'yes' })).status).toBe(400);
    expect((await patch(999_999, { verified: true })).status).toBe(404);
  });
});

describe('the bookings overview, and an admin\'s cancellation with refund (D286)', () => {
  const given = serverWithAdmin('Bookings');
  let server: TestServer;
  let admin: TestUser;
  let traveller: TestUser;
  beforeAll(() => ({ server, admin, traveller } = given));

  it('lists bookings with their traveller, tour and refund, and cancels a paid one past its deadline in full', async () => {
    // A paid booking whose free cancellation has ended: the traveller may no longer cancel it, an admin may.
    const tour = await tourPicker(server.services)(2, 'pastDeadline');
    const { data } = await server.api(traveller.token).POST('/api/Booking', { body: bookingBody(tour.id, { adults: 2 }) });
    const bookingId = data!.id;
    const total = expectedTotal(tour.price, { adults: 2 });
    const initiated = await server.api(traveller.token).POST('/api/Payment/initiate', { body: { bookingId, amount: total, currency: 'EGP', paymentMethod: 'card' } });
    expect((await submitCheckout(new URL(initiated.data!.paymentUrl, server.url).toString(), GOOD_CARD)).status).toBe(303);
    expect((await server.api(traveller.token).POST('/api/Booking/{id}/cancel', { params: { path: { id: bookingId } } })).response.status).toBe(409);
    const seatsBefore = await seatsOf(server.services, tour.id);

    const api = server.api(admin.token);
    expect((await server.api(traveller.token).GET('/api/admin/bookings', {})).response.status).toBe(403);
    expect((await server.api(traveller.token).POST('/api/admin/bookings/{id}/cancel', { params: { path: { id: bookingId } } })).response.status).toBe(403);
    const paid = await api.GET('/api/admin/bookings', { params: { query: { status: 'success' } } });
    const listed = paid.data!.items.find((item) => item.id === bookingId);
    expect(listed).toMatchObject({ status: 'success', totalCost: total, adults: 2, tour: { id: tour.id, title: tour.titleEn }, traveller: { email: traveller.email }, refund: null });

    const cancelled = await api.POST('/api/admin/bookings/{id}/cancel', { params: { path: { id: bookingId } } });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data).toMatchObject({ id: bookingId, refund: { amount: total } });
    expect(['cancelled', 'refunded']).toContain(cancelled.data!.status);
    expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore + 2);
    // The sandbox refunds at once; the traveller's own page says so, and they were mailed.
    const details = await server.api(traveller.token).GET('/api/Booking/{id}/details', { params: { path: { id: bookingId } } });
    expect(details.data!.refund).toMatchObject({ status: 'refunded', amount: total });
    expect((await server.outbox()).some((mail) => mail.to === traveller.email && mail.subject.includes(listed!.reference))).toBe(true);
    // Once: a second cancellation answers as it is, and refunds nothing more.
    const again = await api.POST('/api/admin/bookings/{id}/cancel', { params: { path: { id: bookingId } } });
    expect(again.response.status).toBe(200);
    expect(await server.services.db.one('select count(*)::int as n from payments where booking_id = $1 and refund_status is not null', [bookingId])).toEqual({ n: 1 });
    const byCompany = await api.GET('/api/admin/bookings', { params: { query: { companyId: listed!.company.id } } });
    expect(byCompany.data!.items.every((item) => item.company.id === listed!.company.id)).toBe(true);
    expect((await api.POST('/api/admin/bookings/{id}/cancel', { params: { path: { id: 999_999 } } })).response.status).toBe(404);
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
