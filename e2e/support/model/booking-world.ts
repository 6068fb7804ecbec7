/**
 * The server side of the booking-to-payment flow, as the model-driven tests set it up (issue 9): real
 * travellers, real tours and bookings, real payments through the sandbox gateway (DECISIONS #3, #4, #5).
 * Nothing here answers the page with made-up data; it changes what the real server holds.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, storeSessionOnLoad, uniqueEmail } from '../session';
import type { BrowserRun } from './model';

export const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export interface Tour {
  id: number;
  title: string;
  price: number;
  availableSeats: number;
  startDate?: string | null;
  freeCancellationHours?: number | null;
}

/** A paid booking of this tour can still be cancelled for a refund a day from now (issue 16). */
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
  const email = uniqueEmail('model');
  const registered = await run.request.post('/api/Auth/register', { data: { userName: name.replace(/\s+/g, ''), email, password: PASSWORD } });
  expect(registered.status()).toBeLessThan(300);
  const { token } = (await registered.json()) as { token: string };
  const phone = '+20 100 123 4567';
  const updated = await run.request.put('/api/Auth/updateuser', { headers: { Authorization: `Bearer ${token}` }, data: { name, email, phone } });
  expect(updated.ok()).toBe(true);
  const answer = (await updated.json()) as { token: string; user: Record<string, unknown> };
  await storeSessionOnLoad(run.page, answer.user, answer.token);
  run.traveller = { token: answer.token, name, phone };
  return run.traveller;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A pending booking of one adult, made through the API (its seat is held for 15 minutes). */
export async function bookOneSeat(run: BookingRun): Promise<{ id: number; amount: number }> {
  const traveller = await signIn(run);
  const tour = await chooseTour(run);
  const answer = await run.request.post('/api/Booking', {
    headers: bearer(traveller.token),
    data: { travelId: tour.id, totalquantity: 1, childrenUnderFiveNum: 0, nationalId: '29801011234567', phoneNumber: traveller.phone, numberOfAdults: 1, numberOfChildren: 0 },
  });
  expect(answer.status()).toBe(201);
  run.booking = { id: ((await answer.json()) as { id: number }).id, amount: tour.price };
  return run.booking;
}

/** Pays a booking the way the sandbox page does: start the payment, then post the card to the checkout. */
export async function payThroughApi(request: APIRequestContext, token: string, booking: { id: number; amount: number }, card: string): Promise<void> {
  const started = await request.post('/api/Payment/initiate', {
    headers: bearer(token),
    data: { bookingId: booking.id, paymentMethod: 'card', amount: booking.amount, currency: 'EGP' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { paymentUrl } = (await started.json()) as { paymentUrl: string };
  const paid = await request.post(paymentUrl, {
    form: { cardNumber: card, expiry: '12/30', cvc: '123', cardholder: 'Mariam Adel', action: 'pay' },
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
}

/** Another traveller holds every seat still left on the test's tour (DECISIONS #4: a booking holds seats). */
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

export async function takeEverySeat(run: BookingRun): Promise<void> {
  const tour = await chooseTour(run);
  const seats = ((await (await run.request.get(`/api/Travels/${tour.id}`)).json()) as Tour).availableSeats;
  if (seats <= 0) return;
  const registered = await run.request.post('/api/Auth/register', { data: { userName: 'OtherTraveller', email: uniqueEmail('other'), password: PASSWORD } });
  const { token } = (await registered.json()) as { token: string };
  const taken = await run.request.post('/api/Booking', {
    headers: bearer(token),
    data: { travelId: tour.id, totalquantity: seats, childrenUnderFiveNum: 0, nationalId: '29001019999999', phoneNumber: '+20 100 000 0000', numberOfAdults: seats, numberOfChildren: 0 },
  });
  expect(taken.status()).toBe(201);
  run.held.push({ token, id: ((await taken.json()) as { id: number }).id, amount: seats * tour.price });
}

/**
 * Gives the other traveller's seats back: they cancel their unpaid booking, which releases its hold at once
 * (issue 16: a declined card no longer does; the booking stays held so another card can pay).
 */
export async function releaseSeats(run: BookingRun): Promise<void> {
  for (const booking of run.held.splice(0)) {
    const cancelled = await run.request.post(`/api/Booking/${booking.id}/cancel`, { headers: bearer(booking.token) });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  }
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
