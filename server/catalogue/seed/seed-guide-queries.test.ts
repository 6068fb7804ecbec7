/**
 * The guide's place pages show live tours (booking §2 "Other paths linked from pages"; the pages are
 * src/content/places.ts). Every page's TourQuery is asked of the real server, on the seeded embedded
 * database, the way the page asks it: it finds at least one tour, the same tours in English and in
 * Arabic, and every tour it finds belongs to the place or kind by the page's rule below. The seed is
 * never changed for this: a query that stops finding tours means the query (or the page) must change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryIdForSlug } from '../../../src/api/guide-tours';
import type { components } from '@core/contract/schema';
import { places } from '../../../src/content/places';
import type { TourQuery } from '../../../src/content/types';
import { useTestServer } from '../../testing/harness';
import { catalogue } from './seed';

type Tour = components['schemas']['Tour'];
type Language = 'en' | 'ar';

/** The seed's tours by id (on a fresh database the n-th entry gets id n). */
const seeded = new Map(catalogue.tours.map((tour, index) => [index + 1, tour]));
const offeredCount = catalogue.tours.filter((tour) => tour.startInDays > 0).length;

const includes = (value: string, words: readonly string[]) => words.some((word) => value.toLowerCase().includes(word.toLowerCase()));
/** The tour names one of `words` in its title, destination or tags (English answer). */
const mentions = (tour: Tour, ...words: string[]) =>
  includes(tour.title, words) || includes(tour.destinationCity, words) || tour.tags.some((tag) => includes(tag, words));
const isIn = (tour: Tour, city: string) => tour.destinationCity === city;

interface Context {
  categoryId: (slug: string) => number;
}

/** What makes a tour belong on each page (read from the English answer). */
const belongs: Record<string, { rule: string; fits: (tour: Tour, context: Context) => boolean }> = {
  '/cairo': { rule: 'names Cairo', fits: (tour) => mentions(tour, 'Cairo') },
  '/luxor': { rule: 'names Luxor', fits: (tour) => mentions(tour, 'Luxor') },
  '/aswan': { rule: 'names Aswan', fits: (tour) => mentions(tour, 'Aswan') },
  '/alexandria': { rule: 'names Alexandria', fits: (tour) => mentions(tour, 'Alexandria') },
  '/sharm': { rule: 'goes to Sharm El Sheikh', fits: (tour) => isIn(tour, 'Sharm El Sheikh') },
  '/hurghada': { rule: 'goes to Hurghada', fits: (tour) => isIn(tour, 'Hurghada') },
  '/egyptian-museum': {
    rule: 'visits the Egyptian Museum (not the Grand one)',
    fits: (tour) => mentions(tour, 'Egyptian Museum') && !mentions(tour, 'Grand Egyptian Museum'),
  },
  '/grand-egyptian-museum': { rule: 'visits the Grand Egyptian Museum', fits: (tour) => mentions(tour, 'Grand Egyptian Museum') },
  '/nubian-museum': { rule: 'visits the Nubian Museum', fits: (tour) => mentions(tour, 'Nubian Museum') },
  '/alexandria-museum': {
    rule: 'visits the National Museum in Alexandria',
    fits: (tour) => mentions(tour, 'National Museum') && isIn(tour, 'Alexandria'),
  },
  '/luxor-museum': { rule: 'visits Luxor Museum', fits: (tour) => mentions(tour, 'Luxor Museum') },
  '/coptic-museum': { rule: 'visits Coptic Cairo', fits: (tour) => mentions(tour, 'Coptic') },
  '/mount-catherine': { rule: 'goes to Saint Catherine', fits: (tour) => isIn(tour, 'Saint Catherine') },
  '/mount-sinai': { rule: 'goes to Saint Catherine', fits: (tour) => isIn(tour, 'Saint Catherine') },
  '/sharm-el-sheikh': { rule: 'goes to Sharm El Sheikh', fits: (tour) => isIn(tour, 'Sharm El Sheikh') },
  '/cruises': {
    rule: 'is a Nile cruise: a cruise, dahabiya or felucca',
    fits: (tour, context) => tour.categoryId === context.categoryId('nile-cruises') && includes(tour.title, ['cruise', 'dahabiya', 'felucca']),
  },
  '/car-rentals': {
    rule: 'is a trip from Cairo with the transfer included',
    fits: (tour) => tour.tags.includes('Day trip from Cairo') && includes(tour.departurePoint, ['Cairo']),
  },
  '/rail-tours': {
    rule: 'starts in Luxor or Aswan, where the sleeper train arrives',
    fits: (tour) => includes(tour.departurePoint, ['Luxor', 'Aswan']),
  },
  '/local-experiences': { rule: 'is tagged Culture', fits: (tour) => tour.tags.includes('Culture') },
  '/adventure-tours': { rule: 'is tagged Adventure', fits: (tour) => tour.tags.includes('Adventure') },
  '/discounted-tours': { rule: 'is discounted in the seed', fits: (tour) => seeded.get(tour.id)?.discounted === true },
  '/newest-tours': { rule: 'is on offer', fits: (tour) => (seeded.get(tour.id)?.startInDays ?? 0) > 0 },
};

describe('the guide place pages find their tours on the seeded server', () => {
  const server = useTestServer();
  let context: Context;

  beforeAll(async () => {
    // The Category answer carries id and name, no slug: the page finds a slug through the English
    // names, with the client's own rule, and so does this test.
    const { data } = await server.api(undefined, 'en').GET('/api/Category');
    const categories = data ?? [];
    context = {
      categoryId: (slug) => {
        const id = categoryIdForSlug(categories, slug);
        if (id === null) throw new Error(`no category with the slug '${slug}'`);
        // The seed's category of that slug, not merely one whose name starts alike.
        const seedIndex = catalogue.categories.findIndex((category) => category.slug === slug);
        expect(categories.find((category) => category.id === id)?.categoryName).toBe(catalogue.categories[seedIndex]?.name.en);
        return id;
      },
    };
  }, 60_000);

  /** The tours a place page lists, asked as the page asks (src/api/guide-tours.ts; all of them, not just the first 12). */
  async function toursFor(query: TourQuery, language: Language): Promise<Tour[]> {
    const api = server.api(undefined, language);
    switch (query.kind) {
      case 'search': {
        const { data, response } = await api.GET('/api/Travel', { params: { query: { search: query.search, PageSize: 100 } } });
        expect(response.status).toBe(200);
        return data?.items ?? [];
      }
      case 'category': {
        const categoryId = context.categoryId(query.slug);
        const { data, response } = await api.GET('/api/Travel', { params: { query: { categoryId, PageSize: 100 } } });
        expect(response.status).toBe(200);
        return data?.items ?? [];
      }
      case 'discounted': {
        const { data, response } = await api.GET('/api/Travel/discounted', { params: { query: { PageSize: 1000 } } });
        expect(response.status).toBe(200);
        return data?.items ?? [];
      }
      case 'newest': {
        const { data, response } = await api.GET('/api/Travel', { params: { query: { Sort: 'creationDate-desc', PageIndex: 1, PageSize: 100 } } });
        expect(response.status).toBe(200);
        return data?.items ?? [];
      }
      default: {
        const unknown: never = query;
        throw new Error(`unknown tour query ${JSON.stringify(unknown)}`);
      }
    }
  }

  it('has a rule for every place page and a page for every rule', () => {
    expect(Object.keys(belongs).sort()).toEqual(places.map((place) => place.route).sort());
  });

  for (const place of places) {
    const { rule, fits } = belongs[place.route] ?? { rule: 'missing', fits: () => false };
    it(`${place.route} (${place.tours.kind}) lists at least one tour, each of which ${rule}, in English and Arabic`, async () => {
      const english = await toursFor(place.tours, 'en');
      expect(english.length).toBeGreaterThan(0);
      // A listing search or a category narrows the catalogue: a query that finds every tour says nothing.
      if (place.tours.kind === 'search' || place.tours.kind === 'category') expect(english.length).toBeLessThan(offeredCount);
      const misfits = english.filter((tour) => !fits(tour, context)).map((tour) => `${tour.id} ${tour.title} (${tour.destinationCity})`);
      expect(misfits).toEqual([]);

      const arabic = await toursFor(place.tours, 'ar');
      expect(arabic.map((tour) => tour.id)).toEqual(english.map((tour) => tour.id));
      expect(arabic.map((tour) => tour.title)).toEqual(arabic.map((tour) => seeded.get(tour.id)?.title.ar));
    });
  }

  it('lists the newest tours newest first, and only discounted tours as discounted', async () => {
    const newest = places.find((place) => place.tours.kind === 'newest');
    const discounted = places.find((place) => place.tours.kind === 'discounted');
    if (!newest || !discounted) throw new Error('the newest and discounted pages are missing');
    const created = (await toursFor(newest.tours, 'en')).map((tour) => Date.parse(tour.creationDate));
    expect(created.length).toBe(offeredCount);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const offers = await toursFor(discounted.tours, 'en');
    const seededOffers = catalogue.tours.filter((tour) => tour.discounted && tour.startInDays > 0).length;
    expect(offers).toHaveLength(seededOffers);
  });
});
