import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@core/contract/schema';
import { catalogue } from './seed/seed';
import { useTestServer } from '../testing/harness';
import { createTestUser } from '../testing/users';

type Tour = components['schemas']['Tour'];

/** The seed's tours with their ids (on a fresh database the n-th entry gets id n). */
const seeded = catalogue.tours.map((tour, index) => ({ ...tour, id: index + 1 }));
const offered = seeded.filter((tour) => tour.startInDays > 0);
const departed = seeded.filter((tour) => tour.startInDays <= 0);
const DAY_MS = 86_400_000;

describe('tours, categories and favourites', () => {
  const server = useTestServer();
  let categoryIds: Map<string, number>;

  beforeAll(async () => {
    const { data } = await server.api().GET('/api/Category');
    categoryIds = new Map((data ?? []).map((category) => [category.categoryName, category.id]));
  }, 60_000);

  /** Every tour on offer, read page by page at `pageSize`. */
  async function everyPage(query: Record<string, string | number>, pageSize: number): Promise<{ tours: Tour[]; totalPages: number; totalCount: number }> {
    const tours: Tour[] = [];
    let totalPages = 1;
    let totalCount = 0;
    for (let page = 1; page <= totalPages; page += 1) {
      const { data, response } = await server.api().GET('/api/Travel', { params: { query: { ...query, PageIndex: page, PageSize: pageSize } } });
      expect(response.status).toBe(200);
      tours.push(...(data?.items ?? []));
      totalPages = data?.totalPages ?? 0;
      totalCount = data?.totalCount ?? 0;
    }
    return { tours, totalPages, totalCount };
  }

  describe('favourites', () => {
    it('likes, lists, likes again, unlikes and unlikes again: idempotent, newest first', async () => {
      const user = await createTestUser(server.services);
      const api = server.api(user.token);
      const favourites = async () => {
        const { data, response } = await api.GET('/api/Travel/Favtravels');
        expect(response.status).toBe(200);
        return (data ?? []).map((tour) => tour.id);
      };

      expect(await favourites()).toEqual([]);
      expect((await api.POST('/api/Travel/like/{id}', { params: { path: { id: 3 } } })).response.status).toBe(204);
      expect(await favourites()).toEqual([3]);

      expect((await api.POST('/api/Travel/like/{id}', { params: { path: { id: 3 } } })).response.status).toBe(204);
      expect(await favourites()).toEqual([3]);

      server.clock.advance(1000);
      await api.POST('/api/Travel/like/{id}', { params: { path: { id: 1 } } });
      expect(await favourites()).toEqual([1, 3]);

      expect((await api.DELETE('/api/Travel/like/{id}', { params: { path: { id: 3 } } })).response.status).toBe(204);
      expect(await favourites()).toEqual([1]);
      expect((await api.DELETE('/api/Travel/like/{id}', { params: { path: { id: 3 } } })).response.status).toBe(204);
      expect(await favourites()).toEqual([1]);
    });

    it('lists the favourite tours in full, in the user\'s language', async () => {
      const user = await createTestUser(server.services);
      await server.api(user.token).POST('/api/Travel/like/{id}', { params: { path: { id: 2 } } });
      const { data } = await server.api(user.token, 'ar').GET('/api/Travel/Favtravels');
      expect(data?.[0]?.title).toBe(catalogue.tours[1]?.title.ar);
      expect(data?.[0]?.price).toBe(1800);
    });

    it('keeps one user\'s favourites apart from another\'s', async () => {
      const [first, second] = [await createTestUser(server.services), await createTestUser(server.services)];
      await server.api(first.token).POST('/api/Travel/like/{id}', { params: { path: { id: 5 } } });
      expect((await server.api(second.token).GET('/api/Travel/Favtravels')).data).toEqual([]);
    });

    it('answers 404 for an unknown tour, in English and Arabic', async () => {
      const user = await createTestUser(server.services);
      const liked = await server.api(user.token).POST('/api/Travel/like/{id}', { params: { path: { id: 99_999 } } });
      expect(liked.response.status).toBe(404);
      expect(liked.error).toEqual({ message: 'Tour not found' });
      const unliked = await server.api(user.token, 'ar').DELETE('/api/Travel/like/{id}', { params: { path: { id: 99_999 } } });
      expect(unliked.response.status).toBe(404);
      expect(unliked.error).toEqual({ message: 'الرحلة غير موجودة' });
    });

    it('needs a signed-in user', async () => {
      expect((await server.api().POST('/api/Travel/like/{id}', { params: { path: { id: 3 } } })).response.status).toBe(401);
      expect((await server.api().DELETE('/api/Travel/like/{id}', { params: { path: { id: 3 } } })).response.status).toBe(401);
      expect((await server.api().GET('/api/Travel/Favtravels')).response.status).toBe(401);
    });
  });

  describe('the listing', () => {
    it('lists every tour on offer newest first by default, and never one that has departed', async () => {
      const { data } = await server.api().GET('/api/Travel', { params: { query: { PageSize: 1000 } } });
      expect(data?.totalCount).toBe(offered.length);
      expect(data?.totalPages).toBe(1);
      const ids = (data?.items ?? []).map((tour) => tour.id);
      const newestFirst = [...offered].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo || b.id - a.id).map((tour) => tour.id);
      expect(ids).toEqual(newestFirst);
      for (const tour of departed) expect(ids).not.toContain(tour.id);
      expect(departed.length).toBeGreaterThan(0);
    });

    it('pages consistently: PageSize 5 gives ceil(total / 5) pages that together hold every tour once', async () => {
      const { tours, totalPages, totalCount } = await everyPage({ Sort: 'price-asc' }, 5);
      expect(totalCount).toBe(offered.length);
      expect(totalPages).toBe(Math.ceil(offered.length / 5));
      expect(new Set(tours.map((tour) => tour.id)).size).toBe(offered.length);
      const { data } = await server.api().GET('/api/Travel', { params: { query: { PageIndex: totalPages + 1, PageSize: 5 } } });
      expect(data).toEqual({ items: [], totalCount: offered.length, totalPages });
    });

    it('sorts by price up and down, by rating and by departure', async () => {
      const prices = (tours: Tour[]) => tours.map((tour) => tour.price);
      const up = (await everyPage({ Sort: 'price-asc' }, 7)).tours;
      expect(prices(up)).toEqual([...prices(up)].sort((a, b) => a - b));
      expect(up[0]?.price).toBe(Math.min(...offered.map((tour) => tour.price)));
      expect(up.at(-1)?.title).toBe('Lake Nasser Cruise from Aswan to Abu Simbel: Four Days');

      const down = (await everyPage({ Sort: 'price-desc' }, 1000)).tours;
      expect(prices(down)).toEqual([...prices(up)].reverse());

      const rated = (await everyPage({ Sort: 'rating-desc' }, 1000)).tours;
      const ratings = rated.map((tour) => tour.rating ?? -1);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      expect(rated[0]?.rating).toBe(Math.max(...rated.map((tour) => tour.rating ?? 0)));
      expect(rated.at(-1)?.rating).toBeNull(); // unrated last

      const soonest = (await everyPage({ Sort: 'startDate-asc' }, 1000)).tours;
      const starts = soonest.map((tour) => Date.parse(tour.startDate ?? ''));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      // The seed's three tours leaving within 24 hours come first; their order is the time of day's (D250).
      expect(starts[0]).toBeGreaterThan(server.clock.now().getTime());
      expect(soonest.slice(0, 3).map((tour) => tour.id).sort((a, b) => a - b)).toEqual([4, 10, 21]);
    });

    it('filters by category', async () => {
      const diving = categoryIds.get('Diving & Snorkelling');
      expect(diving).toBeDefined();
      const { tours, totalCount } = await everyPage({ categoryId: diving ?? 0 }, 3);
      const expected = offered.filter((tour) => tour.category === 'diving').map((tour) => tour.id);
      expect(totalCount).toBe(expected.length);
      expect(tours.map((tour) => tour.id).sort((a, b) => a - b)).toEqual(expected);
      expect(tours.every((tour) => tour.categoryId === diving)).toBe(true);
    });

    it('filters by price range and by text', async () => {
      const { tours } = await everyPage({ minPrice: 2000, maxPrice: 3000 }, 1000);
      const expected = offered.filter((tour) => tour.price >= 2000 && tour.price <= 3000).map((tour) => tour.id);
      expect(tours.map((tour) => tour.id).sort((a, b) => a - b)).toEqual(expected);

      const pyramids = (await everyPage({ search: 'pyram' }, 1000)).tours.map((tour) => tour.id);
      expect(pyramids).toEqual(expect.arrayContaining([1, 39, 40]));
      const luxor = (await everyPage({ search: 'Luxor', maxPrice: 2500 }, 1000)).tours;
      expect(luxor.map((tour) => tour.id)).toEqual(expect.arrayContaining([7, 42]));
      expect(luxor.every((tour) => tour.price <= 2500)).toBe(true);
      expect((await everyPage({ search: '&|!' }, 1000)).totalCount).toBe(0);
    });

    it('refuses a sort it does not know with a 400', async () => {
      const response = await fetch(`${server.url}/api/Travel?Sort=cheapest`);
      expect(response.status).toBe(400);
    });
  });

  describe('carousels', () => {
    it('offers only real discounts, at the price a booking charges', async () => {
      const { data: page } = await server.api().GET('/api/Travel/discounted', { params: { query: { PageSize: 1000 } } });
      const data = page?.items;
      const expected = offered.filter((tour) => tour.discounted).map((tour) => tour.id);
      expect((data ?? []).map((tour) => tour.id).sort((a, b) => a - b)).toEqual(expected);
      const stored = await server.services.db.query<{ id: number; price: number; original_price: number | null }>(
        'select id, price, original_price from tours where id = any($1::int[])',
        [expected],
      );
      for (const tour of data ?? []) {
        const row = stored.find((candidate) => candidate.id === tour.id);
        expect(row?.original_price).toBeGreaterThan(tour.price);
        expect(tour.price).toBe(row?.price);
        expect(tour.price).toBe(seeded[tour.id - 1]?.price);
      }

      // The price shown is what the booking form reads and what a booking costs.
      const first = data?.[0];
      if (!first) throw new Error('no discounted tour');
      expect((await server.api().GET('/api/Travels/{id}', { params: { path: { id: first.id } } })).data?.price).toBe(first.price);
      const user = await createTestUser(server.services);
      const booked = await server.api(user.token).POST('/api/Booking', {
        body: { travelId: first.id, totalquantity: 1, childrenUnderFiveNum: 0, nationalId: '29001011234567', phoneNumber: '+201001234567', numberOfAdults: 1, numberOfChildren: 0 },
      });
      expect([200, 201]).toContain(booked.response.status);
      const { data: bookings } = await server.api(user.token).GET('/api/Booking');
      expect(bookings?.[0]?.totalCost).toBe(first.price);
    });

    it('filters discounts by category', async () => {
      const museums = categoryIds.get('Museums') ?? 0;
      const { data } = await server.api().GET('/api/Travel/discounted', { params: { query: { categoryId: museums } } });
      expect((data?.items ?? []).map((tour) => tour.id).sort((a, b) => a - b)).toEqual([5, 42, 44]);
    });

    it('offers tours leaving within 2 days that still have seats, soonest first', async () => {
      const now = server.clock.now().getTime();
      const { data } = await server.api().GET('/api/Travel/leaving-soon', { params: { query: { PageSize: 1000 } } });
      const tours = data?.items ?? [];
      const expected = offered.filter((tour) => tour.startInDays <= 2 && tour.availableSeats > 0).map((tour) => tour.id);
      expect(tours.map((tour) => tour.id).sort((a, b) => a - b)).toEqual(expected);
      expect(tours.map((tour) => tour.id)).not.toContain(8); // leaves tomorrow, but sold out
      for (const tour of tours) {
        const start = Date.parse(tour.startDate ?? '');
        expect(start).toBeGreaterThan(now);
        expect(start).toBeLessThanOrEqual(now + 2 * DAY_MS);
        expect(tour.availableSeats).toBeGreaterThan(0);
      }
      const starts = tours.map((tour) => Date.parse(tour.startDate ?? ''));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));

      const diving = categoryIds.get('Diving & Snorkelling') ?? 0;
      const divingSoon = await server.api().GET('/api/Travel/leaving-soon', { params: { query: { categoryId: diving } } });
      expect((divingSoon.data?.items ?? []).map((tour) => tour.id)).toEqual([21, 2]); // Ras Mohammed (0.9 days), Blue Hole (1.2)
    });

    it('pages both carousels like /api/Travel (items, totalCount, totalPages; 10 a page by default), as the original API did', async () => {
      for (const path of ['/api/Travel/discounted', '/api/Travel/leaving-soon'] as const) {
        const all = (await server.api().GET(path, { params: { query: { PageSize: 1000 } } })).data!;
        expect(all.totalPages, path).toBe(1);
        const byDefault = (await server.api().GET(path)).data!;
        expect(byDefault.totalCount, path).toBe(all.totalCount);
        expect(byDefault.totalPages, path).toBe(Math.ceil(all.totalCount / 10));
        expect(byDefault.items.map((tour) => tour.id), path).toEqual(all.items.slice(0, 10).map((tour) => tour.id));
        const second = (await server.api().GET(path, { params: { query: { PageIndex: 2, PageSize: 2 } } })).data!;
        expect(second.items.map((tour) => tour.id), path).toEqual(all.items.slice(2, 4).map((tour) => tour.id));
        expect(second.totalPages, path).toBe(Math.ceil(all.totalCount / 2));
        const past = (await server.api().GET(path, { params: { query: { PageIndex: 99 } } })).data!;
        expect(past.items, path).toEqual([]);
      }
    });
  });

  describe('one tour', () => {
    it('answers tour 3 the same on both paths, with every field from the catalogue', async () => {
      const one = await server.api().GET('/api/Travel/{id}', { params: { path: { id: 3 } } });
      const other = await server.api().GET('/api/Travels/{id}', { params: { path: { id: 3 } } });
      expect(one.response.status).toBe(200);
      expect(other.data).toEqual(one.data);
      const tour = one.data;
      expect(tour).toMatchObject({
        id: 3,
        title: 'Luxor to Aswan Nile Cruise: Four Days of Temples and Feluccas',
        price: 24_500,
        companyName: 'Nile Ways Travel',
        profileImageUrl: '/images/companies/nileways-logo.svg',
        companyProfileImageUrl: '/images/companies/nileways-logo.svg',
        destinationCity: 'Aswan',
        availableSeats: 14,
      });
      expect(tour?.itineraries.map((day) => day.dayNumber)).toEqual([1, 2, 3, 4]);
      expect(tour?.itineraries[0]?.activities.length).toBeGreaterThan(0);
      expect(tour?.amenities.length).toBeGreaterThan(0);
      expect(tour?.included.length).toBeGreaterThan(0);
      expect(tour?.tags).toContain('The Nile');
      expect(tour?.coverImageUrl).toMatch(/^\/images\/tours\/.+\.svg$/);
    });

    it('names every tour in both languages for the /tours text filter, whatever the language asked', async () => {
      for (const language of ['en', 'ar'] as const) {
        const { data } = await server.api(undefined, language).GET('/api/Travel/{id}', { params: { path: { id: 8 } } });
        const seed = catalogue.tours[7]!;
        expect(data?.searchNames).toEqual([seed.title.en, seed.destination.name.en, seed.title.ar, seed.destination.name.ar]);
      }
    });

    it('maps an itinerary day: default start time, end time, meals and notes', async () => {
      const { data } = await server.api().GET('/api/Travel/{id}', { params: { path: { id: 1 } } });
      expect(data?.itineraries).toEqual([
        expect.objectContaining({
          dayNumber: 1,
          startTime: '08:00:00',
          endTime: '17:00:00',
          includesBreakfast: false,
          includesLunch: true,
          includesDinner: false,
          title: 'Pyramids, Sphinx and the Grand Egyptian Museum',
          notes: expect.stringContaining('separate ticket') as unknown,
        }),
      ]);
      expect(data?.itineraries[0]?.activities).toHaveLength(5);
    });

    it('answers in Arabic when asked, every text from the Arabic columns', async () => {
      const { data } = await server.api(undefined, 'ar').GET('/api/Travel/{id}', { params: { path: { id: 1 } } });
      const seed = catalogue.tours[0];
      expect(data?.title).toBe(seed?.title.ar);
      expect(data?.description).toBe(seed?.description.ar);
      expect(data?.destinationCity).toBe('الجيزة');
      expect(data?.companyName).toBe('بوابة الفراعنة للرحلات');
      expect(data?.tags).toEqual(seed?.tags.map((tag) => tag.ar));
      expect(data?.included).toEqual(seed?.included.map((item) => item.ar));
      expect(data?.itineraries[0]?.title).toBe(seed?.itinerary[0]?.title.ar);
      expect(data?.itineraries[0]?.activities[0]).toBe(seed?.itinerary[0]?.activities[0]?.ar);
      const listing = await server.api(undefined, 'ar').GET('/api/Travel', { params: { query: { PageSize: 1000 } } });
      expect(listing.data?.items.find((tour) => tour.id === 3)?.title).toBe(catalogue.tours[2]?.title.ar);
    });

    it('still answers a departed tour (an old link), as not bookable', async () => {
      const tour = departed[0];
      if (!tour) throw new Error('the seed has no departed tour');
      const { data, response } = await server.api().GET('/api/Travel/{id}', { params: { path: { id: tour.id } } });
      expect(response.status).toBe(200);
      expect(data?.title).toBe(tour.title.en);
      expect(data?.availableSeats).toBe(0);
      expect(Date.parse(data?.startDate ?? '')).toBeLessThan(server.clock.now().getTime());
    });

    it('answers 404 for an unknown tour on both paths, in English and Arabic', async () => {
      const english = await server.api().GET('/api/Travel/{id}', { params: { path: { id: 99_999 } } });
      expect(english.response.status).toBe(404);
      expect(english.error).toEqual({ message: 'Tour not found' });
      const arabic = await server.api(undefined, 'ar').GET('/api/Travels/{id}', { params: { path: { id: 99_999 } } });
      expect(arabic.response.status).toBe(404);
      expect(arabic.error).toEqual({ message: 'الرحلة غير موجودة' });
    });
  });

  describe('categories', () => {
    it('lists the home page\'s five first, then the others, in the user\'s language', async () => {
      const { data } = await server.api().GET('/api/Category');
      expect((data ?? []).map((category) => category.categoryName)).toEqual(catalogue.categories.map((category) => category.name.en));
      expect((data ?? []).slice(0, 5).map((category) => category.categoryName)).toEqual(['Beaches', 'Heritage', 'Mountains', 'Cities', 'Museums']);
      const arabic = await server.api(undefined, 'ar').GET('/api/Category');
      expect(arabic.data?.[0]).toEqual({ id: data?.[0]?.id, categoryName: 'الشواطئ' });
    });
  });
});
