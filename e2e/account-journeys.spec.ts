import { expect, test, type Page } from './support/test';
import { PASSWORD, signUp, uniqueEmail } from './support/session';

/** Accounts as a new traveller meets them, against the real server (spec, accounts §2, §4, §5). */
const NEW_PASSWORD = 'Aswan$Sunset27';

const main = (page: Page) => page.getByRole('main');


async function logIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Username or email').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
}

test('sign up, log out, come back to a guarded page after logging in, and stay signed in across a reload', async ({ page }) => {
  const email = uniqueEmail('mariam');
  await signUp(page, 'Mariam Adel', email);
  await expect(page).toHaveURL(/\/account(\?.*)?$/);
  await expect(main(page).getByText('Mariam Adel')).toBeVisible();
  await expect(main(page).getByText(email)).toBeVisible();

  await main(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login(\?.*)?$/);

  await page.goto('/my-bookings?lng=en');
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/my-bookings(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/my-bookings(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
});

test('a wrong password is refused with the server\'s message, and nothing typed is lost', async ({ page, newTraveller }) => {
  const email = uniqueEmail('karim');
  await newTraveller('Karim Saleh', { email });
  await page.goto('/login?lng=en');
  await logIn(page, email, 'Wrong#Pass99');
  await expect(main(page).getByRole('alert')).toContainText('Login failed');
  await expect(main(page).getByLabel('Username or email')).toHaveValue(email);
});

test('forgot password: the link from the outbox resets it, and the new password logs in', async ({ page, newTraveller }) => {
  const email = uniqueEmail('nadia');
  await newTraveller('Nadia Fawzy', { email });

  await page.goto('/login?lng=en');
  await main(page).getByLabel('Username or email').fill(email);
  await main(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expect(main(page).getByText(`Password reset instructions sent to ${email}`)).toBeVisible();

  // The developer's outbox, as a developer reads it.
  await page.goto('/dev/outbox');
  const link = await page.locator('a', { hasText: '/reset-password' }).filter({ hasText: encodeURIComponent(email) }).first().getAttribute('href');
  expect(link).toBeTruthy();
  await page.goto(`${link}&lng=en`);
  await expect(main(page).getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await main(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await main(page).getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByText('Your password has been reset.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?.*)?$/, { timeout: 5_000 });

  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account(\?.*)?$/);
});

test('edit the profile, switch to Arabic, and keep both after a reload', async ({ page }) => {
  const email = uniqueEmail('youssef');
  await signUp(page, 'Youssef Hany', email);
  await expect(page).toHaveURL(/\/account(\?.*)?$/);
  await expect(main(page).getByText('Phone Not Set')).toBeVisible();

  await main(page).getByRole('button', { name: 'Edit' }).click();
  await main(page).getByLabel('Name').fill('Youssef Hany Mansour');
  await main(page).getByLabel('Phone (optional)').fill('+20 100 555 0199');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByText('Youssef Hany Mansour')).toBeVisible();
  await expect(main(page).getByText('+20 100 555 0199')).toBeVisible();

  await page.getByRole('button', { name: 'AR العربية' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(main(page).getByText('Youssef Hany Mansour')).toBeVisible();
});
