import { expect, test, type Page } from './support/test';

/**
 * No link in Rihla leads to a not-found page: starting from the home page, follow every internal
 * link of every page reached (the navigation bar, the mobile menu, the footer, the guide pages and their
 * cards, the services, the listings), in English, and check that each address opens a real screen.
 *
 * Addresses that differ only by an id or a query (a tour, a company, an event, a listing's filters) are
 * the same screen with different data: the crawl opens up to three of each, which is where a broken
 * route would show, and follows the links found on those pages too. It runs in the desktop project only:
 * the links are the same on a phone (the mobile menu's links are in the page either way).
 */

const SAMPLES_PER_SHAPE = 3;

/** An address's shape: ids and queries taken out (`/companies/12` → `/companies/:id`). */
function shapeOf(url: URL): string {
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  return url.search ? `${path}?${[...url.searchParams.keys()].sort().join('&')}` : path;
}

async function internalLinks(page: Page, origin: string): Promise<URL[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dev/'))
    .map((url) => {
      url.hash = '';
      url.searchParams.delete('lng');
      return url;
    });
}

test('every internal link from the home page opens a real screen', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const queue: URL[] = [new URL('/', origin)];
  const seen = new Set<string>(['/']);
  const perShape = new Map<string, number>();
  const visited: string[] = [];
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();

  while (queue.length > 0) {
    const url = queue.shift() as URL;
    const address = `${url.pathname}${url.search}`;
    await page.goto(`${address}${url.search ? '&' : '?'}lng=en`);
    // Every screen has one main heading once it has loaded (lazy chunk, strings, data).
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible({ timeout: 15_000 });
    if ((await heading.textContent())?.trim() === 'Page not found') {
      broken.push(`${address} (linked from ${linkedFrom.get(address) ?? 'the start'})`);
      continue;
    }
    visited.push(address);
    for (const link of await internalLinks(page, origin)) {
      const target = `${link.pathname}${link.search}`;
      if (seen.has(target)) continue;
      seen.add(target);
      const shape = shapeOf(link);
      const count = perShape.get(shape) ?? 0;
      if (count >= SAMPLES_PER_SHAPE) continue;
      perShape.set(shape, count + 1);
      linkedFrom.set(target, address);
      queue.push(link);
    }
  }

  expect(broken, `links that lead to the not-found page:\n${broken.join('\n')}`).toEqual([]);
  // The crawl really went through the guide, not just the shell.
  for (const path of ['/services', '/pyramids', '/luxor-temple', '/nuweiba', '/siwa', '/cities', '/museums', '/mountains', '/beaches', '/heritage', '/about', '/GetInTouch', '/contact', '/cairo', '/mount-sinai', '/cruises', '/newest-tours']) {
    expect(visited, `the crawl never reached ${path}`).toContain(path);
  }
  console.log(`link crawl: ${visited.length} addresses opened, ${perShape.size} shapes, none not found`);
});
