import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../platform/config';
import type { Db } from '../platform/db/db';
import { createTestClock } from '../platform/test-clock';
import { createLogger } from '../platform/logger';
import type { Services } from '../platform/services';

/** The clock routes read no table: a database that fails on use proves it. */
const unusedDb = new Proxy({}, { get: () => () => Promise.reject(new Error('the database must not be used')) }) as Db;

function services(environment: 'test' | 'production', publicUrl = 'http://127.0.0.1:8080', withClock = true): Services {
  const config = readConfig({
    DATA_DIR: 'memory://',
    NODE_ENV: environment,
    PUBLIC_URL: publicUrl,
    // A public address needs a gateway chosen on purpose and mail that leaves the machine (D122).
    PAYMENT_PROVIDER: 'sandbox',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SUPPORT_EMAIL: 'support@rihla.travel',
  });
  let system = Date.parse('2026-11-27T10:00:00Z');
  const testClock = withClock ? createTestClock(() => new Date((system += 1))) : undefined;
  return {
    config,
    db: unusedDb,
    mailer: { send: () => Promise.resolve() },
    now: testClock?.now ?? (() => new Date()),
    logger: createLogger({ level: 'silent' }),
    ...(testClock ? { testClock } : {}),
  };
}

const post = (app: ReturnType<typeof createApp>, body: string) =>
  app.request('/dev/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('/dev/clock on a test server on loopback', () => {
  it('reads the clock, moves it, and moves every reader of services.now() with it', async () => {
    const server = services('test');
    const app = createApp(server);
    const before = (await (await app.request('/dev/clock')).json()) as { now: string };
    expect(Math.abs(Date.parse(before.now) - Date.parse('2026-11-27T10:00:00Z'))).toBeLessThan(1000);

    const moved = await post(app, JSON.stringify({ now: '2027-01-05T09:30:00Z' }));
    expect(moved.status).toBe(200);
    expect(moved.headers.get('cache-control')).toBe('no-store');
    const answer = (await moved.json()) as { now: string };
    expect(Math.abs(Date.parse(answer.now) - Date.parse('2027-01-05T09:30:00Z'))).toBeLessThan(1000);
    // The clock runs on from the moved time.
    expect(server.now().getTime()).toBeGreaterThan(Date.parse(answer.now));
    expect(server.now().getTime() - Date.parse('2027-01-05T09:30:00Z')).toBeLessThan(1000);

    const back = (await (await post(app, JSON.stringify({ now: null }))).json()) as { now: string };
    expect(Math.abs(Date.parse(back.now) - Date.parse('2026-11-27T10:00:00Z'))).toBeLessThan(1000);
  });

  it('answers a time it cannot read with 400 and leaves the clock alone', async () => {
    const server = services('test');
    const app = createApp(server);
    for (const body of ['{"now":"next tuesday"}', '{"now":12}', '{}', 'not json']) {
      const answer = await post(app, body);
      expect(answer.status, body).toBe(400);
      expect(((await answer.json()) as { message: string }).message, body).toBe('now is not a valid ISO 8601 date-time.');
    }
    expect(Math.abs(server.now().getTime() - Date.parse('2026-11-27T10:00:00Z'))).toBeLessThan(1000);
  });

  it('does not exist in production, on a public address, or on a server given its own clock (404)', async () => {
    for (const server of [services('production'), services('test', 'https://rihla.travel'), services('test', 'http://127.0.0.1:8080', false)]) {
      // Even with a clock in its services, production and a public address hide the route.
      const app = createApp(server);
      expect((await app.request('/dev/clock')).status).toBe(404);
      expect((await post(app, '{"now":"2027-01-05T09:30:00Z"}')).status).toBe(404);
    }
  });
});
