// Kept whole: every check reads the one database migrated and seeded once at the top; split, each part would migrate and seed its own.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../platform/db/db';
import { migrate } from '../../platform/db/migrate';
import { HOME_CATEGORY_SLUGS } from './categories';
import { events as eventSeeds } from './events';
import { TOUR_CITIES } from './places';
import { seedCatalogue, type SeedResult } from './seed';
import { FEATURED_TOUR_ID, FEATURED_TOUR_TITLE_EN, tours as tourSeeds } from './tours';

const IMAGES_DIR = fileURLToPath(new URL('../../assets/images/', import.meta.url));
const DAY_MS = 86_400_000;
/** A fixed clock: a Monday morning in Cairo's winter time, so every date below is predictable. */
const fixedNow = new Date('2026-03-02T08:00:00Z');
const ARABIC = /[\u0600-\u06FF]/;
const cairoClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const inDays = (days: number): Date => new Date(fixedNow.getTime() + days * DAY_MS);

interface Bilingual {
  text: Text;
}
interface Text {
  en: string;
  ar: string;
}
interface ItineraryDay {
  dayNumber: number;
  startTime: string;
  endTime: string;
  includesBreakfast: boolean;
  includesLunch: boolean;
  includesDinner: boolean;
  title: Text;
  description: Text;
  location: Text;
  activities: { en: string[]; ar: string[] };
  notes: Text;
}
interface TourRow {
  id: number;
  company_id: number;
  category_slug: string;
  title_en: string;
  title_ar: string;
  price: number;
  original_price: number | null;
  start_date: Date;
  end_date: Date;
  created_at: Date;
  company_created_at: Date;
  total_seats: number;
  available_seats: number;
  departure_lat: number;
  departure_lng: number;
  destination_city_en: string;
  destination_lat: number;
  destination_lng: number;
  cover_image_url: string;
  image_urls: string[];
  rating: number | null;
  review_count: number;
  itineraries: ItineraryDay[];
  itineraries_type: string;
}
interface CompanyRow {
  id: number;
  name_en: string;
  rating: number | null;
  review_count: number;
  ratings: number[];
  email: string;
  phone: string;
  website: string;
  city_en: string;
  verified: boolean;
  destinations_en: string[];
  destinations_ar: string[];
  working_hours: { dayOfWeek: string; workingTime: string }[];
  profile_image_url: string;
  cover_image_url: string;
}
interface EventRow {
  id: number;
  name_en: string;
  location_en: string;
  location_ar: string;
  category_en: string;
  category_ar: string;
  type_en: string;
  starts_at: Date;
  image_url: string;
  link: string | null;
  map_link: string | null;
}

let database: Db | undefined;
let firstRun: SeedResult;

function db(): Db {
  if (!database) throw new Error('the database did not open');
  return database;
}

beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://' });
  await migrate(database);
  firstRun = await seedCatalogue(database, fixedNow);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const tours = () =>
  db().query<TourRow>(
    `select t.*, c.slug as category_slug, co.created_at as company_created_at,
            jsonb_typeof(t.itineraries) as itineraries_type
       from tours t join categories c on c.id = t.category_id join companies co on co.id = t.company_id
      order by t.id`,
  );
const companies = () =>
  db().query<CompanyRow>(
    `select c.*, array(select r.rating from company_reviews r where r.company_id = c.id order by r.created_at desc, r.id desc) as ratings
       from companies c order by c.id`,
  );
const events = () => db().query<EventRow>('select * from events order by id');

describe('the seed catalogue', () => {
  it('reports what it inserted, and the tables hold exactly that', async () => {
    const counts = await db().one<{ categories: number; companies: number; tours: number; events: number; reviews: number }>(
      `select (select count(*)::int from categories) as categories, (select count(*)::int from companies) as companies,
              (select count(*)::int from tours) as tours, (select count(*)::int from events) as events,
              (select count(*)::int from tour_reviews) + (select count(*)::int from company_reviews) as reviews`,
    );
    expect(firstRun).toEqual({ seeded: true, ...counts });
    expect(firstRun.tours).toBeGreaterThanOrEqual(44);
    expect(firstRun.companies).toBeGreaterThanOrEqual(12);
    expect(firstRun.events).toBeGreaterThanOrEqual(22);
  });

  it('has the eight categories, the home page shortcuts among them', async () => {
    const rows = await db().query<{ slug: string; image_url: string | null }>('select slug, image_url from categories order by id');
    expect(rows.map((row) => row.slug).sort()).toEqual(
      ['beaches', 'cities', 'desert', 'diving', 'heritage', 'mountains', 'museums', 'nile-cruises'],
    );
    for (const slug of HOME_CATEGORY_SLUGS) expect(rows.map((row) => row.slug)).toContain(slug);
    for (const row of rows) expect(row.image_url).toBe(`/images/categories/${row.slug}.svg`);
  });

  describe('companies', () => {
    it('are spread over several cities, mostly verified, with contact details on example domains', async () => {
      const rows = await companies();
      expect(new Set(rows.map((row) => row.city_en)).size).toBeGreaterThanOrEqual(8);
      const verified = rows.filter((row) => row.verified).length;
      expect(verified).toBeGreaterThan(rows.length / 2);
      expect(verified).toBeLessThan(rows.length);
      for (const row of rows) {
        expect(row.email, row.name_en).toMatch(/^[a-z.-]+@[a-z.-]+\.example$/);
        expect(row.website, row.name_en).toMatch(/^https:\/\/[a-z.-]+\.example$/);
        expect(row.phone, row.name_en).toMatch(/^\+20 \d{1,3}( \d{3,4}){2}$/);
        expect(row.destinations_en.length, row.name_en).toBeGreaterThan(0);
        expect(row.destinations_ar.length, row.name_en).toBe(row.destinations_en.length);
      }
    });

    it('have ratings that are the average of their reviews, and two have none', async () => {
      const rows = await companies();
      expect(rows.filter((row) => row.rating === null)).toHaveLength(2);
      for (const row of rows) {
        expect(row.review_count, row.name_en).toBe(row.ratings.length);
        if (row.rating === null) {
          expect(row.ratings, row.name_en).toEqual([]);
          continue;
        }
        for (const rating of row.ratings) expect([1, 2, 3, 4, 5]).toContain(rating);
        const mean = row.ratings.reduce((sum, value) => sum + value, 0) / row.ratings.length;
        expect(Math.abs(mean - row.rating), row.name_en).toBeLessThanOrEqual(0.05 + 1e-6);
      }
    });

    it('have seven days of working hours covering CLOSED, 24/7 and a range past midnight', async () => {
      const rows = await companies();
      const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
      const all = rows.flatMap((row) => row.working_hours.map((day) => day.workingTime));
      for (const row of rows) {
        expect(row.working_hours.map((day) => day.dayOfWeek), row.name_en).toEqual(week);
        for (const { workingTime } of row.working_hours) {
          expect(workingTime, row.name_en).toMatch(/^(CLOSED|24\/7|([01]\d|2[0-3]):[0-5]\d - ([01]\d|2[0-3]):[0-5]\d)$/);
        }
      }
      expect(all).toContain('CLOSED');
      expect(all).toContain('24/7');
      const crossesMidnight = all.some((time) => {
        const match = /^(\d\d):(\d\d) - (\d\d):(\d\d)$/.exec(time);
        return match !== null && `${match[3]}:${match[4]}` < `${match[1]}:${match[2]}`;
      });
      expect(crossesMidnight).toBe(true);
    });
  });

  describe('tours', () => {
    it('cover all fourteen destination cities', async () => {
      const cities = new Set((await tours()).map((tour) => tour.destination_city_en));
      expect(TOUR_CITIES).toHaveLength(14);
      for (const city of TOUR_CITIES) expect(cities, city).toContain(city);
    });

    it('are mostly upcoming, with some leaving within two days, some sold out and some already gone', async () => {
      const rows = await tours();
      const now = fixedNow.getTime();
      const upcoming = rows.filter((tour) => tour.start_date.getTime() > now);
      const threeToNinety = rows.filter((tour) => tour.start_date >= inDays(3) && tour.start_date <= inDays(90));
      expect(threeToNinety.length).toBeGreaterThan(rows.length * 0.7);

      const leavingSoon = upcoming.filter((tour) => tour.start_date <= inDays(2) && tour.available_seats > 0);
      expect(leavingSoon.length).toBeGreaterThanOrEqual(4);
      expect(upcoming.filter((tour) => tour.available_seats === 0).length).toBeGreaterThanOrEqual(3);
      expect(rows.filter((tour) => tour.start_date.getTime() < now).length).toBeGreaterThanOrEqual(2);
      for (const tour of rows) expect(tour.available_seats, tour.title_en).toBeLessThanOrEqual(tour.total_seats);
    });

    it('include at least six created in the last three days; the others are older than ten days', async () => {
      const rows = await tours();
      const newest = rows.filter((tour) => tour.created_at > inDays(-3));
      expect(newest.length).toBeGreaterThanOrEqual(6);
      for (const tour of rows.filter((row) => !newest.includes(row))) {
        expect(tour.created_at <= inDays(-10) && tour.created_at >= inDays(-200), tour.title_en).toBe(true);
      }
      for (const tour of rows) {
        expect(tour.created_at.getTime(), tour.title_en).toBeLessThan(tour.start_date.getTime());
        expect(tour.company_created_at.getTime(), tour.title_en).toBeLessThan(tour.created_at.getTime());
      }
    });

    it('are discounted for real on at least eight tours, exactly as the client shows it (price / 0.7)', async () => {
      const rows = await tours();
      const discounted = rows.filter((tour) => tour.original_price !== null);
      expect(discounted.length).toBeGreaterThanOrEqual(8);
      for (const tour of discounted) expect(tour.original_price, tour.title_en).toBe(Math.round(tour.price / 0.7));
    });

    it('have market prices, ratings only from reviews, and coordinates in Egypt', async () => {
      const reviews = await db().query<{ tour_id: number; rating: number }>('select tour_id, rating from tour_reviews');
      for (const tour of await tours()) {
        expect(tour.price, tour.title_en).toBeGreaterThanOrEqual(1500);
        expect(tour.price, tour.title_en).toBeLessThanOrEqual(30000);
        const own = reviews.filter((review) => review.tour_id === tour.id).map((review) => review.rating);
        expect(tour.review_count, tour.title_en).toBe(own.length);
        if (own.length === 0) expect(tour.rating, tour.title_en).toBeNull();
        else expect(tour.rating, tour.title_en).toBeCloseTo(Math.round((own.reduce((a, b) => a + b, 0) / own.length) * 10) / 10, 5);
        for (const [lat, lng] of [
          [tour.departure_lat, tour.departure_lng],
          [tour.destination_lat, tour.destination_lng],
        ] as const) {
          expect(lat, tour.title_en).toBeGreaterThan(22);
          expect(lat, tour.title_en).toBeLessThan(31.7);
          expect(lng, tour.title_en).toBeGreaterThan(24.7);
          expect(lng, tour.title_en).toBeLessThan(35);
        }
      }
      const ratings = (await tours()).map((tour) => tour.rating);
      expect(ratings).toContain(null);
    });

    it('have one itinerary entry per day of the tour, complete in both languages', async () => {
      for (const tour of await tours()) {
        expect(tour.itineraries_type, tour.title_en).toBe('array');
        const days = Math.ceil((tour.end_date.getTime() - tour.start_date.getTime()) / DAY_MS - 1e-9);
        expect(tour.itineraries.map((day) => day.dayNumber), tour.title_en).toEqual(Array.from({ length: days }, (_, i) => i + 1));
        // The stored departure and return read, in Cairo, as the plan's first start and last end.
        expect(cairoClock.format(tour.start_date), tour.title_en).toBe(tour.itineraries[0]?.startTime.slice(0, 5));
        expect(cairoClock.format(tour.end_date), tour.title_en).toBe(tour.itineraries.at(-1)?.endTime.slice(0, 5));
        for (const day of tour.itineraries) {
          const where = `${tour.title_en}, day ${day.dayNumber}`;
          expect(day.startTime, where).toMatch(/^([01]\d|2[0-3]):[0-5]\d:00$/);
          expect(day.endTime, where).toMatch(/^([01]\d|2[0-3]):[0-5]\d:00$/);
          expect(day.startTime < day.endTime, where).toBe(true);
          for (const text of [day.title, day.description, day.location, day.notes]) expectBilingual({ text }, where);
          expect(day.activities.en.length, where).toBeGreaterThan(0);
          expect(day.activities.ar.length, where).toBe(day.activities.en.length);
          day.activities.en.forEach((en, i) => expectBilingual({ text: { en, ar: day.activities.ar[i] ?? '' } }, where));
        }
      }
      const times = (await tours()).flatMap((tour) => tour.itineraries.map((day) => `${day.startTime}-${day.endTime}`));
      expect(times).toContain('08:00:00-18:00:00');
    });

    it('carry reviews by seeded travellers in both languages, dated in the past, each in its writer’s language', async () => {
      const rows = await db().query<{ body: string; language: string; created_at: Date; user_name: string; password_hash: string | null; email: string }>(
        `select r.body, r.language, r.created_at, u.user_name, u.password_hash, u.email from tour_reviews r join users u on u.id = r.user_id
         union all
         select r.body, r.language, r.created_at, u.user_name, u.password_hash, u.email from company_reviews r join users u on u.id = r.user_id`,
      );
      expect(rows.length).toBeGreaterThan(80);
      expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['en', 'ar']));
      expect(new Set(rows.map((row) => row.body)).size).toBeGreaterThanOrEqual(30);
      for (const row of rows) {
        expect(/\p{Script=Arabic}/u.test(row.body), row.body).toBe(row.language === 'ar');
        expect(row.created_at.getTime()).toBeLessThan(fixedNow.getTime());
        expect(row.password_hash, 'nobody can sign in as a seeded traveller').toBeNull();
        expect(row.email).toMatch(/@travellers\.rihla\.invalid$/);
      }
      const unrated = (await tours()).filter((tour) => tour.review_count === 0);
      expect(unrated.length).toBeGreaterThanOrEqual(3);
      expect(unrated.map((tour) => tour.id)).toContain(19);
    });

    it('make tour 3 worth featuring on the home page', async () => {
      const featured = (await tours()).find((tour) => tour.id === FEATURED_TOUR_ID);
      expect(featured?.title_en).toBe(FEATURED_TOUR_TITLE_EN);
      expect(featured?.title_en).toBe('Luxor to Aswan Nile Cruise: Four Days of Temples and Feluccas');
      expect(featured?.review_count).toBeGreaterThanOrEqual(2);
      expect(featured?.available_seats).toBeGreaterThan(0);
      expect(featured && featured.start_date > fixedNow).toBe(true);
      expect(featured?.itineraries.length).toBe(4);
      expect(tourSeeds[FEATURED_TOUR_ID - 1]?.title.en).toBe(featured?.title_en);
    });

    it('show at least two illustrations per category', async () => {
      const byCategory = new Map<string, Set<string>>();
      for (const tour of await tours()) {
        const images = byCategory.get(tour.category_slug) ?? new Set<string>();
        for (const url of tour.image_urls) images.add(url);
        byCategory.set(tour.category_slug, images);
        expect(tour.cover_image_url, tour.title_en).toBe(tour.image_urls[0]);
      }
      expect(byCategory.size).toBe(8);
      for (const [slug, images] of byCategory) expect(images.size, slug).toBeGreaterThanOrEqual(2);
    });
  });

  describe('events', () => {
    it('span the five categories, with Venue, City, Egypt locations in both languages', async () => {
      const rows = await events();
      expect(new Set(rows.map((row) => row.category_en))).toEqual(new Set(['Festival', 'Concert', 'Exhibition', 'Sport', 'Moulid']));
      expect(new Set(rows.map((row) => row.type_en)).size).toBeGreaterThanOrEqual(4);
      for (const row of rows) {
        expect(row.location_en.split(', '), row.name_en).toHaveLength(3);
        expect(row.location_en.endsWith(', Egypt'), row.name_en).toBe(true);
        expect(row.location_ar.split('، '), row.name_en).toHaveLength(3);
        expect(row.location_ar.endsWith('، مصر'), row.name_en).toBe(true);
        // A real official site or none (D237): never a made-up address.
        if (row.link !== null) expect(row.link, row.name_en).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[\w/.-]*)?$/);
        expect(row.link ?? '', row.name_en).not.toMatch(/\.example\b/);
      }
    });

    it('are mostly upcoming within six months, with a couple already past', async () => {
      const rows = await events();
      const past = rows.filter((row) => row.starts_at < fixedNow);
      expect(past.length).toBeGreaterThanOrEqual(2);
      expect(past.length).toBeLessThan(rows.length / 4);
      for (const row of rows.filter((event) => !past.includes(event))) {
        expect(row.starts_at >= inDays(1) && row.starts_at <= inDays(181), row.name_en).toBe(true);
      }
    });

    it('start at their local time in Cairo', async () => {
      const cairo = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const rows = await events();
      rows.forEach((row, i) => expect(cairo.format(row.starts_at), row.name_en).toBe(eventSeeds[i]?.localTime));
    });

    it('have an OpenStreetMap link on most, not all', async () => {
      const rows = await events();
      const withMap = rows.filter((row) => row.map_link !== null);
      expect(withMap.length).toBeGreaterThan(rows.length / 2);
      expect(withMap.length).toBeLessThan(rows.length);
      for (const row of withMap) {
        expect(row.map_link, row.name_en).toMatch(
          /^https:\/\/www\.openstreetmap\.org\/\?mlat=(-?[\d.]+)&mlon=(-?[\d.]+)#map=15\/\1\/\2$/,
        );
      }
    });
  });

  it('writes every text in both languages: never empty, Arabic in Arabic, English without it', async () => {
    const columns: Record<string, string[]> = {
      categories: ['name'],
      companies: ['name', 'slogan', 'description', 'address', 'city'],
      tours: ['title', 'description', 'departure_point', 'destination_city', 'transportation_type'],
      events: ['name', 'description', 'travel_tips', 'location', 'category', 'type'],
    };
    for (const [table, names] of Object.entries(columns)) {
      const rows = await db().query<Record<string, string>>(`select ${names.flatMap((n) => [`${n}_en`, `${n}_ar`]).join(', ')} from ${table}`);
      for (const row of rows) {
        for (const name of names) expectBilingual({ text: { en: row[`${name}_en`] ?? '', ar: row[`${name}_ar`] ?? '' } }, `${table}.${name}`);
      }
    }
    const lists = ['amenities', 'included', 'not_included', 'tags'];
    const rows = await db().query<Record<string, string[]>>(`select ${lists.flatMap((n) => [`${n}_en`, `${n}_ar`]).join(', ')} from tours`);
    for (const row of rows) {
      for (const name of lists) {
        const en = row[`${name}_en`] ?? [];
        const ar = row[`${name}_ar`] ?? [];
        expect(en.length, name).toBeGreaterThan(0);
        expect(ar.length, name).toBe(en.length);
        en.forEach((text, i) => expectBilingual({ text: { en: text, ar: ar[i] ?? '' } }, name));
      }
    }
  });

  it('refers only to images that exist under server/assets/images', async () => {
    const urls = await db().query<{ url: string | null }>(
      `select image_url as url from categories
       union select profile_image_url from companies union select cover_image_url from companies
       union select cover_image_url from tours union select unnest(image_urls) from tours
       union select image_url from events`,
    );
    expect(urls.length).toBeGreaterThan(40);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/images\/[\w/-]+\.svg$/);
      expect(existsSync(join(IMAGES_DIR, (url ?? '').replace(/^\/images\//, ''))), url ?? 'null').toBe(true);
    }
  });

  it('ships light, accessible SVG illustrations', () => {
    for (const folder of ['categories', 'tours', 'companies', 'events']) {
      const files = readdirSync(join(IMAGES_DIR, folder)).filter((file) => file.endsWith('.svg'));
      expect(files.length, folder).toBeGreaterThan(0);
      for (const file of files) {
        const path = join(IMAGES_DIR, folder, file);
        const svg = readFileSync(path, 'utf8');
        expect(statSync(path).size, file).toBeLessThan(2500);
        expect(svg, file).toContain('role="img"');
        expect(svg, file).toMatch(/aria-label="[^"]+"/);
        expect(svg, file).toContain(file.endsWith('-logo.svg') ? 'viewBox="0 0 120 120"' : 'viewBox="0 0 640 400"');
      }
    }
    for (const file of ['default-tour.svg', 'placeholder-logo.svg', 'favicon.svg']) {
      expect(existsSync(join(IMAGES_DIR, file)), file).toBe(true);
    }
  });

  it('does nothing on a second start', async () => {
    const before = await db().one<{ tours: number }>('select count(*)::int as tours from tours');
    expect(await seedCatalogue(db(), new Date())).toEqual({ seeded: false, categories: 0, companies: 0, tours: 0, events: 0, reviews: 0 });
    expect(await db().one<{ tours: number }>('select count(*)::int as tours from tours')).toEqual(before);
  });
});

function expectBilingual({ text }: Bilingual, where: string): void {
  expect(text.en.trim(), where).not.toBe('');
  expect(text.ar.trim(), where).not.toBe('');
  expect(text.ar, `${where}: ${text.ar}`).toMatch(ARABIC);
  expect(text.en, `${where}: ${text.en}`).not.toMatch(ARABIC);
}
