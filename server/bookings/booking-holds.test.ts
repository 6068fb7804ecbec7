import { beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MS } from './bookings';
import { REFUND_REASONS } from './payments';
import { bookingBody, bookingRow, GOOD_CARD, seatsOf, submitCheckout, tourPicker } from '../testing/bookings';
import { useTestServer } from '../testing/harness';
import { createTestUser, type TestUser } from '../testing/users';
import { backgroundJobs } from '../areas';
import { holdExpiryJob } from './bookings.routes';

/**
 * A booking holds its seats for 15 minutes (S4): an unpaid hold expires and gives its seats
 * back, lazily when anyone looks and by a background sweep, and a late payment is handled fairly.
 * The server's clock moves in these tests, so they keep to their own server.
 */
describe('seat holds', () => {
  const server = useTestServer();
  let traveller: TestUser;
  let pickTour: ReturnType<typeof tourPicker>;

  beforeAll(async () => {
    traveller = await createTestUser(server.services, 'Salma Fathy');
    pickTour = tourPicker(server.services);
  }, 60_000);

  async function book(tourId: number, adults: number, user = traveller) {
    const { data, response } = await server.api(user.token).POST('/api/Booking', { body: bookingBody(tourId, { adults }) });
    expect(response.status).toBe(201);
    return data!.id;
  }

  const statusOf = async (bookingId: number) => ((await (await fetch(`${server.url}/api/Booking/${bookingId}`)).json()) as { status: string }).status;

  const initiate = (bookingId: number, amount: number) =>
    server.api(traveller.token).POST('/api/Payment/initiate', { body: { bookingId, amount, currency: 'EGP', paymentMethod: 'card' } });

  it('keeps the hold for 15 minutes, then expires it, gives the seats back, and refuses payment', async () => {
    const tour = await pickTour(3);
    const bookingId = await book(tour.id, 2);
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 2);

    server.clock.advance(HOLD_MS - 1_000);
    expect(await statusOf(bookingId)).toBe('pending');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 2);

    server.clock.advance(2_000);
    expect(await statusOf(bookingId)).toBe('expired');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats);
    // Reading again releases nothing more.
    expect(await statusOf(bookingId)).toBe('expired');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats);

    const { response, error } = await initiate(bookingId, 2 * tour.price);
    expect(response.status).toBe(409);
    expect(error).toEqual({ message: 'This booking’s 15-minute seat hold has expired. Please book again.' });
    const { data: listed } = await server.api(traveller.token).GET('/api/Booking');
    expect(listed?.find((booking) => booking.id === bookingId)?.status).toBe('expired');
  });

  it('gives lapsed seats to the next traveller who books, without waiting for the sweep', async () => {
    const tour = await pickTour(1);
    await server.services.db.query('update tours set available_seats = 1 where id = $1', [tour.id]);
    const first = await book(tour.id, 1);
    const latecomer = await createTestUser(server.services);
    const refused = await server.api(latecomer.token).POST('/api/Booking', { body: bookingBody(tour.id) });
    expect(refused.response.status).toBe(409);

    server.clock.advance(HOLD_MS + 1_000);
    const second = await server.api(latecomer.token).POST('/api/Booking', { body: bookingBody(tour.id) });
    expect(second.response.status).toBe(201);
    expect((await bookingRow(server.services, first)).status).toBe('expired');
    expect(await seatsOf(server.services, tour.id)).toBe(0);
  });

  it('has a background sweep, registered with the server, that expires lapsed holds on the server\'s clock', async () => {
    expect(backgroundJobs).toContain(holdExpiryJob);
    const tour = await pickTour(4);
    const bookingId = await book(tour.id, 4);
    server.clock.advance(HOLD_MS + 1_000);
    // Nothing has looked at the booking yet: it is still pending in the database.
    expect((await bookingRow(server.services, bookingId)).status).toBe('pending');

    const stop = holdExpiryJob(server.services, 25);
    try {
      await expect.poll(async () => (await bookingRow(server.services, bookingId)).status, { timeout: 5_000, interval: 25 }).toBe('expired');
    } finally {
      stop();
    }
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats);
  });

  it('honours a payment that arrives after the hold lapsed when the seats are still free', async () => {
    const tour = await pickTour(2);
    const bookingId = await book(tour.id, 2);
    const { data } = await initiate(bookingId, 2 * tour.price);
    server.clock.advance(HOLD_MS + 1_000);
    expect(await statusOf(bookingId)).toBe('expired');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats);

    // The traveller was still on the checkout page and pays now.
    const paid = await submitCheckout(new URL(data!.paymentUrl, server.url).toString(), GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(await statusOf(bookingId)).toBe('success');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 2);
  });

  it('refunds a late payment, and fails the booking, when its seats were taken meanwhile', async () => {
    const tour = await pickTour(2);
    await server.services.db.query('update tours set available_seats = 2 where id = $1', [tour.id]);
    const bookingId = await book(tour.id, 2);
    const { data } = await initiate(bookingId, 2 * tour.price);
    server.clock.advance(HOLD_MS + 1_000);
    const other = await createTestUser(server.services);
    await book(tour.id, 2, other);

    const paid = await submitCheckout(new URL(data!.paymentUrl, server.url).toString(), GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(await statusOf(bookingId)).toBe('failed');
    expect(await seatsOf(server.services, tour.id)).toBe(0);
    // The sandbox refunds it at once (it moves no money, so it records the refund with its own reference).
    const payment = await server.services.db.one<{ status: string; refund_reason: string | null; refund_status: string; refund_reference: string }>(
      'select status, refund_reason, refund_status, refund_reference from payments where booking_id = $1',
      [bookingId],
    );
    expect(payment).toMatchObject({ status: 'success', refund_reason: REFUND_REASONS.seatsGone, refund_status: 'refunded' });
    expect(payment?.refund_reference).toMatch(/^sandbox_refund_/);
  });
});
