import { Hono } from 'hono';
import { CANONICAL_GUIDE_PATHS } from '../../src/content/guide-pages';
import { sitemapCatalogue, type SitemapItem } from './sitemap';
import type { Services, AppEnv } from '../platform';

/** Search engines may keep both answers an hour: a new tour or event shows up within the hour. */
const CACHE = 'public, max-age=3600';

/** The app's own public pages (src/ui/app/app.tsx): the listings and the forms anyone may read. */
const SITE_PAGES = ['/', '/tours', '/companies', '/events', '/contact', '/partners', '/GetInTouch'] as const;

/**
 * Kept out of search engines (robots.txt): a traveller's own pages (account, bookings, favourites), the
 * booking and payment steps and the gateway's checkout, the sign-in, sign-up and password-reset forms (no
 * content of their own; a reset link carries a secret), the site's search results (endless, thin pages; the
 * listings are the pages to index), and the developer pages. Disallow matches by prefix: `/payment` covers
 * /payment-status, /payment-success and /payment-failed, `/account` covers /account/reset-password; they are
 * listed anyway so a reader sees every page by name. `$` ends a rule (as Google and Bing read it).
 */
export const DISALLOWED_PATHS = [
  '/account',
  '/admin',
  // The partner portal, but not /partners (a public page): its own address exactly, and everything under it.
  '/partner$',
  '/partner/',
  '/my-bookings',
  '/favorites',
  '/book-now',
  '/payment',
  '/payment-status',
  '/payment-success',
  '/payment-failed',
  '/api/Payment/',
  '/login',
  '/signup',
  '/reset-password',
  '/search-results',
  '/dev/',
] as const;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (value: string) => value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

interface Entry {
  /** Path and query of the English page ('/travel-with-us?id=3'). */
  address: string;
  modified?: Date;
}

/** The English address, and the Arabic one: the same with `lng=ar` in its query. */
function languageAddresses(origin: string, address: string): { en: string; ar: string } {
  const en = new URL(address, origin);
  const ar = new URL(en);
  ar.searchParams.set('lng', 'ar');
  return { en: en.href, ar: ar.href };
}

/**
 * One `<url>` per language, each naming both languages and the default (the English address, whose
 * language also follows the reader's cookie and browser) as alternates, as search engines ask.
 */
function urlElements(origin: string, entry: Entry): string {
  const { en, ar } = languageAddresses(origin, entry.address);
  const alternates = [
    ['en', en],
    ['ar', ar],
    ['x-default', en],
  ]
    .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(href!)}"/>`)
    .join('');
  const modified = entry.modified ? `<lastmod>${entry.modified.toISOString()}</lastmod>` : '';
  return [en, ar].map((loc) => `<url><loc>${xml(loc)}</loc>${modified}${alternates}</url>`).join('\n');
}

const latest = (items: SitemapItem[]): Date | undefined =>
  items.reduce<Date | undefined>((newest, item) => (newest === undefined || item.modified > newest ? item.modified : newest), undefined);

/**
 * `GET /sitemap.xml` and `GET /robots.txt`: every public page in English and Arabic on the
 * site's public address (PUBLIC_URL), and the private pages kept out.
 */
export function seoRoutes(services: Services) {
  const origin = () => new URL(services.config.publicUrl).origin;
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const catalogue = await sitemapCatalogue(services.db, services.now());
      const newestTour = latest(catalogue.tours);
      const newestEvent = latest(catalogue.events);
      const listed: Record<(typeof SITE_PAGES)[number], Date | undefined> = {
        '/': latest([...catalogue.tours, ...catalogue.events]),
        '/tours': newestTour,
        '/companies': latest(catalogue.companies),
        '/events': newestEvent,
        '/contact': undefined,
        '/partners': undefined,
        '/GetInTouch': undefined,
      };
      const entries: Entry[] = [
        ...SITE_PAGES.map((address) => ({ address, modified: listed[address] })),
        ...CANONICAL_GUIDE_PATHS.map((address) => ({ address })),
        ...catalogue.tours.map((tour) => ({ address: `/travel-with-us?id=${tour.id}`, modified: tour.modified })),
        ...catalogue.companies.map((company) => ({ address: `/companies/${company.id}`, modified: company.modified })),
        ...catalogue.events.map((event) => ({ address: `/events/${event.id}`, modified: event.modified })),
      ];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...entries.map((entry) => urlElements(origin(), entry)),
        '</urlset>',
        '',
      ].join('\n');
      return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE });
    })
    .get('/robots.txt', (c) => {
      const body = [
        '# Rihla: every guide and catalogue page may be crawled; the private, booking and payment pages may not.',
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin()}/sitemap.xml`,
        '',
      ].join('\n');
      return c.text(body, 200, { 'Cache-Control': CACHE });
    });
}
