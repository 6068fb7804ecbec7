import { expect, expectHydrated, test } from './support/test';
import { checkRatings, ratingsOnScreen, scrollThrough } from './support/catalogue-truth';

/**
 * No star rating without reviews behind it (S10, D247). Walks the home page, /tours, tour pages,
 * /companies and company pages in English and Arabic against the real server and its seeded reviews, and
 * checks every rating on screen: a rating (`[data-rating]` with a value) names a review count above 0
 * beside it; an item without reviews says "New" and shows no star. No star glyph or star image appears
 * outside a rating, a single review, or the review form.
 */

for (const language of ['en', 'ar'] as const) {
  test.describe(`ratings in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test('the home page, /tours and /companies show no star rating without reviews', async ({ page }) => {
      for (const path of ['/', '/tours', '/companies']) {
        await page.goto(`${path}?lng=${language}`);
        await scrollThrough(page);
        await expect(page.locator('[data-rating]').first()).toBeVisible();
        const found = await ratingsOnScreen(page);
        expect(found.ratings.length, path).toBeGreaterThan(0);
        checkRatings(found, language, path);
        // /tours lists every tour, the unreviewed ones among them (the companies without reviews are checked on
        // their own page below: the first page of /companies need not hold one).
        if (path === '/tours') expect(found.ratings.some((rating) => rating.rating === 'new'), `${path} has unrated tours reading "New"`).toBe(true);
      }
    });

    test('a reviewed tour shows its average, count and reviews; an unreviewed one says "New"', async ({ page }) => {
      await page.goto(`/travel-with-us?id=3&lng=${language}`);
      const reviews = page.getByRole('region', { name: language === 'en' ? 'Reviews' : 'التقييمات' });
      await expect(reviews).toBeVisible();
      const items = reviews.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const summary = reviews.locator('[data-rating]').first();
      const count = Number(await summary.getAttribute('data-review-count'));
      expect(count).toBeGreaterThan(0);
      expect(await items.count()).toBe(Math.min(count, 5));
      // Each review says which language it was written in.
      await expect(items.first().getByText(language === 'en' ? /Written in (English|Arabic)/ : /مكتوب بال(إنجليزية|عربية)/)).toBeVisible();
      checkRatings(await ratingsOnScreen(page), language, 'tour 3');

      // Tour 19 has no review: "New" everywhere on its page, no 0.0, no invented 4.4.
      await page.goto(`/travel-with-us?id=19&lng=${language}`);
      await expect(page.getByRole('region', { name: language === 'en' ? 'Reviews' : 'التقييمات' })).toBeVisible();
      const found = await ratingsOnScreen(page);
      expect(found.ratings.length).toBeGreaterThan(0);
      expect(found.ratings.every((rating) => rating.rating === 'new')).toBe(true);
      checkRatings(found, language, 'tour 19');
      await expect(page.getByText(/0\.0|4\.4/)).toHaveCount(0);
    });

    test('company pages: the header counts the reviews everyone sees; a company without reviews says "New"', async ({ page }) => {
      await page.goto(`/companies/1?lng=${language}`);
      const header = page.locator('header [data-rating]').first();
      await expect(header).toBeVisible();
      const count = Number(await header.getAttribute('data-review-count'));
      expect(count).toBeGreaterThan(0);
      const tab = page.getByRole('tab', { name: language === 'en' ? 'Reviews' : 'المراجعات' });
      // The server-rendered tab answers once React owns it (CI once clicked it a moment before).
      await expectHydrated(tab);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').locator('[data-review-id]')).toHaveCount(Math.min(count, 5));
      checkRatings(await ratingsOnScreen(page), language, 'company 1');

      await page.goto(`/companies/13?lng=${language}`);
      await expect(page.locator('header [data-rating]').first()).toHaveAttribute('data-rating', 'new');
      checkRatings(await ratingsOnScreen(page), language, 'company 13');
    });
  });
}
