import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeCompanyListItem, makeTour, onePage } from '../../../../tests/fixtures/catalogue';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { HomeScreen } from './home-screen';

const server = startMswServer();

const featured = makeTour(3, { title: 'Nile cruise from Luxor to Aswan', companyId: 7, companyName: 'Thebes Voyages', price: 12500 });
const newest = [makeTour(41, { title: 'Fayoum pottery weekend' }), makeTour(42, { title: 'Alexandria library day' })];
const companies = Array.from({ length: 5 }, (_, index) => makeCompanyListItem(index + 1, { companyName: `Partner ${index + 1}`, rating: 4, address: 'Luxor' }));

/** The catalogue as the server answers it; each test changes what it needs. */
function catalogue() {
  server.use(
    handle('get', '/api/Category', ({ ok }) =>
      ok([
        { id: 11, categoryName: 'Beaches' },
        { id: 12, categoryName: 'Heritage' },
        { id: 13, categoryName: 'Mountains' },
        { id: 14, categoryName: 'Cities' },
        { id: 15, categoryName: 'Museums' },
      ]),
    ),
    handle('get', '/api/Company', ({ ok }) => ok({ items: companies, totalCount: 15, totalPages: 3 })),
    // The named paths before `{id}`, which would also match them.
    handle('get', '/api/Travel/discounted', ({ ok }) => ok(onePage([makeTour(9, { title: 'Dahab dive week', availableSeats: 0 })]))),
    handle('get', '/api/Travel/leaving-soon', ({ fail }) => fail(500, 'Database unavailable')),
    handle('get', '/api/Travel/{id}', ({ ok, fail, params }) => (params.id === '3' ? ok(featured) : fail(404, 'Tour not found'))),
    handle('get', '/api/Travel', ({ ok, request }) => {
      const size = Number(new URL(request.url).searchParams.get('PageSize'));
      // Most Popular Tours asks for 3; the newest carousel for 100 sorted by creation date.
      return size === 3 ? ok({ items: [featured, ...newest], totalCount: 45, totalPages: 15 }) : ok({ items: newest, totalCount: 2, totalPages: 1 });
    }),
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

async function renderHome(language: 'en' | 'ar' = 'en') {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<HomeScreen />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
}

describe('the home page', () => {
  it('shows the hero, the search box and every section from the catalogue', async () => {
    catalogue();
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: "No matter where you're going to, we'll take you there" })).toBeTruthy();
    // The search box arrives in its own chunk, with Travels chosen.
    expect((await screen.findByRole<HTMLSelectElement>('combobox')).value).toBe('Travels');

    // Category shortcuts lead to the listing filtered by the server's category.
    const categories = await screen.findByRole('navigation', { name: 'Browse by category' });
    expect((await within(categories).findByRole('link', { name: 'Heritage' })).getAttribute('href')).toBe('/tours?category=12');

    // The partner logo strip: the first 5 companies, each to its page.
    const partners = screen.getByRole('region', { name: 'Our partner companies' });
    const logos = await within(partners).findAllByRole('link');
    expect(logos.map((link) => link.getAttribute('href'))).toEqual(['/companies/1', '/companies/2', '/companies/3', '/companies/4', '/companies/5']);

    // The featured tour (id 3): View Packages to its details, and its company badge.
    const featuredRegion = screen.getByRole('region', { name: 'Featured tour' });
    expect(await within(featuredRegion).findByRole('heading', { name: 'Nile cruise from Luxor to Aswan' })).toBeTruthy();
    expect(within(featuredRegion).getByRole('link', { name: 'View Packages' }).getAttribute('href')).toBe('/travel-with-us?id=3');
    expect(within(featuredRegion).getByRole('link', { name: 'Thebes Voyages' }).getAttribute('href')).toBe('/companies/7');
    expect(within(featuredRegion).getByText('From EGP 12,500 per adult')).toBeTruthy();

    // Static blocks.
    expect(screen.getByText('Covid safe')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Siwa Oasis/ }).getAttribute('href')).toBe('/siwa');

    // Most Popular Tours: the first 3.
    const popular = screen.getByRole('region', { name: 'Most Popular Tours' });
    expect((await within(popular).findAllByRole('listitem')).length).toBe(3);

    // A carousel whose read failed says so, with Try Again; the others show their cards.
    const leaving = screen.getByRole('region', { name: 'Leaving soon' });
    expect(await within(leaving).findByText('Failed to load leaving soon tours')).toBeTruthy();
    expect(within(leaving).getByRole('button', { name: 'Try Again' })).toBeTruthy();
    const discounted = screen.getByRole('region', { name: 'Discounted tours' });
    expect(await within(discounted).findByText('Dahab dive week')).toBeTruthy();
    expect(within(discounted).getByRole<HTMLButtonElement>('button', { name: 'Sold Out' }).disabled).toBe(true);
    // The discounted and newest carousels lead to their full pages.
    expect(within(discounted).getByRole('link', { name: 'See all discounted tours' }).getAttribute('href')).toBe('/discounted-tours');
    expect(screen.getByRole('link', { name: 'See all new tours' }).getAttribute('href')).toBe('/newest-tours');

    // Signed out, recommendations invite a login instead of failing.
    expect(screen.getAllByText('Log in to get tours picked for you from what you like.').length).toBe(1);
  });

  it('shows the spec\'s empty texts, with View All Tours under the discounted carousel', async () => {
    catalogue();
    server.use(
      handle('get', '/api/Travel/discounted', ({ ok }) => ok(onePage([]))),
      handle('get', '/api/Travel', ({ ok }) => ok({ items: [], totalCount: 0, totalPages: 0 })),
    );
    await renderHome();
    const discounted = screen.getByRole('region', { name: 'Discounted tours' });
    expect(await within(discounted).findByText('No discounted tours available at the moment')).toBeTruthy();
    expect(within(discounted).getByRole('link', { name: 'View All Tours' }).getAttribute('href')).toBe('/tours');
    const newestRegion = screen.getByRole('region', { name: 'Newest tours' });
    expect(await within(newestRegion).findByText('No newest tours available at the moment')).toBeTruthy();
  });

  it('keeps the rest of the page when the featured tour cannot be read, and Try Again reads it again', async () => {
    catalogue();
    let calls = 0;
    server.use(
      handle('get', '/api/Travel/{id}', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(500, 'Database unavailable') : ok(featured);
      }),
    );
    await renderHome();
    const featuredRegion = screen.getByRole('region', { name: 'Featured tour' });
    const retry = await within(featuredRegion).findByRole('button', { name: 'Try Again' });
    expect(within(featuredRegion).getByText('Failed to fetch tour details. Please try again later.')).toBeTruthy();
    expect(await screen.findByText('Covid safe')).toBeTruthy();
    retry.click();
    expect(await within(featuredRegion).findByRole('heading', { name: 'Nile cruise from Luxor to Aswan' })).toBeTruthy();
  });

  it('reads right to left in Arabic', async () => {
    catalogue();
    await renderHome('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
    const featuredRegion = screen.getByRole('region', { name: 'رحلة مميزة' });
    expect(await within(featuredRegion).findByRole('link', { name: 'عرض الباقات' })).toBeTruthy();
    expect(within(featuredRegion).getByText('ابتداءً من 12,500 ج.م للبالغ')).toBeTruthy();
  });
});
