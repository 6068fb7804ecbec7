import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { luxorTemple } from '@/content/destinations/luxor-temple';
import { pyramids } from '@/content/destinations/pyramids';
import { lastEntryTime } from '@/content/opening-hours';
import type { DestinationGuide, Season, Text } from '@/content/types';

/**
 * The Pyramids and Luxor Temple records against the spec (booking §2 "Pyramids page", "Luxor Temple page",
 * §3 static content records, §9 counts and constants; docs/decisions.md row 6 for the two Luxor prices).
 */

const IMAGES_DIR = fileURLToPath(new URL('../../../server/assets/images/', import.meta.url));
const ARABIC_LETTER = /[\u0621-\u064A]/;

function isText(value: unknown): value is Text {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'ar' && keys[1] === 'en';
}

/** Every `Text` in a record, with where it sits ('faq.3.answer'). */
function texts(value: unknown, path = ''): { path: string; text: Text }[] {
  if (isText(value)) return [{ path, text: value }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key));
}

/** Every picture a page shows: hero, activities, restaurants, gallery. */
function images(guide: DestinationGuide): string[] {
  return [
    guide.heroImage,
    ...guide.activities.map((activity) => activity.image),
    ...guide.restaurants.map((restaurant) => restaurant.image),
    ...guide.gallery.map((picture) => picture.src),
  ];
}

/** Every external address a page links to: booking links, restaurant links, the map. */
function externalLinks(guide: DestinationGuide): string[] {
  return [
    ...guide.activities.flatMap((activity) => (activity.bookingLink ? [activity.bookingLink] : [])),
    ...guide.restaurants.flatMap((restaurant) => (restaurant.link ? [restaurant.link] : [])),
    ...(guide.location?.mapUrl ? [guide.location.mapUrl] : []),
  ];
}

const onDisk = (src: string) => `${IMAGES_DIR}${src.replace(/^\/images\//, '')}`;

function season(guide: DestinationGuide, name: string): Season {
  const found = guide.hours?.seasons.find((candidate) => candidate.name.en === name);
  if (!found) throw new Error(`${guide.id} has no ${name} season`);
  return found;
}

describe.each([
  ['pyramids', pyramids, '/pyramids'],
  ['luxor-temple', luxorTemple, '/luxor-temple'],
] as const)('%s record', (id, guide, route) => {
  it('has its id and route', () => {
    expect(guide.id).toBe(id);
    expect(guide.route).toBe(route);
  });

  it('has the counts of spec §9: 6 gallery images, 8 FAQ, 3 restaurants, at least 3 activities', () => {
    expect(guide.gallery).toHaveLength(6);
    expect(new Set(guide.gallery.map((picture) => picture.src)).size).toBe(6);
    expect(guide.faq).toHaveLength(8);
    expect(guide.restaurants).toHaveLength(3);
    expect(guide.activities.length).toBeGreaterThanOrEqual(3);
  });

  it('has non-empty English and Arabic in every text, the Arabic in Arabic letters', () => {
    const all = texts(guide);
    // The walk reaches every kind of text on the page (a walk that found nothing would check nothing).
    expect(all.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['title', 'about.facts.0.value', 'tickets.0.name', 'activities.0.price.per', 'restaurants.2.dishes.0.name', 'gallery.5.alt', 'travel.options.2.details', 'location.address', 'faq.7.answer']),
    );
    for (const { path, text } of all) {
      expect(text.en.trim(), `en ${path}`).not.toBe('');
      expect(text.ar.trim(), `ar ${path}`).not.toBe('');
      expect(text.ar, `ar ${path}`).toMatch(ARABIC_LETTER);
    }
  });

  it('gives every gallery image alternative text and a caption', () => {
    for (const picture of guide.gallery) {
      expect(picture.alt.en.length, picture.src).toBeGreaterThan(10);
      expect(picture.caption?.en, picture.src).toBeTruthy();
    }
  });

  it('has an external https booking link on every activity', () => {
    for (const activity of guide.activities) expect(activity.bookingLink, activity.title.en).toBeDefined();
  });

  it('links outside only over https', () => {
    const links = externalLinks(guide);
    expect(links.length).toBeGreaterThanOrEqual(guide.activities.length + 1);
    for (const link of links) expect(new URL(link).protocol, link).toBe('https:');
  });

  it('keeps its own route and its internal links on the site', () => {
    expect(guide.route.startsWith('/')).toBe(true);
    for (const link of guide.callToAction?.links ?? []) expect(link.to.startsWith('/'), link.to).toBe(true);
  });

  it('shows only images the server has', () => {
    for (const src of images(guide)) {
      expect(src.startsWith('/images/'), src).toBe(true);
      expect(existsSync(onDisk(src)), src).toBe(true);
    }
  });

  it('draws its own illustrations in the catalogue style: 640x400, role img, a label, under 5 KB', () => {
    const own = [...new Set(images(guide).filter((src) => src.startsWith('/images/guide/')))];
    expect(own.length).toBeGreaterThanOrEqual(5);
    for (const src of own) {
      const svg = readFileSync(onDisk(src), 'utf8');
      expect(svg, src).toContain('viewBox="0 0 640 400"');
      expect(svg, src).toContain('role="img"');
      expect(svg, src).toMatch(/aria-label="[^"]{8,}"/);
      expect(statSync(onDisk(src)).size, src).toBeLessThan(5 * 1024);
    }
  });

  it('embeds its video lazily on click, from the shared video folder', () => {
    expect(guide.video?.mode).toBe('click');
    expect(guide.video?.src).toMatch(/^\/images\/guide\/[a-z-]+\.webm$/);
    expect(guide.video?.poster).toMatch(/^\/images\/guide\/[a-z-]+-poster\.svg$/);
  });

  it('prices the sample dishes on the dining cards in US dollars', () => {
    for (const restaurant of guide.restaurants) {
      expect(restaurant.dishes?.length, restaurant.name.en).toBeGreaterThan(0);
      for (const dish of restaurant.dishes ?? []) expect(dish.price.currency, dish.name.en).toBe('USD');
      expect(restaurant.rating).toBeGreaterThanOrEqual(0);
      expect(restaurant.rating).toBeLessThanOrEqual(5);
    }
  });

  it('tells the reader that prices change and the ticket office decides on the day', () => {
    const notes = guide.visitorNotes ?? [];
    expect(notes.some((note) => /prices change/i.test(note.en) && /ticket office/.test(note.en))).toBe(true);
  });

});

describe('the Pyramids page (booking §2)', () => {
  it('states the Khufu facts: 146.5 m high, 2.3 million blocks, 20 years to build', () => {
    const values = pyramids.about.facts.map((fact) => fact.value);
    const find = (pattern: RegExp) => values.find((value) => pattern.test(value.en));
    expect(find(/^146\.5 m\b/)?.ar).toContain('146.5');
    expect(find(/\b2\.3 million\b/)?.ar).toContain('2.3 مليون');
    expect(find(/\b20 years\b/)?.ar).toContain('20');
    const story = pyramids.about.paragraphs.map((paragraph) => paragraph.en).join(' ');
    expect(story).toContain('146.5 m');
    expect(story).toContain('2.3 million');
    expect(story).toContain('20 years');
  });

  it('sells General Admission EGP 30, Inside the Pyramid EGP 360 for 300 a day and VIP EGP 1200', () => {
    expect(pyramids.tickets?.map(({ name, price, dailyCap }) => ({ name: name.en, price, dailyCap }))).toEqual([
      { name: 'General Admission', price: { currency: 'EGP', amount: 30 }, dailyCap: undefined },
      { name: 'Inside the Pyramid', price: { currency: 'EGP', amount: 360 }, dailyCap: 300 },
      { name: 'VIP', price: { currency: 'EGP', amount: 1200 }, dailyCap: undefined },
    ]);
  });

  it('opens 8:00–17:00 April–September and 8:00–16:00 October–March, last entry one hour before closing', () => {
    expect(pyramids.hours?.seasons.map(({ months, opens, closes }) => ({ months, opens, closes }))).toEqual([
      { months: [4, 9], opens: '08:00', closes: '17:00' },
      { months: [10, 3], opens: '08:00', closes: '16:00' },
    ]);
    expect(pyramids.hours?.lastEntryMinutesBeforeClose).toBe(60);
  });

  it('answers the FAQ with the last entry the hours give: 16:00 in summer, 15:00 in winter', () => {
    const summer = lastEntryTime(season(pyramids, 'Summer'), 60);
    const winter = lastEntryTime(season(pyramids, 'Winter'), 60);
    expect([summer, winter]).toEqual(['16:00', '15:00']);
    const answer = pyramids.faq.find(({ answer }) => answer.en.includes('Last entry'))?.answer;
    expect(answer?.en).toContain(`${summer} in summer`);
    expect(answer?.en).toContain(`${winter} in winter`);
    expect(answer?.ar).toContain(`(${summer})`);
    expect(answer?.ar).toContain(`(${winter})`);
  });

  it('prices camel rides about EGP 500 an hour, the show about EGP 150 a person, photography about EGP 700 a session', () => {
    expect(pyramids.activities.map(({ title, price }) => ({ title: title.en, ...price, per: price.per?.en }))).toEqual([
      { title: 'Camel Rides', currency: 'EGP', amount: 500, approx: true, per: 'per hour' },
      { title: 'Sound and Light Show', currency: 'EGP', amount: 150, approx: true, per: 'per person' },
      { title: 'Photography Tours', currency: 'EGP', amount: 700, approx: true, per: 'per session' },
    ]);
  });

  it('explains the way there by air, metro and car or taxi', () => {
    const modes = pyramids.travel.options.map((option) => option.mode.en.toLowerCase());
    expect(modes.some((mode) => mode.includes('air'))).toBe(true);
    expect(modes.some((mode) => mode.includes('metro'))).toBe(true);
    expect(modes.some((mode) => mode.includes('car') && mode.includes('taxi'))).toBe(true);
    const details = pyramids.travel.options.map((option) => option.details.en).join(' ');
    expect(details).toContain('Cairo International Airport');
    expect(details).toContain('Sphinx International Airport');
    expect(details).toContain('Line 2');
  });

  it('gives the address, the distance from downtown, the coordinates and a map', () => {
    expect(pyramids.location?.address.en).toBe('Al Haram, Giza Governorate, Egypt');
    const details = pyramids.location?.details.map((fact) => fact.value.en) ?? [];
    expect(details).toContain('29.9792° N, 31.1342° E');
    expect(details.some((value) => value.includes('18 km'))).toBe(true);
    expect(pyramids.location?.mapUrl).toBe('https://www.google.com/maps/search/?api=1&query=Giza+Pyramids');
  });

  it('embeds the Giza film', () => {
    expect(pyramids.video).toMatchObject({ src: '/images/guide/pyramids.webm', poster: '/images/guide/pyramids-poster.svg' });
  });
});

describe('the Luxor Temple page (booking §2)', () => {
  it('sells General Admission EGP 200, the Luxor Pass USD 100 for 5 consecutive days and a Student Ticket EGP 100', () => {
    expect(luxorTemple.tickets?.map(({ name, price }) => ({ name: name.en, price }))).toEqual([
      { name: 'General Admission', price: { currency: 'EGP', amount: 200 } },
      { name: 'Luxor Pass', price: { currency: 'USD', amount: 100 } },
      { name: 'Student Ticket', price: { currency: 'EGP', amount: 100 } },
    ]);
    const pass = luxorTemple.tickets?.[1];
    expect(pass?.note?.en).toContain('5 consecutive days');
    expect(pass?.note?.ar).toContain('5 أيام متتالية');
  });

  it('opens 6:00–22:00 in summer and 6:00–21:00 in winter, last admission 30 minutes before closing', () => {
    expect(luxorTemple.hours?.seasons.map(({ months, opens, closes }) => ({ months, opens, closes }))).toEqual([
      { months: [4, 9], opens: '06:00', closes: '22:00' },
      { months: [10, 3], opens: '06:00', closes: '21:00' },
    ]);
    expect(luxorTemple.hours?.lastEntryMinutesBeforeClose).toBe(30);
  });

  it('answers the FAQ with the same hours and the 30-minute last admission', () => {
    const answer = luxorTemple.faq.find(({ answer }) => answer.en.includes('last admission'))?.answer;
    for (const name of ['Summer', 'Winter']) {
      const { opens, closes } = season(luxorTemple, name);
      expect(answer?.en).toContain(`${opens}–${closes}`);
      expect(answer?.ar).toContain(`${opens}–${closes}`);
    }
    expect(answer?.en).toContain('30 minutes before closing');
  });

  it('prices sound and light about EGP 250, photography from EGP 700, a private tour from EGP 600', () => {
    const prices = luxorTemple.activities.map(({ price }) => ({
      currency: price.currency,
      amount: price.amount,
      approx: price.approx ?? false,
      from: price.from ?? false,
    }));
    expect(prices).toEqual([
      { currency: 'EGP', amount: 250, approx: true, from: false },
      { currency: 'EGP', amount: 700, approx: false, from: true },
      { currency: 'EGP', amount: 600, approx: false, from: true },
    ]);
  });

  it("keeps the FAQ's other reading: 160 EGP for adults, 80 EGP for students, free under 6 (S6)", () => {
    const entrance = luxorTemple.faq.filter(({ answer }) => answer.en.includes('160 EGP for adults'));
    expect(entrance).toHaveLength(1);
    const [{ answer }] = entrance as [(typeof entrance)[number]];
    expect(answer.en).toContain('80 EGP for students');
    expect(answer.en).toMatch(/under 6 enter free/);
    expect(answer.ar).toContain('160 جنيهًا للبالغين');
    expect(answer.ar).toContain('80 جنيهًا للطلاب');
    expect(answer.ar).toContain('دون 6 سنوات');
  });

  it('names both readings next to the tickets, in both languages, without hiding either', () => {
    const note = luxorTemple.visitorNotes?.find((candidate) => candidate.en.includes('two readings'));
    expect(note).toBeDefined();
    for (const figure of ['EGP 200', 'EGP 100', 'EGP 160', 'EGP 80', 'free under 6']) expect(note?.en).toContain(figure);
    for (const figure of ['200 جنيه', '100 جنيه', '160 جنيهًا', '80 جنيهًا', 'دون 6 سنوات']) expect(note?.ar).toContain(figure);
    expect(note?.en).toContain('ticket office');
  });

  it('explains the transport by air, train, road or river and getting around', () => {
    const modes = luxorTemple.travel.options.map((option) => option.mode.en.toLowerCase());
    expect(modes).toEqual(expect.arrayContaining(['by air', 'by train']));
    expect(luxorTemple.travel.options.length).toBeGreaterThanOrEqual(3);
    expect(luxorTemple.location?.details.map((fact) => fact.value.en)).toContain('25.6995° N, 32.6391° E');
    expect(luxorTemple.location?.mapUrl).toBe('https://www.google.com/maps/search/?api=1&query=Luxor+Temple');
  });

  it('embeds the Luxor Temple film', () => {
    expect(luxorTemple.video).toMatchObject({
      src: '/images/guide/luxor-temple.webm',
      poster: '/images/guide/luxor-temple-poster.svg',
    });
  });
});
