import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '../catalogue/seed/seed';
import { storeInteractions } from './interactions';
import { recommendEvents, recommendTravels } from './recommendations';
import { useTestServer } from '../testing/harness';
import { createTestUser, type TestUser } from '../testing/users';

/** The seed's tours with their ids (on a fresh database the n-th entry gets id n). */
const tours = catalogue.tours.map((tour, index) => ({ ...tour, id: index + 1 }));
const tour = (id: number) => {
  const found = tours[id - 1];
  if (!found) throw new Error(`no seed tour ${id}`);
  return found;
};
const RED_SEA_AND_SINAI = new Set(['Dahab', 'Sharm El Sheikh', 'Hurghada', 'Marsa Alam', 'Nuweiba', 'Saint Catherine']);

describe('interactions and recommendations', () => {
  const server = useTestServer();

  type Interaction = { id: string; type: 'travel' | 'event'; total: number };
  const submit = async (user: TestUser, items: Interaction[]) => {
    const { data, response } = await server.api(user.token).POST('/api/Ai/userinteractions', { body: { id: user.id, userInteraction: items } });
    expect(response.status).toBe(200);
    return data;
  };
  const travels = async (user: TestUser, query: { numRecommendations?: number; numHighestInteractions?: number } = {}, language: 'en' | 'ar' = 'en') => {
    const { data, response } = await server.api(user.token, language).GET('/api/Ai/recommend-travels/{userId}', {
      params: { path: { userId: user.id }, query },
    });
    expect(response.status).toBe(200);
    return data ?? [];
  };
  const events = async (user: TestUser, query: { numRecommendations?: number; numHighestInteractions?: number } = {}, language: 'en' | 'ar' = 'en') => {
    const { data, response } = await server.api(user.token, language).GET('/api/Ai/recommend-events/{userId}', {
      params: { path: { userId: user.id }, query },
    });
    expect(response.status).toBe(200);
    return data ?? [];
  };

  describe('cold start (before anyone has interacted)', () => {
    it('recommends popular tours: the best rated with seats, soonest first among equals', async () => {
      const user = await createTestUser(server.services);
      const recommended = await travels(user);
      // The best rated by their reviews (unrated count as nothing), with seats and not departed,
      // the soonest first among equals: the rule, read from the seeded catalogue.
      const expected = await server.services.db.query<{ id: number }>(
        `select id from tours where start_date > $1 and available_seats > 0
         order by coalesce(rating, 0) desc, start_date asc, id limit 5`,
        [server.services.now()],
      );
      expect(expected).toHaveLength(5);
      expect(recommended.map((item) => item.id)).toEqual(expected.map((row) => row.id));
      expect(recommended.every((item) => (item.reviewCount ?? 0) > 0)).toBe(true);
    });

    it('recommends the soonest upcoming events', async () => {
      const user = await createTestUser(server.services);
      const recommended = await events(user);
      expect(recommended.map((event) => event.name)).toEqual([
        'Al-Tannoura Sufi Dance at Wekalet El Ghouri',
        'Grand Egyptian Museum Late Opening',
        'Arab Music Festival at the Cairo Opera',
        'Nubian Music Night',
        'Moulid of Sayyida Zeinab',
      ]);
      expect(recommended.every((event) => event.dates.includes(' at ') && event.title === event.name)).toBe(true);
    });
  });

  describe('storing interactions', () => {
    it('answers true when records were stored and false when there was nothing to store', async () => {
      const user = await createTestUser(server.services);
      expect(await submit(user, [])).toBe(false);
      expect(await submit(user, [{ id: '99999', type: 'travel', total: 3 }, { id: 'abc', type: 'event', total: 1 }])).toBe(false);
      expect(await submit(user, [{ id: '2', type: 'travel', total: 9 }, { id: '4', type: 'event', total: 3 }])).toBe(true);
    });

    it('replaces the record of an item, one record per item', async () => {
      const user = await createTestUser(server.services);
      await submit(user, [{ id: '2', type: 'travel', total: 9 }]);
      await submit(user, [{ id: '2', type: 'travel', total: 1 }, { id: '2', type: 'travel', total: 4 }, { id: '2', type: 'event', total: 5 }]);
      const rows = await server.services.db.query<{ item_type: string; item_id: string; total: number }>(
        'select item_type, item_id, total from interactions where user_id = $1 order by item_type, item_id',
        [user.id],
      );
      expect(rows).toEqual([
        { item_type: 'event', item_id: '2', total: 5 },
        { item_type: 'travel', item_id: '2', total: 4 },
      ]);
    });

    it('keeps a bounded number of records per user: the highest, then the newest', async () => {
      const user = await createTestUser(server.services);
      const store = (items: Interaction[], now: Date) =>
        storeInteractions(server.services.db, { actorId: user.id, userId: user.id, items, now, keep: 3 });
      await store([1, 2, 3, 4, 5].map((id) => ({ id: String(id), type: 'travel', total: id })), new Date('2030-01-01T00:00:00Z'));
      await store([{ id: '6', type: 'travel', total: 4 }], new Date('2030-01-02T00:00:00Z'));
      const rows = await server.services.db.query<{ item_id: string }>('select item_id from interactions where user_id = $1 order by item_id', [user.id]);
      // 5 (total 5), then of the two with total 4 both fit; 3 (total 3) makes room for the newer 6.
      expect(rows.map((row) => row.item_id)).toEqual(['4', '5', '6']);
      await store([{ id: '7', type: 'travel', total: 4 }], new Date('2030-01-03T00:00:00Z'));
      const after = await server.services.db.query<{ item_id: string }>('select item_id from interactions where user_id = $1 order by item_id', [user.id]);
      expect(after.map((row) => row.item_id)).toEqual(['5', '6', '7']); // among equal totals the newest stay
    });

    it("refuses another user's records with 403, and needs a token", async () => {
      const [user, other] = [await createTestUser(server.services), await createTestUser(server.services)];
      const forbidden = await server.api(user.token).POST('/api/Ai/userinteractions', { body: { id: other.id, userInteraction: [{ id: '1', type: 'travel', total: 3 }] } });
      expect(forbidden.response.status).toBe(403);
      expect(forbidden.error).toEqual({ message: 'You can only submit your own interactions.' });
      const arabic = await server.api(user.token, 'ar').POST('/api/Ai/userinteractions', { body: { id: other.id, userInteraction: [] } });
      expect(arabic.error).toEqual({ message: 'يمكنك إرسال تفاعلاتك أنت فقط.' });
      expect((await server.api().POST('/api/Ai/userinteractions', { body: { id: other.id, userInteraction: [] } })).response.status).toBe(401);
    });
  });

  describe('recommended tours', () => {
    it('after a Dahab snorkelling day, recommends diving and Red Sea tours before Cairo city tours', async () => {
      const user = await createTestUser(server.services);
      await submit(user, [{ id: '2', type: 'travel', total: 9 }]);

      const top = await travels(user);
      expect(top).toHaveLength(5);
      expect(top[0]?.id).toBe(19); // the freediving course: diving, in Dahab, small group, adventure
      for (const item of top) {
        expect(tour(item.id).category === 'diving' || RED_SEA_AND_SINAI.has(item.destinationCity), item.title).toBe(true);
      }
      expect(top.map((item) => item.id)).not.toContain(2); // already interacted with

      const all = (await travels(user, { numRecommendations: 50 })).map((item) => item.id);
      const diving = tours.filter((item) => item.category === 'diving' && item.startInDays > 0 && item.availableSeats > 0 && item.id !== 2);
      const cairo = tours.filter((item) => item.destination.name.en === 'Cairo' && item.startInDays > 0);
      expect(cairo.length).toBeGreaterThan(0);
      const lastDiving = Math.max(...diving.map((item) => all.indexOf(item.id)));
      const firstCairo = Math.min(...cairo.map((item) => all.indexOf(item.id)));
      expect(Math.min(...diving.map((item) => all.indexOf(item.id)))).toBeGreaterThanOrEqual(0);
      expect(lastDiving).toBeLessThan(firstCairo);
    });

    it('never recommends a departed or sold-out tour', async () => {
      const user = await createTestUser(server.services);
      await submit(user, [{ id: '13', type: 'travel', total: 5 }]); // Alexandria: its departed sister tour is 14
      const all = (await travels(user, { numRecommendations: 50 })).map((item) => item.id);
      for (const excluded of tours.filter((item) => item.startInDays <= 0 || item.availableSeats <= 0)) {
        expect(all, excluded.title.en).not.toContain(excluded.id);
      }
      expect(all).toContain(44); // the other Alexandria tour
    });

    it('honours numRecommendations and numHighestInteractions', async () => {
      const user = await createTestUser(server.services);
      await submit(user, [
        { id: '2', type: 'travel', total: 9 },
        { id: '1', type: 'travel', total: 5 }, // the Giza pyramids
      ]);
      expect(await travels(user, { numRecommendations: 2 })).toHaveLength(2);
      const gizaHeritage = [39, 40];
      const fromOne = (await travels(user, { numHighestInteractions: 1 })).map((item) => item.id);
      expect(fromOne.filter((id) => gizaHeritage.includes(id))).toEqual([]);
      const fromTwo = (await travels(user, { numHighestInteractions: 2 })).map((item) => item.id);
      expect(fromTwo.some((id) => gizaHeritage.includes(id))).toBe(true);
      expect(fromTwo).not.toContain(1);
    });

    it('answers in the user\'s language', async () => {
      const user = await createTestUser(server.services);
      await submit(user, [{ id: '2', type: 'travel', total: 9 }]);
      const [first] = await travels(user, {}, 'ar');
      expect(first?.title).toBe(tour(19).title.ar);
    });

    it("refuses another user's recommendations with 403, and needs a token", async () => {
      const [user, other] = [await createTestUser(server.services), await createTestUser(server.services)];
      for (const path of ['/api/Ai/recommend-travels/{userId}', '/api/Ai/recommend-events/{userId}'] as const) {
        const forbidden = await server.api(user.token).GET(path, { params: { path: { userId: other.id } } });
        expect(forbidden.response.status).toBe(403);
        expect(forbidden.error).toEqual({ message: 'You can only read your own recommendations.' });
        const arabic = await server.api(user.token, 'ar').GET(path, { params: { path: { userId: other.id } } });
        expect(arabic.error).toEqual({ message: 'يمكنك الاطلاع على توصياتك أنت فقط.' });
        expect((await server.api().GET(path, { params: { path: { userId: user.id } } })).response.status).toBe(401);
      }
    });
  });

  describe('recommended events', () => {
    it('after a jazz festival, recommends the other music concerts first', async () => {
      const user = await createTestUser(server.services);
      await submit(user, [{ id: '4', type: 'event', total: 3 }]); // Cairo Jazz Festival
      const recommended = await events(user);
      expect(recommended).toHaveLength(5);
      expect(recommended.slice(0, 3).map((event) => event.name).sort()).toEqual([
        'Al-Tannoura Sufi Dance at Wekalet El Ghouri',
        'Arab Music Festival at the Cairo Opera',
        'Nubian Music Night',
      ]);
      expect(recommended.map((event) => event.id)).not.toContain(4);
    });

    it('recommends events where the user wants to travel', async () => {
      const user = await createTestUser(server.services);
      await submit(user, [{ id: '6', type: 'travel', total: 6 }]); // the Valley of the Kings, Luxor
      const recommended = await events(user, {}, 'ar');
      const luxorEvents = catalogue.events.filter((event) => event.location.en.includes('Luxor') && event.startsInDays > 0).map((event) => event.name.ar);
      expect(recommended.slice(0, luxorEvents.length).map((event) => event.name).sort()).toEqual([...luxorEvents].sort());
    });
  });

  describe("the candidate sets, kept between requests (D345)", () => {
    const request = (user: TestUser, language: 'en' | 'ar', count = 5) => ({
      actorId: user.id,
      userId: user.id,
      count,
      basedOn: 2,
      language,
      now: server.services.now(),
    });

    it('answer every user exactly what the recommender computes from the database alone, in both languages', async () => {
      const { db } = server.services;
      const seedTours = tours.filter((_, index) => index % 3 === 0).map((item) => item.id);
      for (const [index, id] of seedTours.entries()) {
        const user = await createTestUser(server.services);
        const items: Interaction[] = [{ id: String(id), type: 'travel', total: 9 }];
        if (index % 2 === 0) items.push({ id: String(((id + 7) % tours.length) + 1), type: 'travel', total: 4 }, { id: String((index % 6) + 1), type: 'event', total: 3 });
        await submit(user, items);
        for (const language of ['en', 'ar'] as const) {
          const fromDb = await recommendTravels(db, request(user, language));
          const eventsFromDb = await recommendEvents(db, request(user, language));
          if (!fromDb.ok || !eventsFromDb.ok) throw new Error('refused');
          expect(await travels(user, {}, language), `tour ${id}, ${language}`).toEqual(fromDb.items);
          expect(await events(user, {}, language), `tour ${id}, ${language}`).toEqual(eventsFromDb.items);
        }
      }
    });

    it('read only what is personal once computed: no word statistics, no scan of the offered tours and events', async () => {
      const user = await createTestUser(server.services);
      await submit(user, [{ id: '2', type: 'travel', total: 9 }, { id: '4', type: 'event', total: 3 }]);
      const first = await travels(user);
      const firstEvents = await events(user);
      const cache = server.services.catalogue!;
      const before = cache.stats();
      const queries = vi.spyOn(server.services.db, 'query');
      try {
        expect(await travels(user)).toEqual(first);
        expect(await events(user)).toEqual(firstEvents);
        const sql = queries.mock.calls.map(([text]) => String(text));
        expect(sql.filter((text) => /ts_stat|available_seats > 0|starts_at >= \$1/.test(text))).toEqual([]);
      } finally {
        queries.mockRestore();
      }
      const after = cache.stats();
      expect(after.derivedMisses).toBe(before.derivedMisses);
      expect(after.derivedHits).toBeGreaterThan(before.derivedHits);
    });

    it('are computed again after a change: a favourite moves the popular order, a sold-out tour leaves at once', async () => {
      const cold = await createTestUser(server.services);
      const popular = await travels(cold, { numRecommendations: 10 });
      const last = popular.at(-1)!;
      // Favourites raise a tour in the popular order (0.2 a favourite): ten of them lift the last one.
      for (let n = 0; n < 10; n += 1) {
        const fan = await createTestUser(server.services);
        const { response } = await server.api(fan.token).POST('/api/Travel/like/{id}', { params: { path: { id: last.id } } });
        expect(response.status).toBe(204);
      }
      const fresh = await recommendTravels(server.services.db, request(cold, 'en', 10));
      if (!fresh.ok) throw new Error('refused');
      expect(fresh.items.map((item) => item.id).indexOf(last.id)).toBeLessThan(9);
      expect((await travels(cold, { numRecommendations: 10 })).map((item) => item.id)).toEqual(fresh.items.map((item) => item.id));
      // A tour written in the catalogue (here: its last seat sold) leaves the candidates on the next read.
      const top = popular[0]!;
      await server.services.db.query('update tours set available_seats = 0 where id = $1', [top.id]);
      expect((await travels(cold, { numRecommendations: 10 })).map((item) => item.id)).not.toContain(top.id);
      await server.services.db.query('update tours set available_seats = $2 where id = $1', [top.id, top.availableSeats]);
      expect((await travels(cold, { numRecommendations: 10 })).map((item) => item.id)).toContain(top.id);
    });
  });
});
