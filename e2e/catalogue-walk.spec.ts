import { expect, test, type Locator, type Page } from './support/test';
import { checkMoney, checkRatings, moneyOnScreen, ratingsOnScreen, scrollThrough } from './support/catalogue-truth';

/**
 * The catalogue's walk (D267): a traveller walks the home page, the listing, a tour, search results, their
 * favourites, the companies, a company and the assistant, in English and in Arabic, against the real server
 * and its seeded catalogue, and finds no dollar sign (or any other currency) beside an EGP amount and no
 * star rating without reviews behind it. The currency choice stays at its default (EGP), so nothing on
 * screen may name another currency.
 */
const WORDS = {
  en: {
    search: 'Luxor',
    assistant: { launcher: 'Rihla assistant', title: 'Rihla Assistant', online: 'Online', input: 'Your message', send: 'Send', conversation: 'Conversation with the assistant', typing: 'The assistant is typing…' },
    question: 'beach trips in Sinai under 10000',
  },
  ar: {
    search: 'الأقصر',
    assistant: { launcher: 'مساعد رحلة', title: 'مساعد رحلة', online: 'متصل', input: 'رسالتك', send: 'إرسال', conversation: 'المحادثة مع المساعد', typing: 'المساعد يكتب…' },
    question: 'رحلات في دهب في حدود ٢٠٠٠ جنيه',
  },
} as const;

const main = (page: Page) => page.getByRole('main');

/** Checks the page as it stands: money and ratings, both. */
async function checkScreen(page: Page, language: 'en' | 'ar', where: string, amounts = 1): Promise<void> {
  checkMoney(await moneyOnScreen(page, language), where, amounts);
  checkRatings(await ratingsOnScreen(page), language, where);
}

/** Asks the assistant and waits for its answer (the typing indicator comes and goes). */
async function ask(page: Page, language: 'en' | 'ar', text: string): Promise<Locator> {
  const words = WORDS[language].assistant;
  const panel = page.getByRole('dialog', { name: words.title });
  const replies = panel.getByRole('list', { name: words.conversation }).locator(':scope > li');
  const before = await replies.count();
  await panel.getByLabel(words.input).fill(text);
  await panel.getByRole('button', { name: words.send }).click();
  await expect
    .poll(async () => (await replies.count()) === before + 2 && (await replies.last().getAttribute('aria-label')) !== words.typing, { timeout: 15_000 })
    .toBe(true);
  return replies.last();
}

for (const language of ['en', 'ar'] as const) {
  test(`a traveller's walk in ${language === 'en' ? 'English' : 'Arabic'}: every amount in EGP, every rating with reviews behind it`, async ({ page, signIn }) => {
    test.setTimeout(90_000);
    // Two favourites, one reviewed (tour 3) and one without reviews (tour 19), so /favorites shows both kinds.
    await signIn(language === 'en' ? 'Grace Walker' : 'ليلى حسن', { favourites: [3, 19] });

    for (const path of ['/', '/tours', '/travel-with-us?id=3', '/travel-with-us?id=19', '/companies', '/companies/1']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await scrollThrough(page);
      await expect(page.locator('[data-rating]').first()).toBeVisible();
      // The companies list shows no prices; every other page does.
      await checkScreen(page, language, path, path === '/companies' ? 0 : 1);
    }

    // Search results, through the address a search writes.
    await page.goto(`/search-results?type=Travels&q=${encodeURIComponent(WORDS[language].search)}&lng=${language}`);
    await expect(main(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
    await checkScreen(page, language, 'search results', 0);

    // The traveller's favourites: both tours, each with its EGP price and its rating or "New".
    await page.goto(`/favorites?lng=${language}`);
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveCount(2);
    await checkScreen(page, language, '/favorites', 2);

    // The assistant: its text and its cards name EGP amounts only.
    const words = WORDS[language].assistant;
    await page.getByRole('button', { name: words.launcher }).click();
    const panel = page.getByRole('dialog', { name: words.title });
    await expect(panel.getByText(words.online)).toBeVisible({ timeout: 15_000 });
    const answer = await ask(page, language, WORDS[language].question);
    await expect(answer.getByRole('link').first()).toBeVisible();
    checkMoney(await moneyOnScreen(page, language), 'the assistant', 2);
    checkRatings(await ratingsOnScreen(page), language, 'the assistant');

    // Its tours leave when their pages say: the reply names the departure as the page writes it.
    const href = await answer.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/travel-with-us\?id=\d+$/);
    const reply = await answer.innerText();
    await page.goto(`${href}&lng=${language}`);
    const departure = main(page).locator('dt', { hasText: language === 'en' ? 'Departure Date' : 'تاريخ الانطلاق' }).locator('xpath=following-sibling::dd[1]');
    expect(reply).toContain((await departure.innerText()).trim());
  });
}
