import { expect, test, type Page } from './support/test';

/** The navigation bar, the mobile menu and the footer (spec, accounts §1 and §2), as a traveller uses them. */
const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name });

test.describe('on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu opens, follows Tours to its page, and closes', async ({ page }) => {
    await page.goto('/?lng=en');
    const nav = mainNav(page, 'Main');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Tours' })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Tours', 'Travels', 'Companies', 'Events', 'About', 'My Bookings', 'Get In Touch', 'Favorites', 'Login', 'Sign Up']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Every link is a comfortable touch target, and nothing is wider than the screen.
    const tours = nav.getByRole('link', { name: 'Tours', exact: true });
    expect((await tours.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await tours.click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Tours');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(tours).toBeHidden();
    // A new page: focus goes to its heading, so a screen reader announces it.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('Escape closes the menu and puts focus back on the menu button', async ({ page }) => {
    await page.goto('/?lng=en');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await mainNav(page, 'Main').getByRole('link', { name: 'Companies' }).focus();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });

  test('in Arabic the menu opens and reads right to left', async ({ page }) => {
    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const menuButton = page.getByRole('button', { name: 'القائمة' });
    const brand = page.getByRole('link', { name: 'رحلة', exact: true });
    // The brand starts the line on the right; the menu button is towards the left.
    const brandBox = await brand.boundingBox();
    const buttonBox = await menuButton.boundingBox();
    expect(brandBox && buttonBox && brandBox.x > buttonBox.x).toBe(true);

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = mainNav(page, 'التنقل الرئيسي');
    const home = nav.getByRole('link', { name: 'الرئيسية' });
    const travels = nav.getByRole('link', { name: 'الرحلات' });
    await expect(home).toBeVisible();
    await expect(travels).toBeVisible();
    // Right to left: the links' text starts at the right edge of the menu.
    const panel = await page.locator('#site-menu').boundingBox();
    const text = await home.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(panel && panel.x + panel.width - text.right).toBeLessThan(32);
    expect(panel && text.left - panel.x).toBeGreaterThan(200);

    await nav.getByRole('link', { name: 'الجولات' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('جميع الرحلات');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the bar shows every link without a menu button; Travels is for the mobile menu only', async ({ page }) => {
    await page.goto('/companies?lng=en');
    const nav = mainNav(page, 'Main');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const name of ['Home', 'Tours', 'Companies', 'Events', 'About', 'My Bookings', 'Get In Touch', 'Favorites', 'Login', 'Sign Up']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Travels' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
  });

  test('the footer links the site, the partner page, the newsletter and the contacts', async ({ page }) => {
    await page.goto('/?lng=en');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Weekly updates and exclusive tour packages/)).toBeVisible();
    await expect(footer.getByText(/manage their bookings and payments/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Rihla on Instagram (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await footer.getByRole('link', { name: 'Become a Partner' }).click();
    await expect(page).toHaveURL(/\/GetInTouch$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Rihla partner');
    // The guide's index pages are reached from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Museums' }).click();
    await expect(page).toHaveURL(/\/museums$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museums of Egypt');
  });
});

test.describe('signed in, on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the bar shows the traveller, their favourites count, and Logout goes to /login", async ({ page, request, signIn }) => {
    // Two favourites on the server.
    const tours = (await (await request.get('/api/Travel?PageSize=2')).json()) as { items: Array<{ id: number }> };
    const { email } = await signIn('MariamAdel', { favourites: tours.items.map(({ id }) => id) });
    await page.reload();

    const nav = mainNav(page, 'Main');
    await expect(nav.getByRole('link', { name: 'Favorites (2 saved)' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

    const userButton = page.getByRole('button', { name: 'MariamAdel' });
    await userButton.click();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Favorites', exact: true })).toBeVisible();
    await expect(userButton).toHaveCount(0);
  });
});
