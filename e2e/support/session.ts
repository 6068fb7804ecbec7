import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The password every journey's traveller signs up with (it passes the spec's strength rule). */
export const PASSWORD = 'Nile#Trip2026';

/** An address no earlier run has taken: the browser tests share one server and database. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@travellers.example`;
}

export interface Traveller {
  token: string;
  userId: string;
  email: string;
  /** The account as the server answers it (what the app stores as `currentUser`, with the token). */
  user: Record<string, unknown>;
}

export interface TravellerOptions {
  /** The address to register with (default: a new one, made from the name). */
  email?: string;
  /**
   * The profile saved after registering (PUT /api/Auth/updateuser): the display name (default: the name
   * registered) and a phone number, so the booking form starts with both. The session is the one the
   * update answers.
   */
  profile?: { name?: string; phone: string };
  /** Tours the traveller has made favourites of, by id (each liked through the API). */
  favourites?: number[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A new traveller registered through the API under `name` (their user name), with `options` applied; no
 * page is signed in. The one way the browser tests make a traveller (the sign-up screens' own journeys
 * use `signUp`).
 */
export async function registerTraveller(request: APIRequestContext, name: string, options: TravellerOptions = {}): Promise<Traveller> {
  const email = options.email ?? uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const registered = await request.post('/api/Auth/register', { data: { userName: name, email, password: PASSWORD } });
  expect(registered.ok(), await registered.text()).toBe(true);
  let session = (await registered.json()) as { token: string; userId: string; user: Record<string, unknown> };
  if (options.profile) {
    const { name: shown = name, phone } = options.profile;
    const updated = await request.put('/api/Auth/updateuser', { headers: bearer(session.token), data: { name: shown, email, phone } });
    expect(updated.ok(), await updated.text()).toBe(true);
    session = (await updated.json()) as typeof session;
  }
  for (const id of options.favourites ?? []) {
    const liked = await request.post(`/api/Travel/like/${id}`, { headers: bearer(session.token) });
    expect(liked.status(), await liked.text()).toBe(204);
  }
  return { token: session.token, userId: session.userId, email, user: session.user };
}

/**
 * A new traveller, registered on the server and signed in as the app itself keeps a session (local
 * storage), for journeys that are about something other than the sign-in screens (those have their own).
 */
export async function signInThroughApi(page: Page, request: APIRequestContext, name: string, options: TravellerOptions = {}): Promise<Traveller> {
  const traveller = await registerTraveller(request, name, options);
  await keepSession(page, traveller.user, traveller.token);
  return traveller;
}

/**
 * Keeps a session the server issued (register's or login's `user` and `token`) as the app keeps one. The page
 * opens the app's home page for it: the shared server's, or the one at `origin` (a spec's server of its own).
 */
export async function keepSession(page: Page, user: Record<string, unknown>, token: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/?lng=en`);
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
