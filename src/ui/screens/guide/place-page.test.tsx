import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { makeTour, onePage } from '../../../../tests/fixtures/catalogue';
import { testPlace } from '../../../../tests/fixtures/guide';
import { shownLocation } from '../../../../tests/fixtures/location-probe';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import type { PlacePage as PlaceContent } from '@/content/types';
import { PlacePage } from './place-page';

const server = startMswServer();

const ASWAN_TOURS = [
  makeTour(21, { title: 'Aswan and Abu Simbel', destinationCity: 'Aswan' }),
  makeTour(22, { title: 'Felucca to Elephantine Island', destinationCity: 'Aswan' }),
];

function renderPlace(place: PlaceContent = testPlace, language: 'en' | 'ar' = 'en') {
  return renderScreen(
    place.route,
    <>
      <Route path={place.route} element={<PlacePage place={place} />} />
      <Route path="*" element={<p>Another page</p>} />
    </>,
    language,
  );
}

const tours = () => screen.getByRole('region', { name: 'Tours you can book' });

describe('PlacePage', () => {
  it('shows the way back, the description and the live tours of its query', async () => {
    const searches: (string | null)[] = [];
    server.use(
      handle('get', '/api/Travel', ({ request, ok }) => {
        searches.push(new URL(request.url).searchParams.get('search'));
        return ok({ items: ASWAN_TOURS, totalCount: 2, totalPages: 1 });
      }),
    );
    await renderPlace();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Cities', 'Aswan']);
    expect(breadcrumb.getByText('Aswan').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Aswan' })).toBeTruthy();
    expect(screen.getByText('Nubian villages and the Nile at its most beautiful.')).toBeTruthy();

    expect(await within(tours()).findByRole('heading', { name: 'Aswan and Abu Simbel' })).toBeTruthy();
    expect(within(tours()).getByRole('heading', { name: 'Felucca to Elephantine Island' })).toBeTruthy();
    expect(searches).toEqual(['aswan']);

    fireEvent.click(breadcrumb.getByRole('link', { name: 'Cities' }));
    expect(shownLocation().pathname).toBe('/cities');
  });

  it('says when there are no tours, and links the whole listing', async () => {
    server.use(handle('get', '/api/Travel/discounted', ({ ok }) => ok(onePage([]))));
    await renderPlace({ ...testPlace, route: '/discounted-tours', tours: { kind: 'discounted' }, parent: undefined });
    expect(await within(tours()).findByText('No tours available at the moment')).toBeTruthy();
    // Without a parent, the way back is home only.
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link')).toHaveLength(1);
    fireEvent.click(within(tours()).getByRole('link', { name: 'Browse all tours' }));
    expect(shownLocation().pathname).toBe('/tours');
  });

  it('shows the spec error with Try Again, and the tours once the server answers', async () => {
    let calls = 0;
    server.use(
      handle('get', '/api/Travel', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(500, 'database unavailable') : ok({ items: ASWAN_TOURS, totalCount: 2, totalPages: 1 });
      }),
    );
    await renderPlace();
    const alert = await within(tours()).findByRole('alert');
    expect(within(alert).getByText('Failed to load tours. Please try again later.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(tours()).findByRole('heading', { name: 'Aswan and Abu Simbel' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('reads right to left in Arabic, asking the server for Arabic tours', async () => {
    const languages: (string | null)[] = [];
    server.use(
      handle('get', '/api/Travel', ({ request, ok }) => {
        languages.push(request.headers.get('Accept-Language'));
        return ok({ items: [makeTour(23, { title: 'أسوان وأبو سمبل' })], totalCount: 1, totalPages: 1 });
      }),
    );
    await renderPlace(testPlace, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    const region = screen.getByRole('region', { name: 'رحلات يمكنك حجزها' });
    expect(await within(region).findByRole('heading', { name: 'أسوان وأبو سمبل' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'مسار التنقل' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'الرئيسية',
      'المدن',
      'أسوان',
    ]);
    expect(languages).toEqual(['ar']);
  });
});
