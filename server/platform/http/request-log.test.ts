import { inspect } from 'node:util';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseError } from '../db/db';
import { serializeError } from '../logger';
import { useTestServer } from '../../testing/harness';
import { bookingBody, tourPicker } from '../../testing/bookings';
import { collectingLogger } from '../../testing/log-lines';
import { createTestUser, type TestUser } from '../../testing/users';

/**
 * The server's log (D144, D145): one JSON line per request with its id, method, route template,
 * status and duration; an error line with the request id and none of the request's personal data;
 * the id back to the caller in X-Request-Id (and in the body of a 500).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request and error logs', () => {
  const log = collectingLogger();
  const server = useTestServer({}, { logger: log.logger });
  let traveller: TestUser;
  let written = 0;
  /** The lines logged since the test began. */
  const newLines = () => log.lines().slice(written);

  beforeAll(async () => {
    traveller = await createTestUser(server.services);
  }, 60_000);

  beforeEach(() => {
    written = log.lines().length;
  });

  it('writes exactly one line per request: id, method, route template, status, duration; never the path as sent', async () => {
    const response = await fetch(`${server.url}/api/Travel/3?secret=s3cr3t-value`, { headers: { Authorization: `Bearer ${traveller.token}` } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(UUID);
    const lines = newLines();
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.any(String) as unknown,
        pid: process.pid,
        hostname: expect.any(String) as unknown,
        requestId,
        method: 'GET',
        route: '/api/Travel/{id}',
        status: 200,
        durationMs: expect.any(Number) as unknown,
        msg: 'request',
      },
    ]);
    expect(lines[0]?.durationMs).toBeGreaterThan(0);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('s3cr3t-value');
    expect(text).not.toContain(traveller.token);
  });

  it('names routes outside the contract by the route that answered, and an unknown call by none', async () => {
    await fetch(`${server.url}/images/tours/does-not-exist.jpg`);
    await fetch(`${server.url}/api/No/Such/thing-123`);
    expect(newLines().map((line) => [line.route, line.status])).toEqual([
      ['/images/*', 404],
      ['/api/*', 404],
    ]);
  });

  it('keeps a well-formed incoming X-Request-Id and replaces one that is not', async () => {
    const kept = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'lb-7f3a.42:1' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    const replaced = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': `bad id ${'x'.repeat(200)}` } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    expect(newLines().map((line) => line.requestId)).toEqual(['lb-7f3a.42:1', replaced.headers.get('x-request-id')]);
  });

  it('logs a real database failure with the request id and without personal data; the caller gets the id and a plain 500', async () => {
    const nationalId = '29801011234567';
    // The database itself refuses this booking: its error carries the statement, the parameters and a
    // "Failing row contains (…)" detail with the national id, the phone number and the name.
    await server.services.db.exec(`alter table bookings add constraint refuses_this_traveller check (national_id <> '${nationalId}')`);
    try {
      const tour = await tourPicker(server.services)();
      const response = await fetch(`${server.url}/api/Booking`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${traveller.token}`, 'Content-Type': 'application/json', 'Accept-Language': 'ar' },
        body: JSON.stringify(bookingBody(tour.id, { adults: 1 }, { nationalId, phoneNumber: '+20 100 987 6543', name: 'Mariam Hassan' })),
      });
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id') ?? '';
      expect(requestId).toMatch(UUID);
      expect(await response.json()).toEqual({ message: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى.', requestId });

      const lines = newLines();
      expect(lines.map((line) => [line.level, line.msg, line.requestId])).toEqual([
        ['error', 'request failed', requestId],
        ['info', 'request', requestId],
      ]);
      expect(lines[0]).toMatchObject({
        method: 'POST',
        route: '/api/Booking',
        err: { type: 'DatabaseError', code: '23514', table: 'bookings', constraint: 'refuses_this_traveller' },
      });
      expect(lines[1]).toMatchObject({ route: '/api/Booking', status: 500 });
      const text = JSON.stringify(lines);
      for (const secret of [nationalId, '987 6543', 'Mariam', traveller.email, traveller.token, 'insert into', 'Failing row']) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await server.services.db.exec('alter table bookings drop constraint refuses_this_traveller');
    }
  });

  it('never lets a database error print its statement, parameters or quoted values', async () => {
    const failed = await server.services.db
      .query('select $1::int as n, $2::text as email', ['not-a-number 29801011234567', 'someone@example.com'])
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(DatabaseError);
    expect((failed as DatabaseError).code).toBe('22P02');
    for (const shown of [inspect(failed, { depth: 5 }), JSON.stringify(serializeError(failed)), String(failed)]) {
      expect(shown).not.toContain('29801011234567');
      expect(shown).not.toContain('someone@example.com');
      expect(shown).not.toContain('select $1');
    }
    expect((failed as DatabaseError).message).toBe('invalid input syntax for type integer: "…"');
  });

  it('takes e-mail addresses and tokens out of any other error it logs, and shows no property it was not told to', () => {
    const error = Object.assign(new Error('mailbox someone@example.com refused Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'), {
      params: ['29801011234567'],
      query: 'insert into bookings …',
    });
    const shown = JSON.stringify(serializeError(new Error('wrapped', { cause: error })));
    expect(shown).toContain('mailbox [email] refused Bearer [token]');
    expect(shown).not.toMatch(/someone@example\.com|eyJhbGci|29801011234567|insert into/);
  });
});
