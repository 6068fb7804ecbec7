import { expect, test, type Page } from './support/test';

/**
 * The assistant as a visitor meets it (spec, accounts §2 Assistant chat widget, §4 connection, §7, §8),
 * against the real server's /chatHub and its embedded engine over the seeded catalogue.
 */
const panel = (page: Page) => page.getByRole('dialog', { name: 'Rihla Assistant' });

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Rihla assistant' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Online')).toBeVisible({ timeout: 15_000 });
}

/** Sends a message and waits for the assistant's answer to it (the typing indicator comes and goes). */
async function ask(page: Page, text: string) {
  // The conversation's own messages (a reply's cards are lists of their own inside a message).
  const replies = panel(page).getByRole('list', { name: 'Conversation with the assistant' }).locator(':scope > li');
  const before = await replies.count();
  await panel(page).getByLabel('Your message').fill(text);
  await panel(page).getByRole('button', { name: 'Send' }).click();
  // The question and the answer; while the answer is on its way, the typing indicator holds its place.
  const typing = 'The assistant is typing…';
  await expect
    .poll(async () => (await replies.count()) === before + 2 && (await replies.last().getAttribute('aria-label')) !== typing, { timeout: 15_000 })
    .toBe(true);
  return replies.last();
}

test('ask in English and in Arabic, read useful answers with cards, and follow a tour card to its page', async ({ page }) => {
  await page.goto('/?lng=en');
  await openAssistant(page);
  await expect(panel(page).getByText("Hello! I'm Rihla's assistant.", { exact: false })).toBeVisible();

  const beaches = await ask(page, 'beach trips in Sinai under 10000');
  const tourCards = beaches.getByRole('link', { name: /EGP [\d,]+/ });
  await expect(tourCards.first()).toBeVisible();
  expect(await beaches.innerText()).toMatch(/Sinai|Dahab|Nuweiba|Sharm/i);

  // The guide facts, asked in Arabic, answered in Arabic: the spec's ticket prices.
  const tickets = await ask(page, 'ما هي أسعار تذاكر الأهرامات؟');
  const answer = await tickets.innerText();
  expect(answer).toMatch(/[\u0600-\u06FF]/);
  expect(answer).toMatch(/30|٣٠/);
  expect(answer).toMatch(/360|٣٦٠/);

  // A tour card leads to the tour's own page.
  const card = tourCards.first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/travel-with-us\?id=\d+$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}`));
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

// Reconnecting after the server stops and starts again: generated from the connection's statechart in
// e2e/assistant-paths.spec.ts, with the retries and delays of spec §4.

// The hand-over to booking: a card the assistant offers opens the booking form with the
// tour and the party the conversation established, in the traveller's language.
for (const [language, words] of [
  ['en', { launcher: 'Rihla assistant', title: 'Rihla Assistant', online: 'Online', input: 'Your message', send: 'Send', conversation: 'Conversation with the assistant', typing: 'The assistant is typing…', question: 'beach trips in Sinai for 2 adults and 1 child', book: /^Book .+ for 2 adults, 1 child$/, adults: 'Number of adults', children: 'Number of children' }],
  ['ar', { launcher: 'مساعد رحلة', title: 'مساعد رحلة', online: 'متصل', input: 'رسالتك', send: 'إرسال', conversation: 'المحادثة مع المساعد', typing: 'المساعد يكتب…', question: 'رحلات في دهب لشخصين', book: /^احجز .+ لـ/, adults: 'عدد البالغين', children: 'عدد الأطفال' }],
] as const) {
  test(`a card the assistant offers opens the booking form with the conversation's party (${language})`, async ({ page, signIn }) => {
    await signIn(language === 'en' ? 'Mona Adel' : 'منى عادل');
    await page.goto(`/?lng=${language}`);
    await page.getByRole('button', { name: words.launcher }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    await expect(dialog.getByText(words.online)).toBeVisible({ timeout: 15_000 });
    const replies = dialog.getByRole('list', { name: words.conversation }).locator(':scope > li');
    await dialog.getByLabel(words.input).fill(words.question);
    await dialog.getByRole('button', { name: words.send }).click();
    await expect.poll(async () => (await replies.count()) >= 3 && (await replies.last().getAttribute('aria-label')) !== words.typing, { timeout: 15_000 }).toBe(true);
    const book = replies.last().getByRole('button', { name: words.book }).first();
    await expect(book).toBeVisible();
    await book.click();

    // "2 adults and 1 child" in English; "لشخصين" (for two people) in Arabic.
    const children = language === 'en' ? '1' : '0';
    await expect(page).toHaveURL(new RegExp(`/book-now\\?travelId=\\d+&adults=2&children=${children}&underFive=0`));
    await expect(page.getByRole('main').getByLabel(words.adults, { exact: true })).toHaveValue('2');
    await expect(page.getByRole('main').getByLabel(words.children, { exact: true })).toHaveValue(children);
    await expect(dialog).toBeHidden();
  });
}
