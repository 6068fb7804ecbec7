// Kept whole: every behaviour of the tours listing, in English and Arabic, on one set of served tours and one rendered harness.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { CATEGORIES, makeTour } from '../../../../tests/fixtures/catalogue';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { ToursScreen } from './tours-screen';

const server = startMswServer();

type Tour = components['schemas']['Tour'];

/**
 * Twelve tours, created one day apart (tour 12 the newest), priced 500 EGP apart (tour 1 the cheapest);
 * Heritage (2) for odd ids, Beaches (1) for even ones; five in Luxor, and one Arabic title.
 */
const TOURS: Tour[] = Array.from({ length: 12 }, (_, index) => {
  const id = index + 1;
  return makeTour(id, {
    title: id === 12 ? 'رحلة الأقصر الكبرى' : `${id <= 5 ? 'Luxor' : 'Red Sea'} tour ${id}`,
    destinationCity: id <= 5 || id === 12 ? 'Luxor' : 'Hurghada',
    price: 500 * id,
    categoryId: id % 2 ? 2 : 1,
    rating: id === 3 ? 4.9 : 3,
    creationDate: `2030-01-${String(10 + id)}T00:00:00Z`,
  });
});

/** The server: every tour on one page of 1000, and the categories; records the tour calls. */
function serve(tours: readonly Tour[] = TOURS) {
  const calls: string[] = [];
  server.use(
    handle('get', '/api/Travel', ({ request, ok }) => {
      calls.push(new URL(request.url).search);
      return ok({ items: [...tours], totalCount: tours.length, totalPages: tours.length ? 1 : 0 });
    }),
    handle('get', '/api/Category', ({ ok }) => ok(CATEGORIES)),
  );
  return calls;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function renderTours(path = '/tours', language: 'en' | 'ar' = 'en') {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={[path]}>
          <nav>
            <Link to="/tours?category=1">Beaches shortcut</Link>
            <Link to="/elsewhere">Elsewhere</Link>
            <BackButton />
          </nav>
          <Routes>
            <Route path="/tours" element={<ToursScreen />} />
            <Route path="/travels" element={<ToursScreen />} />
            <Route path="/elsewhere" element={<p>Another page</p>} />
          </Routes>
          <Address />
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
}

const TEXT = {
  en: {
    search: 'Search tours',
    price: 'Maximum price',
    category: 'Category',
    sort: 'Sort by',
    reset: 'Reset All Filters',
    noMatches: 'No tours match your search criteria',
    showAll: 'Show All Tours',
    error: 'Failed to load tours. Please try again later.',
    tryAgain: 'Try Again',
  },
  ar: {
    search: 'ابحث في الرحلات',
    price: 'أقصى سعر',
    category: 'الفئة',
    sort: 'ترتيب حسب',
    reset: 'إعادة ضبط جميع عوامل التصفية',
    noMatches: 'لا توجد رحلات تطابق معايير البحث',
    showAll: 'عرض جميع الرحلات',
    error: 'تعذّر تحميل الرحلات. يرجى المحاولة مرة أخرى لاحقاً.',
    tryAgain: 'حاول مرة أخرى',
  },
} as const;

const en = TEXT.en;

/** The titles of the tour cards on screen, in order. */
const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const address = () => screen.getByTestId('address').textContent;
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Tour pages' }))
    .getAllByRole('button')
    .filter((candidate) => /^Page \d+$/.test(candidate.getAttribute('aria-label') ?? ''))
    .map((candidate) => candidate.textContent);

const loaded = () => vi.waitFor(() => expect(screen.queryAllByRole('article').length).toBeGreaterThan(0));

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Tours listing (en)', () => {
  it('shows three skeleton cards while loading, then the five newest tours with their pages', async () => {
    const calls = serve();
    await renderTours();
    expect(screen.getAllByTestId('tour-skeleton')).toHaveLength(3);
    await loaded();
    expect(screen.queryAllByTestId('tour-skeleton')).toHaveLength(0);
    expect(calls).toEqual(['?PageSize=1000&PageIndex=1']);
    expect(shownTitles()).toEqual(['رحلة الأقصر الكبرى', 'Red Sea tour 11', 'Red Sea tour 10', 'Red Sea tour 9', 'Red Sea tour 8']);
    expect(screen.getByText('Tours found: 12 · Page 1 of 3')).toBeTruthy();
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('heading', { level: 1, name: 'All Tours' })).toBeTruthy();
    expect(address()).toBe('/tours');
  });

  it('searches title and destination city as the traveller types, in any case', async () => {
    serve();
    await renderTours();
    await loaded();
    type(en.search, '  LUXOR ');
    expect(shownTitles()).toEqual(['رحلة الأقصر الكبرى', 'Luxor tour 5', 'Luxor tour 4', 'Luxor tour 3', 'Luxor tour 2']);
    expect(screen.getByText('Tours found: 6 · Page 1 of 2')).toBeTruthy();
    type(en.search, 'hurghada');
    expect(shownTitles()).toHaveLength(5);
    expect(shownTitles().every((title) => title?.startsWith('Red Sea'))).toBe(true);
    expect(address()).toBe('/tours?q=hurghada');
  });

  it('filters by the price ceiling slider, shown in pounds', async () => {
    serve();
    await renderTours();
    await loaded();
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: en.price });
    expect(slider.min).toBe('0');
    expect(slider.max).toBe('10000');
    expect(slider.step).toBe('100');
    expect(slider.value).toBe('10000');
    expect(slider.getAttribute('aria-valuetext')).toBe('EGP 10,000 and above');
    fireEvent.change(slider, { target: { value: '2000' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('EGP 2,000');
    expect(screen.getAllByText('EGP 2,000').length).toBeGreaterThan(0);
    expect(shownTitles()).toEqual(['Luxor tour 4', 'Luxor tour 3', 'Luxor tour 2', 'Luxor tour 1']);
    expect(address()).toBe('/tours?max=2000');
  });

  it('offers All Categories and the server categories, and filters by one', async () => {
    serve();
    await renderTours();
    await loaded();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: en.category });
    expect([...select.options].map((option) => option.text)).toEqual(['All Categories', 'Beaches', 'Heritage']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(shownTitles()).toEqual(['Red Sea tour 11', 'Red Sea tour 9', 'Red Sea tour 7', 'Luxor tour 5', 'Luxor tour 3']);
    expect(screen.getByText('Tours found: 6 · Page 1 of 2')).toBeTruthy();
    expect(address()).toBe('/tours?category=2');
    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByText('Tours found: 12 · Page 1 of 3')).toBeTruthy();
    expect(address()).toBe('/tours');
  });

  it('sorts five ways, Newest First by default', async () => {
    serve();
    await renderTours();
    await loaded();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: en.sort });
    expect([...select.options].map((option) => option.text)).toEqual([
      'Newest First',
      'Price Low to High',
      'Price High to Low',
      'Highest Rated',
      'Departure Date',
    ]);
    expect(select.value).toBe('newest');
    fireEvent.change(select, { target: { value: 'price-asc' } });
    expect(shownTitles()).toEqual(['Luxor tour 1', 'Luxor tour 2', 'Luxor tour 3', 'Luxor tour 4', 'Luxor tour 5']);
    fireEvent.change(select, { target: { value: 'price-desc' } });
    expect(shownTitles()[0]).toBe('رحلة الأقصر الكبرى');
    fireEvent.change(select, { target: { value: 'rating' } });
    expect(shownTitles()[0]).toBe('Luxor tour 3');
    expect(address()).toBe('/tours?sort=rating');
  });

  it('pages through five at a time, and any filter or sort change returns to page 1', async () => {
    serve();
    await renderTours();
    await loaded();
    fireEvent.click(button('Page 2'));
    expect(shownTitles()).toEqual(['Red Sea tour 7', 'Red Sea tour 6', 'Luxor tour 5', 'Luxor tour 4', 'Luxor tour 3']);
    expect(button('Page 2').getAttribute('aria-current')).toBe('page');
    expect(address()).toBe('/tours?page=2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tours' }));
    fireEvent.click(button('Next page'));
    expect(shownTitles()).toEqual(['Luxor tour 2', 'Luxor tour 1']);
    expect(button('Next page').disabled).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: en.sort }), { target: { value: 'departure' } });
    expect(button('Page 1').getAttribute('aria-current')).toBe('page');
    fireEvent.click(button('Page 3'));
    type(en.search, 'tour');
    expect(button('Page 1').getAttribute('aria-current')).toBe('page');
    expect(address()).toBe('/tours?q=tour&sort=departure');
  });

  it('shows at most 5 page buttons, a window around the current page', async () => {
    serve(Array.from({ length: 40 }, (_, index) => makeTour(index + 1, { creationDate: `2030-02-${String(index % 28 + 1).padStart(2, '0')}T00:00:00Z` })));
    await renderTours('/tours?page=6');
    await loaded();
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    fireEvent.click(button('Page 4'));
    expect(pageButtons()).toEqual(['2', '3', '4', '5', '6']);
  });

  it('resets every filter and the sort with Reset All Filters', async () => {
    serve();
    await renderTours();
    await loaded();
    expect(button(en.reset).disabled).toBe(true);
    type(en.search, 'luxor');
    fireEvent.change(screen.getByRole('slider', { name: en.price }), { target: { value: '3000' } });
    fireEvent.change(screen.getByRole('combobox', { name: en.category }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: en.sort }), { target: { value: 'price-asc' } });
    expect(shownTitles()).toEqual(['Luxor tour 2', 'Luxor tour 4']);
    expect(address()).toBe('/tours?q=luxor&max=3000&category=1&sort=price-asc');
    fireEvent.click(button(en.reset));
    expect(screen.getByLabelText<HTMLInputElement>(en.search).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('slider', { name: en.price }).value).toBe('10000');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: en.category }).value).toBe('');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: en.sort }).value).toBe('newest');
    expect(screen.getByText('Tours found: 12 · Page 1 of 3')).toBeTruthy();
    expect(address()).toBe('/tours');
    expect(button(en.reset).disabled).toBe(true);
  });

  it("says when nothing matches, and Show All Tours brings every tour back", async () => {
    serve();
    await renderTours();
    await loaded();
    type(en.search, 'zanzibar');
    expect(screen.getByText(en.noMatches)).toBeTruthy();
    expect(shownTitles()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Tour pages' })).toBeNull();
    fireEvent.click(button(en.showAll));
    expect(screen.queryByText(en.noMatches)).toBeNull();
    expect(shownTitles()).toHaveLength(5);
    expect(screen.getByLabelText<HTMLInputElement>(en.search).value).toBe('');
  });

  it('shows the load failure with Try Again, which loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      handle('get', '/api/Travel', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(500, 'Database unavailable') : ok({ items: TOURS, totalCount: 12, totalPages: 1 });
      }),
      handle('get', '/api/Category', ({ ok }) => ok(CATEGORIES)),
    );
    await renderTours();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.error);
    expect(shownTitles()).toEqual([]);
    fireEvent.click(button(en.tryAgain));
    expect(screen.getAllByTestId('tour-skeleton')).toHaveLength(3);
    await loaded();
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts from the address: a shared link, a reload, the home page category shortcut', async () => {
    serve();
    await renderTours('/travels?category=2&sort=price-asc&page=2&q=tour');
    await loaded();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: en.category }).value).toBe('2');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: en.sort }).value).toBe('price-asc');
    expect(screen.getByLabelText<HTMLInputElement>(en.search).value).toBe('tour');
    expect(shownTitles()).toEqual(['Red Sea tour 11']);
    expect(button('Page 2').getAttribute('aria-current')).toBe('page');
  });

  it('follows a link to another listing while it is open, and the back button returns to each listing', async () => {
    serve();
    await renderTours('/tours?q=luxor');
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Beaches shortcut' }));
    const beaches = ['رحلة الأقصر الكبرى', 'Red Sea tour 10', 'Red Sea tour 8', 'Red Sea tour 6', 'Luxor tour 4'];
    await vi.waitFor(() => expect(shownTitles()).toEqual(beaches));
    expect(screen.getByLabelText<HTMLInputElement>(en.search).value).toBe('');
    expect(address()).toBe('/tours?category=1');
    fireEvent.click(button('Page 2'));
    expect(address()).toBe('/tours?category=1&page=2');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Another page')).toBeTruthy();
    fireEvent.click(button('Back'));
    await loaded();
    expect(shownTitles()).toEqual(['Luxor tour 2']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: en.category }).value).toBe('1');

    fireEvent.click(button('Back'));
    await vi.waitFor(() => expect(address()).toBe('/tours?q=luxor'));
    expect(screen.getByLabelText<HTMLInputElement>(en.search).value).toBe('luxor');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: en.category }).value).toBe('');
    expect(shownTitles()).toHaveLength(5);
  });

  it('drops a page past the last one and a category the server does not know', async () => {
    serve();
    await renderTours('/tours?category=77&page=9');
    await loaded();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: en.category }).value).toBe('');
    expect(button('Page 3').getAttribute('aria-current')).toBe('page');
    await vi.waitFor(() => expect(address()).toBe('/tours?page=3'));
  });

  it('says so when there are no tours at all', async () => {
    serve([]);
    await renderTours();
    expect(await screen.findByText('No tours available at the moment')).toBeTruthy();
    expect(screen.queryByText(en.noMatches)).toBeNull();
  });
});

describe('Tours listing (ar)', () => {
  it('reads right to left in Arabic, searches Arabic text and shows prices in pounds', async () => {
    serve();
    await renderTours('/tours', 'ar');
    const ar = TEXT.ar;
    expect(document.documentElement.dir).toBe('rtl');
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'جميع الرحلات' })).toBeTruthy();
    const category = screen.getByRole<HTMLSelectElement>('combobox', { name: ar.category });
    expect(category.options[0]?.text).toBe('جميع الفئات');
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: ar.sort });
    expect([...sort.options].map((option) => option.text)).toEqual([
      'الأحدث أولاً',
      'السعر من الأقل إلى الأعلى',
      'السعر من الأعلى إلى الأقل',
      'الأعلى تقييماً',
      'تاريخ المغادرة',
    ]);
    // Typed without the hamza, as many do: still finds الأقصر, and the tours whose names say Luxor in English
    // (the search's synonym table), newest first.
    type(ar.search, 'الاقصر');
    expect(shownTitles()).toEqual(['رحلة الأقصر الكبرى', 'Luxor tour 5', 'Luxor tour 4', 'Luxor tour 3', 'Luxor tour 2']);

    const slider = screen.getByRole<HTMLInputElement>('slider', { name: ar.price });
    fireEvent.change(slider, { target: { value: '400' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('400 ج.م');
    expect(screen.getByText(ar.noMatches)).toBeTruthy();
    fireEvent.click(button(ar.showAll));
    expect(shownTitles()).toHaveLength(5);
    expect(button(ar.reset).disabled).toBe(true);
  });

  it('finds a tour in Arabic by its English name and by an Arabic word in another form', async () => {
    // As the server lists them in Arabic: Arabic titles, with both languages' names to search.
    const pyramids = makeTour(20, {
      title: 'أهرامات الجيزة وأبو الهول',
      destinationCity: 'الجيزة',
      searchNames: ['Giza Pyramids and the Sphinx', 'Giza', 'أهرامات الجيزة وأبو الهول', 'الجيزة'],
      creationDate: '2030-02-01T00:00:00Z',
    });
    const karnak = makeTour(21, {
      title: 'الكرنك نهارًا ومعبد الأقصر ليلًا',
      destinationCity: 'الأقصر',
      searchNames: ['Karnak by Day, Luxor Temple by Night', 'Luxor', 'الكرنك نهارًا ومعبد الأقصر ليلًا', 'الأقصر'],
      creationDate: '2030-02-02T00:00:00Z',
    });
    const siwa = makeTour(22, { title: 'يوم في واحة سيوة', destinationCity: 'سيوة', searchNames: ['Siwa Oasis Day', 'Siwa', 'يوم في واحة سيوة', 'سيوة'] });
    serve([pyramids, karnak, siwa]);
    await renderTours('/tours', 'ar');
    await loaded();
    const ar = TEXT.ar;
    expect(shownTitles()).toHaveLength(3);
    // The English name typed in the Arabic interface.
    type(ar.search, 'luxor');
    expect(shownTitles()).toEqual(['الكرنك نهارًا ومعبد الأقصر ليلًا']);
    // The singular "هرم" finds "الأهرامات"; the Latin "Giza" the same tour.
    type(ar.search, 'هرم');
    expect(shownTitles()).toEqual(['أهرامات الجيزة وأبو الهول']);
    type(ar.search, 'GIZA');
    expect(shownTitles()).toEqual(['أهرامات الجيزة وأبو الهول']);
    // With a ta marbuta typed as ha, and without its hamza: still Siwa, then nothing for a place not sold.
    type(ar.search, 'واحه سيوه');
    expect(shownTitles()).toEqual(['يوم في واحة سيوة']);
    type(ar.search, 'أسوان');
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText(ar.noMatches)).toBeTruthy();
  });

  it('shows the load failure in Arabic with Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      handle('get', '/api/Travel', ({ fail }) => fail(500, 'Database unavailable')),
      handle('get', '/api/Category', ({ ok }) => ok(CATEGORIES)),
    );
    await renderTours('/tours', 'ar');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TEXT.ar.error);
    expect(within(alert).getByRole('button', { name: TEXT.ar.tryAgain })).toBeTruthy();
  });
});

