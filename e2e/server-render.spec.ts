import { expect, test, type Page } from './support/test';

/**
 * Server rendering: the catalogue and guide pages read completely before any JavaScript runs
 * and without it; the browser then hydrates the same page, in English and Arabic, without a mismatch,
 * without asking the API again for what the HTML holds, and the page answers the keyboard and the mouse.
 */

const PAGES = ['/', '/tours', '/travel-with-us?id=3', '/companies/1', '/events/1', '/events', '/companies', '/pyramids', '/luxor-temple'];
const inLanguage = (path: string, language: 'en' | 'ar') => (language === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lng=ar`);

/** React's recoverable errors: a hydration mismatch (#418, #419, #423, #425) or our own report of one. */
const HYDRATION_ERROR = /hydrat|Minified React error #4(18|19|23|25)/i;

function watch(page: Page) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/locales/'))) apiReads.push(`${url.pathname}${url.search}`);
  });
  return { problems, apiReads };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'ar'] as const) {
    test(`every catalogue and guide page reads completely (${language})`, async ({ page }) => {
      for (const path of PAGES) {
        const response = await page.goto(inLanguage(path, language));
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        await expect(page.locator('html'), path).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('main h1').first(), path).toBeVisible();
        // No loading state stands in for the content.
        await expect(page.locator('main [aria-busy="true"]'), path).toHaveCount(0);
      }
    });
  }

  test("the listing's links lead to each tour's own page", async ({ page }) => {
    await page.goto('/tours');
    const first = page.locator('main a[href^="/travel-with-us?id="]').first();
    const href = await first.getAttribute('href');
    await page.goto(href ?? '');
    await expect(page.locator('main h1')).toBeVisible();
    const title = await page.locator('main h1').textContent();
    expect(title?.trim().length).toBeGreaterThan(3);
  });
});

for (const language of ['en', 'ar'] as const) {
  test(`the browser takes over each page without a mismatch or a second read (${language})`, async ({ page }) => {
    for (const path of PAGES) {
      const seen = watch(page);
      await page.goto(inLanguage(path, language), { waitUntil: 'networkidle' });
      await expect(page.locator('main h1').first(), path).toBeVisible();
      expect(seen.problems, path).toEqual([]);
      // What the HTML holds is not read again: the first render starts from the server's snapshots.
      expect(seen.apiReads, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
}

test("the page paints before its scripts are asked for, then the app takes it over (D200)", async ({ page }) => {
  for (const path of ['/travel-with-us?id=3', '/?lng=ar']) {
    await page.goto(path);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.initiatorType === 'other');
      const starter = scripts.find((entry) => entry.name.includes('/assets/start-after-paint-'));
      const rest = scripts.filter((entry) => /\/assets\/.+\.js$/.test(entry.name) && entry !== starter);
      return { paint, starter: starter?.startTime ?? null, firstOfTheRest: Math.min(...rest.map((entry) => entry.startTime)), rest: rest.length };
    });
    expect(timing.paint, path).not.toBeNull();
    expect(timing.starter, path).not.toBeNull();
    expect(timing.rest, path).toBeGreaterThan(0);
    // The entry and the chunks it needs are requested only once the page has painted.
    expect(timing.firstOfTheRest, path).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
  }
});

test("hydrating reads the server's prices, dates and company clock back and makes no Intl formatter (D202)", async ({ page }) => {
  // The page's first Intl formatter costs Chromium 30–50 ms of one task (ICU's data): counted here.
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Real = Intl[name];
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(Real, {
          construct(target, args: unknown[]): object {
            made.push(name);
            return Reflect.construct(target, args) as object;
          },
        }),
      });
    }
  });
  for (const path of ['/?lng=ar', '/', '/companies/1?lng=ar', '/tours', '/pyramids?lng=ar']) {
    const seen = watch(page);
    await page.goto(path);
    // Prices and dates are on each of these pages, formatted by the server.
    await expect(page.locator('main').getByText(/EGP |ج\.م|\$\d/).first()).toBeVisible();
    const made = await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade.slice());
    expect(made, path).toEqual([]);
    expect(seen.problems, path).toEqual([]);
  }
});

test("a hydrated tour page answers at once: its tabs switch, and the language switch re-renders it", async ({ page }) => {
  const seen = watch(page);
  await page.goto('/travel-with-us?id=3', { waitUntil: 'networkidle' });
  const plan = page.getByRole('tab', { name: 'Tour Plan' });
  await plan.click();
  await expect(plan).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /العربية|AR/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The choice is kept for the server: the next page is rendered in Arabic.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('ar');
  await page.goto('/events/1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(seen.problems).toEqual([]);
});

test.describe('what search engines and chat apps read', () => {
  test.use({ javaScriptEnabled: false });

  test("a tour's page carries its own title, description, canonical address, alternates, card and data", async ({ page }) => {
    await page.goto('/travel-with-us?id=3&lng=ar');
    const title = (await page.locator('main h1').textContent())?.trim() ?? '';
    await expect(page).toHaveTitle(`${title} · رحلة`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/travel-with-us\?id=3&lng=ar$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/travel-with-us\?id=3$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/card\/.+\.png$/);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual(expect.arrayContaining(['TouristTrip', 'BreadcrumbList']));
    // The card itself is a picture chat apps can draw.
    const card = await page.request.get((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    expect(card.headers()['content-type']).toBe('image/png');
  });

  test('an address that matches nothing, and a tour, company or event that does not exist, answer 404 with the not-found page', async ({ page }) => {
    for (const path of ['/no-such-page', '/travel-with-us?id=99999', '/companies/99999', '/events/99999']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
      await expect(page.locator('main h1'), path).toBeVisible();
    }
  });

  test('robots.txt keeps the private pages out and points at the sitemap, which lists both languages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/account$/m);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
    const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
    expect(sitemap).toContain('/travel-with-us?id=3</loc>');
    expect(sitemap).toContain('hreflang="ar"');
  });
});
