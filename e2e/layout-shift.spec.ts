import { devices, expect, test, type Page, type Route } from './support/test';

/**
 * No layout shift: every page, in both languages, on the desktop and phone projects (and a
 * 375 px phone), settles without moving what is already on the screen. The browser's own measure: the sum
 * of `layout-shift` entries not caused by input (CLS as Lighthouse counts it on a page load), ≤ 0.02.
 */
const BUDGET = 0.02;

const PAGES: ReadonlyArray<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/tours', ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible() },
  { path: '/travel-with-us?id=3', ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/companies/1', ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/events/1', ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/events', ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/companies', ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/search-results?type=Travels&q=Luxor',
    ready: (page) => expect(page.getByRole('main').getByRole('link', { name: /See Details|التفاصيل/ }).first()).toBeVisible(),
  },
  { path: '/pyramids', ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/luxor-temple', ready: (page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible() },
];

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Installed before any script of the page runs: records every layout shift from the first paint on. */
function observeShifts() {
  const describe = (node: Node | null): string => {
    if (!node) return '(removed)';
    if (!(node instanceof Element)) return node.parentElement ? `${describe(node.parentElement)} > #text` : '#text';
    const parts: string[] = [];
    for (let element: Element | null = node; element && parts.length < 4; element = element.parentElement) {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
      parts.unshift(`${element.tagName.toLowerCase()}${id}${classes}`);
      if (element.id) break;
    }
    return parts.join(' > ');
  };
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: ReadonlyArray<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(
        (source) =>
          `${describe(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} (h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)})`,
      );
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * On 127.0.0.1 every answer lands in the same frame, which hides a section or a picture that takes its
 * space only when it arrives. As on a phone network, the API's answers and the pictures come late and at
 * different times here (deterministic: by the address), so each one lands on a page already painted.
 */
async function slowDown(page: Page) {
  const delayOf = (url: string, base: number) => base + ([...url].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 5) * 150;
  const late = (base: number) => async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, delayOf(route.request().url(), base)));
    await route.continue();
  };
  await page.route('**/api/**', late(200));
  await page.route(/\.(svg|png|jpe?g|webp|avif|gif)(\?.*)?$/, late(400));
}

async function measure(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await slowDown(page);
  await page.addInitScript(observeShifts);
  await page.goto(path, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Lazy images and the sections that load after hydration: give them a frame or two to land.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total, shifts };
}

for (const language of ['en', 'ar'] as const) {
  for (const { path, ready } of PAGES) {
    const address = `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
    const check = async (page: Page, label: string) => {
      const { total, shifts } = await measure(page, address, ready);
      const report = shifts.map((shift) => `  ${shift.value.toFixed(4)} at ${shift.at} ms\n    ${shift.sources.join('\n    ')}`).join('\n');
      console.log(`CLS ${label} ${address}: ${total.toFixed(4)}`);
      expect.soft(total, `layout shift on ${address} (${label}):\n${report}`).toBeLessThanOrEqual(BUDGET);
    };

    test(`${address} does not shift as it loads`, async ({ page, browser }, testInfo) => {
      await check(page, testInfo.project.name);
      if (testInfo.project.name !== 'phone') return;
      // The phone project is a Pixel 7 (412 px); the narrowest common phone is 375 px wide.
      const narrow = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 375, height: 667 }, baseURL: testInfo.project.use.baseURL });
      try {
        await check(await narrow.newPage(), 'phone@375');
      } finally {
        await narrow.close();
      }
    });
  }
}
