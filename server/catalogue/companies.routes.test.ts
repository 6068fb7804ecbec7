import { describe, expect, it } from 'vitest';
import { seedCompanyReviews } from './seed/reviews';
import { catalogue } from './seed/seed';
import { useTestServer } from '../testing/harness';

/**
 * The seed's companies with their ids (on a fresh database the n-th entry gets id n), and the ratings of
 * their seeded reviews (newest first) and average (a rating is the average of stored reviews).
 */
const companies = catalogue.companies.map((company, index) => {
  const reviews = seedCompanyReviews(index + 1, company.key).sort((a, b) => a.daysAgo - b.daysAgo);
  const ratings = reviews.map((review) => review.rating);
  const rating = ratings.length === 0 ? null : Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) / 10;
  return { ...company, id: index + 1, ratings, rating };
});
const lowestRated = companies.filter((company) => company.rating !== null).sort((a, b) => (a.rating as number) - (b.rating as number) || a.id - b.id)[0]!;
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const namesByName = (list: typeof companies) => list.map((company) => company.name.en).sort((a, b) => byCodePoint(a.toLowerCase(), b.toLowerCase()));

describe('companies', () => {
  const server = useTestServer();

  type Query = { PageIndex?: number; PageSize?: number; sort?: 'name-asc' | 'name-desc' | 'rating-asc' | 'rating-desc'; rate?: number; Search?: string; verified?: boolean; address?: string };
  const list = async (query: Query, language: 'en' | 'ar' = 'en') => {
    const { data, response } = await server.api(undefined, language).GET('/api/Company', { params: { query } });
    expect(response.status).toBe(200);
    if (!data) throw new Error('no answer');
    return data;
  };
  const names = (page: { items: Array<{ companyName: string }> }) => page.items.map((item) => item.companyName);

  describe('the listing', () => {
    it('pages 5 at a time by default, by name', async () => {
      const first = await list({});
      expect(first.totalCount).toBe(companies.length);
      expect(first.totalPages).toBe(Math.ceil(companies.length / 5));
      expect(names(first)).toEqual(namesByName(companies).slice(0, 5));
      expect(names(first)[0]).toBe('Alexandria Horizons');
      expect(first.items[0]?.profileImageUrl).toBe('/images/companies/alex-horizons-logo.svg');
      const third = await list({ PageIndex: 3 });
      expect(names(third)).toEqual(namesByName(companies).slice(10, 15));
      expect((await list({ PageIndex: 4 })).items).toEqual([]);
    });

    it('gives each item the description, ratings and destinations that clients of the original API read, in the asked language', async () => {
      const seeded = companies.find((company) => company.name.en === 'Alexandria Horizons')!;
      const [english] = (await list({})).items;
      expect(english).toMatchObject({
        description: seeded.description.en,
        ratings: [...seeded.ratings],
        destinations: seeded.destinations.map((destination) => destination.en),
      });
      const [arabic] = (await list({ PageSize: 100 }, 'ar')).items.filter((item) => item.id === english!.id);
      expect(arabic?.description).toBe(seeded.description.ar);
      expect(arabic?.destinations).toEqual(seeded.destinations.map((destination) => destination.ar));
    });

    it('sorts by name down and by rating', async () => {
      expect(names(await list({ sort: 'name-desc', PageSize: 100 }))).toEqual(namesByName(companies).reverse());
      const best = names(await list({ sort: 'rating-desc', PageSize: 100 }));
      expect(best.slice(-2).sort()).toEqual(['Deep South Divers', 'Tarabin Beach Camps']); // unrated last
      expect(best.at(-3)).toBe(lowestRated.name.en);
      expect(names(await list({ sort: 'rating-asc', PageSize: 1 }))).toEqual([lowestRated.name.en]);
    });

    it('filters verified companies', async () => {
      const verified = await list({ verified: true, PageSize: 100 });
      expect(names(verified)).toEqual(namesByName(companies.filter((company) => company.verified)));
      expect(verified.totalCount).toBe(12);
      expect((await list({ verified: false })).totalCount).toBe(companies.length);
    });

    it('filters by rating as "N stars and up" (D235), leaving unrated companies out', async () => {
      const ratedAtLeast = (stars: number) => companies.filter((company) => company.rating !== null && company.rating >= stars).map((company) => company.name.en).sort();
      const fourAndUp = await list({ rate: 4, PageSize: 100 });
      expect(names(fourAndUp).sort()).toEqual(ratedAtLeast(4));
      expect(fourAndUp.totalCount).toBeGreaterThan(1);
      // The lowest-rated company is what the spec's "maximum rating 4" returned; "4 stars and up" leaves it out.
      const lowest = companies.filter((company) => company.rating !== null).sort((a, b) => a.rating! - b.rating!)[0]!;
      expect(lowest.rating).toBeLessThan(4);
      expect(names(fourAndUp)).not.toContain(lowest.name.en);
      expect(names(await list({ rate: 5, PageSize: 100 })).sort()).toEqual(ratedAtLeast(5));
      const oneAndUp = await list({ rate: 1, PageSize: 100 });
      expect(oneAndUp.totalCount).toBe(companies.filter((company) => company.rating !== null).length);
      expect(names(oneAndUp)).not.toContain('Deep South Divers');
    });

    it('filters by address in either language; All means all', async () => {
      expect(names(await list({ address: 'Cairo' }))).toEqual(['Cairo Heritage Walks', 'Nile Ways Travel']);
      // Each item carries its rating and address (D62), in the language asked for.
      const [first] = (await list({ address: 'Cairo' })).items;
      expect(first?.rating).toBeGreaterThan(0);
      expect(first?.address).toMatch(/Cairo/);
      expect((await list({ address: 'القاهرة' }, 'ar')).items[0]?.address).toMatch(/القاهرة/);
      expect(names(await list({ address: 'القاهرة' }, 'ar'))).toEqual(['جولات القاهرة التراثية', 'دروب النيل للسياحة']);
      expect(names(await list({ address: 'dahab' }))).toEqual(['Blue Hole Adventures']);
      expect((await list({ address: 'All' })).totalCount).toBe(companies.length);
      expect((await list({ address: 'Atlantis' })).totalCount).toBe(0);
    });

    it('searches names, places and descriptions', async () => {
      const dahab = names(await list({ Search: 'Dahab', PageSize: 100 }));
      expect(dahab).toContain('Blue Hole Adventures');
      const expected = companies.filter((company) => [company.city, ...company.destinations].some((place) => place.en === 'Dahab'));
      expect(dahab).toEqual(expect.arrayContaining(expected.map((company) => company.name.en)));
      expect(names(await list({ Search: 'siwa sands' }))).toEqual(['Siwa Sands Expeditions']);
      expect(names(await list({ Search: 'سيوة' }, 'ar'))).toContain('رمال سيوة للرحلات الصحراوية');
      expect((await list({ Search: 'qwertyuiop' })).totalCount).toBe(0);
      expect((await list({ Search: "'):&|!" })).totalCount).toBe(0);
    });

    it('combines filters and pages the result', async () => {
      const page = await list({ verified: true, rate: 1, PageSize: 4, PageIndex: 3, sort: 'name-asc' });
      const all = namesByName(companies.filter((company) => company.verified && company.rating !== null));
      expect(page.totalCount).toBe(all.length);
      expect(page.totalPages).toBe(Math.ceil(all.length / 4));
      expect(names(page)).toEqual(all.slice(8, 12));
    });
  });

  describe('one company', () => {
    it('answers the detail with its tours on offer, working hours, ratings, destinations and similar companies', async () => {
      const { data, response } = await server.api().GET('/api/Company/{id}', { params: { path: { id: 1 } } });
      expect(response.status).toBe(200);
      const seed = companies[0];
      expect(data).toMatchObject({
        id: 1,
        companyName: 'Nile Ways Travel',
        slogan: seed?.slogan.en,
        rating: seed?.rating,
        reviewCount: seed?.ratings.length,
        email: 'info@nileways.example',
        phoneNumber: '+20 2 2795 4410',
        address: '18 Kasr El Nil Street, Downtown, Cairo',
        website: 'https://nileways.example',
        profileImageUrl: '/images/companies/nileways-logo.svg',
        destinations: ['Cairo', 'Giza', 'Luxor', 'Aswan'],
        ratings: seed?.ratings,
      });
      expect(data?.workingHours).toHaveLength(7);
      expect(data?.workingHours.find((day) => day.dayOfWeek === 'Friday')?.workingTime).toBe('13:00 - 21:00');
      // Its tours on offer, soonest first: the felucca (6.6 days), the cruise (12.4), Lake Nasser (75.4).
      expect(data?.travels.map((tour) => tour.id)).toEqual([41, 3, 45]);
      expect(data?.travels.every((tour) => tour.companyName === 'Nile Ways Travel')).toBe(true);
      // Sharing two destinations each; Cairo Heritage Walks is also in Cairo; then the best rated by their
      // reviews (Thebes Voyages 4.4, Pharaoh's Gate 4.0, Nubian Sails 3.7 left out).
      expect(data?.similarCompanies.map((company) => company.companyName)).toEqual(['Cairo Heritage Walks', 'Thebes Voyages', "Pharaoh's Gate Tours"]);
    });

    it('lists similar companies that share a destination or the city, never itself, at most 3', async () => {
      for (const company of companies) {
        const { data } = await server.api().GET('/api/Company/{id}', { params: { path: { id: company.id } } });
        const similar = data?.similarCompanies ?? [];
        expect(similar.length).toBeLessThanOrEqual(3);
        expect(similar.map((other) => other.id)).not.toContain(company.id);
        const places = new Set(company.destinations.map((place) => place.en));
        for (const other of similar) {
          const seed = companies[other.id - 1];
          const shares = seed?.destinations.some((place) => places.has(place.en)) || seed?.city.en === company.city.en;
          expect(shares, `${company.name.en} → ${other.companyName}`).toBe(true);
        }
      }
    });

    it('leaves departed tours out of the company\'s travels', async () => {
      const { data } = await server.api().GET('/api/Company/{id}', { params: { path: { id: 14 } } });
      expect(data?.companyName).toBe('Cairo Heritage Walks');
      expect(data?.travels.map((tour) => tour.id)).toEqual([4, 38, 5]); // 37 left 8.7 days ago
    });

    it('carries the working hours as given: CLOSED, 24/7 and ranges across midnight', async () => {
      const hours = async (id: number) => (await server.api().GET('/api/Company/{id}', { params: { path: { id } } })).data?.workingHours ?? [];
      expect((await hours(6)).find((day) => day.dayOfWeek === 'Friday')).toEqual({ dayOfWeek: 'Friday', workingTime: 'CLOSED' });
      expect((await hours(8)).every((day) => day.workingTime === '24/7')).toBe(true);
      expect((await hours(9)).find((day) => day.dayOfWeek === 'Monday')?.workingTime).toBe('15:00 - 01:00');
      expect((await hours(10)).find((day) => day.dayOfWeek === 'Sunday')?.workingTime).toBe('18:00 - 02:00');
    });

    it('answers an unrated company with a null rating and no ratings', async () => {
      const { data } = await server.api().GET('/api/Company/{id}', { params: { path: { id: 13 } } });
      expect(data?.companyName).toBe('Deep South Divers');
      expect(data?.rating).toBeNull();
      expect(data?.ratings).toEqual([]);
    });

    it('answers in Arabic', async () => {
      const { data } = await server.api(undefined, 'ar').GET('/api/Company/{id}', { params: { path: { id: 1 } } });
      expect(data?.companyName).toBe('دروب النيل للسياحة');
      expect(data?.address).toBe('١٨ شارع قصر النيل، وسط البلد، القاهرة');
      expect(data?.destinations).toEqual(['القاهرة', 'الجيزة', 'الأقصر', 'أسوان']);
      expect(data?.travels.find((tour) => tour.id === 3)?.title).toBe(catalogue.tours[2]?.title.ar);
      expect(data?.similarCompanies[0]?.companyName).toBe('جولات القاهرة التراثية');
    });

    it('answers 404 Company not found, in English and Arabic', async () => {
      const english = await server.api().GET('/api/Company/{id}', { params: { path: { id: 999 } } });
      expect(english.response.status).toBe(404);
      expect(english.error).toEqual({ message: 'Company not found' });
      const arabic = await server.api(undefined, 'ar').GET('/api/Company/{id}', { params: { path: { id: 999 } } });
      expect(arabic.error).toEqual({ message: 'الشركة غير موجودة' });
    });
  });
});
