import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { CompaniesScreen } from './companies-screen';
import { makeCompanyListItem, onePage } from '../../../../tests/fixtures/catalogue';

const server = startMswServer();

type PagedCompanies = components['schemas']['PagedCompanies'];

const company = (id: number, companyName = `Company ${id}`) => makeCompanyListItem(id, { companyName, rating: id === 7 ? 4.6 : null, address: `Corniche ${id}, Luxor` });

/** The company list the server holds for each request, and every query it was asked. */
function companiesServer(answer: (query: URLSearchParams) => PagedCompanies | 'fail') {
  const queries: string[] = [];
  server.use(
    handle('get', '/api/Company', ({ request, ok, fail }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      const page = answer(query);
      return page === 'fail' ? fail(500, 'database unavailable') : ok(page);
    }),
    handle('get', '/api/Travel/discounted', ({ ok }) => ok(onePage([]))),
  );
  return queries;
}

function dealTour(id: number, price: number, availableSeats: number): components['schemas']['Tour'] {
  return {
    id, title: `Deal ${id}`, description: '', price, startDate: null, endDate: null, creationDate: '2025-10-01T09:00:00Z', availableSeats,
    departurePoint: 'Cairo', departurePointLat: null, departurePointLng: null, destinationCity: 'Luxor', destinationCityLat: null,
    destinationCityLng: null, transportationType: 'Bus', coverImageUrl: null, amenities: [], companyId: 7, companyName: 'Nile Ways Travel',
    profileImageUrl: null, companyProfileImageUrl: null, imageUrls: [], image: null, tags: [], categoryId: null, rating: 4, included: [],
    notIncluded: [], itineraries: [],
  };
}

/** Three pages of partners: the page asked for, 5 at a time. */
const threePages = (query: URLSearchParams): PagedCompanies => {
  const page = Number(query.get('PageIndex'));
  return { items: [1, 2, 3, 4, 5].map((n) => company((page - 1) * 5 + n)), totalCount: 13, totalPages: 3 };
};

/** The address bar and the browser's Back button, as a test can read and press them. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

async function renderCompanies(language: 'en' | 'ar', path = '/companies') {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/companies" element={<CompaniesScreen />} />
            <Route path="/companies/:companyId" element={<p>Company page</p>} />
          </Routes>
          <Address />
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
}

const address = () => screen.getByLabelText('address').textContent;
const names = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Companies listing', () => {
  it("shows the heading, the partners with View Company, and no pager for a single page", async () => {
    const queries = companiesServer(() => ({ items: [company(7, 'Nile Ways Travel'), company(9, 'Sinai Peaks')], totalCount: 2, totalPages: 1 }));
    await renderCompanies('en');
    expect(screen.getByRole('heading', { level: 1, name: "You're in Safe Hands" })).toBeTruthy();
    await vi.waitFor(() => expect(names()).toEqual(['Nile Ways Travel', 'Sinai Peaks']));
    expect(queries).toEqual(['PageIndex=1&PageSize=5']);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Partner Companies' })).toBeTruthy();
    const view = screen.getAllByRole('link', { name: 'View Company' });
    expect(view.map((link) => link.getAttribute('href'))).toEqual(['/companies/7', '/companies/9']);
    expect(screen.queryByRole('navigation', { name: 'Company pages' })).toBeNull();
    await vi.waitFor(() => expect(screen.getByText('No current discounts available')).toBeTruthy());
    fireEvent.click(view[1] as HTMLElement);
    expect(await screen.findByText('Company page')).toBeTruthy();
  });

  it('sends every filter to the server by its name, back on page 1, and keeps them in the address', async () => {
    const queries = companiesServer(threePages);
    await renderCompanies('en', '/companies?page=2');
    await vi.waitFor(() => expect(names()).toContain('Company 6'));
    expect(queries).toEqual(['PageIndex=2&PageSize=5']);
    const pager = screen.getByRole('navigation', { name: 'Company pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);

    const rating = screen.getByLabelText('Rating');
    // "N stars and up" (D235), not the spec's "maximum".
    expect(within(rating).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any rating', '1 star and up', '2 stars and up', '3 stars and up', '4 stars and up', '5 stars and up']);
    fireEvent.change(rating, { target: { value: '4' } });
    await vi.waitFor(() => expect(queries.at(-1)).toBe('PageIndex=1&PageSize=5&rate=4'));
    fireEvent.click(screen.getByLabelText('Verified companies only'));
    await vi.waitFor(() => expect(queries.at(-1)).toBe('PageIndex=1&PageSize=5&rate=4&verified=true'));
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Luxor' } });
    await vi.waitFor(() => expect(queries.at(-1)).toBe('PageIndex=1&PageSize=5&rate=4&verified=true&address=Luxor'));
    await vi.waitFor(() => expect(names()).toContain('Company 1'));

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Company pages' })).getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(queries.at(-1)).toBe('PageIndex=3&PageSize=5&rate=4&verified=true&address=Luxor'));
    expect(address()).toBe('/companies?rate=4&verified=true&address=Luxor&page=3');

    // 'All' leaves the parameter out again; any change returns to page 1.
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'All' } });
    await vi.waitFor(() => expect(queries.at(-1)).toBe('PageIndex=1&PageSize=5&rate=4&verified=true'));
    expect(address()).toBe('/companies?rate=4&verified=true');
  });

  it('follows Back to the previous filters and page', async () => {
    const queries = companiesServer(threePages);
    await renderCompanies('en');
    await vi.waitFor(() => expect(names()).toContain('Company 1'));
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Company pages' })).getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(names()).toContain('Company 6'));
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Aswan' } });
    await vi.waitFor(() => expect(address()).toBe('/companies?address=Aswan'));
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await vi.waitFor(() => expect(queries.at(-1)).toBe('PageIndex=2&PageSize=5'));
    expect(address()).toBe('/companies?page=2');
    expect(screen.getByLabelText<HTMLSelectElement>('Location').value).toBe('All');
    await vi.waitFor(() => expect(names()).toContain('Company 6'));
  });

  it('shows Special Discounts with the original price (price / 0.7, rounded) and Sold Out at no seats', async () => {
    companiesServer(() => ({ items: [], totalCount: 0, totalPages: 0 }));
    server.use(handle('get', '/api/Travel/discounted', ({ ok }) => ok(onePage([dealTour(1, 700, 0)]))));
    await renderCompanies('en');
    const deals = await screen.findByRole('region', { name: 'Special Discounts' });
    await vi.waitFor(() => expect(within(deals).getByText('EGP 1,000')).toBeTruthy());
    expect(within(deals).getByText('EGP 1,000').tagName).toBe('DEL');
    expect(within(deals).getByText('EGP 700')).toBeTruthy();
    expect(within(deals).getByRole<HTMLButtonElement>('button', { name: 'Sold Out' }).disabled).toBe(true);
  });

  it('waits for typing to pause before searching, then sends one request', async () => {
    const queries = companiesServer(threePages);
    await renderCompanies('en');
    await vi.waitFor(() => expect(names()).toContain('Company 1'));
    const search = screen.getByLabelText('Search companies');
    for (const text of ['s', 'si', 'sin', 'sinai']) fireEvent.change(search, { target: { value: text } });
    await vi.waitFor(() => expect(queries).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(queries).toEqual(['PageIndex=1&PageSize=5', 'PageIndex=1&PageSize=5&Search=sinai']);
    expect(address()).toBe('/companies?q=sinai');
  });

  it("says 'No companies found' when nothing matches", async () => {
    companiesServer(() => ({ items: [], totalCount: 0, totalPages: 0 }));
    await renderCompanies('en', '/companies?address=Siwa');
    expect(await screen.findByText('No companies found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Company pages' })).toBeNull();
  });

  it('shows the failure with Try Again, which loads the list again', async () => {
    let fail = true;
    const queries = companiesServer(() => (fail ? 'fail' : { items: [company(3, 'Siwa Sands')], totalCount: 1, totalPages: 1 }));
    await renderCompanies('en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load companies. Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(names()).toEqual(['Siwa Sands']));
    expect(queries).toHaveLength(2);
  });

  it('reads right to left in Arabic, with the filters and texts in Arabic', async () => {
    companiesServer(() => ({ items: [], totalCount: 0, totalPages: 0 }));
    await renderCompanies('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'أنت في أيدٍ أمينة' })).toBeTruthy();
    expect(within(screen.getByLabelText('التقييم')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'أي تقييم',
      'نجمة واحدة فأكثر',
      'نجمتان فأكثر',
      '3 نجوم فأكثر',
      '4 نجوم فأكثر',
      '5 نجوم فأكثر',
    ]);
    expect(within(screen.getByLabelText('الموقع')).getByRole('option', { name: 'الأقصر' })).toBeTruthy();
    expect(await screen.findByText('لم يتم العثور على شركات')).toBeTruthy();
  });
});
