import { expect, test, type Page } from './support/test';

/**
 * The guide's destination pages as an Arabic-speaking traveller reads them: right to left, the
 * Arabic content, the spec's prices and hours, the FAQ accordion (one answer open at a time), a video
 * that downloads nothing until asked, and links to other sites that open in a new tab.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectExternalLinksInNewTabs(page: Page) {
  const external = await page.locator('main a[href^="http"]').evaluateAll((links) =>
    links.map((link) => ({ href: link.getAttribute('href'), target: link.getAttribute('target'), rel: link.getAttribute('rel') ?? '' })),
  );
  expect(external.length).toBeGreaterThan(0);
  for (const link of external) {
    expect(link.target, link.href ?? '').toBe('_blank');
    expect(link.rel.split(' '), link.href ?? '').toContain('noopener');
  }
}

test('the Pyramids page in Arabic reads right to left with its tickets, hours, FAQ and a video that waits to be asked', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url());
  });
  await page.goto('/pyramids?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهرامات الجيزة');
  await expect(page).toHaveTitle('أهرامات الجيزة · رحلة');

  // The heading starts on the right, as Arabic does.
  const main = page.getByRole('main');
  expect(await main.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

  // The spec's tickets and the daily cap of the inside visit.
  const tickets = section(page, 'التذاكر');
  await expect(tickets.getByText('تذكرة الدخول العامة')).toBeVisible();
  await expect(tickets.getByText('30 ج.م', { exact: true })).toBeVisible();
  await expect(tickets.getByText('360 ج.م', { exact: true })).toBeVisible();
  await expect(tickets.getByText(/الحد الأقصى 300 زائر يوميًا/)).toBeVisible();

  // Both seasons, the last-entry rule, and today's season marked.
  const hours = section(page, 'مواعيد الزيارة');
  await expect(hours.getByRole('heading', { name: /^الصيف/ })).toBeVisible();
  await expect(hours.getByRole('heading', { name: /^الشتاء/ })).toBeVisible();
  await expect(hours.getByText('آخر دخول قبل الإغلاق بساعة')).toBeVisible();
  // Summer is April to September, in Cairo.
  const cairoMonth = Number(new Intl.DateTimeFormat('en', { timeZone: 'Africa/Cairo', month: 'numeric' }).format(new Date()));
  const [today, other] = cairoMonth >= 4 && cairoMonth <= 9 ? ['الصيف', 'الشتاء'] : ['الشتاء', 'الصيف'];
  await expect(hours.getByRole('heading', { name: `${today} اليوم` })).toBeVisible();
  await expect(hours.getByRole('heading', { name: other, exact: true })).toBeVisible();

  // The FAQ: eight questions, one answer open at a time, and the open one closes on a second click.
  const faq = section(page, 'الأسئلة الشائعة');
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(8);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'كم أسعار التذاكر؟' })).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  // The keyboard moves between questions.
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();

  // The video shows its poster and downloads nothing until the traveller plays it.
  const video = section(page, 'فيديو').locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', /pyramids-poster\.svg$/);
  expect(videoRequests).toEqual([]);
  await section(page, 'فيديو').getByRole('button', { name: /تشغيل الفيديو/ }).click();
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);

  // Six gallery pictures, loaded lazily.
  const gallery = section(page, 'معرض الصور').locator('img');
  await expect(gallery).toHaveCount(6);
  for (const loading of await gallery.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))) expect(loading).toBe('lazy');

  await expectExternalLinksInNewTabs(page);
  await expectNoSidewaysScroll(page);
});

test('the Luxor Temple page in Arabic keeps both readings of the entrance price, as the spec gives them', async ({ page }) => {
  await page.goto('/luxor-temple?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('معبد الأقصر');

  const tickets = section(page, 'التذاكر');
  await expect(tickets.getByText('200 ج.م', { exact: true })).toBeVisible();
  await expect(tickets.getByText('100 ج.م', { exact: true })).toBeVisible();
  await expect(tickets.getByText(/5 أيام/)).toBeVisible();
  await expect(section(page, 'مواعيد الزيارة').getByText('آخر دخول قبل الإغلاق بـ30 دقيقة')).toBeVisible();

  const faq = section(page, 'الأسئلة الشائعة');
  await expect(faq.getByRole('button')).toHaveCount(8);
  await faq.getByRole('button', { name: 'كم رسم الدخول إلى معبد الأقصر؟' }).click();
  await expect(page.getByRole('region', { name: 'كم رسم الدخول إلى معبد الأقصر؟' })).toContainText('160 جنيهًا للبالغين و80 جنيهًا للطلاب');

  await expectExternalLinksInNewTabs(page);
  await expectNoSidewaysScroll(page);
});

test('Nuweiba\'s Learn More buttons are plainly unavailable, not broken, and Siwa closes with links that work', async ({ page }) => {
  await page.goto('/nuweiba?lng=en');
  const activities = section(page, 'Activities');
  const learnMore = activities.getByRole('button', { name: /Learn More/ });
  await expect(learnMore).toHaveCount(3);
  await expect(learnMore.first()).toHaveAttribute('aria-disabled', 'true');
  const url = page.url();
  await learnMore.first().dispatchEvent('click');
  expect(page.url()).toBe(url);

  await page.goto('/siwa?lng=en');
  const cta = page.getByRole('main').getByRole('link', { name: /tours/i }).last();
  await cta.click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
});
