import { expect, expectHydrated, test, type Page } from './support/test';

/**
 * Finding a tour the way the spec describes (accounts §2 Home, All-tours listing, Tour details, Search
 * results, Favorites, Events; §4; §9), as a new traveller would, against the real server and its seeded
 * catalogue.
 */
const main = (page: Page) => page.getByRole('main');

/** The tour cards on screen: list items with a title (the pager's buttons are list items too). */
const cards = (page: Page) => main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });

/** The titles of the tour cards on screen, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
}

test('searching from the home page finds tours, then companies', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("No matter where you're going to, we'll take you there");
  const term = main(page).getByLabel('Search term');
  // A blank term sends nothing and stays on the page.
  await term.fill('   ');
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/(\?lng=en)?$/);

  await term.fill('Luxor');
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search-results\?.*type=Travels/);
  await expect(main(page).getByText('Results for "Luxor" in Travels')).toBeVisible();
  const firstResult = main(page).getByRole('link', { name: /^See Details/ }).first();
  await expect(firstResult).toBeVisible();

  // A reload keeps the results: the search is in the address too.
  await page.reload();
  await expect(main(page).getByText('Results for "Luxor" in Travels')).toBeVisible();
  await main(page).getByRole('link', { name: /^See Details/ }).first().click();
  await expect(page).toHaveURL(/\/travel-with-us\?id=\d+/);

  await page.goto('/?lng=en');
  await expectHydrated(main(page).getByLabel('What to search'));
  await main(page).getByLabel('What to search').selectOption('Companies');
  await main(page).getByLabel('Search term').fill('Nile');
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search-results\?.*type=Companies/);
  await expect(main(page).getByText('Results for "Nile" in Companies')).toBeVisible();
  await main(page).getByRole('link', { name: /^See Details/ }).first().click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
});

test('the tours listing filters, sorts and pages, and any change goes back to page 1', async ({ page }) => {
  await page.goto('/tours?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'All Tours' })).toBeVisible();
  await expect.poll(async () => (await cardTitles(page)).length).toBe(5);
  const firstPage = await cardTitles(page);

  const pages = main(page).getByRole('navigation', { name: 'Tour pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardTitles(page)).not.toEqual(firstPage);
  // At most 5 page buttons, plus previous and next.
  expect(await pages.getByRole('button', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);

  // Sorting returns to page 1 and orders by price.
  await main(page).getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
  await expect(page).not.toHaveURL(/page=2/);
  const prices = await cards(page).getByText(/^EGP [\d,]+$/).allInnerTexts();
  const amounts = prices.map((text) => Number(text.replace(/\D/g, '')));
  expect(amounts.length).toBeGreaterThan(1);
  expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);

  // Free text over title and destination.
  await main(page).getByLabel('Search tours').fill('Aswan');
  await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(0);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText(/Aswan/i);
  }

  // Nothing matches: the spec's text, and Show All Tours brings everything back.
  await main(page).getByLabel('Search tours').fill('no such place anywhere');
  await expect(main(page).getByText('No tours match your search criteria')).toBeVisible();
  await main(page).getByRole('button', { name: 'Show All Tours' }).click();
  await expect.poll(async () => (await cardTitles(page)).length).toBe(5);
  await expect(main(page).getByLabel('Search tours')).toHaveValue('');
});

test('a tour opens from the listing with every tab, and a reload keeps it', async ({ page }) => {
  // Best rated first: the seed's reviewed tours, not a tour another test has just published (unrated, and
  // perhaps leaving within the hour with its few seats being sold), and one with seats to book.
  await page.goto('/tours?lng=en&sort=rating');
  const firstCard = cards(page)
    .filter({ hasNot: page.getByRole('button', { name: 'Sold Out' }) })
    .first();
  const title = await firstCard.getByRole('heading', { level: 3 }).innerText();
  await firstCard.getByRole('link', { name: /View Details|See Details/ }).first().click();
  await expect(page).toHaveURL(/\/travel-with-us\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const tabs = main(page).getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByRole('tabpanel').getByText('Children aged 5 to 11 travel at half price, and children under 5 at a quarter.')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Tour Plan' }).click();
  await expect(main(page).getByRole('tabpanel')).toContainText(/01|No itinerary information available for this tour\./);
  await tabs.getByRole('tab', { name: 'Location' }).click();
  await expect(main(page).getByRole('tabpanel').locator('iframe').or(main(page).getByText('Location data not available.'))).toBeVisible();
  await tabs.getByRole('tab', { name: 'Gallery' }).click();
  // The tour's pictures, or 3 placeholders when it has none.
  await expect(main(page).getByRole('tabpanel').getByRole('img').first()).toBeVisible();

  // The Book This Tour panel leads to the booking form for this tour (behind the login guard).
  const id = new URL(page.url()).searchParams.get('id');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Book Now' }).or(main(page).getByRole('link', { name: 'Book Now' })).first()).toBeVisible();
  expect(id).toMatch(/^\d+$/);
});

test('events: a signed-out like asks to log in; signed in, a like stays after a reload', async ({ page, signIn }) => {
  await page.goto('/events?lng=en');
  const firstLike = main(page).getByRole('button', { name: /^Like / }).first();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('You need to login first. Do you want to login now?');
    void dialog.dismiss();
  });
  await firstLike.click();
  await expect(firstLike).toHaveAttribute('aria-pressed', 'false');

  await signIn('Salma Nabil');
  await page.goto('/events?lng=en');
  const like = main(page).getByRole('button', { name: /^Like / }).first();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(main(page).getByRole('button', { name: /^Like / }).first()).toHaveAttribute('aria-pressed', 'true');

  // The event's own page.
  await main(page).getByRole('link', { name: /View details/i }).first().click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

test('the home page in Arabic reads right to left, with its sections', async ({ page }) => {
  await page.goto('/?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أينما كانت وجهتك، سنأخذك إليها');
  await expect(main(page).getByRole('link', { name: 'عرض الباقات' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'الرحلات الأكثر شعبية' }).getByRole('listitem')).toHaveCount(3);
  // The search box reads right to left, its type set to Travels by default.
  const term = main(page).getByLabel('كلمة البحث');
  expect(await term.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await expect(main(page).getByLabel('ما الذي تبحث عنه')).toHaveValue('Travels');
});

test.describe('signed in, on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a favourite from a card shows on /favorites and in the badge, and recommendations follow it', async ({ page, request, signIn }) => {
    const traveller = await signIn('Youssef Hany');
    const recommended = async () => {
      const answer = await request.get(`/api/Ai/recommend-travels/${traveller.userId}?numRecommendations=5&numHighestInteractions=2`, {
        headers: { Authorization: `Bearer ${traveller.token}` },
      });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as Array<{ id: number; title: string }>).map((tour) => tour.id);
    };
    const before = await recommended();
    expect(before.length).toBeGreaterThan(0);

    // A tour that is recommended now: once the favourite reaches the server, the recommendations leave it out
    // (a tour one has a record for is never offered again, docs/recommendations.md), so the change is seen
    // whatever the other tests on this server booked and liked. Its card is found with the /tours filter.
    const favourite = before[0]!;
    const { title: favouriteTitle } = (await (await request.get(`/api/Travel/${favourite}?lng=en`)).json()) as { title: string };
    await page.goto(`/tours?q=${encodeURIComponent(favouriteTitle)}&lng=en`);
    const card = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: favouriteTitle, exact: true }) }).first();
    const title = await card.getByRole('heading', { level: 3 }).innerText();
    const heart = card.getByRole('button', { name: `Favorite: ${title}` });
    // The app's own submission that carries the favourite, on this page or the next (a page left during the
    // debounce sends unsent records when the next one starts).
    const submitted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/Ai/userinteractions') &&
        response.request().method() === 'POST' &&
        (response.request().postDataJSON() as { userInteraction: Array<{ id: string }> }).userInteraction.some((item) => item.id === String(favourite)),
      { timeout: 30_000 },
    );
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites (1 saved)' })).toBeVisible();

    await page.goto('/favorites?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Favorite Tours' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3, name: title })).toBeVisible();

    // The favourite is an interaction record; the app submits it shortly after it changes, and the
    // server's recommendations move to tours like it.
    expect((await submitted).ok()).toBe(true);
    await expect.poll(recommended, { timeout: 15_000 }).not.toContain(favourite);
    const after = await recommended();
    await page.goto('/?lng=en');
    const region = main(page).getByRole('region', { name: 'Recommended for you' });
    await expect(region.getByRole('heading', { level: 3 })).toBeVisible();
    // The carousel shows one of the new recommendations (it moves on by itself every 5 s).
    const titles = await Promise.all(
      after.map(async (id) => ((await (await request.get(`/api/Travel/${id}?lng=en`)).json()) as { title: string }).title),
    );
    expect(titles).toContain(await region.getByRole('heading', { level: 3 }).innerText());
  });
});

test('every discovery page fits a 375 px phone screen, in English and in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const language of ['en', 'ar']) {
    for (const path of ['/', '/tours', '/travel-with-us?id=3', '/search-results?type=Travels&q=Luxor', '/companies', '/companies/1', '/events']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let the sections that read the catalogue arrive before measuring.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} in ${language}`).toBeLessThanOrEqual(375);
    }
  }
});

test('a company shows whether it is open now, its working hours, and keeps a traveller\'s review', async ({ page, signIn }) => {
  await signIn('Hoda Samir');
  await page.goto('/companies?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: "You're in Safe Hands" })).toBeVisible();
  await main(page).getByRole('link', { name: /View Company/ }).first().click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);

  const status = main(page).getByRole('button', { name: /Open now|Closed now/ });
  await expect(status).toBeVisible();
  await status.click();
  const hours = page.getByRole('dialog', { name: 'Working Hours' });
  await expect(hours).toBeVisible();
  await expect(hours.getByText('Today')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hours).toBeHidden();

  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  // The company's reviews, read on the server with the page (the seed's travellers reviewed most companies).
  await expect(main(page).getByRole('list', { name: 'Traveller reviews' }).or(main(page).getByText('No reviews yet')).first()).toBeVisible();
  await main(page).getByRole('button', { name: 'Write a Review' }).click();
  const submit = main(page).getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await main(page).getByLabel('4 of 5').check();
  await main(page).getByLabel('Your review').fill('Our guide in Aswan was patient and funny; the felucca at sunset was perfect.');
  await submit.click();
  const reviews = main(page).getByRole('list', { name: 'Traveller reviews' });
  await expect(reviews).toContainText('the felucca at sunset was perfect');

  // Reviews are stored on the server (S15, revised): a reload still shows it.
  await page.reload();
  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  await expect(main(page).getByRole('list', { name: 'Traveller reviews' })).toContainText('the felucca at sunset was perfect');
});
