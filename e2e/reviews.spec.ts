import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { book } from './support/partner-tour';
import { keepSession, registerTraveller, type Traveller } from './support/session';

/**
 * Reviews as travellers write them, in English and in Arabic, on a phone: a tour is
 * reviewed by a traveller who booked and paid for it once it has taken place; the author edits and deletes
 * theirs; a company is reviewed, edited and deleted the same way. Every step is read back after a reload,
 * from the server.
 *
 * "Once it has taken place" needs time to pass, so this file starts a server of its own (the product as
 * `npm run serve` runs it, NODE_ENV=test, a fresh embedded database) whose clock it moves past the tour's
 * departure with `POST /dev/clock`: the shared server's clock stays where the other journeys need it.
 */
type Language = 'en' | 'ar';

const WORDS = {
  en: {
    region: 'Reviews',
    companyTab: 'Reviews',
    write: 'Write a Review',
    closeForm: 'Close review form',
    edit: 'Edit your review',
    delete: 'Delete your review',
    submit: 'Submit Review',
    text: 'Your review',
    yours: 'Your review',
    option: (value: number) => `${value} of 5`,
    list: 'Traveller reviews',
    edited: '(edited)',
    written: 'Written in English',
    replaces: /submitting replaces your earlier review/,
    notTakenPlace: 'You can review this tour once it has taken place.',
    tourReview: 'The felucca at sunset was the best hour of our week; our guide knew every temple by heart.',
    tourEdit: 'Edited after a second look at the photos: the Karnak sound and light show alone was worth it.',
    companyReview: 'They answered every message within minutes and changed our pickup time without a fee.',
    companyEdit: 'Still the most helpful company we booked with, even after a flight delay.',
  },
  ar: {
    region: 'التقييمات',
    companyTab: 'المراجعات',
    write: 'اكتب مراجعة',
    closeForm: 'إغلاق نموذج المراجعة',
    edit: 'عدّل تقييمك',
    delete: 'احذف تقييمك',
    submit: 'إرسال المراجعة',
    text: 'مراجعتك',
    yours: 'تقييمك',
    option: (value: number) => `${value} من 5`,
    list: 'مراجعات المسافرين',
    edited: '(معدَّل)',
    written: 'مكتوب بالعربية',
    replaces: /الإرسال يستبدل|يستبدل مراجعتك السابقة/,
    notTakenPlace: 'يمكنك تقييم هذه الرحلة بعد انتهاء موعدها.',
    tourReview: 'رحلة رائعة، المرشد كان صبورًا ويعرف تاريخ كل معبد، والغداء على المركب كان لذيذًا.',
    tourEdit: 'بعد التفكير: أفضل ما في الرحلة كان عرض الصوت والضوء في الكرنك.',
    companyReview: 'ردّوا على كل رسائلنا بسرعة وغيّروا موعد الاستقبال دون أي رسوم إضافية.',
    companyEdit: 'ما زالت أفضل شركة تعاملنا معها، حتى بعد تأخر رحلة الطيران.',
  },
} as const;

interface Tour {
  id: number;
  price: number;
  availableSeats: number;
  startDate: string | null;
}

let server: ChildProcess | null = null;
let dataDir = '';
let base = '';
let api: APIRequestContext;
let tour: Tour;
const travellers = {} as Record<Language, Traveller>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Opens a page of the test's own server signed in as the traveller (the app keeps its session in local storage). */
async function openSignedIn(page: Page, traveller: Traveller, path: string): Promise<void> {
  await keepSession(page, traveller.user, traveller.token, base);
  await page.goto(`${base}${path}`);
}

/**
 * The reviews panel once it has read the list and the traveller's own review (it is busy meanwhile, and a
 * press on its button then waits for it): what a traveller sees when the page has settled.
 */
async function settled(region: Locator): Promise<Locator> {
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
  return region;
}

/** The number of reviews a rating summary says there are. */
async function reviewCount(summary: Locator): Promise<number> {
  return Number(await summary.getAttribute('data-review-count'));
}

/** Writes, edits and deletes the traveller's review in `region`, checking each step after a reload. */
async function writeEditDelete(
  page: Page,
  language: Language,
  open: () => Promise<Locator>,
  summary: Locator,
  texts: { first: string; edited: string },
): Promise<void> {
  const words = WORDS[language];
  let region = await settled(await open());
  const before = await reviewCount(summary);

  // Write: Submit waits for both a rating and text.
  await region.getByRole('button', { name: words.write }).click();
  const submit = region.getByRole('button', { name: words.submit });
  await expect(submit).toBeDisabled();
  await region.getByRole('radio', { name: words.option(4), exact: true }).check();
  await region.getByLabel(words.text, { exact: true }).fill(texts.first);
  await submit.click();
  const mine = region.getByRole('list', { name: words.list }).getByRole('listitem').filter({ hasText: texts.first });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(words.yours, { exact: true })).toBeVisible();
  await expect(mine.getByText(words.written)).toBeVisible();
  await expect(mine.getByRole('img', { name: language === 'en' ? 'Rated 4 out of 5' : 'التقييم 4 من 5' })).toBeVisible();

  // Stored on the server: a reload shows it, counted in the summary.
  await page.reload();
  region = await settled(await open());
  await expect(region.getByText(texts.first)).toBeVisible();
  await expect.poll(() => reviewCount(summary)).toBe(before + 1);

  // Edit: the form starts from the review and says a new one replaces it.
  await region.getByRole('button', { name: words.edit }).click();
  await expect(region.getByRole('button', { name: words.closeForm })).toHaveAttribute('aria-expanded', 'true');
  await expect(region.getByText(words.replaces)).toBeVisible();
  await expect(region.getByLabel(words.text, { exact: true })).toHaveValue(texts.first);
  await expect(region.getByRole('radio', { name: words.option(4), exact: true })).toBeChecked();
  await region.getByRole('radio', { name: words.option(5), exact: true }).check();
  await region.getByLabel(words.text, { exact: true }).fill(texts.edited);
  await region.getByRole('button', { name: words.submit }).click();
  const edited = region.getByRole('list', { name: words.list }).getByRole('listitem').filter({ hasText: texts.edited });
  await expect(edited).toBeVisible();
  await expect(edited.getByText(words.edited)).toBeVisible();
  await expect(region.getByText(texts.first)).toHaveCount(0);

  await page.reload();
  region = await settled(await open());
  await expect(region.getByText(texts.edited)).toBeVisible();
  await expect(region.getByRole('list', { name: words.list }).getByRole('listitem').filter({ hasText: texts.edited }).getByRole('img', { name: language === 'en' ? 'Rated 5 out of 5' : 'التقييم 5 من 5' })).toBeVisible();
  expect(await reviewCount(summary)).toBe(before + 1);

  // Delete: gone from the page and from the server; the summary counts it no more.
  await region.getByRole('button', { name: words.delete }).click();
  await expect(region.getByText(texts.edited)).toHaveCount(0);
  await expect(region.getByRole('button', { name: words.write })).toBeVisible();
  await page.reload();
  region = await settled(await open());
  await expect(region.getByRole('button', { name: words.write })).toBeVisible();
  await expect(region.getByText(texts.edited)).toHaveCount(0);
  await expect.poll(() => reviewCount(summary)).toBe(before);
}

// One worker runs the file's tests in order against its server (a test that fails starts a new worker and
// server, and the others still run): each test sets the server's clock it needs first.
test.describe.configure({ mode: 'default' });

/** Sets the test server's clock: the system time (null), or a moment past the tour's departure. */
async function setClock(at: Date | null): Promise<void> {
  const moved = await api.post('/dev/clock', { data: { now: at ? at.toISOString() : null } });
  expect(moved.ok()).toBe(true);
}

const afterDeparture = () => new Date(Date.parse(tour.startDate!) + 24 * 3_600_000);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'rihla-e2e-reviews-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, RIHLA_VALIDATE_RESPONSES: '1', RATE_LIMIT_ADDRESS_FACTOR: '1000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  api = await playwright.request.newContext({ baseURL: base });
  await expect.poll(async () => (await api.get('/api/health').catch(() => null))?.ok() ?? false, { timeout: 150_000, intervals: [500] }).toBe(true);

  // The tour leaving soonest that still has seats: the one whose departure the clock will pass.
  const listed = await api.get('/api/Travel?PageIndex=1&PageSize=1000');
  const upcoming = ((await listed.json()) as { items: Tour[] }).items
    .filter((item) => item.startDate && Date.parse(item.startDate) > Date.now() + 2 * 3_600_000 && item.availableSeats >= 2 && item.price > 0)
    .sort((a, b) => Date.parse(a.startDate!) - Date.parse(b.startDate!));
  tour = upcoming[0]!;
  travellers.en = await registerTraveller(api, 'Grace Walker');
  travellers.ar = await registerTraveller(api, 'ليلى حسن');
  for (const language of ['en', 'ar'] as const) await book(api, tour, { traveller: travellers[language], paid: true });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('before the tour has taken place, a traveller who paid for it is told when they can review it', async ({ page }) => {
  await setClock(null);
  for (const language of ['en', 'ar'] as const) {
    await openSignedIn(page, travellers[language], `/travel-with-us?id=${tour.id}&lng=${language}`);
    const region = page.getByRole('region', { name: WORDS[language].region });
    await region.getByRole('button', { name: WORDS[language].write }).click();
    await expect(region.getByRole('alert')).toHaveText(WORDS[language].notTakenPlace);
  }
});

for (const language of ['en', 'ar'] as const) {
  test(`once the tour has taken place, a traveller writes, edits and deletes their review of it, in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    // The tour has taken place: the server's clock a day past its departure.
    await setClock(afterDeparture());
    await openSignedIn(page, travellers[language], `/travel-with-us?id=${tour.id}&lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const open = async () => {
      const region = page.getByRole('region', { name: WORDS[language].region });
      await expect(region).toBeVisible();
      return region;
    };
    // The Reviews section's own summary: average and count.
    const summary = page.getByRole('region', { name: WORDS[language].region }).locator('[data-rating]').first();
    await writeEditDelete(page, language, open, summary, { first: WORDS[language].tourReview, edited: WORDS[language].tourEdit });
  });

  test(`a traveller writes, edits and deletes their review of a company, in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    await openSignedIn(page, travellers[language], `/companies/2?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const open = async () => {
      await page.getByRole('main').getByRole('tab', { name: WORDS[language].companyTab }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      return panel;
    };
    // The company header's rating counts the reviews everyone sees.
    const summary = page.locator('header [data-rating]').first();
    await writeEditDelete(page, language, open, summary, { first: WORDS[language].companyReview, edited: WORDS[language].companyEdit });
  });
}
