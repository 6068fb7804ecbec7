import { expect, test, type Page } from './support/test';
import { EGP_AMOUNT } from './support/catalogue-truth';
import { text } from './support/locale';
import { uniqueEmail } from './support/session';

/**
 * The catalogue's choices (D267), one by one in the browser, in English and in Arabic, against the real server: the display
 * currency beside EGP (never instead of it, never at checkout), one departure time on every screen, search
 * that pages through every match and a /tours filter that reads both languages, the companies rating filter,
 * real event links, the Siwa page's own tours, and the password rule's symbols.
 */
type Language = 'en' | 'ar';
const LANGUAGES = ['en', 'ar'] as const;
const main = (page: Page) => page.getByRole('main');

interface ApiTour {
  id: number;
  title: string;
  price: number;
  startDate: string | null;
}

/** The display-currency choice: in the header on a wide screen, in the menu on a phone. */
async function chooseCurrency(page: Page, language: Language, code: 'EGP' | 'USD' | 'EUR'): Promise<void> {
  // The bar's and the menu's choices are one setting; whichever this screen shows is used.
  const shown = page.getByRole('banner').getByRole('combobox', { name: text(language, 'common', 'currency.label'), exact: true }).filter({ visible: true });
  if ((await shown.count()) === 0) await page.getByRole('button', { name: text(language, 'common', 'nav.menu') }).click();
  await shown.first().selectOption(code);
}

for (const language of LANGUAGES) {
  const name = language === 'en' ? 'English' : 'Arabic';

  test(`the display currency shows "≈ $" beside EGP, never instead of it, and never in the booking total (${name})`, async ({ page, request }) => {
    const rates = (await (await request.get('/api/Currency/rates')).json()) as { egpPer: { USD: number } };
    await page.goto(`/tours?lng=${language}`);
    await chooseCurrency(page, language, 'USD');
    const card = main(page).getByRole('article').first();
    const approximate = card.locator('[data-approximate]').first();
    // "≈ $57" on screen; for screen readers, that it is approximate, at which rate, and that payment is in EGP.
    await expect(approximate).toHaveText(/^≈ \$[\d,.]+/);
    await expect(approximate).toContainText(language === 'en' ? 'you pay in Egyptian pounds' : 'الدفع بالجنيه المصري');
    // Beside the EGP amount, converted at the configured rate.
    const cardText = await card.innerText();
    const egp = cardText.match(EGP_AMOUNT[language]);
    expect(egp, cardText).not.toBeNull();
    const pounds = Number(egp![0].replace(/[^\d.]/g, ''));
    const dollars = Number(/^≈ \$([\d,.]+)/.exec(await approximate.innerText())![1]!.replace(/,/g, ''));
    expect(Math.abs(dollars - pounds / rates.egpPer.USD)).toBeLessThanOrEqual(pounds / rates.egpPer.USD >= 10 ? 0.5 : 0.005);

    // Kept across pages and reloads; a tour page shows it beside the price, but the booking total stays EGP.
    await page.goto(`/travel-with-us?id=3&lng=${language}`);
    await expect(main(page).locator('[data-approximate]').first()).toBeVisible();
    const bookPanel = page.getByRole('complementary', { name: text(language, 'tour', 'book.title') });
    await expect(bookPanel).toBeVisible();
    await expect(bookPanel.locator('[data-approximate]')).toHaveCount(0);
    expect(await bookPanel.innerText()).toMatch(EGP_AMOUNT[language]);
    expect(await bookPanel.innerText()).not.toMatch(/[$€≈]/);

    // Back to EGP only: no approximation anywhere.
    await chooseCurrency(page, language, 'EGP');
    await expect(main(page).locator('[data-approximate]')).toHaveCount(0);
  });

  test(`a tour's departure reads the same on its card, its page and the booking form (${name})`, async ({ page, request, signIn }) => {
    const tour = (await (await request.get('/api/Travel/3', { headers: { 'Accept-Language': language } })).json()) as ApiTour;
    await page.goto(`/travel-with-us?id=3&lng=${language}`);
    const departure = main(page).locator('dt', { hasText: text(language, 'tour', 'info.departureDate') }).locator('xpath=following-sibling::dd[1]');
    const shown = (await departure.innerText()).trim();
    // A date and a time of day, Cairo time, in the page's language.
    expect(shown).toMatch(/\d{1,2}:\d{2}/);

    await page.goto(`/tours?q=${encodeURIComponent(tour.title)}&lng=${language}`);
    const card = main(page).getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: tour.title }) });
    await expect(card).toContainText(shown);

    await signIn(language === 'en' ? 'Nadia Fawzy' : 'نادية فوزي');
    await page.goto(`/book-now?travelId=3&lng=${language}`);
    await expect(main(page)).toContainText(shown);
  });

  test(`search results give the total and page through every match; the /tours filter reads both languages (${name})`, async ({ page, request }) => {
    const term = 'cairo';
    const answer = (await (await request.get(`/api/Search?type=Travels&search=${term}&pageSize=5&pageIndex=1`)).json()) as { totalCount: number };
    expect(answer.totalCount).toBeGreaterThan(5);
    await page.goto(`/search-results?type=Travels&q=${term}&lng=${language}`);
    await expect(main(page).getByText(text(language, 'search', `results.countRange_${new Intl.PluralRules(language).select(answer.totalCount)}`, { from: 1, to: 5, count: answer.totalCount }))).toBeVisible();
    const results = main(page).getByRole('list', { name: text(language, 'search', 'results.listLabel') }).getByRole('listitem');
    await expect(results).toHaveCount(5);
    const firstPage = await results.allInnerTexts();
    await main(page).getByRole('button', { name: text(language, 'catalogue', 'pager.page', { page: 2 }) }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(results).toHaveCount(Math.min(5, answer.totalCount - 5));
    expect(await results.allInnerTexts()).not.toEqual(firstPage);

    // The listing's own filter: the English name and the Arabic word find the same tours in either interface.
    await page.goto(`/tours?lng=${language}`);
    const search = main(page).getByLabel(text(language, 'tours', 'filters.search'));
    await search.fill('luxor');
    const luxor = await main(page).getByRole('article').count();
    expect(luxor).toBeGreaterThan(0);
    await search.fill('الأقصر');
    await expect(main(page).getByRole('article')).toHaveCount(luxor);
    await search.fill('هرم');
    await expect(main(page).getByRole('article').first()).toBeVisible();
    expect(await main(page).getByRole('article').first().innerText()).toMatch(/Pyramid|Giza|هرم|أهرام|الجيزة/);
  });

  test(`the companies rating filter reads "N stars and up" and keeps to it (${name})`, async ({ page }) => {
    await page.goto(`/companies?lng=${language}`);
    const rate = main(page).getByRole('combobox', { name: text(language, 'companies', 'listing.filters.rate'), exact: true });
    const four = language === 'en' ? '4 stars and up' : '4 نجوم فأكثر';
    await expect(rate.locator('option', { hasText: four })).toHaveCount(1);
    await rate.selectOption({ label: four });
    const ratings = main(page).locator('article [data-rating]');
    await expect(ratings.first()).toBeVisible();
    for (const value of await ratings.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-rating')))) {
      expect(Number(value)).toBeGreaterThanOrEqual(4);
    }
  });

  test(`event links lead to real official pages or are left out; the Siwa page books Rihla's own Siwa tours (${name})`, async ({ page, request }) => {
    const events = (await (await request.get('/api/ApiEvents/events')).json()) as Array<{ id: number; link?: string | null }>;
    const linked = events.find((event) => event.link);
    const unlinked = events.find((event) => !event.link);
    expect(linked).toBeDefined();
    await page.goto(`/events/${linked!.id}?lng=${language}`);
    const moreInfo = main(page).getByRole('link', { name: new RegExp(text(language, 'events', 'event.moreInfo').replace(/[/()]/g, '\\$&')) });
    const href = (await moreInfo.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\//);
    expect(new URL(href).hostname).not.toMatch(/\.(example|invalid|test)$/);
    if (unlinked) {
      await page.goto(`/events/${unlinked.id}?lng=${language}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).getByRole('link', { name: new RegExp(text(language, 'events', 'event.moreInfo').replace(/[/()]/g, '\\$&')) })).toHaveCount(0);
    }

    await page.goto(`/siwa?lng=${language}`);
    const own = main(page).locator('a[href="/tours?q=Siwa"]');
    expect(await own.count()).toBeGreaterThan(0);
    await own.last().click();
    await expect(page).toHaveURL(/\/tours\?q=Siwa/);
    const cards = main(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) expect(await card.innerText()).toMatch(/Siwa|سيوة/);
  });

  test(`a password whose only symbol is "-" or "~" is accepted, as the hint says (${name})`, async ({ page }) => {
    await page.goto(`/signup?lng=${language}`);
    await expect(main(page).getByText(text(language, 'auth', 'signup.passwordHint'))).toBeVisible();
    await main(page).getByLabel(text(language, 'auth', 'signup.name')).fill(language === 'en' ? 'Tamer Said' : 'تامر سعيد');
    await main(page).getByLabel(text(language, 'auth', 'signup.email')).fill(uniqueEmail('symbols'));
    const password = language === 'en' ? 'Nile-Trip2026' : 'Nile~Trip2026';
    await main(page).getByLabel(text(language, 'auth', 'signup.password'), { exact: true }).fill(password);
    await main(page).getByLabel(text(language, 'auth', 'signup.confirmPassword')).fill(password);
    await main(page).getByRole('button', { name: text(language, 'auth', 'signup.submit') }).click();
    await expect(page).toHaveURL(/\/account/);
  });
}
