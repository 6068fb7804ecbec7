import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, type InitialEntry } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { SearchResultsScreen } from './search-results-screen';
import { gizaTour, makeEvent, makeTour } from '../../../../tests/fixtures/catalogue';
import { renderScreen } from '../../../../tests/fixtures/render-screen';

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

const server = startMswServer();

const tour = gizaTour();
const festival = makeEvent({
  date: '2026-02-22T05:30:00+02:00',
  dates: 'February 22, 2026 at 05:30 AM',
  description: 'The rising sun reaches the inner sanctuary.',
});
const company: components['schemas']['CompanySearchItem'] = {
  id: 7,
  companyName: 'Nile Horizons Travel',
  profileImageUrl: null,
  rating: 4.6,
  reviewCount: 9,
  coverImage: '/images/companies/nile-horizons-cover.svg',
};

function recordRequests(): URL[] {
  const sent: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push(new URL(request.url));
  });
  return sent;
}

function renderAt(entry: InitialEntry, language: 'en' | 'ar' = 'en') {
  return renderScreen(
    entry,
    <>
      <Route path="/search-results" element={<SearchResultsScreen />} />
    </>,
    language,
  );
}

const results = () => within(screen.getByRole('list', { name: 'Results' }));

describe('Search results', () => {
  it('shows the results that came in navigation state, each kind with its own card, without asking again', async () => {
    const sent = recordRequests();
    await renderAt({
      pathname: '/search-results',
      search: '?type=Travels&q=giza',
      state: { results: [tour, festival, company], searchTerm: 'giza', searchType: 'Travels' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy();
    expect(screen.getByText('Results for "giza" in Travels')).toBeTruthy();
    expect(results().getAllByRole('listitem')).toHaveLength(3);
    // The tour: the shared tour card, See Details to the details page with the id.
    const tourCard = within(results().getByRole('article', { name: 'Giza Pyramids Day Tour' }));
    expect(tourCard.getByRole('link', { name: 'See Details' }).getAttribute('href')).toBe('/travel-with-us?id=3');
    expect(tourCard.getByRole('button', { name: 'Book Now' })).toBeTruthy();
    // The event: its card goes to /events/{id}.
    expect(results().getByRole('heading', { name: 'Abu Simbel Sun Festival' })).toBeTruthy();
    expect(results().getByText('22 Feb 2026, 05:30')).toBeTruthy();
    expect(results().getByText('Abu Simbel Temples, Aswan, Egypt')).toBeTruthy();
    expect(results().getByRole('link', { name: 'See Details: Abu Simbel Sun Festival' }).getAttribute('href')).toBe('/events/12');
    // The company: its card goes to /companies/{id}.
    expect(results().getByRole('heading', { name: 'Nile Horizons Travel' })).toBeTruthy();
    expect(results().getByRole('img', { name: 'Rated 4.6 out of 5 from 9 reviews' })).toBeTruthy();
    expect(results().getByRole('link', { name: 'See Details: Nile Horizons Travel' }).getAttribute('href')).toBe('/companies/7');
    // The search box shows the search again.
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search term' }).value).toBe('giza');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('runs the search again from the address after a reload (no navigation state)', async () => {
    const sent = recordRequests();
    server.use(handle('get', '/api/Search', ({ ok }) => ok({ items: [festival], totalCount: 1, totalPages: 1 })));
    await renderAt('/search-results?type=Events&q=sun%20festival');
    expect(await screen.findByRole('link', { name: 'See Details: Abu Simbel Sun Festival' })).toBeTruthy();
    expect(Object.fromEntries(sent[0]?.searchParams ?? [])).toEqual({ type: 'Events', search: 'sun festival', pageSize: '5', pageIndex: '1' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'What to search' }).value).toBe('Events');
  });

  it("says 'No results found for \"…\" in …' when nothing matches", async () => {
    await renderAt({ pathname: '/search-results', state: { results: [], searchTerm: 'atlantis', searchType: 'Companies' } });
    expect(screen.getByText('No results found for "atlantis" in Companies')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
  });

  it('offers Try Again when the repeated search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      handle('get', '/api/Search', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(500, 'search index unavailable') : ok({ items: [company], totalCount: 1, totalPages: 1 });
      }),
    );
    await renderAt('/search-results?type=Companies&q=nile');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Search request failed. Please try again.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'See Details: Nile Horizons Travel' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('searches again from its own search box and shows the new results', async () => {
    server.use(handle('get', '/api/Search', ({ ok }) => ok({ items: [company], totalCount: 1, totalPages: 1 })));
    await renderAt({ pathname: '/search-results', state: { results: [], searchTerm: 'atlantis', searchType: 'Travels' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'What to search' }), { target: { value: 'Companies' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search term' }), { target: { value: 'nile' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'See Details: Nile Horizons Travel' })).toBeTruthy();
    expect(screen.getByText('Results for "nile" in Companies')).toBeTruthy();
    expect(screen.queryByText(/No results found/)).toBeNull();
  });

  it('asks for a term when there is nothing to search', async () => {
    const sent = recordRequests();
    await renderAt('/search-results?q=%20%20');
    expect(screen.getByText('Type a destination, an event or a company name above to search.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('in Arabic: right to left, with the empty text and type in Arabic', async () => {
    await renderAt({ pathname: '/search-results', state: { results: [], searchTerm: 'أطلانتس', searchType: 'Events' } }, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'نتائج البحث' })).toBeTruthy();
    expect(screen.getByText('لم يتم العثور على نتائج لـ "أطلانتس" في الفعاليات')).toBeTruthy();
  });

  describe('the total and every page', () => {
    const cairo = Array.from({ length: 7 }, (_, index) => makeTour(100 + index, { title: `Cairo tour ${index + 1}`, destinationCity: 'Cairo' }));
    const servePages = () => {
      const sent = recordRequests();
      server.use(
        handle('get', '/api/Search', ({ ok, request }) => {
          const page = Number(new URL(request.url).searchParams.get('pageIndex') ?? 1);
          return ok({ items: cairo.slice((page - 1) * 5, page * 5), totalCount: 7, totalPages: 2 });
        }),
      );
      return sent;
    };

    it('shows how many matched, the first five, and pages on to the other two; Previous comes back', async () => {
      const sent = servePages();
      await renderAt({
        pathname: '/search-results',
        search: '?type=Travels&q=cairo',
        state: { results: cairo.slice(0, 5), totalCount: 7, searchTerm: 'cairo', searchType: 'Travels' },
      });
      expect(screen.getByTestId('results-count').textContent).toBe('Showing 1–5 of 7 results');
      expect(results().getAllByRole('article')).toHaveLength(5);
      const pager = within(screen.getByRole('navigation', { name: 'Search results pages' }));
      fireEvent.click(pager.getByRole('button', { name: 'Page 2' }));
      expect(await screen.findByRole('article', { name: 'Cairo tour 7' })).toBeTruthy();
      expect(screen.getByTestId('results-count').textContent).toBe('Showing 6–7 of 7 results');
      expect(results().getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Cairo tour 6',
        'Cairo tour 7',
      ]);
      expect(Object.fromEntries(sent.at(-1)?.searchParams ?? [])).toEqual({ type: 'Travels', search: 'cairo', pageSize: '5', pageIndex: '2' });
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Search results pages' })).getByRole('button', { name: 'Previous page' }));
      expect(await screen.findByRole('article', { name: 'Cairo tour 1' })).toBeTruthy();
      expect(screen.getByTestId('results-count').textContent).toBe('Showing 1–5 of 7 results');
    });

    it('opens a shared link to page 2 on page 2', async () => {
      servePages();
      await renderAt('/search-results?type=Travels&q=cairo&page=2');
      expect(await screen.findByRole('article', { name: 'Cairo tour 6' })).toBeTruthy();
      expect(screen.queryByRole('article', { name: 'Cairo tour 1' })).toBeNull();
    });

    it('says the count alone when everything fits on one page', async () => {
      await renderAt({ pathname: '/search-results', state: { results: [company], totalCount: 1, searchTerm: 'nile', searchType: 'Companies' } });
      expect(screen.getByTestId('results-count').textContent).toBe('1 result');
      expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
    });

    it('in Arabic: the total and the pages in Arabic', async () => {
      servePages();
      await renderAt(
        { pathname: '/search-results', search: '?type=Travels&q=cairo', state: { results: cairo.slice(0, 5), totalCount: 7, searchTerm: 'cairo', searchType: 'Travels' } },
        'ar',
      );
      expect(screen.getByTestId('results-count').textContent).toBe('عرض 1–5 من 7 نتائج');
      fireEvent.click(within(screen.getByRole('navigation', { name: 'صفحات نتائج البحث' })).getByRole('button', { name: 'الصفحة 2' }));
      expect(await screen.findByRole('article', { name: 'Cairo tour 6' })).toBeTruthy();
      expect(screen.getByTestId('results-count').textContent).toBe('عرض 6–7 من 7 نتائج');
    });
  });
});
