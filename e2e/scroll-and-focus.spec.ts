import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { text } from './support/locale';

/**
 * Navigation (src/ui/app/nav/scroll-and-focus.tsx): a new page opens at the top with focus on
 * its heading, so a screen reader announces it; Back and Forward put a page back where it was scrolled, once
 * its content is there again; the first page and a page's own state changes leave scroll and focus alone.
 */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Scrolls to the very end of the page (the footer), once its content is there. */
async function scrollToEnd(page: Page): Promise<void> {
  const footerLink = page.getByRole('contentinfo').getByRole('link').first();
  await expect(footerLink).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
}

/**
 * Follows a link from the keyboard (the person for whom focus matters most), and says where the page was
 * scrolled when it left: focusing the link may first scroll it into view.
 */
async function follow(page: Page, link: Locator): Promise<number> {
  await link.focus();
  await page.waitForTimeout(300);
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(400);
  await link.press('Enter');
  return position;
}

async function expectBackWhereItWas(page: Page, position: number, title: string | RegExp) {
  await page.goBack();
  await expect(heading(page)).toHaveText(title);
  // The page's content arrives after its first render: the position comes back once it can be reached.
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBeGreaterThanOrEqual(position - 2);
  expect(await scrollY(page)).toBeLessThanOrEqual(position + 2);
  await expect(heading(page)).toBeFocused();
}

async function tourOnOffer(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const answer = await request.get('/api/Travel?PageIndex=1&PageSize=50&Sort=startDate-asc');
  const { items } = (await answer.json()) as { items: Array<{ id: number; title: string; availableSeats: number }> };
  const tour = items.find((candidate) => candidate.availableSeats > 0);
  if (!tour) throw new Error('no tour with seats on offer');
  return tour;
}

test('from the end of a guide page, a footer link opens the next page at the top with focus on its heading, and Back returns to the end', async ({ page }) => {
  await page.goto('/pyramids?lng=en');
  const title = await heading(page).innerText();
  // The first page of a visit: focus stays where the browser puts it.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await scrollToEnd(page);

  const position = await follow(page, page.getByRole('contentinfo').getByRole('link', { name: text('en', 'footer', 'links.events') }));
  await expect(page).toHaveURL(/\/events$/);
  await expect(heading(page)).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  // The heading takes focus without a ring drawn around it.
  expect(await heading(page).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');

  await expectBackWhereItWas(page, position, title);

  // Forward: the events page again, at the top where it was left.
  await page.goForward();
  await expect(page).toHaveURL(/\/events$/);
  await expect(heading(page)).toBeFocused();
  expect(await scrollY(page)).toBe(0);
});

test('in Arabic: from the end of the Luxor Temple page, Monuments opens at the top with focus on its Arabic heading, and Back returns', async ({ page }) => {
  await page.goto('/luxor-temple?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = await heading(page).innerText();
  await scrollToEnd(page);

  const position = await follow(page, page.getByRole('contentinfo').getByRole('link', { name: text('ar', 'footer', 'guideLinks.monuments') }));
  await expect(page).toHaveURL(/\/heritage$/);
  await expect(heading(page)).toBeFocused();
  await expect(heading(page)).not.toHaveText(title);
  expect(await scrollY(page)).toBe(0);

  await expectBackWhereItWas(page, position, title);
});

test("a tour's Book Now opens the booking form at the top (not where the tour page was scrolled), and Back returns to the button", async ({ page, request, signIn }) => {
  const tour = await tourOnOffer(request);
  await signIn('Scroll Traveller');
  await page.goto(`/travel-with-us?id=${tour.id}&lng=en`);
  await expect(heading(page)).toHaveText(tour.title);
  const bookNow = page.getByRole('main').getByRole('complementary', { name: 'Book This Tour' }).getByRole('button', { name: 'Book Now' });
  // Down the page as far as it goes, then up to the button (on a phone it is well below the fold).
  await scrollToEnd(page);
  await bookNow.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const position = await scrollY(page);
  // On a phone the button is far down the page (scrollY 1997 there before this fix carried over to the form).
  if (test.info().project.name === 'phone') expect(position).toBeGreaterThan(1000);

  await bookNow.click();
  await expect(page).toHaveURL(new RegExp(`/book-now\\?travelId=${tour.id}`));
  await expect(heading(page)).toHaveText('Book Your Trip');
  await expect(heading(page)).toBeFocused();
  expect(await scrollY(page)).toBe(0);

  await expectBackWhereItWas(page, position, tour.title);
});

test('after a reload, Back still finds the earlier page where it was scrolled', async ({ page }) => {
  await page.goto('/nuweiba?lng=en');
  const title = await heading(page).innerText();
  await scrollToEnd(page);
  const position = await follow(page, page.getByRole('contentinfo').getByRole('link', { name: text('en', 'footer', 'links.companies') }));
  await expect(page).toHaveURL(/\/companies$/);
  await expect(heading(page)).toBeFocused();

  await page.reload();
  await expect(heading(page)).toBeVisible();
  // A reload is a first load: focus is the browser's.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.goBack();
  await expect(heading(page)).toHaveText(title);
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBeGreaterThanOrEqual(position - 2);
  expect(await scrollY(page)).toBeLessThanOrEqual(position + 2);
});

test("the tours pager is the same page: the listing's heading takes focus and the view, the page's heading does not", async ({ page }) => {
  await page.goto('/tours?lng=en');
  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: text('en', 'tours', 'results.pages') });
  await expect(pager).toBeVisible();
  await pager.scrollIntoViewIfNeeded();
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const results = main.getByRole('heading', { level: 2, name: text('en', 'tours', 'results.heading'), exact: true });
  await expect(results).toBeFocused();
  await expect(results).toBeInViewport();
  await expect(heading(page)).not.toBeFocused();
});
