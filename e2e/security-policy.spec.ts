import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * The Content-Security-Policy the server sends (server/platform/http/security.ts) allows everything the
 * app really does: the main pages in English and Arabic, a tour's OpenStreetMap tab, a company, an event,
 * the Pyramids page playing its video, the assistant over its WebSocket, and the login form. Any
 * `securitypolicyviolation` in the page, or a console error about the policy, fails the test.
 */

type Language = 'en' | 'ar';

declare global {
  interface Window {
    reportPolicyViolation?: (violation: string) => void;
  }
}

/** A locale file's strings (the page's own words in each language). */
function strings(language: Language, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}
const text = (tree: Record<string, unknown>, path: string): string => {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
  if (typeof value !== 'string') throw new Error(`no string at ${path}`);
  return value;
};

/** Every violation the app's pages report (across navigations), and every console message about a policy. */
async function watchPolicies(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => seen.push(violation));
  await page.addInitScript(() => {
    if (window !== window.top) return; // the map's own frame has its own policy
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportPolicyViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}${location.search}`);
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy|permissions.policy/i.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
  });
  return () => seen;
}

const items = (body: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as Array<Record<string, unknown>>;

/** A tour whose destination is on the map, a company and an event from the seeded catalogue. */
async function catalogue(request: APIRequestContext) {
  const tours = items(await (await request.get('/api/Travel?PageIndex=1&PageSize=30')).json());
  let mapped: number | undefined;
  for (const tour of tours) {
    const details = (await (await request.get(`/api/Travel/${String(tour.id)}`)).json()) as { destinationCityLat?: unknown };
    if (typeof details.destinationCityLat === 'number') {
      mapped = Number(tour.id);
      break;
    }
  }
  const company = items(await (await request.get('/api/Company')).json())[0];
  const event = items(await (await request.get('/api/ApiEvents/events')).json())[0];
  expect(mapped, 'a seeded tour with a map').toBeDefined();
  expect(company?.id).toBeDefined();
  expect(event?.id).toBeDefined();
  return { tourId: mapped!, companyId: String(company!.id), eventId: String(event!.id) };
}

const main = (page: Page) => page.getByRole('main');

for (const language of ['en', 'ar'] as const) {
  test(`the app runs under its security policy in ${language === 'en' ? 'English' : 'Arabic'}: pages, map, video, assistant, login`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const violations = await watchPolicies(page);
    const { tourId, companyId, eventId } = await catalogue(request);
    const tour = strings(language, 'tour');
    const assistant = strings(language, 'assistant');
    const guide = strings(language, 'guide');

    // Home: the policy is really there (so this test can fail), and strict about scripts.
    const home = await page.goto(`/?lng=${language}`);
    const policy = home!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await page.goto(`/tours?lng=${language}`);
    await expect(main(page).locator('a[href*="/travel-with-us?id="]').first()).toBeVisible();

    // A tour's details with its map (the OpenStreetMap embed).
    await page.goto(`/travel-with-us?id=${tourId}&lng=${language}`);
    await main(page).getByRole('tab', { name: text(tour, 'tabs.location') }).click();
    await expect(main(page).getByRole('tabpanel').locator('iframe[src^="https://www.openstreetmap.org/"]')).toBeVisible();

    await page.goto(`/companies/${companyId}?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await page.goto(`/events/${eventId}?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

    // The Pyramids with its video, played: the media request must be allowed.
    await page.goto(`/pyramids?lng=${language}`);
    const video = page.waitForRequest((candidate) => /\/images\/guide\/pyramids\.(webm|mp4)$/.test(new URL(candidate.url()).pathname));
    await page.getByRole('button', { name: text(guide, 'video.play').replace(/\{\{title\}\}.*/, '') }).first().click();
    await video;

    // The assistant: its WebSocket connects and a message gets its answer.
    await page.getByRole('button', { name: text(assistant, 'launcher'), exact: true }).click();
    const panel = page.getByRole('dialog', { name: text(assistant, 'title') });
    await expect(panel.getByText(text(assistant, 'status.connected'), { exact: true })).toBeVisible({ timeout: 15_000 });
    const conversation = panel.getByRole('list', { name: text(assistant, 'conversation') }).locator(':scope > li');
    const before = await conversation.count();
    await panel.getByLabel(text(assistant, 'inputLabel')).fill(language === 'ar' ? 'رحلات في الأقصر' : 'Tours in Luxor');
    await panel.getByRole('button', { name: text(assistant, 'send'), exact: true }).click();
    await expect
      .poll(async () => (await conversation.count()) === before + 2 && (await conversation.last().getAttribute('aria-label')) !== text(assistant, 'typing'), { timeout: 15_000 })
      .toBe(true);

    await page.goto(`/login?lng=${language}`);
    await expect(page.locator('input[type="password"]')).toBeVisible();

    expect(violations()).toEqual([]);
  });
}

test('(control) an inline script is refused and reported, so the test above can fail', async ({ page }) => {
  const violations = await watchPolicies(page);
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "injected"';
    document.head.append(script);
  });
  await expect.poll(() => violations().some((violation) => violation.startsWith('script-src-elem blocked inline'))).toBe(true);
  expect(await page.title()).not.toBe('injected');
});
