import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_PATHS } from '../../src/content/guide-pages';
import { catalogue } from '../catalogue/seed/seed';
import { startTestServer, useTestServer } from '../testing/harness';

/** The seed's rows with their ids (on a fresh database the n-th entry gets id n). */
const withIds = <T,>(rows: readonly T[]) => rows.map((row, index) => ({ ...row, id: index + 1 }));
const tours = withIds(catalogue.tours);
const events = withIds(catalogue.events);
const companies = withIds(catalogue.companies);

const XHTML = 'http://www.w3.org/1999/xhtml';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';

type Jsdom = { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
// jsdom ships no types of its own: the one class used here is described above.
const JSDOM_MODULE = 'jsdom';
let jsdom: Promise<Jsdom> | null = null;

/** A real XML parser (jsdom's DOMParser): a document that is not well-formed comes back as a parsererror. */
async function parseXml(text: string): Promise<Document> {
  const { JSDOM } = await (jsdom ??= import(JSDOM_MODULE) as Promise<Jsdom>);
  const parsed = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  const error = parsed.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return parsed;
}

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

function entries(document: Document): Map<string, UrlEntry> {
  const found = new Map<string, UrlEntry>();
  for (const url of Array.from(document.getElementsByTagNameNS(SITEMAP, 'url'))) {
    const loc = url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '';
    const lastmod = url.getElementsByTagNameNS(SITEMAP, 'lastmod')[0]?.textContent ?? null;
    const alternates: Record<string, string> = {};
    for (const link of Array.from(url.getElementsByTagNameNS(XHTML, 'link'))) {
      expect(link.getAttribute('rel')).toBe('alternate');
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    expect(found.has(loc), `${loc} listed twice`).toBe(false);
    found.set(loc, { loc, lastmod, alternates });
  }
  return found;
}

describe('search engines: /sitemap.xml and /robots.txt', () => {
  const server = useTestServer();
  let origin: string;

  beforeAll(async () => {
    origin = new URL(server.services.config.publicUrl).origin;
    await parseXml('<loaded/>');
  }, 60_000);

  const sitemap = async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml; charset=utf-8$/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    return entries(await parseXml(await response.text()));
  };

  /** The page in both languages, each naming both and the default as alternates. */
  function expectBothLanguages(listed: Map<string, UrlEntry>, address: string) {
    const en = new URL(address, origin);
    const ar = new URL(en);
    ar.searchParams.set('lng', 'ar');
    for (const loc of [en.href, ar.href]) {
      const entry = listed.get(loc);
      expect(entry, `${loc} is not in the sitemap`).toBeDefined();
      expect(entry?.alternates).toEqual({ en: en.href, ar: ar.href, 'x-default': en.href });
    }
    return listed.get(en.href)!;
  }

  it('lists the site pages and every guide page once, in English and Arabic, on the public address', async () => {
    const listed = await sitemap();
    for (const address of ['/', '/tours', '/companies', '/events', '/contact', '/partners', '/GetInTouch']) expectBothLanguages(listed, address);
    for (const address of GUIDE_PATHS.filter((path) => path !== '/monuments' && path !== '/about-us')) expectBothLanguages(listed, address);
    expect(listed.get(`${origin}/pyramids?lng=ar`)).toBeDefined();
    // An alias shows the same page as another address: only the page's own address is listed.
    expect(listed.has(`${origin}/monuments`)).toBe(false);
    expect(listed.has(`${origin}/about-us`)).toBe(false);
    // Private pages are not.
    for (const path of ['/account', '/admin', '/partner$', '/partner/', '/my-bookings', '/favorites', '/book-now', '/login', '/search-results']) {
      expect([...listed.keys()].some((loc) => new URL(loc).pathname === path), path).toBe(false);
    }
    for (const loc of listed.keys()) expect(new URL(loc).origin).toBe(origin);
  }, 20_000);

  it('lists every tour on offer, every company and every upcoming event, dated, with the query escaped', async () => {
    const listed = await sitemap();
    const offered = tours.filter((tour) => tour.startInDays > 0);
    const departed = tours.filter((tour) => tour.startInDays < 0);
    expect(departed.length).toBeGreaterThan(0);
    for (const tour of offered) {
      const entry = expectBothLanguages(listed, `/travel-with-us?id=${tour.id}`);
      expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    }
    // `&` in `?id=3&lng=ar` is written `&amp;`, else the document would not have parsed; read back, it is `&`.
    expect(listed.get(`${origin}/travel-with-us?id=${offered[0]!.id}&lng=ar`)).toBeDefined();
    // A departed tour still answers its old link, but is no longer put forward.
    for (const tour of departed) expect(listed.has(`${origin}/travel-with-us?id=${tour.id}`), `tour ${tour.id}`).toBe(false);

    for (const company of companies) {
      const entry = expectBothLanguages(listed, `/companies/${company.id}`);
      expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    }
    for (const event of events.filter((item) => item.startsInDays > 0)) expectBothLanguages(listed, `/events/${event.id}`);
    for (const event of events.filter((item) => item.startsInDays < 0)) expect(listed.has(`${origin}/events/${event.id}`)).toBe(false);

    // The listings carry the date of their newest item; pages without dated data carry none.
    const newestTour = Math.max(...offered.map((tour) => Date.parse(listed.get(`${origin}/travel-with-us?id=${tour.id}`)!.lastmod!)));
    expect(Date.parse(listed.get(`${origin}/tours`)!.lastmod!)).toBe(newestTour);
    expect(listed.get(`${origin}/contact`)!.lastmod).toBeNull();
    expect(listed.get(`${origin}/pyramids`)!.lastmod).toBeNull();
  }, 20_000);

  it('follows the catalogue: a tour that has departed since leaves the sitemap, and a new one joins it', async () => {
    const before = await sitemap();
    const soonest = tours.filter((tour) => tour.startInDays > 0).sort((a, b) => a.startInDays - b.startInDays)[0]!;
    expect(before.has(`${origin}/travel-with-us?id=${soonest.id}`)).toBe(true);

    const [added] = await server.services.db.query<{ id: number }>(
      `insert into tours (company_id, title_en, title_ar, price, start_date, total_seats, available_seats)
       values (1, 'Sunrise <balloon> & breakfast', 'شروق', 100, now() + interval '400 days', 5, 5) returning id`,
    );
    server.clock.advance((soonest.startInDays + 1) * 24 * 60 * 60 * 1000);
    const after = await sitemap();
    expect(after.has(`${origin}/travel-with-us?id=${soonest.id}`)).toBe(false);
    expect(after.has(`${origin}/travel-with-us?id=${added!.id}`)).toBe(true);
  }, 20_000);

  it('keeps the account, booking and payment pages out of robots, and points at the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of ['/account', '/admin', '/partner$', '/partner/', '/my-bookings', '/favorites', '/book-now', '/payment', '/payment-status', '/payment-success', '/payment-failed', '/login', '/signup', '/reset-password']) {
      expect(disallowed, path).toContain(path);
    }
    // Nothing public is kept out: the catalogue, the guide and the API the pages read.
    for (const path of ['/', '/tours', '/travel-with-us', '/companies', '/events', '/partners', '/pyramids', '/api/Travel']) {
      expect(disallowed.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule))), path).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('the sitemap on a public address', () => {
  it('writes every address on PUBLIC_URL, not on the address the request came to', async () => {
    const server = await startTestServer({ PUBLIC_URL: 'https://rihla.example', PAYMENT_PROVIDER: 'sandbox', SMTP_URL: 'smtp://127.0.0.1:9', SUPPORT_EMAIL: 'care@rihla.example' });
    try {
      const text = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const listed = entries(await parseXml(text));
      expect(listed.has('https://rihla.example/')).toBe(true);
      expect(listed.has('https://rihla.example/?lng=ar')).toBe(true);
      for (const loc of listed.keys()) expect(loc.startsWith('https://rihla.example/'), loc).toBe(true);
      const robots = await (await fetch(`${server.url}/robots.txt`)).text();
      expect(robots).toContain('Sitemap: https://rihla.example/sitemap.xml');
    } finally {
      await server.close();
    }
  }, 60_000);
});
