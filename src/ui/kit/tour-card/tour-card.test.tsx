import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { components } from '@core/contract/schema';
import { TEST_API_BASE } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { favouritesOnServer, renderCatalogue, sampleTour, signIn } from '../favourite-heart/favourites-test-harness';
import { DisplayCurrencyProvider } from '../price/display-currency';
import { TourCard, tourDetailsLink, type TourCardProps } from './tour-card';

type Tour = components['schemas']['Tour'];

const server = startMswServer();
afterEach(() => vi.restoreAllMocks());

async function renderCard(props: Partial<TourCardProps> & { tour?: Tour }, language: 'en' | 'ar' = 'en') {
  const tour = props.tour ?? sampleTour(3, { title: 'Luxor by Balloon' });
  const rendered = await renderCatalogue(<TourCard {...props} tour={tour} />, language);
  await act(() => Promise.resolve()); // the stored session is restored
  return { ...rendered, card: screen.getByRole('article') };
}

/** The value of a fact (a `dt` and its `dd`) on the card. */
const fact = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const cover = (card: HTMLElement) => card.querySelector('img') as HTMLImageElement;

describe('tour card (standard)', () => {
  it('shows the cover, price in pounds, title, rating, city, heart, See Details and Book Now', async () => {
    const { card } = await renderCard({});
    expect(within(card).getByRole('heading', { name: 'Luxor by Balloon', level: 3 })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Luxor by Balloon' })).toBe(card);
    expect(cover(card).getAttribute('src')).toBe(`${TEST_API_BASE}/images/tours/3.svg`);
    expect(within(card).getByText('EGP 2,500')).toBeTruthy();
    expect(within(card).getByText('Luxor')).toBeTruthy();
    const rating = card.querySelector('[data-rating]');
    expect(rating?.getAttribute('data-rating')).toBe('4.5');
    expect(rating?.textContent).toContain('4.5(8 reviews)');
    expect(within(card).getByText('Rated 4.5 out of 5 from 8 reviews')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Favorite: Luxor by Balloon' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See Details' }).getAttribute('href')).toBe('/travel-with-us?id=3');
    expect(within(card).getByRole('button', { name: 'Book Now' })).toBeTruthy();
  });

  it('See Details opens the details page with the id in the state and the URL', async () => {
    const { card } = await renderCard({});
    fireEvent.click(within(card).getByRole('link', { name: 'See Details' }));
    expect(await screen.findByRole('heading', { name: 'Tour details page' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/travel-with-us?id=3');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({ id: 3 });
    expect(tourDetailsLink(9)).toEqual({ to: '/travel-with-us?id=9', state: { id: 9 } });
  });

  it('defaults: Untitled Tour, "New" and no stars without reviews, the fallback image without or with a broken cover', async () => {
    const { card } = await renderCard({ tour: sampleTour(5, { title: '  ', rating: null, reviewCount: 0, coverImageUrl: null }) });
    expect(within(card).getByRole('heading', { name: 'Untitled Tour' })).toBeTruthy();
    expect(card.querySelector('[data-rating]')?.getAttribute('data-rating')).toBe('new');
    expect(card.textContent).toContain('New');
    expect(card.textContent).not.toMatch(/★|0\.0/);
    expect(cover(card).getAttribute('src')).toBe(`${TEST_API_BASE}/images/default-tour.svg`);
  });

  it('a broken cover falls back to the default tour image', async () => {
    const { card } = await renderCard({});
    fireEvent.error(cover(card));
    expect(cover(card).getAttribute('src')).toBe(`${TEST_API_BASE}/images/default-tour.svg`);
  });

  it.each([
    [{ coverImageUrl: null, image: '/images/a.svg', imageUrls: ['/images/b.svg'] }, '/images/a.svg'],
    [{ coverImageUrl: null, image: null, imageUrls: ['', '/images/b.svg'] }, '/images/b.svg'],
    [{ coverImageUrl: 'https://cdn.example/c.jpg', image: '/images/a.svg' }, 'https://cdn.example/c.jpg'],
  ])('the cover is coverImageUrl, else image, else the first image (%o)', async (overrides, expected) => {
    const { card } = await renderCard({ tour: sampleTour(6, overrides) });
    expect(cover(card).getAttribute('src')).toBe(expected.startsWith('http') ? expected : `${TEST_API_BASE}${expected}`);
  });

  it.each([0, -2])('with %i seats, Book Now is replaced by a disabled Sold Out', async (seats) => {
    const { card } = await renderCard({ tour: sampleTour(3, { availableSeats: seats }) });
    const soldOut = within(card).getByRole<HTMLButtonElement>('button', { name: 'Sold Out' });
    expect(soldOut.disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('never invents a rating: a rating without reviews behind it reads "New" (S10)', async () => {
    const { card, rerender } = await renderCard({ tour: sampleTour(11, { rating: 4.4, reviewCount: 0 }), variant: 'deal' });
    expect(card.querySelector('[data-rating]')?.getAttribute('data-rating')).toBe('new');
    rerender(<TourCard tour={sampleTour(11, { rating: null, reviewCount: undefined })} variant="listing" />);
    const listing = screen.getByRole('article');
    expect(listing.querySelectorAll('[data-rating]')).toHaveLength(1);
    expect(listing.querySelector('[role="img"]')).toBeNull();
  });

  it('EGP on every carousel (no dollar surface any more) and a struck original price with its discount badge', async () => {
    const { card } = await renderCard({ tour: sampleTour(3, { price: 2500 }), originalPrice: 3571 });
    expect(within(card).getByText('EGP 2,500')).toBeTruthy();
    expect(within(card).getByText('EGP 3,571').tagName).toBe('DEL');
    expect(within(card).getByText('-30%')).toBeTruthy();
    expect(card.textContent).not.toContain('$');
  });

  it.each([
    ['en', 'USD', 'EGP 2,500', '≈ $53', 'approximately $53 at the rate of 27 Nov 2026, EGP 47.50 per US dollar; you pay in Egyptian pounds'],
    ['ar', 'EUR', '2,500 ج.م', '≈ €45', 'نحو €45 بسعر صرف 27 نوفمبر 2026، 55.00 ج.م لكل يورو؛ الدفع بالجنيه المصري'],
  ] as const)('in %s with %s chosen: the EGP price, and beside it the approximate amount with the rate and its date', async (language, currency, egp, shown, explained) => {
    const rates = { date: '2026-11-27', source: 'test', egpPer: { USD: 47.5, EUR: 55 } };
    await renderCatalogue(
      <DisplayCurrencyProvider currency={currency} rates={rates}>
        <TourCard tour={sampleTour(3, { price: 2500 })} />
      </DisplayCurrencyProvider>,
      language,
    );
    await act(() => Promise.resolve());
    const card = screen.getByRole('article');
    expect(within(card).getByText(egp)).toBeTruthy();
    const approximate = within(card).getByText(shown);
    expect(approximate.getAttribute('aria-hidden')).toBe('true');
    expect(approximate.parentElement?.getAttribute('title')).toBe(explained);
    // A screen reader hears the explanation after the EGP price, never the converted amount alone.
    expect(card.textContent).toContain(`${egp} ${shown}(${explained})`);
  });
});

describe('tour card, Book Now', () => {
  it('signed in: goes to the booking page with the travel id and where it came from', async () => {
    signIn();
    const onServer = favouritesOnServer(server, []);
    const { card } = await renderCard({ fromRecommendation: true });
    await waitFor(() => expect(onServer.reads.count).toBe(1));
    fireEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/book-now?travelId=3');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({ travelId: 3, fromRecommendation: true });
  });

  it('signed out: asks to log in first, and stays when declined', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { card } = await renderCard({});
    fireEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
    expect(confirm).toHaveBeenCalledWith('You need to login first. Do you want to login now?');
    expect(screen.queryByRole('heading', { name: 'Booking page' })).toBeNull();
  });
});

describe('tour card variants', () => {
  it('deal: date range, location, duration in days rounded up, seats left', async () => {
    const { card } = await renderCard({ variant: 'deal' });
    expect(fact(card, 'Dates')).toBe('Wed, 1 Dec 2027, 08:00 – Fri, 3 Dec 2027, 18:00');
    expect(fact(card, 'Location')).toBe('Luxor');
    expect(fact(card, 'Duration')).toBe('3 days'); // 2 days and 10 hours
    expect(fact(card, 'Seats left')).toBe('12');
  });

  it('deal: a same-day tour lasts 1 day; missing dates read N/A', async () => {
    const { card, rerender } = await renderCard({ variant: 'deal', tour: sampleTour(3, { endDate: '2027-12-01T18:00:00+02:00' }) });
    expect(fact(card, 'Duration')).toBe('1 day');
    rerender(<TourCard variant="deal" tour={sampleTour(3, { startDate: null, endDate: null })} />);
    expect(fact(screen.getByRole('article'), 'Dates')).toBe('N/A');
    expect(fact(screen.getByRole('article'), 'Duration')).toBe('N/A');
  });

  it('leaving soon: the departure date and the seats left stand out', async () => {
    const { card } = await renderCard({ variant: 'leavingSoon', tour: sampleTour(3, { availableSeats: 4 }) });
    expect(within(card).getByText('Departs Wed, 1 Dec 2027, 08:00')).toBeTruthy();
    expect(within(card).getByText('4 seats left')).toBeTruthy();
  });

  it('listing: dates or N/A, seats, transport, stars rounded, description, View Details and Book Now', async () => {
    const { card } = await renderCard({ variant: 'listing', tour: sampleTour(3, { endDate: null, rating: 3.5, transportationType: 'Train' }) });
    expect(fact(card, 'Start date')).toBe('Wed, 1 Dec 2027, 08:00');
    expect(fact(card, 'End date')).toBe('N/A');
    expect(fact(card, 'Seats available')).toBe('12');
    expect(fact(card, 'Transportation')).toBe('Train');
    expect(within(card).getByRole('img', { name: 'Rated 3.5 out of 5 from 8 reviews' }).querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(within(card).getByText('Felucca at sunset and the temples of Karnak.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/travel-with-us?id=3');
    expect(within(card).getByRole('button', { name: 'Book Now' })).toBeTruthy();
  });
});

describe('tour card in Arabic', () => {
  it('reads right to left with Arabic labels, pounds and dates', async () => {
    const { card } = await renderCard({ variant: 'deal', tour: sampleTour(3, { title: '' }) }, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(card).getByRole('heading', { name: 'رحلة بدون عنوان' })).toBeTruthy();
    expect(within(card).getByText('2,500 ج.م')).toBeTruthy();
    expect(fact(card, 'التواريخ')).toBe('الأربعاء، 1 ديسمبر 2027، 08:00 – الجمعة، 3 ديسمبر 2027، 18:00');
    expect(fact(card, 'المدة')).toBe('3 أيام');
    expect(within(card).getByRole('link', { name: 'عرض التفاصيل' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'احجز الآن' })).toBeTruthy();
  });

  it('sold out reads in Arabic', async () => {
    const { card } = await renderCard({ tour: sampleTour(3, { availableSeats: 0 }) }, 'ar');
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'نفدت المقاعد' }).disabled).toBe(true);
  });
});
