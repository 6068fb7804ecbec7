import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { requestLanguage } from './messages';
import { useTestServer } from '../../testing/harness';

/** The HTTP foundation every area stands on: the contract at the door, files, the app's pages. */
describe('the server foundation', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'rihla-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Rihla</title><div id="root"></div>');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("rihla")');
  });
  const server = useTestServer(() => ({ DIST_DIR: distDir, npm_package_version: '9.9.9' }));

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it('answers its health check with the database in use', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      version: '9.9.9',
    });
  });

  it('answers an unknown API path with a JSON 404 in the contract shape', async () => {
    const response = await fetch(`${server.url}/api/NoSuchThing`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API call POST /api/NoSuchThing' });
  });

  it('answers a known path with the wrong method with 405', async () => {
    const response = await fetch(`${server.url}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: 'DELETE is not allowed on /api/health' });
  });

  it('refuses a parameter of the wrong type with a 400 that names it, in the user\'s language', async () => {
    const english = await get('/api/Travel/not-a-number');
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({ message: 'id must be integer.' });

    const arabic = await get('/api/Travel/not-a-number', { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.8' });
    expect(arabic.status).toBe(400);
    expect(await arabic.json()).toEqual({ message: 'يجب أن يكون id من النوع integer.' });
  });

  it('holds query numbers to the stored range, and answers an id beyond it as not found', async () => {
    const query = await get('/api/Travel/discounted?categoryId=99999999999');
    expect(query.status).toBe(400);
    expect(await query.json()).toEqual({ message: 'categoryId must be at most 2147483647.' });
    for (const path of ['/api/Travel/99999999999', '/api/Company/99999999999', '/api/ApiEvents/events/99999999999']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('refuses a body that is not JSON, and one of the wrong type, without a 500', async () => {
    const broken = await fetch(`${server.url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"userName": "x",',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON.' });

    const wrongType = await fetch(`${server.url}/api/Auth/login`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()) as { message: string }).toHaveProperty('message');
  });

  it('answers a signed-out caller of a secured call with 401 before looking at what it sent', async () => {
    const response = await fetch(`${server.url}/api/Booking`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"travelId": "three"}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Authentication required.' });

    const expired = await fetch(`${server.url}/api/Booking`, { headers: { Authorization: 'Bearer not.a.token', 'Accept-Language': 'ar' } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.' });
  });

  it('never serves partner documents', async () => {
    expect((await get('/uploads/partners/licence.pdf')).status).toBe(404);
  });

  it('serves the catalogue images, and a JSON 404 for a missing one', async () => {
    const image = await get('/images/default-tour.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect((await get('/images/no-such.svg')).status).toBe(404);
  });

  it('serves the app for any page address (history fallback), never cached', async () => {
    for (const path of ['/', '/tours', '/companies/4', '/payment-status?bookingId=7']) {
      const response = await get(path, { Accept: 'text/html' });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers a page form the browser submitted itself by loading the page again, reading nothing from it', async () => {
    const response = await fetch(`${server.url}/login?next=%2Faccount`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example&password=secret',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?next=%2Faccount');
    // What was typed is not echoed anywhere, and an API path keeps its JSON 404.
    expect(await response.text()).not.toContain('secret');
    for (const path of ['/chatHub/negotiate', '/assets/app.js']) {
      const other = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1', redirect: 'manual' });
      expect(other.status, path).toBe(404);
    }
    expect((await fetch(`${server.url}/login`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' }, redirect: 'manual' })).status).toBe(404);
    const api = await fetch(`${server.url}/api/no-such-call`, { method: 'POST' });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('serves hashed assets with a year-long cache, and 404 for a missing one', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/gone-000.js')).status).toBe(404);
  });
});

describe('configuration', () => {
  it('defaults to port 8080, ./data and the embedded database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rihla-config-'));
    const config = readConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.uploadsDir).toBe(join(dataDir, 'uploads'));
    expect(config.uploadsShared).toBe(false);
    // A folder every process shares, on PostgreSQL (D334).
    expect(readConfig({ DATA_DIR: dataDir, UPLOADS_DIR: '/srv/rihla/uploads' })).toMatchObject({ uploadsDir: '/srv/rihla/uploads', uploadsShared: true });
  });

  it('keeps the generated secrets in DATA_DIR, so tokens survive a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rihla-config-'));
    const first = readConfig({ DATA_DIR: dataDir });
    const second = readConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.paymentCallbackSecret).toBe(first.paymentCallbackSecret);
    expect(first.jwtSecret).not.toBe(first.paymentCallbackSecret);
    expect(readConfig({ DATA_DIR: dataDir, JWT_SECRET: 'given' }).jwtSecret).toBe('given');
  });

  it('rejects a port that is not a port, with a clear message', () => {
    expect(() => readConfig({ PORT: 'eighty', DATA_DIR: 'memory://' })).toThrow("PORT must be a whole number from 0 to 65535, got 'eighty'");
  });
});

describe('the request language', () => {
  it.each([
    [undefined, 'en'],
    ['ar', 'ar'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['fr-FR,fr;q=0.9,ar;q=0.5', 'ar'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.2,ar;q=0.8', 'ar'],
    ['ar;q=0,en', 'en'],
  ])('reads %s as %s', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});
