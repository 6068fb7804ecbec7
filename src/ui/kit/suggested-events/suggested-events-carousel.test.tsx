import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { NAME_IDENTIFIER_CLAIM } from '@/machines/session/session-token';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { SuggestedEventsCarousel } from './suggested-events-carousel';
import { makeEvent } from '../../../../tests/fixtures/catalogue';
import { signIn } from '../../../../tests/fixtures/session';

const server = startMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

type Event = components['schemas']['Event'];

const festival = makeEvent({
  link: 'https://egymonuments.gov.eg/en/monuments/abu-simbel',
  map_Link: 'https://www.openstreetmap.org/?mlat=22.3372&mlon=31.6258',
});
function serveSuggestions(answer: Event[] | 500) {
  const asked: string[] = [];
  server.use(
    handle('get', '/api/Ai/recommend-events/{userId}', ({ request, params, ok, fail }) => {
      asked.push(`${params.userId}${new URL(request.url).search}`);
      return answer === 500 ? fail(500, 'Database unavailable') : ok(answer);
    }),
  );
  return asked;
}

async function renderCarousel(language: 'en' | 'ar') {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<SuggestedEventsCarousel />} />
            <Route path="/events/:id" element={<p>Event page</p>} />
            <Route path="/account" element={<p>Account page</p>} />
            <Route path="/login" element={<p>Login page</p>} />
          </Routes>
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('AI-suggested events carousel (en)', () => {
  it('shows one suggested event: default image, category, the date before " at ", the first part of the location and both buttons', async () => {
    signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    const asked = serveSuggestions([festival]);
    await renderCarousel('en');
    const carousel = await vi.waitFor(() => region('AI-Suggested Events for You'));
    expect(screen.getByText('AI Powered')).toBeTruthy();
    expect(screen.getByText('Personalized experiences based on your interests')).toBeTruthy();
    // The subtitle and badge sit under the heading and describe the carousel to screen readers.
    const description = document.getElementById(carousel.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Personalized experiences based on your interests');
    expect(description?.textContent).toContain('AI Powered');
    const slide = await vi.waitFor(() => within(carousel).getByRole('article'));
    expect(asked).toEqual(['u-1?numRecommendations=5&numHighestInteractions=2']);
    expect(within(slide).getByRole('heading', { name: 'Abu Simbel Sun Festival' })).toBeTruthy();
    expect(slide.querySelector('img')?.getAttribute('src')).toBe('http://api.rihla.test/images/default-tour.svg');
    expect(within(slide).getByText('Festival')).toBeTruthy();
    expect(within(slide).getByText('February 22, 2026')).toBeTruthy();
    expect(slide.textContent).not.toContain('5:30');
    expect(within(slide).getByText('Abu Simbel Temples')).toBeTruthy();
    expect(slide.textContent).not.toContain('Aswan');
    const map = within(slide).getByRole('link', { name: 'View on Map (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe(festival.map_Link);
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    fireEvent.click(within(slide).getByRole('link', { name: 'View Event Details' }));
    expect(screen.getByText('Event page')).toBeTruthy();
  });

  it("says 'Date not specified' without a date, shows no View on Map without a map link, and opens an event without an id at its link", async () => {
    signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    const { id: _id, ...withoutId } = festival;
    serveSuggestions([{ ...withoutId, dates: '', map_Link: null } as Event]);
    await renderCarousel('en');
    const slide = await vi.waitFor(() => within(region('AI-Suggested Events for You')).getByRole('article'));
    expect(within(slide).getByText('Date not specified')).toBeTruthy();
    expect(within(slide).queryByRole('link', { name: /View on Map/ })).toBeNull();
    const details = within(slide).getByRole('link', { name: 'View Event Details (opens in a new tab)' });
    expect(details.getAttribute('href')).toBe(festival.link);
    expect(details.getAttribute('target')).toBe('_blank');
  });

  it('uses the whole date text when it has no " at "', async () => {
    signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    serveSuggestions([{ ...festival, dates: 'Every Friday in March' }]);
    await renderCarousel('en');
    const slide = await vi.waitFor(() => within(region('AI-Suggested Events for You')).getByRole('article'));
    expect(within(slide).getByText('Every Friday in March')).toBeTruthy();
  });

  it("says 'No recommended events found' with 'Complete your profile…' leading to the profile", async () => {
    signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    serveSuggestions([]);
    await renderCarousel('en');
    await vi.waitFor(() => expect(screen.getByText('No recommended events found')).toBeTruthy());
    fireEvent.click(screen.getByRole('link', { name: 'Complete your profile to get personalized recommendations' }));
    expect(screen.getByText('Account page')).toBeTruthy();
  });

  it("says 'Failed to fetch recommended events' with Try Again", async () => {
    signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    const asked = serveSuggestions(500);
    await renderCarousel('en');
    const alert = await vi.waitFor(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain('Failed to fetch recommended events');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
  });

  it('signed out, invites the visitor to log in and asks the server nothing (msw is strict)', async () => {
    await renderCarousel('en');
    const carousel = await vi.waitFor(() => region('AI-Suggested Events for You'));
    expect(within(carousel).getByText('Log in to see events picked for you from the tours and events you like.')).toBeTruthy();
    expect(within(carousel).queryByRole('alert')).toBeNull();
    fireEvent.click(within(carousel).getByRole('link', { name: 'Log in' }));
    expect(screen.getByText('Login page')).toBeTruthy();
  });
});

describe('AI-suggested events carousel (ar)', () => {
  it('shows the Arabic title, badge, date part and first part of the location, right to left', async () => {
    signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    serveSuggestions([{ ...festival, title: 'مهرجان تعامد الشمس', dates: '22 فبراير 2026 at 5:30 ص', location: 'معبد أبو سمبل، أسوان، مصر', category: 'مهرجان' }]);
    await renderCarousel('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const carousel = await vi.waitFor(() => region('فعاليات يقترحها الذكاء الاصطناعي لك'));
    expect(screen.getByText('مدعوم بالذكاء الاصطناعي')).toBeTruthy();
    expect(screen.getByText('تجارب مخصصة بناءً على اهتماماتك')).toBeTruthy();
    const slide = await vi.waitFor(() => within(carousel).getByRole('article'));
    expect(within(slide).getByText('22 فبراير 2026')).toBeTruthy();
    // The Arabic comma (،) separates the parts of an Arabic location.
    expect(within(slide).getByText('معبد أبو سمبل')).toBeTruthy();
    expect(slide.textContent).not.toContain('أسوان');
    expect(within(slide).getByRole('link', { name: 'عرض تفاصيل الفعالية' }).getAttribute('href')).toBe('/events/12');
    expect(within(slide).getByRole('link', { name: 'عرض على الخريطة (يفتح في علامة تبويب جديدة)' })).toBeTruthy();
  });
});
