import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { SearchBox } from './search-box';

afterEach(() => {
  vi.restoreAllMocks();
});

const server = startMswServer();

const company: components['schemas']['CompanySearchItem'] = {
  id: 7,
  companyName: 'Nile Horizons Travel',
  profileImageUrl: null,
  rating: 4.6,
  coverImage: null,
};

/** Every request that leaves the page, answered or not. */
function recordRequests(): URL[] {
  const sent: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push(new URL(request.url));
  });
  return sent;
}
afterEach(() => {
  server.events.removeAllListeners();
});

function ResultsProbe() {
  const location = useLocation();
  return (
    <output aria-label="opened">
      {JSON.stringify({ path: `${location.pathname}${location.search}`, state: location.state as unknown })}
    </output>
  );
}

async function renderBox(language: 'en' | 'ar' = 'en') {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<SearchBox />} />
          <Route path="/search-results" element={<ResultsProbe />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const typeSelect = (name = 'What to search') => screen.getByRole<HTMLSelectElement>('combobox', { name });
const termInput = (name = 'Search term') => screen.getByRole<HTMLInputElement>('searchbox', { name });

describe('SearchBox', () => {
  it('offers Events, Travels and Companies, Travels chosen', async () => {
    await renderBox();
    expect(screen.getByRole('search')).toBeTruthy();
    expect([...typeSelect().options].map((option) => option.textContent)).toEqual(['Events', 'Travels', 'Companies']);
    expect(typeSelect().value).toBe('Travels');
  });

  it('sends nothing for a blank term and keeps the traveller in the box', async () => {
    const sent = recordRequests();
    await renderBox();
    fireEvent.change(termInput(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.submit(screen.getByRole('search'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(termInput());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status', { name: 'opened' })).toBeNull();
  });

  it('searches the chosen type with the trimmed term and opens /search-results with results, term and type', async () => {
    const sent = recordRequests();
    server.use(handle('get', '/api/Search', ({ ok }) => ok({ items: [company], totalCount: 1, totalPages: 1 })));
    await renderBox();
    fireEvent.change(typeSelect(), { target: { value: 'Companies' } });
    fireEvent.change(termInput(), { target: { value: '  nile horizons ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Searching…' }).disabled).toBe(true);
    const opened = await screen.findByRole('status', { name: 'opened' });
    expect(JSON.parse(opened.textContent ?? '{}')).toEqual({
      path: '/search-results?type=Companies&q=nile+horizons',
      state: { results: [company], totalCount: 1, searchTerm: 'nile horizons', searchType: 'Companies' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.pathname).toBe('/api/Search');
    expect(Object.fromEntries(sent[0]?.searchParams ?? [])).toEqual({ type: 'Companies', search: 'nile horizons', pageSize: '5', pageIndex: '1' });
  });

  it("logs 'Search request failed' and says so briefly, until the term is edited", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handle('get', '/api/Search', ({ fail }) => fail(500, 'search index unavailable')));
    await renderBox();
    fireEvent.change(termInput(), { target: { value: 'luxor' } });
    fireEvent.submit(screen.getByRole('search'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The search could not be completed. Please try again.');
    expect(logged).toHaveBeenCalledWith('Search request failed', 'search index unavailable');
    expect(termInput().getAttribute('aria-describedby')).toBe(alert.id);
    fireEvent.change(termInput(), { target: { value: 'luxor temple' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('speaks Arabic: labels, types and button', async () => {
    await renderBox('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect([...typeSelect('ما الذي تبحث عنه').options].map((option) => option.textContent)).toEqual(['الفعاليات', 'الرحلات', 'الشركات']);
    expect(termInput('كلمة البحث').placeholder).toBe('إلى أين تريد الذهاب؟');
    expect(screen.getByRole('button', { name: 'بحث' })).toBeTruthy();
  });
});
