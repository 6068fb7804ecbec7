/**
 * The guide's index pages and place pages (booking §2: Services, Cities, Museums, Mountains, Beaches,
 * Monuments, "Other paths linked from pages"; §9: six cards on each). Checks the records against the
 * spec: counts, which cards link where and which do not, both languages, pictures on disk, and that the
 * 22 place pages each belong to an index, appear once and take no address another screen already has.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { places } from '../places';
import type { GuideIndex, Text } from '../types';
import { beaches } from './beaches';
import { cities } from './cities';
import { monuments } from './monuments';
import { mountains } from './mountains';
import { museums } from './museums';
import { services } from './services';

const indexes: readonly GuideIndex[] = [services, cities, museums, mountains, beaches, monuments];

/** The destination pages (booking §2), rendered from src/content/destinations. */
const DESTINATION_ROUTES = ['/pyramids', '/luxor-temple', '/nuweiba', '/siwa'];

/** Every `path="…"` of the app's route table. */
const APP_TSX = fileURLToPath(new URL('../../ui/app/app.tsx', import.meta.url));
const appRoutes = [...readFileSync(APP_TSX, 'utf8').matchAll(/\bpath="([^"]+)"/g)].map((match) => match[1] ?? '').filter((path) => path.startsWith('/'));

const IMAGES_DIR = fileURLToPath(new URL('../../../server/assets/images/', import.meta.url));
const onDisk = (served: string) => served.startsWith('/images/') && existsSync(IMAGES_DIR + served.slice('/images/'.length));

/** Every bilingual text inside a record, with where it sits. */
function texts(value: unknown, at: string): Array<{ at: string; text: Text }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  if (keys.join() === 'ar,en') return [{ at, text: record as unknown as Text }];
  return keys.flatMap((key) => texts(record[key], `${at}.${key}`));
}

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

/** The cards of an index as name → route (undefined: the spec gives that item no page). */
const routesOf = (index: GuideIndex) => Object.fromEntries(index.cards.map((card) => [card.name.en, card.route]));

describe('the index pages', () => {
  it('are the six of the spec at their routes, with the Learn More label on services only', () => {
    expect(indexes.map((index) => [index.route, index.linkLabel])).toEqual([
      ['/services', 'learnMore'],
      ['/cities', 'explore'],
      ['/museums', 'explore'],
      ['/mountains', 'explore'],
      ['/beaches', 'explore'],
      ['/heritage', 'explore'],
    ]);
    expect(services.title).toEqual({ en: 'Our Services', ar: 'خدماتنا' });
  });

  it.each(indexes.map((index) => [index.route, index] as const))('%s has six cards with distinct ids, each with a description and an image', (_, index) => {
    expect(index.cards).toHaveLength(6);
    expect(new Set(index.cards.map((card) => card.id)).size).toBe(6);
    for (const card of index.cards) {
      expect(card.description.en.length, card.id).toBeGreaterThan(40);
      expect(card.image, card.id).toMatch(/^\/images\/.+\.svg$/);
    }
    expect(new Set(index.cards.map((card) => card.image)).size, 'no picture twice on one page').toBe(6);
  });

  it('links the six services as the spec does, Travel With Us to the tours listing', () => {
    // /travel-with-us is the tour-details screen: without a tour id it shows "Tour ID is missing".
    expect(routesOf(services)).toEqual({
      'Travel With Us': '/tours',
      'Cruise Packages': '/cruises',
      'Car Rentals': '/car-rentals',
      'Rail Tours': '/rail-tours',
      'Local Experiences': '/local-experiences',
      'Adventure Tours': '/adventure-tours',
    });
  });

  it('links the six cities, each with highlights and what it is best for', () => {
    expect(routesOf(cities)).toEqual({
      Cairo: '/cairo',
      Luxor: '/luxor',
      Aswan: '/aswan',
      Alexandria: '/alexandria',
      'Sharm El Sheikh': '/sharm',
      Hurghada: '/hurghada',
    });
    for (const card of cities.cards) {
      expect(card.highlights?.length, card.id).toBeGreaterThanOrEqual(3);
      expect(card.bestFor?.en, card.id).toBeTruthy();
    }
  });

  it('links the six museums, each with its location, highlights and what it is best for', () => {
    expect(routesOf(museums)).toEqual({
      'Egyptian Museum': '/egyptian-museum',
      'Grand Egyptian Museum': '/grand-egyptian-museum',
      'Nubian Museum': '/nubian-museum',
      'Alexandria National Museum': '/alexandria-museum',
      'Luxor Museum': '/luxor-museum',
      'Coptic Museum': '/coptic-museum',
    });
    for (const card of museums.cards) {
      expect(card.location?.en, card.id).toBeTruthy();
      expect(card.highlights?.length, card.id).toBeGreaterThanOrEqual(3);
      expect(card.bestFor?.en, card.id).toBeTruthy();
    }
  });

  it('links Mount Catherine and Mount Sinai only; every mountain has its location and height, Catherine the highest', () => {
    const routes = routesOf(mountains);
    expect(routes['Mount Catherine']).toBe('/mount-catherine');
    expect(routes['Mount Sinai']).toBe('/mount-sinai');
    expect(Object.values(routes).filter((route) => route === undefined)).toHaveLength(4);
    for (const card of mountains.cards) {
      expect(card.location?.en, card.id).toBeTruthy();
      expect(Number.isInteger(card.heightMetres), card.id).toBe(true);
      expect(card.heightMetres, card.id).toBeGreaterThan(1000);
    }
    const heights = mountains.cards.map((card) => card.heightMetres ?? 0);
    expect(mountains.cards.find((card) => card.heightMetres === Math.max(...heights))?.name.en).toBe('Mount Catherine');
    expect(mountains.cards.find((card) => card.id === 'mount-catherine')?.heightMetres).toBe(2629);
    expect(mountains.cards.find((card) => card.id === 'mount-sinai')?.heightMetres).toBe(2285);
  });

  it('links Sharm El Sheikh and Nuweiba among the beaches; Dahab, Marsa Alam, North Coast and El Gouna have no page', () => {
    expect(routesOf(beaches)).toEqual({
      'Sharm El Sheikh': '/sharm-el-sheikh',
      Nuweiba: '/nuweiba',
      Dahab: undefined,
      'Marsa Alam': undefined,
      'North Coast': undefined,
      'El Gouna': undefined,
    });
  });

  it('links the Pyramids and Karnak among the monuments; the other four have no page', () => {
    const routes = routesOf(monuments);
    expect(routes['Pyramids of Giza']).toBe('/pyramids');
    expect(routes['Karnak Temple Complex']).toBe('/luxor-temple');
    expect(Object.entries(routes).filter(([, route]) => route === undefined).map(([name]) => name)).toEqual([
      'Abu Simbel',
      'Philae Temple',
      'Valley of the Kings',
      'Saladin Citadel',
    ]);
  });

  it('gives the beaches a muted ambient video and the monuments a looping one; no other index has a video', () => {
    expect(beaches.video).toMatchObject({ src: '/images/guide/beaches.webm', poster: '/images/guide/beaches-poster.svg', mode: 'ambient' });
    expect(monuments.video).toMatchObject({ src: '/images/guide/heritage.webm', poster: '/images/guide/heritage-poster.svg', mode: 'ambient' });
    expect(indexes.filter((index) => index.video).map((index) => index.route)).toEqual(['/beaches', '/heritage']);
  });
});

describe('the place pages', () => {
  const EXPECTED_PARENTS: Record<string, string | undefined> = {
    '/cairo': '/cities',
    '/luxor': '/cities',
    '/aswan': '/cities',
    '/alexandria': '/cities',
    '/sharm': '/cities',
    '/hurghada': '/cities',
    '/egyptian-museum': '/museums',
    '/grand-egyptian-museum': '/museums',
    '/nubian-museum': '/museums',
    '/alexandria-museum': '/museums',
    '/luxor-museum': '/museums',
    '/coptic-museum': '/museums',
    '/mount-catherine': '/mountains',
    '/mount-sinai': '/mountains',
    '/sharm-el-sheikh': '/beaches',
    '/cruises': '/services',
    '/car-rentals': '/services',
    '/rail-tours': '/services',
    '/local-experiences': '/services',
    '/adventure-tours': '/services',
    // Linked from the home page's carousels, not from an index: no way back to one.
    '/discounted-tours': undefined,
    '/newest-tours': undefined,
  };

  it('are the 22 pages the spec links without content, each exactly once', () => {
    const routes = places.map((place) => place.route);
    expect(routes).toHaveLength(22);
    expect(new Set(routes).size).toBe(22);
    expect([...routes].sort()).toEqual(Object.keys(EXPECTED_PARENTS).sort());
  });

  it('each lead back to their index, named as the index names itself, which links to them', () => {
    for (const place of places) {
      const expected = EXPECTED_PARENTS[place.route];
      expect(place.parent?.route, place.route).toBe(expected);
      if (!place.parent) continue;
      const index = indexes.find((candidate) => candidate.route === place.parent?.route);
      expect(place.parent.title, place.route).toEqual(index?.title);
      expect(index?.cards.map((card) => card.route), place.route).toContain(place.route);
    }
  });

  it('take no address another screen of the app already has, nor one of the destination pages', () => {
    expect(appRoutes).toContain('/tours'); // the route table was read
    const guideRoutes = [...places.map((place) => place.route), ...indexes.map((index) => index.route)];
    expect(guideRoutes.filter((route) => appRoutes.includes(route) || DESTINATION_ROUTES.includes(route))).toEqual([]);
    expect(new Set(guideRoutes).size).toBe(guideRoutes.length);
  });

  it('have a two-to-four-sentence description, and a query that names what it lists', () => {
    for (const place of places) {
      for (const language of ['en', 'ar'] as const) {
        const sentences = place.description[language].split(/[.!?؟]\s+|[.!?؟]$/).filter((part) => part.trim() !== '');
        expect(sentences.length, `${place.route} ${language}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${place.route} ${language}`).toBeLessThanOrEqual(4);
      }
      if (place.tours.kind === 'search') expect(place.tours.search.trim(), place.route).toMatch(/^[A-Za-z][A-Za-z ]+$/);
      if (place.tours.kind === 'category') expect(place.tours.slug, place.route).toMatch(/^[a-z-]+$/);
    }
  });
});

describe('every link, text and picture', () => {
  it('links each card with a route to a page that exists: a place, a destination page or a screen of the app', () => {
    const known = new Set([...places.map((place) => place.route), ...DESTINATION_ROUTES, ...appRoutes]);
    const broken = indexes.flatMap((index) => index.cards.filter((card) => card.route !== undefined && !known.has(card.route)).map((card) => `${index.route}: ${card.route}`));
    expect(broken).toEqual([]);
  });

  it('says everything in English and in Arabic, the Arabic in Arabic letters', () => {
    const all = [...indexes.flatMap((index) => texts(index, index.route)), ...places.flatMap((place) => texts(place, place.route))];
    expect(all.length).toBeGreaterThan(200); // the walk found the texts
    const problems = all.flatMap(({ at, text }) => {
      const found: string[] = [];
      if (text.en.trim() === '' || ARABIC.test(text.en)) found.push(`${at}: English missing or not English`);
      if (!ARABIC.test(text.ar) || LATIN.test(text.ar)) found.push(`${at}: Arabic missing or not Arabic`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('shows only pictures (and videos) that the server has', () => {
    const files = [
      ...indexes.flatMap((index) => [...index.cards.map((card) => card.image), ...(index.video ? [index.video.src, index.video.poster] : [])]),
      ...places.map((place) => place.image),
    ];
    expect(files.filter((file) => !onDisk(file))).toEqual([]);
  });
});
