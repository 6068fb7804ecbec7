import { expect, expectHydrated, test, type Page } from './support/test';

/** The testimonials carousel on the home page, driven as a traveller would. */
const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('home page carousel, in English', () => {
  test('shows the hero and moves through the testimonials with the arrows and dots', async ({ page }) => {
    await page.goto('/?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("No matter where you're going to, we'll take you there");
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    const carousel = region(page, 'What travellers say');
    await expect(carousel.getByText('Sarah M.')).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByText('Omar Khaled')).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByText('Sarah M.')).toBeVisible();
    // Wrap-around: back from the first slide is the last one.
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByText('Lena Fischer')).toBeVisible();

    await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(carousel.getByText('Omar Khaled')).toBeVisible();
  });

  test('ignores a second click made during the slide animation', async ({ page }) => {
    await page.goto('/?lng=en');
    const carousel = region(page, 'What travellers say');
    await expect(carousel.getByText('Sarah M.')).toBeVisible();
    // The testimonials' own Next (the page has other carousels above it).
    // React has hydrated the button (it keeps its fiber on the element): a click before then reaches plain HTML.
    await expectHydrated(carousel.getByRole('button', { name: 'Next slide' }));
    const lockedAfterFirstClick = await carousel.evaluate(async (element) => {
      const next = element.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]');
      if (!next) throw new Error('no Next button');
      // The lock shows as aria-disabled (a disabled button would lose the keyboard's focus). Watched as it
      // happens rather than read after a fixed delay: on a busy machine a timer can fire after the lock ended.
      const locked = new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          if (next.getAttribute('aria-disabled') === 'true') {
            observer.disconnect();
            resolve(true);
          }
        });
        observer.observe(next, { attributes: true, attributeFilter: ['aria-disabled'] });
        setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, 5_000);
      });
      // A double click: both reach the button before React re-renders, so only the machine's 300 ms
      // lock can ignore the second one.
      next.click();
      next.click();
      return locked;
    });
    expect(lockedAfterFirstClick).toBe(true);
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    await expect(carousel.getByText('Omar Khaled')).toBeVisible(); // one step, not two
    await expect(carousel.getByText('Lena Fischer')).toHaveCount(0);
  });

  test('advances by itself after 5 seconds when left alone', async ({ page }) => {
    await page.goto('/?lng=en');
    const carousel = region(page, 'What travellers say');
    await expect(carousel.getByText('Sarah M.')).toBeVisible();
    await expect(carousel.getByText('Omar Khaled')).toBeVisible({ timeout: 8_000 });
  });
});

test.describe('home page carousel, in Arabic', () => {
  test('reads right to left: next sits on the left and moves on to the next testimonial', async ({ page }) => {
    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أينما كانت وجهتك، سنأخذك إليها');

    const carousel = region(page, 'ماذا يقول المسافرون');
    const next = carousel.getByRole('button', { name: 'الشريحة التالية' });
    const previous = carousel.getByRole('button', { name: 'الشريحة السابقة' });
    const nextBox = await next.boundingBox();
    const previousBox = await previous.boundingBox();
    expect(nextBox && previousBox && nextBox.x < previousBox.x).toBe(true);

    await expect(carousel.getByText('سارة م.')).toBeVisible();
    await next.click();
    await expect(carousel.getByText('عمر خالد')).toBeVisible();
  });

  test('switching the language keeps the slide and mirrors the page', async ({ page }) => {
    await page.goto('/?lng=en');
    const english = region(page, 'What travellers say');
    await english.getByRole('button', { name: 'Next slide' }).click();
    await expect(english.getByText('Omar Khaled')).toBeVisible();

    await page.getByRole('button', { name: 'AR العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(region(page, 'ماذا يقول المسافرون').getByText('عمر خالد')).toBeVisible();
    // The choice is remembered for the next visit.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test('an unknown address shows a real not-found page', async ({ page }) => {
  await page.goto('/no-such-place?lng=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the server answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
