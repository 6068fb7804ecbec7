import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { CompanyScreen } from './company-screen';
import { makeCompanyListItem, makeTour } from '../../../../tests/fixtures/catalogue';
import { signIn } from '../../../../tests/fixtures/session';

afterEach(() => {
  vi.useRealTimers();
});

const server = startMswServer();

type CompanyDetail = components['schemas']['CompanyDetail'];
type Tour = components['schemas']['Tour'];

const DAY = 24 * 60 * 60 * 1000;

function tour(id: number, startDate: string | null, title = `Tour ${id}`): Tour {
  return makeTour(id, {
    title,
    description: 'Temples and feluccas.',
    price: 1234.5,
    startDate,
    endDate: null,
    creationDate: '2025-10-01T09:00:00Z',
    availableSeats: 8,
    coverImageUrl: `/images/tours/${id}.svg`,
    companyId: 7,
    companyName: 'Nile Ways Travel',
    categoryId: 2,
    rating: 4,
  });
}
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function nileWays(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    id: 7,
    companyName: 'Nile Ways Travel',
    slogan: 'The Nile, the way Egyptians know it',
    description: 'Founded in Cairo in 2004, Nile Ways runs its own cruise ships.',
    rating: 4.7,
    email: 'info@nileways.example',
    phoneNumber: '+20 2 2795 4410',
    address: '18 Kasr El Nil Street, Downtown, Cairo',
    website: 'https://nileways.example',
    profileImageUrl: null,
    coverImageUrl: '/images/companies/cover-1.svg',
    workingHours: [
      ...(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday'] as const).map((dayOfWeek) => ({ dayOfWeek, workingTime: '09:00 - 21:00' })),
      { dayOfWeek: 'Friday', workingTime: '13:00 - 17:00' },
    ],
    travels: [tour(1, inDays(30), 'Aswan Felucca'), tour(2, inDays(-2), 'Gone Already'), tour(3, inDays(2.5), 'Luxor by Night'), tour(4, inDays(9), 'Abu Simbel Dawn'), tour(5, inDays(60), 'Late Cruise')],
    ratings: [5, 5, 4],
    reviewCount: 3,
    destinations: ['Cairo', 'Luxor', 'Aswan'],
    similarCompanies: [
      makeCompanyListItem(7, { companyName: 'Nile Ways Travel', rating: 4.5, address: 'Cairo' }),
      makeCompanyListItem(3, { companyName: 'Thebes Voyages', rating: 4.5, address: 'Luxor' }),
      makeCompanyListItem(5, { companyName: 'Nubian Sails', rating: 4.5, address: 'Aswan' }),
    ],
    ...overrides,
  };
}

type Review = components['schemas']['Review'];

/**
 * The company's reviews on the server, kept by the fake between calls: three from others, and
 * the signed-in traveller's ('u-1', as signIn() makes them) written, replaced or deleted through `mine`.
 */
function reviewsServer(initial: Review[]) {
  let reviews = [...initial];
  let nextId = 100;
  const page = () => {
    const count = reviews.length;
    const rating = count === 0 ? null : Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / count) * 10) / 10;
    return { items: reviews, totalCount: count, totalPages: count === 0 ? 0 : 1, pageIndex: 1, rating, reviewCount: count };
  };
  server.use(
    handle('get', '/api/Company/{id}/reviews', ({ ok }) => ok(page())),
    handle('put', '/api/Company/{id}/reviews/mine', async ({ request, ok }) => {
      const body = (await request.json()) as { rating: number; text: string };
      const earlier = reviews.find((review) => review.userId === 'u-1');
      const saved: Review = {
        id: earlier?.id ?? (nextId += 1),
        userId: 'u-1',
        userName: 'Mariam A.',
        userAvatar: null,
        rating: body.rating,
        text: body.text,
        language: /\p{Script=Arabic}/u.test(body.text) ? 'ar' : 'en',
        date: earlier?.date ?? new Date().toISOString(),
        editedAt: earlier ? new Date().toISOString() : null,
      };
      reviews = [saved, ...reviews.filter((review) => review.userId !== 'u-1')];
      return ok(saved);
    }),
    handle('delete', '/api/Company/{id}/reviews/mine', ({ fail }) => {
      reviews = reviews.filter((review) => review.userId !== 'u-1');
      return fail(404, 'gone');
    }),
  );
  return { all: () => reviews };
}

const OTHERS: Review[] = [5, 5, 4].map((rating, index) => ({
  id: index + 1,
  userId: `u-${index + 10}`,
  userName: 'Emma C.',
  userAvatar: null,
  rating,
  text: `Review ${index + 1}`,
  language: 'en',
  date: `2026-0${3 - index}-01T10:00:00.000Z`,
  editedAt: null,
}));

function companyServer(answer: () => CompanyDetail | 404 | 500, reviews: Review[] = OTHERS) {
  const asked: string[] = [];
  reviewsServer(reviews);
  server.use(
    handle('get', '/api/Company/{id}', ({ params, ok, fail }) => {
      asked.push(params.id);
      const company = answer();
      if (company === 404) return fail(404, 'Company not found');
      if (company === 500) return fail(500, 'database unavailable');
      return ok(company);
    }),
  );
  return asked;
}

async function renderCompany(language: 'en' | 'ar' = 'en', path = '/companies/7') {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/companies/:companyId" element={<CompanyScreen />} />
            <Route path="/companies" element={<p>Companies listing</p>} />
            <Route path="/login" element={<p>Login page</p>} />
          </Routes>
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
}

const loaded = () => screen.findByRole('heading', { level: 1, name: 'Nile Ways Travel' });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Company page', () => {
  it('shows the header with stars, slogan, WhatsApp, and a Follow toggle that sticks', async () => {
    companyServer(() => nileWays());
    const view = await renderCompany();
    await loaded();
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5 from 3 reviews' })).toBeTruthy();
    expect(screen.getByText('The Nile, the way Egyptians know it')).toBeTruthy();
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/20227954410');
    expect(screen.getByRole('link', { name: 'info@nileways.example' }).getAttribute('href')).toBe('mailto:info@nileways.example');
    expect(screen.getByRole('link', { name: '+20 2 2795 4410' }).getAttribute('href')).toBe('tel:+20227954410');
    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
    view.unmount();
    await renderCompany();
    await loaded();
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
  });

  it('says Open now by Cairo time, opens the Working Hours dialog with today marked, and re-reads the time every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-01-09T14:58:00Z')); // Friday 16:58 in Cairo; Friday hours 13:00 - 17:00
    companyServer(() => nileWays());
    await renderCompany();
    await loaded();
    const status = screen.getByRole('button', { name: /^Open now/ });
    status.focus();
    fireEvent.click(status);
    const dialog = screen.getByRole('dialog', { name: 'Working Hours' });
    const rows = within(dialog).getAllByRole('term').map((term) => term.closest('[data-today]'));
    const today = rows.filter((row) => row?.getAttribute('data-today') === 'true');
    expect(today.map((row) => row?.textContent)).toEqual(['Friday · Today13:00 – 17:00']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(status);

    // 17:00 is the exclusive end: within a minute of it the badge changes by itself.
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(screen.getByRole('button', { name: /^Closed now/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Closed now/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on Travels and switches tabs', async () => {
    companyServer(() => nileWays());
    await renderCompany();
    await loaded();
    expect(tab('Travels').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(5);
    fireEvent.click(tab('Description'));
    expect(screen.getByRole('tabpanel').textContent).toContain('Founded in Cairo in 2004');
    fireEvent.keyDown(tab('Description'), { key: 'ArrowRight' });
    expect(tab('Photos').getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('img').length).toBeGreaterThan(0);
    fireEvent.click(tab('Reviews'));
    expect(within(screen.getByRole('tabpanel')).getAllByText(/^Review \d$/)).toHaveLength(3);
  });

  it('lists at most 3 upcoming travels, soonest first, with days left rounded up, and similar companies without this one', async () => {
    companyServer(() => nileWays());
    await renderCompany();
    await loaded();
    const upcoming = screen.getByRole('region', { name: 'Upcoming Travels' });
    const items = within(upcoming).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Luxor by Night', 'Abu Simbel Dawn', 'Aswan Felucca']);
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual(['3 days left', '9 days left', '30 days left']);
    // EGP, as on every screen (S7), not the spec's "$1,234.50".
    expect(items[0]?.textContent).toContain('EGP 1,235');
    expect(items[0]?.textContent).not.toContain('$');
    expect(within(items[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/travel-with-us?id=3');
    const similar = screen.getByRole('region', { name: 'Similar Companies' });
    expect(within(similar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Thebes Voyages', '/companies/3'],
      ['Nubian Sails', '/companies/5'],
    ]);
  });

  it('says when nothing is scheduled and there are no similar companies', async () => {
    companyServer(() => nileWays({ travels: [tour(2, inDays(-1))], similarCompanies: [] }));
    await renderCompany();
    await loaded();
    expect(screen.getByText('No upcoming travels scheduled')).toBeTruthy();
    expect(screen.getByText('No similar companies found')).toBeTruthy();
  });

  it("asks a signed-out visitor to log in before reviewing", async () => {
    companyServer(() => nileWays());
    await renderCompany();
    await loaded();
    fireEvent.click(tab('Reviews'));
    fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please login to submit a review');
    expect(screen.queryByLabelText('Your review')).toBeNull();
    fireEvent.click(within(alert).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('keeps Submit disabled until a rating and text, saves the review on the server, and replaces the same user’s earlier one', async () => {
    signIn();
    companyServer(() => nileWays(), []);
    await renderCompany();
    await loaded();
    fireEvent.click(tab('Reviews'));
    const write = await screen.findByRole('button', { name: 'Write a Review' });
    await vi.waitFor(() => {
      fireEvent.click(write);
      expect(screen.getByRole('button', { name: 'Submit Review' })).toBeTruthy();
    });
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Review' });
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Please provide both a rating and review text')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5' }));
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Wonderful Egyptologist.' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await vi.waitFor(() => expect(screen.queryByLabelText('Your review')).toBeNull()); // the form closed
    expect(within(screen.getByRole('list', { name: 'Traveller reviews' })).getByText('Wonderful Egyptologist.')).toBeTruthy();
    expect(screen.getByText('1 review')).toBeTruthy();
    // The header and the panel count the same reviews: no "4.7 (3 ratings)" beside "1 review".
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your review').value).toBe('Wonderful Egyptologist.'); // editing starts from it
    fireEvent.click(screen.getByRole('radio', { name: '2 of 5' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'The boat was late.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Your review')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Traveller reviews' })).getByText('The boat was late.')).toBeTruthy();
    expect(screen.queryByText('Wonderful Egyptologist.')).toBeNull();
    expect(screen.getByText('(edited)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete your review' }));
    await vi.waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText('No reviews yet')).toBeTruthy());
    expect(screen.getByText('New')).toBeTruthy();
  });

  it("says 'Company not found' with Back to Companies", async () => {
    companyServer(() => 404);
    await renderCompany();
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Companies' }));
    expect(await screen.findByText('Companies listing')).toBeTruthy();
  });

  it('treats an address that cannot be a company id as not found, without asking the server', async () => {
    const asked = companyServer(() => nileWays());
    await renderCompany('en', '/companies/abc');
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it("shows 'Failed to fetch company details' in the red 'Error!' box, and Try Again loads it", async () => {
    let answer: 500 | CompanyDetail = 500;
    companyServer(() => answer);
    await renderCompany();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error!')).toBeTruthy();
    expect(within(alert).getByText('Failed to fetch company details')).toBeTruthy();
    answer = nileWays();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await loaded();
  });

  it('reads right to left in Arabic', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-01-10T08:00:00Z')); // Saturday 10:00 in Cairo: open 09:00 - 21:00
    companyServer(() => nileWays());
    await renderCompany('ar');
    await loaded();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('tab', { name: 'الرحلات' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^مفتوح الآن/ }));
    const dialog = screen.getByRole('dialog', { name: 'مواعيد العمل' });
    expect(within(dialog).getByText(/السبت/).closest('[data-today]')?.getAttribute('data-today')).toBe('true');
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeTruthy();
  });
});
