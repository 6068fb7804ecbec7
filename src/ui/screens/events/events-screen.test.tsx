import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { INTERACTIONS_KEY } from '@/machines/interactions/interaction-records';
import { NAME_IDENTIFIER_CLAIM } from '@/machines/session/session-token';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { EventsScreen } from './events-screen';
import { makeEvent } from '../../../../tests/fixtures/catalogue';
import { signIn } from '../../../../tests/fixtures/session';

const server = startMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

type Event = components['schemas']['Event'];

const festival = makeEvent({
  title: 'Sun Festival (old title)',
  description:
    'Twice a year the rising sun reaches the inner sanctuary of the Great Temple of Ramesses II, lighting three of the four seated statues while the god of darkness stays in shadow.',
  travelTips: 'Arrive before 4:30 AM.',
});
const concert: Event = { ...festival, id: 14, name: 'Nile Jazz Night', title: 'Nile Jazz Night', category: 'Music', date: '2026-03-14T17:00:00.000Z', description: 'Jazz on the river.' };

function serveEvents(answer: () => Event[] | 'fail') {
  let calls = 0;
  server.use(
    handle('get', '/api/ApiEvents/events', ({ ok, fail }) => {
      calls += 1;
      const events = answer();
      return events === 'fail' ? fail(500, 'Database unavailable') : ok(events);
    }),
  );
  return () => calls;
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}|${JSON.stringify(location.state)}`}</p>;
}

async function renderEvents(language: 'en' | 'ar') {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={['/events']}>
          <Routes>
            <Route path="/events" element={<EventsScreen />} />
            <Route path="/events/:id" element={<p>Event page</p>} />
            <Route path="/login" element={<p>Login page</p>} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const storedRecords = () => JSON.parse(localStorage.getItem(INTERACTIONS_KEY) ?? '[]') as unknown[];

describe('Events screen (en)', () => {
  it('lists the events: name over title, the date in Cairo time, location, category, an excerpt and View Details', async () => {
    serveEvents(() => [festival, concert]);
    await renderEvents('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading events…');
    const first = await vi.waitFor(() => card('Abu Simbel Sun Festival'));
    expect(screen.queryByText('Sun Festival (old title)')).toBeNull();
    const text = first.textContent ?? '';
    expect(text).toContain('Festival');
    // 05:30 in Cairo (03:30 UTC), in the app's English date style (the shared number locale).
    expect(text).toMatch(/Sun, (22 February 2026|February 22, 2026)/);
    expect(text).toMatch(/0?5:30/);
    expect(text).toContain('Abu Simbel Temples, Aswan, Egypt');
    expect(text).toContain('Twice a year the rising sun');
    expect(text).toContain('…');
    expect(text).not.toContain('stays in shadow');
    const details = within(first).getByRole('link', { name: 'View details of Abu Simbel Sun Festival' });
    expect(details.getAttribute('href')).toBe('/events/12');
    expect(within(card('Nile Jazz Night')).getByText('Music')).toBeTruthy();
    fireEvent.click(details);
    expect(screen.getByText('Event page')).toBeTruthy();
  });

  it("shows 'Failed to load events.' and loads again on Try Again", async () => {
    let fail = true;
    const calls = serveEvents(() => (fail ? 'fail' : [festival]));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderEvents('en');
    const alert = await vi.waitFor(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain('Failed to load events.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => card('Abu Simbel Sun Festival'));
    expect(calls()).toBe(2);
  });

  it('says so when there are no events', async () => {
    serveEvents(() => []);
    await renderEvents('en');
    await vi.waitFor(() => expect(screen.getByText('No upcoming events at the moment. Please check back soon.')).toBeTruthy());
  });

  it('signed out, a like asks to log in first and goes to /login with this page as the origin; nothing is saved', async () => {
    serveEvents(() => [festival]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderEvents('en');
    const like = await vi.waitFor(() => within(card('Abu Simbel Sun Festival')).getByRole('button', { name: 'Like Abu Simbel Sun Festival' }));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(confirm).toHaveBeenCalledWith('You need to login first. Do you want to login now?');
    expect(screen.getByTestId('path').textContent).toBe('/events|null'); // declined: stays
    fireEvent.click(like);
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/login|{"from":"/events"}');
    expect(storedRecords()).toEqual([]);
  });

  it('signed in, a like saves an event record with favourite true, survives a reload, and an unlike saves favourite false', async () => {
    signIn('u-1', {}, { claim: NAME_IDENTIFIER_CLAIM });
    serveEvents(() => [festival, concert]);
    const confirm = vi.spyOn(window, 'confirm');
    const first = await renderEvents('en');
    const like = await vi.waitFor(() => within(card('Abu Simbel Sun Festival')).getByRole('button', { name: 'Like Abu Simbel Sun Festival' }));
    fireEvent.click(like);
    expect(confirm).not.toHaveBeenCalled();
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toBe('Liked');
    expect(storedRecords()).toEqual([{ userId: 'u-1', id: '12', type: 'event', checkout: 0, favourite: true, booked: false, total: 3 }]);
    expect(within(card('Nile Jazz Night')).getByRole('button', { name: 'Like Nile Jazz Night' }).getAttribute('aria-pressed')).toBe('false');

    first.unmount(); // a reload
    await renderEvents('en');
    const again = await vi.waitFor(() => within(card('Abu Simbel Sun Festival')).getByRole('button', { name: 'Like Abu Simbel Sun Festival' }));
    await vi.waitFor(() => expect(again.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(again);
    expect(again.getAttribute('aria-pressed')).toBe('false');
    expect(storedRecords()).toEqual([{ userId: 'u-1', id: '12', type: 'event', checkout: 0, favourite: false, booked: false, total: 0 }]);
  });

  it("does not show another user's likes", async () => {
    localStorage.setItem(INTERACTIONS_KEY, JSON.stringify([{ userId: 'u-2', id: '12', type: 'event', checkout: 0, favourite: true, booked: false, total: 3 }]));
    signIn('u-1', {}, { claim: NAME_IDENTIFIER_CLAIM });
    serveEvents(() => [festival]);
    await renderEvents('en');
    const like = await vi.waitFor(() => within(card('Abu Simbel Sun Festival')).getByRole('button', { name: 'Like Abu Simbel Sun Festival' }));
    await act(() => Promise.resolve());
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('Events screen (ar)', () => {
  it('reads right to left in Arabic, with the date in Arabic and the like toggle', async () => {
    signIn('u-1', {}, { claim: NAME_IDENTIFIER_CLAIM });
    serveEvents(() => [festival]);
    await renderEvents('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'الفعاليات' })).toBeTruthy();
    const first = await vi.waitFor(() => card('Abu Simbel Sun Festival'));
    expect(first.textContent).toContain('فبراير');
    expect(first.textContent).toContain('2026');
    expect(within(first).getByRole('link', { name: 'عرض تفاصيل Abu Simbel Sun Festival' }).textContent).toBe('عرض التفاصيل');
    const like = within(first).getByRole('button', { name: 'أعجبني Abu Simbel Sun Festival' });
    expect(like.textContent).toBe('أعجبني');
    fireEvent.click(like);
    expect(like.textContent).toBe('تم الإعجاب');
  });

  it('shows the Arabic failure text with Try Again', async () => {
    serveEvents(() => 'fail');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderEvents('ar');
    const alert = await vi.waitFor(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain('تعذّر تحميل الفعاليات.');
    expect(within(alert).getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
  });
});
