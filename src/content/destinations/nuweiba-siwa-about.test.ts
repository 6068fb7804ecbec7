/**
 * The Nuweiba, Siwa and about records hold the spec's facts (booking §2 Nuweiba page, Siwa page, About
 * page; §9 counts), every text in both languages, links of the right kind, and pictures that exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { about } from '@/content/about';
import { nuweiba } from '@/content/destinations/nuweiba';
import { siwa } from '@/content/destinations/siwa';
import type { DestinationGuide, PriceRange, Text } from '@/content/types';
import { queryFromSearchParams } from '@/machines/company-listing/company-filters';
import { readListingQuery } from '@/machines/tour-listing/tour-listing-query';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const imagesDir = path.join(repoRoot, 'server', 'assets', 'images');
const ARABIC_LETTER = /[\u0621-\u064A]/;

const isText = (value: unknown): value is Text =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join(',') === 'ar,en';

/** Every `Text` in a record, with where it is, for a readable failure. */
function textsOf(value: unknown, at: string): { at: string; text: Text }[] {
  if (isText(value)) return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${at}.${key}`));
  }
  return [];
}

/** The pictures and video files a destination page loads (all served from /images). */
function mediaOf(guide: DestinationGuide): string[] {
  return [
    guide.heroImage,
    ...guide.activities.map((activity) => activity.image),
    ...guide.restaurants.map((restaurant) => restaurant.image),
    ...guide.gallery.map((picture) => picture.src),
    ...(guide.video ? [guide.video.src, guide.video.poster] : []),
  ];
}

/** The external links a destination page offers. */
function externalLinksOf(guide: DestinationGuide): string[] {
  return [
    // A booking link inside the site (Siwa's own tours, D238) is not an outside one.
    ...guide.activities.flatMap((activity) => (activity.bookingLink && !activity.bookingLink.startsWith('/') ? [activity.bookingLink] : [])),
    ...guide.restaurants.flatMap((restaurant) => (restaurant.link ? [restaurant.link] : [])),
    ...(guide.location?.mapUrl ? [guide.location.mapUrl] : []),
  ];
}

/** The paths the app's router declares (src/ui/app/app.tsx `<Route path="…">`). */
function appRoutePaths(): string[] {
  const app = readFileSync(path.join(repoRoot, 'src', 'ui', 'app', 'app.tsx'), 'utf8');
  return [...app.matchAll(/<Route\s+path="([^"]+)"/g)].map((match) => match[1] ?? '');
}

const range = ({ currency, amount, upTo }: PriceRange) => ({ currency, amount, upTo });
const everyText = (guide: object, name: string) => textsOf(guide, name).map(({ text }) => `${text.en} ${text.ar}`).join('\n');

describe.each([
  ['nuweiba', nuweiba],
  ['siwa', siwa],
  ['about', about],
] as const)('the %s record', (name, record) => {
  it('has every text in English and in Arabic, the Arabic in Arabic letters', () => {
    const texts = textsOf(record, name);
    expect(texts.length).toBeGreaterThan(20);
    for (const { at, text } of texts) {
      expect(text.en.trim(), `${at}.en`).not.toBe('');
      expect(text.ar.trim(), `${at}.ar`).not.toBe('');
      expect(text.ar, `${at}.ar`).toMatch(ARABIC_LETTER);
    }
  });
});

describe.each([
  ['nuweiba', nuweiba, '/nuweiba'],
  ['siwa', siwa, '/siwa'],
] as const)('the %s page', (_name, guide, route) => {
  it(`lives at ${route}`, () => {
    expect(guide.route).toBe(route);
  });

  it('has 3 activities, 3 restaurants, a gallery of 6 captioned pictures and 5 FAQ (spec §2, §9)', () => {
    expect(guide.activities).toHaveLength(3);
    expect(guide.restaurants).toHaveLength(3);
    expect(guide.gallery).toHaveLength(6);
    for (const picture of guide.gallery) expect(picture.caption, picture.src).toBeDefined();
    expect(guide.faq).toHaveLength(5);
  });

  it('loads only pictures and videos that exist under server/assets/images', () => {
    for (const src of mediaOf(guide)) {
      expect(src, src).toMatch(/^\/images\//);
      expect(existsSync(path.join(imagesDir, src.slice('/images/'.length))), `${src} exists`).toBe(true);
    }
  });

  it('links out only over https', () => {
    for (const link of externalLinksOf(guide)) {
      expect(new URL(link).protocol, link).toBe('https:');
    }
  });

  it('rates its restaurants 0–5 with a price tier', () => {
    for (const restaurant of guide.restaurants) {
      expect(restaurant.rating).toBeGreaterThanOrEqual(0);
      expect(restaurant.rating).toBeLessThanOrEqual(5);
      expect([1, 2, 3, 4]).toContain(restaurant.priceTier);
    }
  });
});

describe('Nuweiba (spec §2 Nuweiba page)', () => {
  const facts = nuweiba.about.facts.map((fact) => fact.value);

  it('states the area (500 km²) and the population (10,000) in both languages', () => {
    expect(facts.some((value) => value.en === '500 km²' && value.ar.includes('500'))).toBe(true);
    expect(facts.some((value) => value.en === '10,000' && value.ar.includes('10,000'))).toBe(true);
  });

  it('has hero tags and highlights', () => {
    expect(nuweiba.tags?.map((tag) => tag.en)).toEqual(['Beaches', 'Diving', 'Desert', 'Bedouin camps']);
    const highlights = nuweiba.highlights?.map((highlight) => highlight.title.en) ?? [];
    expect(highlights).toEqual(expect.arrayContaining(['Tarabin', 'Ras Shitan', 'Coloured Canyon', 'Dolphin Beach']));
  });

  it('embeds its video, played on request, with a poster', () => {
    expect(nuweiba.video).toMatchObject({ src: '/images/guide/nuweiba.webm', poster: '/images/guide/nuweiba-poster.svg', mode: 'click' });
  });

  it('prices its activities at $50–80, $25–40 and $30–60, with no booking link (their Learn More does nothing)', () => {
    expect(nuweiba.activities.map((activity) => range(activity.price))).toEqual([
      { currency: 'USD', amount: 50, upTo: 80 },
      { currency: 'USD', amount: 25, upTo: 40 },
      { currency: 'USD', amount: 30, upTo: 60 },
    ]);
    for (const activity of nuweiba.activities) expect(activity.bookingLink, activity.title.en).toBeUndefined();
  });

  it('gives travel info: air, road, the 1-hour ferry to Aqaba (arrive 2 hours early) and local transport prices', () => {
    const byMode = new Map(nuweiba.travel.options.map((option) => [option.mode.en, option]));
    expect(byMode.get('By air')?.details.en).toMatch(/Sharm El Sheikh/);
    expect(byMode.get('By air')?.details.en).toMatch(/Taba/);
    expect(byMode.get('By road from Cairo')?.details.en).toMatch(/460 km, 6–7 hours by bus/);
    const ferry = byMode.get('Ferry to Aqaba');
    expect(ferry?.details.en).toMatch(/takes 1 hour/);
    expect(ferry?.details.en).toMatch(/Arrive 2 hours early/);
    expect(ferry?.details.ar).toMatch(/ساعة واحدة/);
    expect(ferry?.details.ar).toMatch(/بساعتين/);
    const priced = nuweiba.travel.options.filter((option) => option.price !== undefined);
    expect(priced.length).toBeGreaterThanOrEqual(2);
    for (const option of priced) expect(option.price?.approx, option.mode.en).toBe(true);
  });

  it('tells of the free 15-day visa limited to Sinai', () => {
    expect(nuweiba.visaTip?.en).toMatch(/free Sinai-only entry stamp, valid for 15 days/);
    expect(nuweiba.visaTip?.ar).toMatch(/مجاني خاص بسيناء صالح لمدة 15 يومًا/);
  });
});

describe('Siwa (spec §2 Siwa page)', () => {
  it("prices its activities at $80–120, $40–70 and $30–50, each booked through Rihla's own Siwa tours (D238)", () => {
    expect(siwa.activities.map((activity) => range(activity.price))).toEqual([
      { currency: 'USD', amount: 80, upTo: 120 },
      { currency: 'USD', amount: 40, upTo: 70 },
      { currency: 'USD', amount: 30, upTo: 50 },
    ]);
    for (const activity of siwa.activities) expect(activity.bookingLink, activity.title.en).toBe('/tours?q=Siwa');
  });

  it('links every restaurant out over https', () => {
    for (const restaurant of siwa.restaurants) expect(restaurant.link?.startsWith('https://'), restaurant.name.en).toBe(true);
  });

  it('has no video (the spec gives it none)', () => {
    expect(siwa.video).toBeUndefined();
  });

  it('covers the travel essentials: getting there, desert permits, cash, clothing, best season', () => {
    const essentials = everyText(siwa.travel, 'travel');
    for (const topic of [/Cairo/, /Marsa Matruh/, /permit/, /ATM/, /Cover shoulders/, /Best season/]) expect(essentials).toMatch(topic);
  });

  it('closes with links to accommodation and tours that land on real listings with real filters', () => {
    const links = siwa.callToAction?.links ?? [];
    expect(links).toHaveLength(2);
    const routes = appRoutePaths();
    for (const link of links) {
      const url = new URL(link.to, 'https://rihla.test');
      expect(link.to.startsWith('/'), link.to).toBe(true);
      expect(routes, link.to).toContain(url.pathname);
    }
    const [stays, tours] = links.map((link) => new URL(link.to, 'https://rihla.test'));
    expect(stays?.pathname).toBe('/companies');
    expect(queryFromSearchParams(stays?.searchParams ?? new URLSearchParams()).filters.address).toBe('Siwa');
    expect(tours?.pathname).toBe('/tours');
    expect(readListingQuery(tours?.searchParams ?? new URLSearchParams()).filters.search).toBe('Siwa');
  });
});

describe('About (spec §2 About page)', () => {
  it('describes a graduation project with a mission and a vision', () => {
    expect(about.intro.map((paragraph) => paragraph.en).join(' ')).toMatch(/graduation project/);
    expect(about.mission.en).not.toBe('');
    expect(about.vision.en).not.toBe('');
  });

  it('lists the features: recommendations, the bilingual assistant, card payment, partners, guide pages, favourites', () => {
    const features = about.features.map((feature) => `${feature.title.en} ${feature.description.en}`).join('\n');
    for (const feature of [/Recommendations/, /bilingual assistant/, /card payment/, /Partner companies/, /Guide pages/, /Favourites/]) {
      expect(features).toMatch(feature);
    }
  });

  it('has a team of nine, named, in the four teams backend, frontend, AI and mobile', () => {
    expect(about.team).toHaveLength(9);
    expect(new Set(about.team.map((member) => member.team))).toEqual(new Set(['backend', 'frontend', 'ai', 'mobile']));
    expect(new Set(about.team.map((member) => member.name.en)).size).toBe(9);
  });

  it('counts 9 members, 1 vision and 4 teams, as the team data says', () => {
    expect(about.counters.map((counter) => [counter.value, counter.label.en])).toEqual([
      [9, 'Team members'],
      [1, 'Vision'],
      [4, 'Teams'],
    ]);
    expect(about.counters[0]?.value).toBe(about.team.length);
    expect(about.counters[2]?.value).toBe(new Set(about.team.map((member) => member.team)).size);
  });
});
