/**
 * The server side of the booking-to-payment flow, as the model-driven tests set it up: real
 * travellers, real tours and bookings, real payments through the sandbox gateway (S3, S4, S5).
 * Nothing here answers the page with made-up data; it changes what the real server holds.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { book, cancelBooking, type Booking } from '../partner-tour';
import { registerTraveller, storeSessionOnLoad } from '../session';
import type { BrowserRun } from './model';

export interface Tour {
  id: number;
  title: string;
  price: number;
  availableSeats: number;
  startDate?: string | null;
  freeCancellationHours?: number | null;
}

/** A paid booking of this tour can still be cancelled for a refund a day from now. */
function cancellableForADay(tour: Tour): boolean {
  if (tour.freeCancellationHours === null || tour.freeCancellationHours === undefined || !tour.startDate) return false;
  return Date.parse(tour.startDate) - tour.freeCancellationHours * 3_600_000 > Date.now() + 86_400_000;
}

export interface Traveller {
  token: string;
  name: string;
  phone: string;
}

/** What one booking-flow test knows: the traveller, the tour, the booking, and who else holds seats. */
export interface BookingRun extends BrowserRun {
  device: 0 | 1;
  traveller?: Traveller;
  tour?: Tour;
  /** How the page under test is opened (set by the `before` set-ups of the path's first results). */
  entry?: 'tour' | 'noTravelId' | 'unknownTravelId' | 'departedTour' | 'typedAddress' | 'sandbox' | 'pendingBooking' | 'noBookingId' | 'unknownBookingId';
  /** The card the traveller pays with on the sandbox page. */
  card?: string;
  /** The booking under test, once known. */
  booking?: { id: number; amount: number };
  /** Bookings another traveller made to take seats, released again when the test ends. */
  held: Array<{ token: string; id: number; amount: number }>;
}

/** An id no tour and no booking has. */
export const UNKNOWN_ID = 999_999;

/** The cheapest tours are the hand-written booking journeys' (e2e/booking.spec.ts): the model keeps off them. */
const JOURNEY_TOURS = 12;

async function catalogue(request: APIRequestContext): Promise<Tour[]> {
  const answer = await request.get('/api/Travel?PageIndex=1&PageSize=1000&Sort=price-desc');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: Tour[] };
  const cheapest = [...items].sort((a, b) => a.price - b.price || a.id - b.id).slice(0, JOURNEY_TOURS).map((tour) => tour.id);
  return items.filter((tour) => tour.price > 0 && !cheapest.includes(tour.id));
}

/**
 * The tour a test books. A test that takes every seat gets one of the most expensive tours, its device's
 * own (these tests run one at a time per device and give the seats back when they end); any other test
 * books one seat on the roomiest tour further down the list whose free cancellation is open (a paid
 * booking of it can be cancelled and refunded), which many tests share.
 */
export async function chooseTour(run: BookingRun): Promise<Tour> {
  if (run.tour) return run.tour;
  const tours = (await catalogue(run.request)).filter((tour) => tour.availableSeats >= 3);
  const tour = run.exclusive
    ? tours[run.device]
    : [...tours.slice(4)].filter(cancellableForADay).sort((a, b) => b.availableSeats - a.availableSeats || a.id - b.id)[0];
  if (!tour) throw new Error('no tour with seats left for this test');
  run.tour = tour;
  return tour;
}

/**
 * A new traveller with a phone number on their profile (so the booking form starts with name and phone),
 * signed in as the app keeps a session: the stored user is in place before the first page loads.
 */
export async function signIn(run: BookingRun, name = 'Mariam Adel'): Promise<Traveller> {
  if (run.traveller) return run.traveller;
  const phone = '+20 100 123 4567';
  const { token, user } = await registerTraveller(run.request, name.replace(/\s+/g, ''), { profile: { name, phone } });
  await storeSessionOnLoad(run.page, user, token);
  run.traveller = { token, name, phone };
  return run.traveller;
}

/** A pending booking of one adult, made through the API (its seat is held for 15 minutes). */
export async function bookOneSeat(run: BookingRun): Promise<Booking> {
  const traveller = await signIn(run);
  const booking = await book(run.request, await chooseTour(run), { traveller, phone: traveller.phone });
  run.booking = booking;
  return booking;
}

/**
 * A seeded tour that has already left (the seed keeps a few: server/catalogue/seed/seed.test.ts). The listings
 * leave them out, so they are found by id: the first whose start is past.
 */
export async function departedTourId(run: BookingRun): Promise<number> {
  for (let id = 1; id <= 200; id++) {
    const answer = await run.request.get(`/api/Travels/${id}`);
    if (!answer.ok()) continue;
    const tour = (await answer.json()) as Tour;
    if (tour.startDate && Date.parse(tour.startDate) <= Date.now()) return id;
  }
  throw new Error('the seed has no tour that has left');
}

/** Another traveller holds every seat still left on the test's tour (S4: a booking holds seats). */
export async function takeEverySeat(run: BookingRun): Promise<void> {
  const tour = await chooseTour(run);
  const seats = ((await (await run.request.get(`/api/Travels/${tour.id}`)).json()) as Tour).availableSeats;
  if (seats <= 0) return;
  const other = await registerTraveller(run.request, 'OtherTraveller');
  const taken = await book(run.request, tour, { traveller: other, adults: seats, nationalId: '29001019999999', phone: '+20 100 000 0000' });
  run.held.push({ token: taken.token, id: taken.id, amount: taken.amount });
}

/**
 * Gives the other traveller's seats back: they cancel their unpaid booking, which releases its hold at once
 * (a declined card no longer does; the booking stays held so another card can pay).
 */
export async function releaseSeats(run: BookingRun): Promise<void> {
  for (const booking of run.held.splice(0)) await cancelBooking(run.request, booking.token, booking.id);
}

/** Books through the form as a traveller does: the tour's /book-now, the national ID, Book Now. */
export async function bookThroughForm(run: BookingRun): Promise<void> {
  await signIn(run);
  const tour = await chooseTour(run);
  const main = run.page.getByRole('main');
  await run.page.goto(`/book-now?travelId=${tour.id}&lng=en`);
  await main.getByLabel('National ID').fill('29801011234567');
  await main.getByRole('button', { name: 'Book Now' }).click();
}

/** The sandbox gateway's hosted page (server/bookings/sandbox-checkout.ts), filled as a traveller would. */
export async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/Payment\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Mariam Adel');
  await page.getByRole('button', { name: /^Pay / }).click();
}
