import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { INTERACTIONS_KEY } from '@/machines/interactions/interaction-records';
import { NAME_IDENTIFIER_CLAIM } from '@/machines/session/session-token';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { EventScreen } from './event-screen';
import { makeEvent } from '../../../../tests/fixtures/catalogue';
import { signIn } from '../../../../tests/fixtures/session';

const server = startMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

type Event = components['schemas']['Event'];

const festival = makeEvent({
  description: 'Twice a year the rising sun reaches the inner sanctuary of the Great Temple of Ramesses II.',
  image: '/images/events/abu-simbel-sun-festival.svg',
  travelTips: 'Arrive before 4:30 AM; the queue forms early.',
  link: 'https://egymonuments.gov.eg/en/monuments/abu-simbel',
  map_Link: 'https://www.openstreetmap.org/?mlat=22.3372&mlon=31.6258#map=15/22.3372/31.6258',
});
function serveEvent(answer: (id: string) => Event | 404 | 500) {
  const asked: string[] = [];
  server.use(
    handle('get', '/api/ApiEvents/events/{id}', ({ params, ok, fail }) => {
      asked.push(params.id);
      const result = answer(params.id);
      if (result === 404) return fail(404, 'Event not found');
      if (result === 500) return fail(500, 'Database unavailable');
      return ok(result);
    }),
  );
  return asked;
}

/** The event route as the app has it, opened from the events list (so there is a page to go back to). */
async function renderEvent(language: 'en' | 'ar', path: string, history: string[] = ['/events']) {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
          <Routes>
            <Route path="/events" element={<p>Events list</p>} />
            <Route path="/events/:id" element={<EventScreen />} />
            <Route path="/login" element={<p>Login page</p>} />
          </Routes>
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
}

describe('Event screen (en)', () => {
  it('shows the event: image, name, date, location, category, type, description, travel tips and its links', async () => {
    const asked = serveEvent(() => festival);
    await renderEvent('en', '/events/12');
    expect(screen.getByRole('status').textContent).toContain('Loading event…');
    const heading = await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Abu Simbel Sun Festival' }));
    expect(asked).toEqual(['12']);
    const article = screen.getByRole('article', { name: 'Abu Simbel Sun Festival' });
    expect(article.contains(heading)).toBe(true);
    expect(article.querySelector('img')?.getAttribute('src')).toBe('http://api.rihla.test/images/events/abu-simbel-sun-festival.svg');
    const details = within(screen.getByRole('region', { name: 'Event details' }));
    expect(details.getByText('Abu Simbel Temples, Aswan, Egypt')).toBeTruthy();
    expect(details.getByText('Festival')).toBeTruthy();
    expect(details.getByText('Cultural')).toBeTruthy();
    expect(details.getByText(/2026/).textContent).toMatch(/0?5:30/);
    expect(screen.getByRole('heading', { name: 'About this event' })).toBeTruthy();
    expect(screen.getByText(festival.description)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Travel Tips' })).toBeTruthy();
    expect(screen.getByText('Arrive before 4:30 AM; the queue forms early.')).toBeTruthy();
    const more = screen.getByRole('link', { name: 'Book / more info (opens in a new tab)' });
    expect(more.getAttribute('href')).toBe(festival.link);
    expect(more.getAttribute('target')).toBe('_blank');
    expect(more.getAttribute('rel')).toContain('noopener');
    const map = screen.getByRole('link', { name: 'View on Map (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe(festival.map_Link);
    expect(map.getAttribute('target')).toBe('_blank');
  });

  it('leaves out travel tips, Book / more info and View on Map when the event has none', async () => {
    serveEvent(() => ({ ...festival, travelTips: null, link: null, map_Link: null }));
    await renderEvent('en', '/events/12');
    await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Abu Simbel Sun Festival' }));
    expect(screen.queryByRole('heading', { name: 'Travel Tips' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Book \/ more info/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /View on Map/ })).toBeNull();
  });

  it('likes the event for the signed-in user, saving an event record', async () => {
    signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    serveEvent(() => festival);
    await renderEvent('en', '/events/12');
    const like = await vi.waitFor(() => screen.getByRole('button', { name: 'Like Abu Simbel Sun Festival' }));
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(INTERACTIONS_KEY) ?? '[]')).toEqual([
      { userId: 'u-1', id: '12', type: 'event', checkout: 0, favourite: true, booked: false, total: 3 },
    ]);
  });

  it('signed out, the like asks to log in first', async () => {
    serveEvent(() => festival);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderEvent('en', '/events/12');
    fireEvent.click(await vi.waitFor(() => screen.getByRole('button', { name: 'Like Abu Simbel Sun Festival' })));
    expect(confirm).toHaveBeenCalledWith('You need to login first. Do you want to login now?');
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it("says 'Event not found' for a 404, with Browse Events back to the list", async () => {
    serveEvent(() => 404);
    await renderEvent('en', '/events/999', []);
    await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Event not found' }));
    fireEvent.click(screen.getByRole('link', { name: 'Browse Events' }));
    expect(screen.getByText('Events list')).toBeTruthy();
  });

  it("says 'Event not found' for an id that cannot be an event, without asking the server", async () => {
    const asked = serveEvent(() => festival);
    await renderEvent('en', '/events/abc');
    await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Event not found' }));
    expect(asked).toEqual([]);
    expect(screen.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
  });

  it("says 'Failed to load event.' on a server error; Go Back returns to the previous page", async () => {
    serveEvent(() => 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderEvent('en', '/events/12');
    const alert = await vi.waitFor(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain('Failed to load event.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('Events list')).toBeTruthy();
  });

  it('Try Again reads the event again after a failure', async () => {
    let fail = true;
    const asked = serveEvent(() => (fail ? 500 : festival));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderEvent('en', '/events/12');
    const alert = await vi.waitFor(() => screen.getByRole('alert'));
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Abu Simbel Sun Festival' }));
    expect(asked).toEqual(['12', '12']);
  });

  it('Go Back on a page opened directly goes to the events list rather than leaving the site', async () => {
    serveEvent(() => 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderEvent('en', '/events/12', []);
    fireEvent.click(await vi.waitFor(() => screen.getByRole('button', { name: 'Go Back' })));
    expect(screen.getByText('Events list')).toBeTruthy();
  });
});

describe('Event screen (ar)', () => {
  it('shows the event right to left with Arabic labels', async () => {
    serveEvent(() => festival);
    await renderEvent('ar', '/events/12');
    expect(document.documentElement.dir).toBe('rtl');
    await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Abu Simbel Sun Festival' }));
    expect(screen.getByRole('heading', { name: 'نصائح السفر' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'احجز / مزيد من المعلومات (يفتح في علامة تبويب جديدة)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'عرض على الخريطة (يفتح في علامة تبويب جديدة)' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'تفاصيل الفعالية' })).getByText(/فبراير/)).toBeTruthy();
  });

  it('says the event was not found in Arabic, with Browse Events', async () => {
    serveEvent(() => 404);
    await renderEvent('ar', '/events/999');
    await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'الفعالية غير موجودة' }));
    expect(screen.getByRole('link', { name: 'تصفح الفعاليات' })).toBeTruthy();
  });
});
