import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { sessionMachine } from '@/machines/session/session.machine';
import { createTestI18n } from '../../../tests/i18n';
import { RequireUser, type ReturnState } from './require-user';
import { loadSessionActors, Session } from './session';
import { useAuthGate } from './use-auth-gate';

const traveller: SessionUser = { id: 'u-7', name: 'Salma Nour', email: 'salma@travellers.example', phone: null, avatar: null, token: 'header.e30.signature' };

/** The session as the app has it, restored from the given stored user (or never, while `pending`). */
function sessionWith(stored: SessionUser | null | 'pending') {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<SessionUser | null, { now: number }>(() =>
        stored === 'pending' ? new Promise<never>(() => {}) : Promise.resolve(stored),
      ),
    },
  });
}

function LoginPage() {
  const state = useLocation().state as ReturnState | null;
  return <p>login page, back to {state?.from ?? 'nowhere'}</p>;
}

async function renderAt(path: string, stored: SessionUser | null | 'pending', page: React.ReactNode, language: 'en' | 'ar' = 'en') {
  const i18n = await createTestI18n(language);
  // The app loads the session machine just after the first paint (session.test.tsx covers that); here it
  // is loaded first, so the stored session is read as the page mounts.
  await loadSessionActors();
  render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider logic={sessionWith(stored)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/my-bookings" element={page} />
            <Route path="/tours" element={page} />
          </Routes>
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
  await act(() => Promise.resolve());
}

describe('the guard', () => {
  it('sends a signed-out user to /login with the page and its query as the origin', async () => {
    await renderAt('/my-bookings?tab=paid', null, <RequireUser>bookings</RequireUser>);
    expect(screen.getByText('login page, back to /my-bookings?tab=paid')).toBeTruthy();
  });

  it('lets a signed-in user through', async () => {
    await renderAt('/my-bookings', traveller, <RequireUser>bookings</RequireUser>);
    expect(screen.getByText('bookings')).toBeTruthy();
  });

  it('waits while the stored session is read, instead of sending a signed-in user away', async () => {
    await renderAt('/my-bookings', 'pending', <RequireUser>bookings</RequireUser>);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText(/login page/)).toBeNull();
  });
});

function FavouriteButton({ onFavourite }: { onFavourite: () => void }) {
  const gate = useAuthGate();
  return (
    <button type="button" onClick={() => gate(onFavourite)}>
      favourite
    </button>
  );
}

describe('the authentication gate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the action for a signed-in user without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const onFavourite = vi.fn();
    await renderAt('/tours', traveller, <FavouriteButton onFavourite={onFavourite} />);
    fireEvent.click(screen.getByRole('button', { name: 'favourite' }));
    expect(onFavourite).toHaveBeenCalledOnce();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks a signed-out user to log in, in their language, and goes to /login with this page when they accept', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onFavourite = vi.fn();
    await renderAt('/tours?category=2', null, <FavouriteButton onFavourite={onFavourite} />, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'favourite' }));
    expect(confirm).toHaveBeenCalledWith('يجب تسجيل الدخول أولًا. هل تريد تسجيل الدخول الآن؟');
    expect(onFavourite).not.toHaveBeenCalled();
    expect(screen.getByText('login page, back to /tours?category=2')).toBeTruthy();
  });

  it('stays on the page when a signed-out user declines', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await renderAt('/tours', null, <FavouriteButton onFavourite={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'favourite' }));
    expect(confirm).toHaveBeenCalledWith('You need to login first. Do you want to login now?');
    expect(screen.getByRole('button', { name: 'favourite' })).toBeTruthy();
  });
});
