import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The password every journey's traveller signs up with (it passes the spec's strength rule). */
export const PASSWORD = 'Nile#Trip2026';

/** An address no earlier run has taken: the browser tests share one server and database. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@travellers.example`;
}

export interface SignedInTraveller {
  token: string;
  userId: string;
  email: string;
}

/**
 * A new traveller, registered on the server and signed in as the app itself keeps a session (local
 * storage), for journeys that are about something other than the sign-in screens (those have their own).
 */
export async function signInThroughApi(page: Page, request: APIRequestContext, name: string): Promise<SignedInTraveller> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const registered = await request.post('/api/Auth/register', { data: { userName: name, email, password: PASSWORD } });
  expect(registered.ok()).toBe(true);
  const { token, userId, user } = (await registered.json()) as { token: string; userId: string; user: Record<string, unknown> };
  await keepSession(page, user, token);
  return { token, userId, email };
}

/** Keeps a session the server issued (register's or login's `user` and `token`) as the app keeps one. */
export async function keepSession(page: Page, user: Record<string, unknown>, token: string): Promise<void> {
  await page.goto('/?lng=en');
  await page.evaluate(
    ([stored, bearer]) => {
      localStorage.setItem('currentUser', JSON.stringify({ ...stored, token: bearer }));
      localStorage.setItem('isAuthenticated', 'true');
    },
    [user, token] as const,
  );
}

/**
 * Stores a session the server issued (its `user` and `token`) as the app keeps one, before the app's scripts
 * run on every document the page loads from now on: the page opens signed in. A session the app has since
 * changed or ended is left as it is, unless `everyLoad` (a token the test wants the server to refuse each time).
 */
export async function storeSessionOnLoad(page: Page, user: Record<string, unknown>, token: string, options: { everyLoad?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ([stored, bearer, everyLoad]) => {
      if (!everyLoad && localStorage.getItem('currentUser')) return;
      localStorage.setItem('currentUser', JSON.stringify({ ...stored, token: bearer }));
      localStorage.setItem('isAuthenticated', 'true');
    },
    [user, token, options.everyLoad === true] as const,
  );
}

/** Signs up through the sign-up screen, as a new traveller does (it lands on /account). */
export async function signUp(page: Page, name: string, email: string): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/signup?lng=en');
  await main.getByLabel('Full name').fill(name);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign Up' }).click();
}
