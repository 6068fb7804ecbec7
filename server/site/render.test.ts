import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';

/**
 * Server rendering against the real build (dist/ and dist-ssr/, built here when missing; `npm
 * test` builds first) and the real catalogue, on the embedded database and on PostgreSQL: the page's
 * content, language and embedded state are in the HTML the server sends.
 */
const DIST = resolve('dist');

interface Page {
  status: number;
  html: string;
  root: string;
  state: { language: string; strings: Record<string, Record<string, unknown>>; snapshots: Record<string, { value: unknown; context: Record<string, unknown> }>; screens: string[] };
}

describe('pages rendered on the server', () => {
  beforeAll(() => {
    if (!existsSync(resolve('dist-ssr', 'entry-server.js')) || !existsSync(resolve(DIST, 'index.html'))) {
      execFileSync('npm', ['run', 'build'], { stdio: 'ignore', timeout: 240_000 });
    }
  }, 300_000);

  const server = useTestServer({ DIST_DIR: DIST });

  async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
    const response = await fetch(`${server.url}${path}`, { headers });
    const html = await response.text();
    const state = /<script type="application\/json" id="rihla-state">([^<]*)<\/script>/.exec(html)?.[1];
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
    return { status: response.status, html, root, state: state ? (JSON.parse(state) as Page['state']) : (null as never) };
  }

  it('renders a tour with its details, read through the app, and embeds the settled statechart', async () => {
    const tour = (await (await fetch(`${server.url}/api/Travel/3`)).json()) as { title: string };
    const rendered = await page('/travel-with-us?id=3');
    expect(rendered.status).toBe(200);
    expect(rendered.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
    expect(rendered.root).toContain(tour.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(rendered.state.snapshots['tour:3']).toMatchObject({ status: 'active', value: { loaded: 'information' } });
    expect(rendered.state.screens).toEqual(['src/ui/screens/tour-details/tour-details-screen.tsx']);
    // One script on the first paint's path (D200): it names the entry and the files to preload with it,
    // the route's chunk among them, so nothing is discovered after the entry runs.
    const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const starter = /<script type="module" crossorigin src="\/([^"]+)" data-entry="\/([^"]+)" data-preload="([^"]+)"><\/script>/.exec(rendered.html);
    expect(starter?.[1]).toBe(manifest['src/ui/app/ssr/start-after-paint.ts']?.file);
    expect(starter?.[2]).toBe(manifest['index.html']?.file);
    expect((starter?.[3] ?? '').split(' ')).toContain(`/${manifest['src/ui/screens/tour-details/tour-details-screen.tsx']?.file}`);
    expect(rendered.html.match(/<script type="module"/g)).toHaveLength(1);
    expect(rendered.html).not.toContain('rel="modulepreload"');
  });

  it('writes the stylesheet into the page, and its policy allows exactly that text', async () => {
    const response = await fetch(`${server.url}/tours`);
    const html = await response.text();
    const css = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(css.length).toBeGreaterThan(10_000);
    expect(html).not.toContain('rel="stylesheet"');
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`(?:^|; )style-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'(?:;|$)`));
    // An API answer's policy is untouched.
    expect((await fetch(`${server.url}/api/Travel/3`)).headers.get('content-security-policy')).not.toContain('sha256');
  });

  it('renders the home page with its sections read, and only the strings it used', async () => {
    const rendered = await page('/');
    for (const key of ['loadable:home:featured', 'loadable:home:popular', 'loadable:home:partners', 'loadable:home:categories']) {
      expect(rendered.state.snapshots[key], key).toMatchObject({ value: 'loaded' });
    }
    expect(Object.keys(rendered.state.strings)).toEqual(expect.arrayContaining(['common', 'home']));
    expect(Object.keys(rendered.state.strings)).not.toContain('booking');
    expect(rendered.root).toContain('<h1');
  });

  it('chooses the language from ?lng, then the i18next cookie, then Accept-Language', async () => {
    const arabicTitle = (await import('../../locales/ar/home.json')).default.hero.title;
    const byQuery = await page('/?lng=ar');
    expect(byQuery.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(byQuery.root).toContain(arabicTitle);
    expect(byQuery.state.language).toBe('ar');
    expect((await page('/', { cookie: 'theme=dark; i18next=ar' })).html).toMatch(/<html lang="ar" dir="rtl">/);
    expect((await page('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' })).html).toMatch(/<html lang="ar" dir="rtl">/);
    // The address outranks the cookie, the cookie outranks the browser's setting.
    expect((await page('/?lng=en', { cookie: 'i18next=ar' })).html).toMatch(/<html lang="en" dir="ltr">/);
    expect((await page('/', { cookie: 'i18next=en', 'accept-language': 'ar' })).html).toMatch(/<html lang="en" dir="ltr">/);
    expect((await page('/', { cookie: 'i18next=xx' })).html).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('renders prices in EGP, with the approximate amount of the currency chosen in the rihla_currency cookie, and embeds the choice and the rates', async () => {
    const tour = (await (await fetch(`${server.url}/api/Travel/3`)).json()) as { price: number };
    const rates = (await (await fetch(`${server.url}/api/Currency/rates`)).json()) as { egpPer: { USD: number; EUR: number } };
    const egp = tour.price.toLocaleString('en-US');
    const plain = await page('/travel-with-us?id=3');
    expect(plain.root).toContain(`EGP ${egp}`);
    expect(plain.root).not.toContain('≈');
    expect(plain.state).toMatchObject({ currency: 'EGP', rates });
    const dollars = await page('/travel-with-us?id=3', { cookie: 'i18next=en; rihla_currency=USD' });
    expect(dollars.root).toContain(`EGP ${egp}`);
    expect(dollars.root).toContain(`≈ $${Math.round(tour.price / rates.egpPer.USD).toLocaleString('en-US')}`);
    expect(dollars.state).toMatchObject({ currency: 'USD', rates });
    const euros = await page('/travel-with-us?id=3', { cookie: 'rihla_currency=EUR; i18next=ar' });
    expect(euros.root).toContain(`${egp} ج.م`);
    expect(euros.root).toContain(`≈ €${Math.round(tour.price / rates.egpPer.EUR).toLocaleString('en-US')}`);
    // Anything else reads as EGP.
    expect((await page('/', { cookie: 'rihla_currency=GBP' })).state).toMatchObject({ currency: 'EGP' });
  });

  it('renders a guide page from its content without any API call from the browser', async () => {
    const rendered = await page('/pyramids?lng=ar');
    expect(rendered.state.snapshots['loadable:guide:/pyramids']).toMatchObject({ value: 'loaded' });
    expect(rendered.root).toContain('<h1');
  });

  it('renders the first page of the tours listing, and a company and an event', async () => {
    const tours = await page('/tours');
    expect(tours.state.snapshots['tours:']).toMatchObject({ status: 'active' });
    expect(tours.root).toMatch(/href="\/travel-with-us\?id=\d+"/);
    const company = await page('/companies/1');
    expect(company.state.snapshots['company:1']).toBeDefined();
    const event = await page('/events/1');
    expect(event.state.snapshots['event:1']).toBeDefined();
  });

  it('answers an address that matches no page, and a tour, company or event that does not exist, with 404 and the not-found page', async () => {
    for (const path of ['/no/such/page', '/travel-with-us?id=99999', '/companies/99999', '/events/99999']) {
      const rendered = await page(path);
      expect(rendered.status, path).toBe(404);
      expect(rendered.html, path).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(rendered.root, path).toContain('<h1');
    }
  });

  it("writes the page's own head: title, description, canonical, hreflang, Open Graph and its JSON-LD", async () => {
    const tour = (await (await fetch(`${server.url}/api/Travel/3`, { headers: { 'accept-language': 'ar' } })).json()) as { title: string };
    const rendered = await page('/travel-with-us?id=3&lng=ar');
    const head = rendered.html.slice(0, rendered.html.indexOf('</head>'));
    expect(head).toMatch(/<title data-rihla-head>[^<]+ · رحلة<\/title>/);
    expect(head).toContain(tour.title.replace(/&/g, '&amp;'));
    expect(head).toMatch(/<link rel="canonical" href="[^"]+\/travel-with-us\?id=3&amp;lng=ar"/);
    expect(head).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/travel-with-us\?id=3"/);
    // Chat apps draw no SVG: the card is the picture as a PNG (D197).
    expect(head).toMatch(/<meta property="og:image" content="http[^"]+\/images\/card\/[^"]+\.png"/);
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as { '@type': string; offers?: { priceCurrency: string } });
    expect(jsonLd.find((item) => item['@type'] === 'TouristTrip')?.offers?.priceCurrency).toBe('EGP');
    // Its picture is asked for first: the page's largest paint.
    expect(head).toMatch(/<link rel="preload" as="image" href="\/images\/[^"]+" fetchpriority="high">/);
  });

  it('keeps the embedded state inert: no text from the data can close its script element', async () => {
    const rendered = await page('/tours');
    const block = /<script type="application\/json" id="rihla-state">([^]*?)<\/script>/.exec(rendered.html)?.[1] ?? '';
    expect(block).not.toContain('<');
  });
});
