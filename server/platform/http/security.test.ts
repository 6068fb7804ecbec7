import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { readConfig } from '../config';
import { connectChat } from '../../testing/hub-clients';
import { bookingBody, expectedTotal, tourPicker } from '../../testing/bookings';
import { useTestServer } from '../../testing/harness';
import { createTestUser } from '../../testing/users';
import { parseCorsOrigins } from '../origins';
import { RESOURCE_CONTENT_SECURITY_POLICY } from './security';
import { PUBLIC_CACHE_CONTROL } from './catalogue-cache';

/** The security headers on every kind of answer, CORS for the API, and the hub's Origin check. */

/** A built app to serve: an index.html as Vite writes it (module script, stylesheet) and its assets. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rihla-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/app.js"></script><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dir, 'assets', 'app.css'), 'body{margin:0}');
  return dir;
}

/** The CSP's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What the server answers a WebSocket upgrade to /chatHub with: the status and headers, then the socket is closed. */
function upgrade(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/chatHub`, { headers });
    ws.on('upgrade', (response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' });
      ws.terminate();
    });
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    ws.on('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectCommonHeaders(headers: Headers | Record<string, string | string[] | undefined>) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined) ?? null);
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(get(name), name).toBe(value);
  expect(get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(get('cross-origin-opener-policy')).toBe('same-origin');
}

describe('security headers (site on http, no identity provider, no CORS_ORIGINS)', () => {
  let dist: string;

  beforeAll(() => {
    dist = fakeDist();
  });

  // Registered before the server's, so it runs after the server closed.
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  const server = useTestServer(() => ({ DIST_DIR: dist }));

  it('puts them on the app page, with a policy that allows what the app uses and no inline script', async () => {
    const page = await fetch(`${server.url}/tours`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expectCommonHeaders(page.headers);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", server.url.replace(/^http/, 'ws')]);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const permissions = page.headers.get('permissions-policy');
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('camera=(self)');
    for (const off of ['geolocation=()', 'payment=()', 'usb=()', 'identity-credentials-get=()']) expect(permissions).toContain(off);
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps index.html free of inline scripts, which the policy would block', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/);
  });

  it('puts them on API answers, 404s, the built assets, images, videos and uploads, with a policy that runs nothing', async () => {
    const answers = {
      json: await fetch(`${server.url}/api/Travel?PageSize=1`),
      apiNotFound: await fetch(`${server.url}/api/NoSuchThing`),
      notFound: await fetch(`${server.url}/uploads/partners/x.pdf`),
      badRequest: await fetch(`${server.url}/api/Travel?PageSize=abc`),
      script: await fetch(`${server.url}/assets/app.js`),
      image: await fetch(`${server.url}/images/favicon.svg`),
      video: await fetch(`${server.url}/images/guide/pyramids.webm`, { headers: { Range: 'bytes=0-99' } }),
      health: await fetch(`${server.url}/api/health`),
    };
    expect(answers.json.status).toBe(200);
    expect(answers.apiNotFound.status).toBe(404);
    expect(answers.notFound.status).toBe(404);
    expect(answers.badRequest.status).toBe(400);
    expect(answers.image.headers.get('content-type')).toContain('image/svg+xml');
    expect(answers.video.status).toBe(206);
    for (const [kind, answer] of Object.entries(answers)) {
      expectCommonHeaders(answer.headers);
      expect(answer.headers.get('content-security-policy'), kind).toBe(RESOURCE_CONTENT_SECURITY_POLICY);
      expect(answer.headers.get('permissions-policy'), kind).toContain('microphone=(self)');
    }
    // Public files may be shown by other origins' pages; everything else stays this origin's.
    expect(answers.image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answers.video.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answers.json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // API answers are never kept by a browser or a proxy (ASVS 8.2.1), but for the public catalogue's, the
    // same for everybody, which a CDN may keep a few seconds (D340); files keep their own caching.
    for (const kind of ['apiNotFound', 'badRequest', 'health'] as const) expect(answers[kind].headers.get('cache-control'), kind).toBe('no-store');
    expect(answers.json.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(answers.image.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('keeps answers that carry a token or a traveller\'s data out of every cache', async () => {
    const email = `cache.${Date.now()}@example.com`;
    const registered = await server.api().POST('/api/Auth/register', { body: { userName: 'Cache Test', email, password: 'Pyramids#2026' } });
    expect(registered.response.status).toBe(200);
    expect(registered.response.headers.get('cache-control')).toBe('no-store');
    const bookings = await server.api(registered.data?.token).GET('/api/Booking');
    expect(bookings.response.headers.get('cache-control')).toBe('no-store');
  });

  it("leaves the sandbox checkout page its own, stricter policy", async () => {
    const user = await createTestUser(server.services, 'Salma Fathy');
    const tour = await tourPicker(server.services)(2);
    const booked = await server.api(user.token).POST('/api/Booking', { body: bookingBody(tour.id, { adults: 1 }) });
    expect(booked.response.status).toBe(201);
    const initiated = await server.api(user.token).POST('/api/Payment/initiate', {
      body: { bookingId: booked.data!.id, amount: expectedTotal(tour.price, { adults: 1 }), currency: 'EGP', paymentMethod: 'card' },
    });
    expect(initiated.response.status).toBe(200);
    const checkout = await fetch(new URL(initiated.data!.paymentUrl, server.url), { headers: { Accept: 'text/html' } });
    expect(checkout.status).toBe(200);
    const csp = directives(checkout.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    // One script runs there, the hold's countdown, allowed by its hash alone (D217): none other can.
    const [allowed, ...others] = csp.get('script-src') ?? [];
    expect(others).toEqual([]);
    expect(allowed).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    const html = await checkout.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`).toBe(allowed);
    expect(checkout.headers.get('referrer-policy')).toBe('no-referrer');
    expect(checkout.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("puts them on the hub's HTTP answers: a plain GET, a negotiate, the upgrade and a refused upgrade", async () => {
    const negotiate = await fetch(`${server.url}/chatHub/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(negotiate.status).toBe(404);
    expectCommonHeaders(negotiate.headers);
    const plain = await fetch(`${server.url}/chatHub`);
    expectCommonHeaders(plain.headers);

    const opened = await upgrade(server.url, {});
    expect(opened.status).toBe(101);
    expectCommonHeaders(opened.headers);
    const refused = await upgrade(server.url, { Origin: 'https://elsewhere.example' });
    expect(refused.status).toBe(403);
    expectCommonHeaders(refused.headers);
  });

  it('gives no CORS grant to another origin', async () => {
    const preflight = await fetch(`${server.url}/api/Travel`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${server.url}/api/Travel?PageSize=1`, { headers: { Origin: 'http://localhost:5173' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers and CORS (https site, identity provider, CORS_ORIGINS)', () => {
  const granted = 'https://app.partner.example';
  const server = useTestServer({
    PUBLIC_URL: 'https://rihla.example',
    // A public address must name its gateway and its mail server on purpose (D122); nothing is paid or mailed here.
    PAYMENT_PROVIDER: 'sandbox',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SUPPORT_EMAIL: 'care@rihla.example',
    GOOGLE_CLIENT_ID: 'rihla-test.apps.googleusercontent.com',
    CORS_ORIGINS: ` ${granted}, https://admin.partner.example:8443/ `,
    VITE_API_BASE_URL: 'https://api.rihla.example/',
  });

  it('sends HSTS, and lets the page use the identity provider and the API host', async () => {
    const page = await fetch(`${server.url}/api/health`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(page.headers.get('permissions-policy')).toContain('identity-credentials-get=(self)');
    const { appContentSecurityPolicy } = await import('./security');
    const csp = directives(appContentSecurityPolicy(server.services.config));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(csp.get('style-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org', 'https://accounts.google.com/gsi/']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://rihla.example', 'https://api.rihla.example', 'wss://api.rihla.example', 'https://accounts.google.com/gsi/']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://api.rihla.example']);
    expect(csp.get('script-src')!.join(' ')).not.toContain('unsafe');
  });

  it('sends HSTS on the hub upgrade too', async () => {
    const opened = await upgrade(server.url, {});
    expect(opened.status).toBe(101);
    expect(opened.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('answers a granted origin’s preflight', async () => {
    const preflight = await fetch(`${server.url}/api/Booking`, {
      method: 'OPTIONS',
      headers: { Origin: granted, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type, accept-language' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(granted);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,DELETE');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type,Accept-Language');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('vary')).toContain('Origin');
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('grants the origins it was given (normalised) on real calls, with what a client reads exposed', async () => {
    for (const origin of [granted, 'https://admin.partner.example:8443']) {
      const read = await fetch(`${server.url}/api/Travel?PageSize=1`, { headers: { Origin: origin, 'Accept-Language': 'ar' } });
      expect(read.status).toBe(200);
      expect(read.headers.get('access-control-allow-origin')).toBe(origin);
      expect(read.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(read.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
      expect(read.headers.get('vary')).toContain('Origin');
    }
    // An error is readable by the granted page too, so it can show the message.
    const missing = await fetch(`${server.url}/api/NoSuchThing`, { headers: { Origin: granted } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(granted);
  });

  it('refuses every other origin, and the Vite dev server outside development', async () => {
    for (const origin of ['https://evil.example', 'http://app.partner.example', 'https://app.partner.example.evil.example', 'http://localhost:5173', 'null']) {
      const preflight = await fetch(`${server.url}/api/Booking`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      const read = await fetch(`${server.url}/api/Travel?PageSize=1`, { headers: { Origin: origin } });
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it("opens the hub for the site's own origin and granted ones, refuses others at the upgrade, and keeps clients without Origin", async () => {
    const own = new URL(server.url).origin;
    for (const origin of [own, 'https://rihla.example', granted]) {
      expect((await upgrade(server.url, { Origin: origin })).status, origin).toBe(101);
    }
    for (const origin of ['https://evil.example', 'http://localhost:5173', 'null']) {
      const refused = await upgrade(server.url, { Origin: origin, 'Accept-Language': 'ar' });
      expect(refused.status, origin).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({ message: `لا يمكن فتح المساعد من ${origin}.` });
    }
    // The stock SignalR client in Node sends no Origin: it talks to the assistant as before.
    const chat = await connectChat(server.url);
    await chat.connection.invoke('SendMessage', 'Tours in Luxor');
    expect((await chat.reply(1)).response.length).toBeGreaterThan(0);
    await chat.stop();
  });
});

describe('CORS in development', () => {
  const server = useTestServer({ NODE_ENV: 'development' });

  it("grants the Vite dev server's origins and nothing else", async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) {
      const preflight = await fetch(`${server.url}/api/Account/login`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect((await upgrade(server.url, { Origin: origin })).status).toBe(101);
    }
    const other = await fetch(`${server.url}/api/Travel?PageSize=1`, { headers: { Origin: 'http://localhost:3000' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect((await upgrade(server.url, { Origin: 'http://localhost:3000' })).status).toBe(403);
  });
});

describe('CORS_ORIGINS', () => {
  it('reads comma-separated origins, normalised as browsers send them', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' ')).toEqual([]);
    expect(parseCorsOrigins('https://App.Example.com, http://localhost:3000/,https://app.example.com:443')).toEqual(['https://app.example.com', 'http://localhost:3000']);
  });

  it.each([
    ['*', "'*' is not accepted"],
    ['app.example.com', "'app.example.com' is not an address"],
    ['localhost:3000', "'localhost:3000' is not an http(s) origin"],
    ['ftp://files.example.com', 'is not an http(s) origin'],
    ['https://app.example.com/path', 'is more than an origin: give scheme://host[:port] alone (https://app.example.com)'],
    ['https://user:pw@app.example.com', 'is more than an origin'],
    ['https://app.example.com?x=1', 'is more than an origin'],
  ])('refuses to start with %s, saying why', (entry, reason) => {
    expect(() => readConfig({ DATA_DIR: 'memory://', CORS_ORIGINS: `https://ok.example,${entry}` })).toThrow(reason);
    expect(() => readConfig({ DATA_DIR: 'memory://', CORS_ORIGINS: entry })).toThrow(/^CORS_ORIGINS: /);
  });

  it('refuses a VITE_API_BASE_URL that is not an http(s) address', () => {
    expect(() => readConfig({ DATA_DIR: 'memory://', VITE_API_BASE_URL: 'api.example.com' })).toThrow("VITE_API_BASE_URL must be an http(s) address, got 'api.example.com'");
  });
});
