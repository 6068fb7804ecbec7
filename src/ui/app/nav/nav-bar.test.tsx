import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { AUTHENTICATED_KEY, CURRENT_USER_KEY } from '@/api/stored-session';
import { sessionMachine } from '@/machines/session/session.machine';
import { createTestI18n } from '../../../../tests/i18n';
import { handle, TEST_API_BASE } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { AppLayout } from '../app-layout';
import { loadSessionActors, Session } from '../session';
import { useFavouritesRef } from './favourites';
import { makeTour } from '../../../../tests/fixtures/catalogue';

const server = startMswServer();
afterEach(() => vi.restoreAllMocks());
// jsdom lays nothing out: a new page's scroll to the top (scroll-and-focus-effects.tsx) has nowhere to go.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const TOKEN = 'header.e30.signature';
const mariam: SessionUser = {
  id: 'u-1',
  name: 'Mariam Adel',
  email: 'mariam@travellers.example',
  phone: null,
  avatar: '/uploads/avatars/mariam.png',
  token: TOKEN,
};

const tour = (id: number) =>
  makeTour(id, {
    description: 'A day on the Nile.',
    price: 2500,
    startDate: '2027-12-01T08:00:00+02:00',
    endDate: '2027-12-01T18:00:00+02:00',
    creationDate: '2027-10-01T10:00:00+02:00',
    availableSeats: 12,
    companyId: 7,
    companyName: 'Nile Trails',
    categoryId: 2,
    rating: 4.5,
  });
/** The favourites the server holds for Mariam (answered only with her bearer token); counts the reads. */
function favouritesOnServer(count: number) {
  const reads = { count: 0 };
  server.use(
    handle('get', '/api/Travel/Favtravels', ({ request, ok, fail }) => {
      reads.count += 1;
      if (request.headers.get('Authorization') !== `Bearer ${TOKEN}`) return fail(401, 'Unauthorized');
      return ok(Array.from({ length: count }, (_, index) => tour(index + 1)));
    }),
  );
  return reads;
}

/** A page that removes favourite tour 1 through the one favourites actor, as a heart does. */
function FavouritesPage() {
  const favourites = useFavouritesRef();
  return (
    <button type="button" onClick={() => favourites?.send({ type: 'favourites.toggled', tour: tour(1) })}>
      Unlike one
    </button>
  );
}

interface ShellOptions {
  /** The stored session: a user, nobody, or still being read. */
  user?: SessionUser | null | 'restoring';
  path?: string;
}

async function renderShell(language: 'en' | 'ar', { user = null, path = '/' }: ShellOptions = {}) {
  if (user && user !== 'restoring') {
    // What the session machine stores at sign-in: the API client reads the bearer token from here.
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    localStorage.setItem(AUTHENTICATED_KEY, 'true');
  }
  const signOut = vi.fn(() => Promise.resolve());
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<SessionUser | null, { now: number }>(() =>
        user === 'restoring' ? new Promise<never>(() => {}) : Promise.resolve(user),
      ),
      signOut: fromPromise<void, { token: string }>(signOut),
    },
  });
  const i18n = await createTestI18n(language);
  // The app loads the session machine just after the first paint (session.test.tsx covers that); here it
  // is loaded first, so the stored session is read as the page mounts.
  await loadSessionActors();
  render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider logic={logic}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<AppLayout />}>
              <Route index element={<h1>Home page</h1>} />
              <Route path="tours" element={<h1>Tours page</h1>} />
              <Route path="login" element={<h1>Login page</h1>} />
              <Route path="favorites" element={<FavouritesPage />} />
              <Route path="*" element={<h1>Another page</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
  await act(() => Promise.resolve()); // the session is restored
  return { signOut, i18n };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkTargets = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('navigation bar, signed out (English)', () => {
  it('links every page of the spec, with Login and Sign Up and no profile', async () => {
    await renderShell('en');
    expect(linkTargets(mainNav())).toEqual([
      ['Home', '/'],
      ['Tours', '/tours'],
      ['Travels', '/travels'],
      ['Companies', '/companies'],
      ['Events', '/events'],
      ['About', '/about'],
      ['My Bookings', '/my-bookings'],
      ['Get In Touch', '/GetInTouch'],
      ['Favorites', '/favorites'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]);
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mariam/ })).toBeNull();
  });

  it('marks the current page, and only it', async () => {
    await renderShell('en', { path: '/tours' });
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Tours']);
  });

  it('shows neither Login nor a user while the stored session is still read (no flash)', async () => {
    await renderShell('en', { user: 'restoring' });
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(within(mainNav()).queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('switches the whole bar to Arabic with the language switch', async () => {
    await renderShell('en');
    const arabic = screen.getByRole('button', { name: 'AR العربية' });
    expect(arabic.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(arabic);
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'AR العربية' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe('/login');
  });
});

describe('navigation bar, signed in', () => {
  it("shows the user's avatar and name; the menu shows the e-mail, the profile link and Logout", async () => {
    favouritesOnServer(0);
    await renderShell('en', { user: mariam });
    const trigger = await screen.findByRole('button', { name: 'Mariam Adel' });
    const avatar = trigger.querySelector('img');
    expect(avatar?.getAttribute('src')).toBe(`${TEST_API_BASE}/uploads/avatars/mariam.png`);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(within(panel as HTMLElement).getByText('mariam@travellers.example')).toBeTruthy();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/account');
    // The bar links the profile too, and no longer offers Login or Sign Up.
    expect(within(mainNav()).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/account');
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it("offers a partner the partner portal and an admin the console in the menu, and a traveller neither", async () => {
    favouritesOnServer(0);
    await renderShell('en', { user: { ...mariam, role: 'partner' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Mariam Adel' }));
    expect(screen.getByRole('link', { name: 'Partner portal' }).getAttribute('href')).toBe('/partner');
    expect(screen.queryByRole('link', { name: 'Admin console' })).toBeNull();
    cleanup();
    localStorage.clear();

    favouritesOnServer(0);
    await renderShell('ar', { user: { ...mariam, role: 'admin' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Mariam Adel' }));
    expect(screen.getByRole('link', { name: 'لوحة الإدارة' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('link', { name: 'بوابة الشركاء' })).toBeNull();
    cleanup();
    localStorage.clear();

    favouritesOnServer(0);
    await renderShell('en', { user: { ...mariam, role: 'traveller' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Mariam Adel' }));
    expect(screen.getAllByRole('link', { name: 'Profile' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Partner portal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin console' })).toBeNull();
  });

  it('a broken avatar falls back to the placeholder picture', async () => {
    favouritesOnServer(0);
    await renderShell('en', { user: mariam });
    const avatar = (await screen.findByRole('button', { name: 'Mariam Adel' })).querySelector('img') as HTMLImageElement;
    fireEvent.error(avatar);
    expect(avatar.getAttribute('src')).toBe(`${TEST_API_BASE}/images/placeholder-logo.svg`);
  });

  it('without an avatar, a default icon stands in', async () => {
    favouritesOnServer(0);
    await renderShell('en', { user: { ...mariam, avatar: null } });
    const trigger = await screen.findByRole('button', { name: 'Mariam Adel' });
    expect(trigger.querySelector('img')).toBeNull();
    expect(trigger.querySelector('svg')).not.toBeNull();
  });

  it('Logout signs out on the server, goes to /login and offers Login again', async () => {
    favouritesOnServer(0);
    const { signOut } = await renderShell('en', { user: mariam, path: '/tours' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mariam Adel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeTruthy());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Mariam Adel' })).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('Escape closes the user menu and gives focus back to its button', async () => {
    favouritesOnServer(0);
    await renderShell('en', { user: mariam });
    const trigger = await screen.findByRole('button', { name: 'Mariam Adel' });
    fireEvent.click(trigger);
    const logout = screen.getByRole('button', { name: 'Logout' });
    logout.focus();
    fireEvent.keyDown(logout, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });
});

describe('favourites badge', () => {
  it("counts the user's favourites from the server, read once with the user's token", async () => {
    const reads = favouritesOnServer(3);
    await renderShell('en', { user: mariam });

    const favourites = await within(mainNav()).findByRole('link', { name: 'Favorites (3 saved)' });
    expect(favourites.getAttribute('href')).toBe('/favorites');
    expect(within(favourites).getByText('3', { selector: '[aria-hidden="true"]' })).toBeTruthy();
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Tours' }));
    await screen.findByRole('heading', { name: 'Tours page' });
    expect(reads.count).toBe(1);
  });

  it('follows a favourite removed on another page at once, and forgets it at logout', async () => {
    favouritesOnServer(3);
    const unliked: string[] = [];
    server.use(
      handle('delete', '/api/Travel/like/{id}', ({ params, outsideContract }) => {
        unliked.push(params.id);
        // The contract's answer is 204 with no body; `ok` only builds JSON answers.
        return outsideContract(new Response(null, { status: 204 }));
      }),
    );
    await renderShell('en', { user: mariam, path: '/favorites' });
    await within(mainNav()).findByRole('link', { name: 'Favorites (3 saved)' });
    fireEvent.click(screen.getByRole('button', { name: 'Unlike one' }));
    expect(within(mainNav()).getByRole('link', { name: 'Favorites (2 saved)' })).toBeTruthy();
    await waitFor(() => expect(unliked).toEqual(['1']));
    fireEvent.click(screen.getByRole('button', { name: 'Mariam Adel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(within(mainNav()).getByRole('link', { name: 'Favorites' })).toBeTruthy();
  });

  it('in Arabic, the badge reads in Arabic', async () => {
    favouritesOnServer(2);
    await renderShell('ar', { user: mariam });
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(await within(nav).findByRole('link', { name: 'المفضلة (2 في المفضلة)' })).toBeTruthy();
  });

  it("puts the count in a phone's header too, outside the menu, named as the bar's link (D264)", async () => {
    favouritesOnServer(2);
    await renderShell('ar', { user: mariam });
    const name = 'المفضلة (2 في المفضلة)';
    // jsdom applies no media query: the bar's link (in the menu below 64rem) and the header's heart are both here.
    await waitFor(() => expect(within(screen.getByRole('banner')).getAllByRole('link', { name })).toHaveLength(2));
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    const heart = within(screen.getByRole('banner')).getAllByRole('link', { name }).find((link) => !nav.contains(link));
    expect(heart?.getAttribute('href')).toBe('/favorites');
  });

  it('shows no badge when signed out (nothing is asked of the server)', async () => {
    const reads = favouritesOnServer(3);
    await renderShell('en');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(within(mainNav()).getByRole('link', { name: 'Favorites' })).toBeTruthy();
    expect(reads.count).toBe(0);
  });

  it('shows no badge when the count cannot be read, and only logs it', async () => {
    server.use(handle('get', '/api/Travel/Favtravels', ({ fail }) => fail(500, 'Something went wrong')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderShell('en', { user: mariam });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Favourites: Something went wrong'));
    expect(within(mainNav()).getByRole('link', { name: 'Favorites' })).toBeTruthy();
  });
});

describe('mobile menu', () => {
  const menuButton = (name: string) => screen.getByRole('button', { name });

  it('opens and closes with its button, Escape closes it and focus returns to the button', async () => {
    await renderShell('en');
    const button = menuButton('Menu');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.dataset.open).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.dataset.open).toBe('true');

    const travels = within(menu as HTMLElement).getByRole('link', { name: 'Travels' });
    travels.focus();
    fireEvent.keyDown(travels, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is followed, and the page changes', async () => {
    await renderShell('en');
    const button = menuButton('Menu');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Tours' }));
    expect(await screen.findByRole('heading', { name: 'Tours page' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // A new page: focus goes to its heading, not back to the menu button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tours page' })));
    expect(screen.getByRole('link', { name: 'Tours' }).getAttribute('aria-current')).toBe('page');
  });

  it('in Arabic: the page reads right to left and the menu opens with Arabic links', async () => {
    await renderShell('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    const button = menuButton('القائمة');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'الرحلات' }).getAttribute('href')).toBe('/travels');
    expect(within(menu).getByRole('link', { name: 'إنشاء حساب' }).getAttribute('href')).toBe('/signup');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
