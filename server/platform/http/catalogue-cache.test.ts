/**
 * The catalogue's cached answers: computed once per change, forgotten at once
 * when a booking, a cancellation or a review changes what they show, shared by everybody but never for
 * personal answers, with ETag/304 and public Cache-Control; across two processes on PostgreSQL the
 * forgetting travels by NOTIFY, and a missed notification leaves an answer stale for at most the TTL.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingBody, tourPicker } from '../../testing/bookings';
import { startPeerServers, useTestServer, type PeerServers, type TestServer } from '../../testing/harness';
import { createTestUser } from '../../testing/users';
import { CACHE_TTL_MS, CATALOGUE_TABLES, CatalogueCache, PUBLIC_CACHE_CONTROL } from './catalogue-cache';

type Tour = { id: number; availableSeats: number; title: string };
type Page = { items: Tour[]; totalCount: number };

const get = (server: TestServer, path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const json = async <T>(server: TestServer, path: string, headers: Record<string, string> = {}) => {
  const answer = await get(server, path, headers);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
};
const seatsShown = async (server: TestServer, id: number) => (await json<Tour>(server, `/api/Travel/${id}`)).availableSeats;

describe('the catalogue cache, one process', () => {
  const server = useTestServer();
  let pickTour: ReturnType<typeof tourPicker>;

  beforeAll(() => {
    pickTour = tourPicker(server.services);
  });

  it('answers a read again without asking the database, whatever the order of the query and with or without a token', async () => {
    const user = await createTestUser(server.services, 'Karim Adel');
    const first = await get(server, '/api/Travel?PageIndex=1&PageSize=5');
    const body = await first.text();
    const stats = server.services.catalogue!.stats();
    const { db } = server.services;
    const queries = vi.spyOn(db, 'query');
    const ones = vi.spyOn(db, 'one');
    try {
      const again = await get(server, '/api/Travel?PageSize=5&PageIndex=1');
      const signedIn = await get(server, '/api/Travel?PageIndex=1&PageSize=5', { Authorization: `Bearer ${user.token}` });
      expect(await again.text()).toBe(body);
      expect(await signedIn.text()).toBe(body);
      expect(queries).not.toHaveBeenCalled();
      expect(ones).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
      ones.mockRestore();
    }
    const after = server.services.catalogue!.stats();
    expect(after.misses).toBe(stats.misses);
    expect(after.hits).toBe(stats.hits + 2);
  });

  it('has a notifying trigger (migration 093) on every table whose writes it watches', async () => {
    const rows = await server.services.db.query<{ watched: string }>(
      "select c.relname as watched from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%\\_catalogue\\_changed'",
    );
    expect(rows.map((row) => row.watched).sort()).toEqual([...CATALOGUE_TABLES].sort());
  });

  it('keeps each language its own answer', async () => {
    const english = await json<Page>(server, '/api/Travel?PageIndex=1&PageSize=3', { 'Accept-Language': 'en' });
    const arabic = await json<Page>(server, '/api/Travel?PageIndex=1&PageSize=3', { 'Accept-Language': 'ar-EG,ar;q=0.9' });
    expect(arabic.items.map((tour) => tour.id)).toEqual(english.items.map((tour) => tour.id));
    expect(arabic.items[0]!.title).not.toBe(english.items[0]!.title);
    expect(arabic.items[0]!.title).toMatch(/[\u0600-\u06FF]/);
    expect((await json<Page>(server, '/api/Travel?PageIndex=1&PageSize=3')).items[0]!.title).toBe(english.items[0]!.title);
  });

  it('shows the seats a booking took, and gave back on cancelling, on the very next read of the tour and of the lists', async () => {
    const tour = await pickTour(6, 'cancellable');
    const user = await createTestUser(server.services, 'Mona Samir');
    const listed = async () => (await json<Page>(server, '/api/Travel?PageIndex=1&PageSize=1000')).items.find((item) => item.id === tour.id)!.availableSeats;
    const searched = async () => {
      const found = await json<{ items: Array<{ id: number; availableSeats?: number }> }>(server, `/api/Search?type=Travels&search=${encodeURIComponent(tour.titleEn)}&pageSize=50`);
      return found.items.find((item) => item.id === tour.id)?.availableSeats;
    };
    const before = { detail: await seatsShown(server, tour.id), list: await listed(), search: await searched() };
    expect(before.detail).toBe(tour.availableSeats);
    expect(before.list).toBe(tour.availableSeats);
    // Cached now: the same again, from the cache.
    expect(await seatsShown(server, tour.id)).toBe(tour.availableSeats);

    const booked = await server.api(user.token).POST('/api/Booking', { body: bookingBody(tour.id, { adults: 2 }) });
    expect(booked.response.status).toBe(201);
    expect(await seatsShown(server, tour.id)).toBe(tour.availableSeats - 2);
    expect(await listed()).toBe(tour.availableSeats - 2);
    if (before.search !== undefined) expect(await searched()).toBe(tour.availableSeats - 2);

    const cancelled = await server.api(user.token).POST('/api/Booking/{id}/cancel', { params: { path: { id: booked.data!.id } } });
    expect(cancelled.response.status).toBe(200);
    expect(await seatsShown(server, tour.id)).toBe(tour.availableSeats);
    expect(await listed()).toBe(tour.availableSeats);
  });

  it('shows a new review in the company\'s rating at once', async () => {
    const company = 13; // Deep South: no reviews in the seed
    const before = await json<{ rating: number | null; reviewCount: number }>(server, `/api/Company/${company}`);
    expect(before).toMatchObject({ rating: null, reviewCount: 0 });
    const listedBefore = await json<{ items: Array<{ id: number; rating: number | null }> }>(server, '/api/Company?PageIndex=1&PageSize=50');
    expect(listedBefore.items.find((item) => item.id === company)?.rating).toBeNull();
    const user = await createTestUser(server.services, 'Hala Nabil');
    const reviewed = await server.api(user.token).PUT('/api/Company/{id}/reviews/mine', { params: { path: { id: company } }, body: { rating: 4, text: 'Well organised' } });
    expect(reviewed.response.status).toBe(201);
    expect(await json<{ rating: number | null; reviewCount: number }>(server, `/api/Company/${company}`)).toMatchObject({ rating: 4, reviewCount: 1 });
    const listedAfter = await json<{ items: Array<{ id: number; rating: number | null }> }>(server, '/api/Company?PageIndex=1&PageSize=50');
    expect(listedAfter.items.find((item) => item.id === company)?.rating).toBe(4);
  });

  it('sends a strong ETag and public Cache-Control, answers 304 to If-None-Match, and a new ETag once the answer changed', async () => {
    const tour = await pickTour(4);
    const path = `/api/Travel/${tour.id}`;
    const first = await get(server, path, { 'Accept-Encoding': 'identity' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('vary')).toMatch(/Accept-Language/);
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = await first.text();

    const unchanged = await get(server, path, { 'If-None-Match': etag, 'Accept-Encoding': 'identity' });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get(server, path, { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304);

    const user = await createTestUser(server.services, 'Tarek Fouad');
    expect((await server.api(user.token).POST('/api/Booking', { body: bookingBody(tour.id, { adults: 1 }) })).response.status).toBe(201);
    const changed = await get(server, path, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as Tour).availableSeats).toBe(tour.availableSeats - 1);
    expect(JSON.parse(body)).toMatchObject({ id: tour.id, availableSeats: tour.availableSeats });
  });

  it('compresses an answer once, and sends the same bytes to every client that accepts gzip', async () => {
    const { request } = await import('node:http');
    // Node's fetch decompresses; the raw bytes are read with node:http.
    const raw = (path: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const path = '/api/Travel?PageIndex=1&PageSize=1000';
    const plain = await (await get(server, path, { 'Accept-Encoding': 'identity' })).text();
    const [one, two, three] = [await raw(path), await raw(path), await raw(path)];
    expect(one.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(one.body).toString()).toBe(plain);
    expect(two.body.equals(one.body)).toBe(true);
    expect(three.body.equals(one.body)).toBe(true);
    expect(Number(one.headers['content-length'])).toBe(one.body.length);
    expect(one.headers.etag).toMatch(/-gzip"$/);
    expect(three.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(three.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
  });

  it('never caches personal answers, nor shares them between two users', async () => {
    const [ali, sara] = [await createTestUser(server.services, 'Ali Hassan'), await createTestUser(server.services, 'Sara Magdy')];
    const tour = await pickTour(1);
    expect((await server.api(ali.token).POST('/api/Travel/like/{id}', { params: { path: { id: tour.id } } })).response.status).toBe(204);
    for (const [user, expected] of [
      [ali, [tour.id]],
      [sara, []],
      [ali, [tour.id]],
    ] as const) {
      const favourites = await get(server, '/api/Travel/Favtravels', { Authorization: `Bearer ${user.token}` });
      expect(favourites.status).toBe(200);
      expect(((await favourites.json()) as Tour[]).map((item) => item.id)).toEqual(expected);
      expect(favourites.headers.get('cache-control')).toBe('no-store');
      expect(favourites.headers.get('etag')).toBeNull();
    }
    for (const path of [`/api/Travel/${tour.id}/reviews/mine`, '/api/Booking', `/api/Ai/recommend-travels/${ali.id}`]) {
      const answer = await get(server, path, { Authorization: `Bearer ${ali.token}` });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    // Without a token a personal read is refused, whatever was read before with one.
    expect((await get(server, '/api/Travel/Favtravels')).status).toBe(401);
  });

  it('recomputes an answer once the server\'s clock moved on', async () => {
    await json<Page>(server, '/api/Category');
    const { misses } = server.services.catalogue!.stats();
    await json<Page>(server, '/api/Category');
    expect(server.services.catalogue!.stats().misses).toBe(misses);
    server.clock.advance(CACHE_TTL_MS + 1000);
    await json<Page>(server, '/api/Category');
    expect(server.services.catalogue!.stats().misses).toBe(misses + 1);
  });

  it('answers bad reads of cached routes with a JSON error, never a 500, and does not keep them', async () => {
    for (const path of ['/api/Travel?PageSize=abc', '/api/Travel/0', '/api/Travel/99999999999999999999', '/api/Company/123456', '/api/Search?type=Nope&search=x', '/api/Search?type=Travels&search=%20']) {
      for (let round = 0; round < 2; round += 1) {
        const answer = await get(server, path);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
        expect(((await answer.json()) as { message: string }).message, path).toEqual(expect.any(String));
        expect(answer.headers.get('cache-control'), path).toBe('no-store');
      }
    }
  });
});

describe('the cache store', () => {
  const answer = (text: string) => () => Promise.resolve({ body: new Uint8Array(Buffer.from(text)), type: 'application/json', route: undefined });

  it('keeps at most its entries and bytes, the least recently used going first', async () => {
    const cache = new CatalogueCache({ maxEntries: 2, maxBytes: 1000, ttlMs: 60_000 });
    const clock = Date.now();
    await cache.answer('a', clock, answer('"a"'));
    await cache.answer('b', clock, answer('"b"'));
    expect((await cache.answer('a', clock, answer('"a2"'))).computed).toBe(false); // a is now the most recent
    await cache.answer('c', clock, answer('"c"'));
    expect(cache.stats().entries).toBe(2);
    expect((await cache.answer('b', clock, answer('"b2"'))).computed).toBe(true);
    await cache.answer('big', clock, answer(`"${'x'.repeat(600)}"`)); // more than a quarter of the bytes: not kept
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
    expect((await cache.answer('big', clock, answer('"small"'))).computed).toBe(true);
  });

  it('computes an answer once for requests that arrive together, and never keeps one computed across a change', async () => {
    const cache = new CatalogueCache({ maxEntries: 10, maxBytes: 10_000, ttlMs: 60_000 });
    let computed = 0;
    const slow = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer(`"${computed}"`)();
    };
    const clock = Date.now();
    await Promise.all([cache.answer('k', clock, slow), cache.answer('k', clock, slow), cache.answer('k', clock, slow)]);
    expect(computed).toBe(1);
    const during = cache.answer('k2', clock, slow);
    cache.invalidate(); // a write committed while it was computed
    expect((await during).entry).not.toBeNull();
    expect((await cache.answer('k2', clock, slow)).computed).toBe(true);
  });

  it('serves an entry at most its TTL, then recomputes it', async () => {
    const cache = new CatalogueCache({ maxEntries: 10, maxBytes: 10_000, ttlMs: 50 });
    const clock = Date.now();
    await cache.answer('k', clock, answer('"1"'));
    expect((await cache.answer('k', clock, answer('"2"'))).computed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.answer('k', clock, answer('"3"'))).computed).toBe(true);
  });
});

// Two processes share a database only on PostgreSQL: `npm test` runs these in its PostgreSQL step.
if (process.env.DATABASE_URL) describe('the catalogue cache across two processes on PostgreSQL', () => {
  let peers: PeerServers;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    peers = await startPeerServers();
    first = peers.first;
    if (peers.concurrent) second = await peers.startSecond();
  }, 60_000);
  afterAll(async () => {
    await peers?.close();
  });

  /** Reads the tour on `server` until it shows `seats`; how long that took. */
  async function untilShown(server: TestServer, id: number, seats: number, limitMs: number): Promise<number> {
    const started = Date.now();
    while ((await seatsShown(server, id)) !== seats) {
      if (Date.now() - started > limitMs) throw new Error(`still not ${seats} seats after ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - started;
  }

  it('forgets an answer when the other process books (NOTIFY)', async () => {
    expect(peers.concurrent).toBe(true);
    const tour = await tourPicker(second.services)(4);
    expect(await seatsShown(first, tour.id)).toBe(tour.availableSeats);
    expect(await seatsShown(first, tour.id)).toBe(tour.availableSeats); // cached on the first
    const user = await createTestUser(second.services, 'Yasmin Ezz');
    expect((await second.api(user.token).POST('/api/Booking', { body: bookingBody(tour.id, { adults: 3 }) })).response.status).toBe(201);
    // Far within the TTL: the notification, not the expiry, made the first forget.
    expect(await untilShown(first, tour.id, tour.availableSeats - 3, 1000)).toBeLessThan(1000);
  });

  it('serves an answer at most the TTL stale when notifications are missed, and listens again after losing its connection', async () => {
    expect(peers.concurrent).toBe(true);
    const tour = await tourPicker(second.services)(4);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: first.services.config.databaseUrl });
    await client.connect();
    try {
      expect(await seatsShown(first, tour.id)).toBe(tour.availableSeats);
      // A write that sends no notification (triggers off for this transaction), as if it had been missed.
      await client.query('begin');
      await client.query("set local session_replication_role = 'replica'");
      await client.query('update tours set available_seats = available_seats - 1 where id = $1', [tour.id]);
      await client.query('commit');
      expect(await seatsShown(first, tour.id)).toBe(tour.availableSeats); // stale, as expected
      const took = await untilShown(first, tour.id, tour.availableSeats - 1, CACHE_TTL_MS + 2000);
      expect(took).toBeLessThanOrEqual(CACHE_TTL_MS + 2000);

      // The listening connections are cut: each process opens its own again and forgets what it had.
      await client.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'rihla-listener' and datname = current_database()");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await seatsShown(first, tour.id)).toBe(tour.availableSeats - 1);
      const user = await createTestUser(second.services, 'Omar Said');
      expect((await second.api(user.token).POST('/api/Booking', { body: bookingBody(tour.id, { adults: 1 }) })).response.status).toBe(201);
      expect(await untilShown(first, tour.id, tour.availableSeats - 2, 1000)).toBeLessThan(1000);
    } finally {
      await client.end();
    }
  }, 20_000);
});
