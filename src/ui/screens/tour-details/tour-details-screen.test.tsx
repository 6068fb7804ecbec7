// Kept whole: every behaviour of the tour page (its tabs, Book This Tour, the policy, reviews, Arabic), sharing one served tour and one rendered harness.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, type InitialEntry } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { handle, TEST_API_BASE } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { TourDetailsScreen } from './tour-details-screen';
import { gizaTour } from '../../../../tests/fixtures/catalogue';
import { signIn } from '../../../../tests/fixtures/session';
import { shownLocation } from '../../../../tests/fixtures/location-probe';
import { renderScreen } from '../../../../tests/fixtures/render-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

const server = startMswServer();

/** Two reviews of every tour: one in English, one in Arabic, newest first. */
const REVIEWS: components['schemas']['Review'][] = [
  { id: 2, userId: 'u-8', userName: 'Nour S.', userAvatar: null, rating: 4, text: 'رحلة جميلة <b>جدًا</b>', language: 'ar', date: '2026-03-02T10:00:00.000Z', editedAt: null },
  { id: 1, userId: 'u-9', userName: 'Emma C.', userAvatar: null, rating: 5, text: 'A wonderful day.', language: 'en', date: '2026-02-01T10:00:00.000Z', editedAt: null },
];
beforeEach(() => {
  server.use(
    handle('get', '/api/Travel/{id}/reviews', ({ ok }) => ok({ items: REVIEWS, totalCount: 2, totalPages: 1, pageIndex: 1, rating: 4.5, reviewCount: 2 })),
    handle('get', '/api/Travel/{id}/reviews/mine', ({ ok }) => ok({ canReview: false, reason: 'notBooked', review: null })),
  );
});

type Tour = components['schemas']['Tour'];
type ItineraryDay = components['schemas']['ItineraryDay'];

const day = (overrides: Partial<ItineraryDay>): ItineraryDay => ({
  title: 'Pyramids and Sphinx',
  dayNumber: 1,
  description: 'Walk the Giza plateau.',
  startTime: '08:00:00',
  endTime: '18:00:00',
  location: 'Giza Plateau',
  activities: [],
  includesBreakfast: false,
  includesLunch: false,
  includesDinner: false,
  notes: null,
  ...overrides,
});

/** The Giza tour with everything its page can show: coordinates, images, amenities, what is included. */
function makeTour(overrides: Partial<Tour> = {}): Tour {
  return gizaTour({
    description: 'A full day at the Pyramids of Giza and the Great Sphinx.',
    // Ahead of any day these tests run on: a tour that has left reads differently.
    startDate: '2030-12-05T08:00:00+02:00',
    endDate: '2030-12-07T18:00:00+02:00',
    departurePointLat: 30.0444,
    departurePointLng: 31.2357,
    destinationCityLat: 29.9792,
    destinationCityLng: 31.1342,
    transportationType: 'Air-conditioned minibus',
    coverImageUrl: '/images/tours/giza-pyramids.svg',
    amenities: ['Egyptologist guide', 'Bottled water'],
    profileImageUrl: '/images/companies/nile-horizons.svg',
    companyProfileImageUrl: '/images/companies/nile-horizons.svg',
    imageUrls: ['/images/tours/giza-pyramids.svg', '/images/tours/giza-sphinx.svg'],
    categoryId: 2,
    included: ['Hotel pick-up', 'Entrance tickets'],
    notIncluded: ['Tips'],
    ...overrides,
  });
}
/** Answers GET /api/Travel/{id} with `tour` for its id (404 for any other), recording the ids asked for. */
function serveTour(tour: Tour): string[] {
  const asked: string[] = [];
  server.use(
    handle('get', '/api/Travel/{id}', ({ params, ok, fail }) => {
      asked.push(params.id);
      return params.id === String(tour.id) ? ok(tour) : fail(404, 'Tour not found');
    }),
  );
  return asked;
}

function renderAt(entry: InitialEntry, language: 'en' | 'ar' = 'en') {
  return renderScreen(
    entry,
    <>
      <Route path="/travel-with-us" element={<TourDetailsScreen />} />
      <Route path="/book-now" element={<p>Booking form</p>} />
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/tours" element={<p>All tours</p>} />
    </>,
    language,
  );
}

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
/** The hero's cover: decorative (the title is beside it), so it has no name and no img role. */
const heroImage = () => document.querySelector<HTMLImageElement>('header img') ?? new Image();

describe('Tour details: which tour', () => {
  it('opens a deep link by ?id= (a reload or a shared link)', async () => {
    const asked = serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    expect(screen.getByText('Loading tour details...').closest('[role="status"]')).toBeTruthy();
    await findHeading('Giza Pyramids Day Tour');
    expect(asked).toEqual(['3']);
    expect(screen.getByText('Giza', { selector: 'p' })).toBeTruthy();
    expect(heroImage().src).toBe(`${TEST_API_BASE}/images/tours/giza-pyramids.svg`);
  });

  it('covers the hero with coverImageUrl, else image, else the first gallery picture', async () => {
    serveTour(makeTour({ coverImageUrl: null, image: null, imageUrls: ['', '/images/tours/giza-sphinx.svg'] }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(heroImage().src).toBe(`${TEST_API_BASE}/images/tours/giza-sphinx.svg`);
    fireEvent.error(heroImage());
    expect(heroImage().src).toBe(`${TEST_API_BASE}/images/default-tour.svg`);
  });

  it('takes the id from navigation state first and writes it into the address, keeping the state', async () => {
    const asked = serveTour(makeTour({ id: 5, title: 'Siwa Oasis Escape' }));
    await renderAt({ pathname: '/travel-with-us', search: '?id=9', state: { id: 5 } });
    await findHeading('Siwa Oasis Escape');
    expect(asked).toEqual(['5']);
    expect(shownLocation().search).toBe('?id=5');
    expect(shownLocation().state).toEqual({ id: 5 });
  });

  it.each([
    ['tour.id', { tour: { id: 5 } }],
    ['tourId', { tourId: 5 }],
  ])('reads %s from navigation state (the assistant and older links)', async (_case, state) => {
    serveTour(makeTour({ id: 5, title: 'Siwa Oasis Escape' }));
    await renderAt({ pathname: '/travel-with-us', state });
    await findHeading('Siwa Oasis Escape');
    expect(shownLocation().search).toBe('?id=5');
  });

  it("says 'Failed to load tour details' in red with 'Tour ID is missing', and asks nothing, when there is no id", async () => {
    await renderAt('/travel-with-us');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load tour details' })).toBeTruthy();
    expect(within(alert).getByText('Tour ID is missing')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Browse all tours' }).getAttribute('href')).toBe('/tours');
  });

  it('says the tour does not exist, with a way to the tour list, on a 404', async () => {
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=404');
    await findHeading('Tour not found');
    expect(screen.getByRole('link', { name: 'Browse all tours' }).getAttribute('href')).toBe('/tours');
  });

  it('offers Try Again when the server fails, and loads on the second try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      handle('get', '/api/Travel/{id}', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(500, 'database unavailable') : ok(makeTour());
      }),
    );
    await renderAt('/travel-with-us?id=3');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Failed to load tour details');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await findHeading('Giza Pyramids Day Tour');
    expect(calls).toBe(2);
  });
});

describe('Tour details: the tabs', () => {
  it('Information: price, availability, company, details, amenities, included and not included', async () => {
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(tab('Information').getAttribute('aria-selected')).toBe('true');
    const info = within(panel());
    expect(info.getByRole('heading', { level: 2, name: 'Giza Pyramids Day Tour' })).toBeTruthy();
    expect(info.getByRole('button', { name: 'Favorite: Giza Pyramids Day Tour' })).toBeTruthy();
    expect(info.getByText('EGP 2,500')).toBeTruthy();
    expect(info.getByText('Available')).toBeTruthy();
    expect(info.getByRole('img', { name: 'Rated 4.7 out of 5 from 12 reviews' })).toBeTruthy();
    expect(info.getByRole('link', { name: 'Nile Horizons Travel' }).getAttribute('href')).toBe('/companies/7');
    expect(info.getByText('A full day at the Pyramids of Giza and the Great Sphinx.')).toBeTruthy();
    const detail = (term: string) => info.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(detail('Destination')).toBe('Giza');
    expect(detail('Departure Location')).toBe('Tahrir Square, Cairo');
    expect(detail('Departure Date')).toBe('Thu, 5 Dec 2030, 08:00');
    expect(detail('Return Date')).toBe('Sat, 7 Dec 2030, 18:00');
    expect(detail('Duration (days)')).toBe('3');
    expect(detail('Transport')).toBe('Air-conditioned minibus');
    expect(detail('Special Offer')).toBe('Children aged 5 to 11 travel at half price, and children under 5 at a quarter.');
    expect(info.getByText('Egyptologist guide')).toBeTruthy();
    const included = info.getByRole('heading', { name: 'Price includes' }).nextElementSibling as HTMLElement;
    expect(within(included).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['✓Hotel pick-up', '✓Entrance tickets']);
    const excluded = info.getByRole('heading', { name: 'Price does not include' }).nextElementSibling as HTMLElement;
    expect(within(excluded).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['✗Tips']);
  });

  it('Information: Sold Out, the default logo, N/A dates, a same-day tour of 1 day, and the empty included texts', async () => {
    serveTour(makeTour({ availableSeats: 0, companyProfileImageUrl: null, profileImageUrl: null, startDate: null, included: [], notIncluded: [], title: '' }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Untitled Tour');
    const info = within(panel());
    expect(info.getByText('Sold Out')).toBeTruthy();
    expect(info.getByRole<HTMLImageElement>('img', { name: 'Nile Horizons Travel logo' }).src).toBe(`${TEST_API_BASE}/images/placeholder-logo.svg`);
    expect(info.getByText('Departure Date', { selector: 'dt' }).nextElementSibling?.textContent).toBe('N/A');
    expect(info.getByText('Duration (days)', { selector: 'dt' }).nextElementSibling?.textContent).toBe('N/A');
    expect(info.getByText('No items are Included')).toBeTruthy();
    expect(info.getByText('No items are excluded')).toBeTruthy();
  });

  it('a broken company logo falls back to the default logo', async () => {
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    const logo = screen.getByRole<HTMLImageElement>('img', { name: 'Nile Horizons Travel logo' });
    fireEvent.error(logo);
    expect(logo.src).toBe(`${TEST_API_BASE}/images/placeholder-logo.svg`);
  });

  it('Tour Plan: zero-padded days in order, time range with the 08:00 and 18:00 defaults, location, activities and meals', async () => {
    serveTour(
      makeTour({
        itineraries: [
          day({ dayNumber: 2, title: 'Karnak and Luxor Temples', startTime: '', endTime: '', location: 'Luxor East Bank', activities: ['Felucca ride'], includesBreakfast: true, includesDinner: true }),
          day({ dayNumber: 1, startTime: '07:30:00', endTime: '16:15:00', includesLunch: true, notes: 'Wear comfortable shoes.' }),
        ],
      }),
    );
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    fireEvent.click(tab('Tour Plan'));
    expect(tab('Tour Plan').getAttribute('aria-selected')).toBe('true');
    const days = within(panel()).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(days).toHaveLength(2);
    const [first, second] = days as [HTMLElement, HTMLElement];
    expect(first.firstElementChild?.textContent).toBe('01');
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Day 01: Pyramids and Sphinx');
    expect(within(first).getByText('07:30 – 16:15')).toBeTruthy();
    expect(within(first).getByText('Lunch')).toBeTruthy();
    expect(within(first).queryByText('Breakfast')).toBeNull();
    expect(within(first).getByText('Notes: Wear comfortable shoes.')).toBeTruthy();
    expect(second.firstElementChild?.textContent).toBe('02');
    expect(within(second).getByText('08:00 – 18:00')).toBeTruthy();
    expect(within(second).getByText('Location: Luxor East Bank')).toBeTruthy();
    expect(within(second).getByText('Felucca ride')).toBeTruthy();
    expect(within(within(second).getByRole('list', { name: 'Meals' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Breakfast', 'Dinner']);
  });

  it("Tour Plan: 'No itinerary information available for this tour.'", async () => {
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    fireEvent.click(tab('Tour Plan'));
    expect(within(panel()).getByText('No itinerary information available for this tour.')).toBeTruthy();
  });

  it('Location: an OpenStreetMap embed with a box and a marker at the destination', async () => {
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    fireEvent.click(tab('Location'));
    const map = within(panel()).getByTitle('Map of Giza');
    const src = new URL(map.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('bbox')).toBe('31.0842,29.9292,31.1842,30.0292');
    expect(src.searchParams.get('marker')).toBe('29.9792,31.1342');
    expect(within(panel()).getByRole('link', { name: 'Open a larger map' }).getAttribute('target')).toBe('_blank');
    expect(within(panel()).queryByText('Location data not available.')).toBeNull();
  });

  it("Location: 'Location data not available.' and a sentence about the destination without coordinates", async () => {
    serveTour(makeTour({ destinationCityLat: null, destinationCityLng: null }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    fireEvent.click(tab('Location'));
    expect(within(panel()).getByText('Location data not available.')).toBeTruthy();
    expect(within(panel()).getByText(/This tour takes you to Giza, departing from Tahrir Square, Cairo\./)).toBeTruthy();
    expect(within(panel()).queryByTitle('Map of Giza')).toBeNull();
  });

  it('Gallery: the pictures, and a placeholder in place of a broken one', async () => {
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    fireEvent.click(tab('Gallery'));
    const images = within(panel()).getAllByRole<HTMLImageElement>('img');
    expect(images.map((image) => image.alt)).toEqual(['Giza Pyramids Day Tour, photo 1', 'Giza Pyramids Day Tour, photo 2']);
    expect(images[1]?.src).toBe(`${TEST_API_BASE}/images/tours/giza-sphinx.svg`);
    fireEvent.error(images[1] as HTMLImageElement);
    expect(images[1]?.src).toBe(`${TEST_API_BASE}/images/default-tour.svg`);
  });

  it('Gallery: 3 placeholders when the tour has no pictures; the hero falls back to the default image', async () => {
    serveTour(makeTour({ imageUrls: [], coverImageUrl: null, image: null }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(heroImage().src).toBe(`${TEST_API_BASE}/images/default-tour.svg`);
    fireEvent.click(tab('Gallery'));
    const images = within(panel()).getAllByRole<HTMLImageElement>('img');
    expect(images.map((image) => image.alt)).toEqual(['Photo coming soon 1', 'Photo coming soon 2', 'Photo coming soon 3']);
    expect(new Set(images.map((image) => image.src))).toEqual(new Set([`${TEST_API_BASE}/images/default-tour.svg`]));
  });

  it('moves between tabs with the arrow keys, Home and End, focus following', async () => {
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    act(() => tab('Information').focus());
    fireEvent.keyDown(tab('Information'), { key: 'ArrowRight' });
    expect(tab('Tour Plan').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Tour Plan'));
    expect(tab('Information').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Tour Plan'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Gallery'));
    fireEvent.keyDown(tab('Gallery'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Information'));
    fireEvent.keyDown(tab('Information'), { key: 'ArrowLeft' });
    expect(tab('Gallery').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Gallery'), { key: 'Home' });
    expect(tab('Information').getAttribute('aria-selected')).toBe('true');
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Information').id);
  });
});

describe('Tour details: Book This Tour', () => {
  const bookPanel = () => within(screen.getByRole('complementary', { name: 'Book This Tour' }));

  /** A row's count and price ('1 × EGP 2,500'), or the total's amount. */
  const row = (term: string) => {
    const value = bookPanel().getByText(term, { selector: 'dt' }).nextElementSibling;
    return (value?.querySelector('output') ?? value)?.textContent;
  };

  it('starts from 1 adult, 0 children and 0 under 5 with each price and the total, and opens /book-now?travelId=3 for a signed-in user', async () => {
    signIn();
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(row('Adults (12+)')).toBe('1 × EGP 2,500');
    expect(row('Children (5–11)')).toBe('0 × EGP 1,250');
    expect(row('Under 5 (0–4)')).toBe('0 × EGP 625');
    expect(row('Total price')).toBe('EGP 2,500');
    // A booking needs an adult: there is no going under one.
    expect(bookPanel().getByRole<HTMLButtonElement>('button', { name: 'One fewer: Adults (12+)' }).disabled).toBe(true);
    fireEvent.click(bookPanel().getByRole('button', { name: 'Book Now' }));
    await screen.findByText('Booking form');
    expect(shownLocation()).toEqual({
      pathname: '/book-now',
      search: '?travelId=3&adults=1&children=0&underFive=0',
      state: { travelId: 3, party: { adults: 1, children: 0, underFive: 0 } },
    });
  });

  it('sets the party with − and +, totals it live, stops at the seats left, and carries it to the booking form', async () => {
    signIn();
    serveTour(makeTour({ availableSeats: 4 }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    const press = (name: string) => fireEvent.click(bookPanel().getByRole('button', { name }));
    press('One more: Adults (12+)');
    press('One more: Children (5–11)');
    press('One more: Under 5 (0–4)');
    expect(row('Adults (12+)')).toBe('2 × EGP 2,500');
    expect(row('Total price')).toBe('EGP 6,875');
    // Four travellers, four seats: no more.
    expect(bookPanel().getByRole<HTMLButtonElement>('button', { name: 'One more: Children (5–11)' }).disabled).toBe(true);
    expect(bookPanel().getByText('Every seat left is in your party: 4.')).toBeTruthy();
    press('One fewer: Children (5–11)');
    expect(row('Total price')).toBe('EGP 5,625');
    expect(bookPanel().queryByText('Every seat left is in your party: 4.')).toBeNull();
    press('One more: Children (5–11)');
    press('Book Now');
    await screen.findByText('Booking form');
    expect(shownLocation()).toEqual({
      pathname: '/book-now',
      search: '?travelId=3&adults=2&children=1&underFive=1',
      state: { travelId: 3, party: { adults: 2, children: 1, underFive: 1 } },
    });
  });

  it('asks a signed-out user to log in first, and goes to /login when they agree', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    fireEvent.click(bookPanel().getByRole('button', { name: 'Book Now' }));
    expect(confirm).toHaveBeenCalledWith('You need to login first. Do you want to login now?');
    await screen.findByText('Login page');
    expect(shownLocation().state).toEqual({ from: '/travel-with-us?id=3' });
  });

  it('is still shown for a sold-out tour, with Sold Out disabled', async () => {
    serveTour(makeTour({ availableSeats: 0 }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(bookPanel().getByRole<HTMLButtonElement>('button', { name: 'Sold Out' }).disabled).toBe(true);
    expect(bookPanel().queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('says a tour that has already left has left, not that it is sold out', async () => {
    // The server answers 0 seats for a tour that has left.
    serveTour(makeTour({ availableSeats: 0, startDate: '2025-12-05T08:00:00+02:00', endDate: '2025-12-07T18:00:00+02:00' }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(bookPanel().getByRole<HTMLButtonElement>('button', { name: 'This tour has left' }).disabled).toBe(true);
    expect(bookPanel().queryByRole('button', { name: 'Sold Out' })).toBeNull();
    expect(screen.getByText('Departed')).toBeTruthy();
    expect(screen.queryByText('Sold Out')).toBeNull();
  });
});

describe('Tour details: the cancellation policy before booking', () => {
  const policy = () => within(screen.getByRole('complementary', { name: /Book This Tour|احجز هذه الرحلة/ })).getByTestId('cancellation-policy').textContent;

  it('states the free cancellation deadline in Cairo time beside Book Now', async () => {
    serveTour(makeTour());
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(policy()).toBe('Free cancellation until Wed 4 Dec, 08:00 (Cairo time)');
  });

  it('follows the tour’s own hours', async () => {
    serveTour(makeTour({ freeCancellationHours: 48 }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(policy()).toBe('Free cancellation until Tue 3 Dec, 08:00 (Cairo time)');
  });

  it('says a non-refundable tour cannot be refunded once paid', async () => {
    serveTour(makeTour({ freeCancellationHours: null }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(policy()).toBe('No free cancellation: this tour cannot be refunded once paid');
  });

  it('invents no moment for a tour without a date, and says nothing for a tour that has left', async () => {
    serveTour(makeTour({ startDate: null, endDate: null }));
    const first = await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(policy()).toBe('Free cancellation up to 24 h before departure');
    first.unmount();
    serveTour(makeTour({ availableSeats: 0, startDate: '2025-12-05T08:00:00+02:00', endDate: '2025-12-07T18:00:00+02:00' }));
    await renderAt('/travel-with-us?id=3');
    await findHeading('Giza Pyramids Day Tour');
    expect(screen.queryByTestId('cancellation-policy')).toBeNull();
  });

  it('reads in Arabic', async () => {
    serveTour(makeTour());
    const first = await renderAt('/travel-with-us?id=3', 'ar');
    await findHeading('Giza Pyramids Day Tour');
    expect(policy()).toBe('إلغاء مجاني حتى الأربعاء، 4 ديسمبر، 08:00 (بتوقيت القاهرة)');
    first.unmount();
    serveTour(makeTour({ freeCancellationHours: null }));
    await renderAt('/travel-with-us?id=3', 'ar');
    await findHeading('Giza Pyramids Day Tour');
    expect(policy()).toBe('لا يوجد إلغاء مجاني: لا يمكن استرداد قيمة هذه الرحلة بعد الدفع');
  });
});

describe('Tour details in Arabic', () => {
  it('reads right to left, with Arabic tabs, prices and texts; the arrow keys follow the reading direction', async () => {
    serveTour(makeTour({ itineraries: [day({ dayNumber: 1, startTime: '', endTime: '' })], imageUrls: [] }));
    await renderAt('/travel-with-us?id=3', 'ar');
    await findHeading('Giza Pyramids Day Tour');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['المعلومات', 'برنامج الرحلة', 'الموقع', 'معرض الصور']);
    expect(within(panel()).getByText('2,500 ج.م')).toBeTruthy();
    expect(within(panel()).getByText('الأطفال من 5 إلى 11 سنة يسافرون بنصف السعر، ومن هم دون 5 سنوات بربع السعر.')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'احجز هذه الرحلة' })).toBeTruthy();
    act(() => tab('المعلومات').focus());
    fireEvent.keyDown(tab('المعلومات'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('برنامج الرحلة'));
    expect(within(panel()).getByText('08:00 – 18:00')).toBeTruthy();
    expect(within(panel()).getByRole('heading', { level: 3 }).textContent).toBe('اليوم 01: Pyramids and Sphinx');
    fireEvent.keyDown(tab('برنامج الرحلة'), { key: 'End' });
    expect(within(panel()).getAllByRole<HTMLImageElement>('img').map((image) => image.alt)).toEqual([
      'صورة قادمة قريبًا 1',
      'صورة قادمة قريبًا 2',
      'صورة قادمة قريبًا 3',
    ]);
  });

  it("says 'Tour ID is missing' in Arabic", async () => {
    await renderAt('/travel-with-us', 'ar');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('تعذّر تحميل تفاصيل الرحلة');
    expect(within(alert).getByText('معرّف الرحلة مفقود')).toBeTruthy();
  });
});

describe('Tour details: reviews', () => {
  it('shows the average, the count and the reviews newest first, each in its language, as text', async () => {
    server.use(handle('get', '/api/Travel/{id}', ({ ok }) => ok(gizaTour({ id: 3, rating: 4.5, reviewCount: 2 }))));
    await renderAt('/travel-with-us?id=3');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const list = await within(section).findByRole('list', { name: 'Traveller reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-review-id'))).toEqual(['2', '1']);
    expect(within(items[0]!).getByText('Written in Arabic')).toBeTruthy();
    expect(within(items[0]!).getByText('رحلة جميلة <b>جدًا</b>').getAttribute('lang')).toBe('ar');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(section.querySelector('[data-rating]')?.getAttribute('data-review-count')).toBe('2');
  });

  it('signed in without a paid booking, Write a Review says who can review', async () => {
    signIn();
    server.use(handle('get', '/api/Travel/{id}', ({ ok }) => ok(gizaTour({ id: 3 }))));
    await renderAt('/travel-with-us?id=3');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await within(section).findByRole('list', { name: 'Traveller reviews' });
    const write = within(section).getByRole('button', { name: 'Write a Review' });
    await vi.waitFor(() => {
      fireEvent.click(write);
      expect(within(section).getByRole('alert').textContent).toBe('Only travellers who booked and paid for this tour can review it.');
    });
    expect(write.getAttribute('aria-expanded')).toBe('false');
  });
});
