import { beforeAll, describe, expect, it } from 'vitest';
import { signCallback } from './payment-provider';
import { bookingBody, seatsOf, tourPicker } from '../testing/bookings';
import { useTestServer } from '../testing/harness';
import { createTestUser, type TestUser } from '../testing/users';

/**
 * Two travellers can never take the same last seat (S4): many bookings at once, over real
 * HTTP, against the real database (PGlite by default, PostgreSQL when DATABASE_URL is set).
 */
describe('bookings at the same moment', () => {
  const server = useTestServer();
  let travellers: TestUser[];
  let pickTour: ReturnType<typeof tourPicker>;

  beforeAll(async () => {
    travellers = [];
    for (let index = 0; index < 20; index += 1) travellers.push(await createTestUser(server.services, `Racer ${index}`));
    pickTour = tourPicker(server.services);
  }, 60_000);

  const book = (token: string, body: unknown) =>
    fetch(`${server.url}/api/Booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  it('gives the last 5 seats to exactly 5 of 20 travellers booking at once; the other 15 hear the tour is sold out', async () => {
    const tour = await pickTour(5);
    await server.services.db.query('update tours set available_seats = 5 where id = $1', [tour.id]);

    const responses = await Promise.all(travellers.map((traveller) => book(traveller.token, bookingBody(tour.id, { adults: 1 }))));
    const answers = await Promise.all(responses.map(async (response) => ({ status: response.status, body: (await response.json()) as object })));

    const held = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(held).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) expect(answer.body).toEqual({ message: 'This tour is sold out.' });
    expect(new Set(held.map((answer) => (answer.body as { id: number }).id)).size).toBe(5);

    expect(await seatsOf(server.services, tour.id)).toBe(0);
    const holds = await server.services.db.one<{ count: number; seats: number }>(
      "select count(*)::int as count, coalesce(sum(seats), 0)::int as seats from bookings where tour_id = $1 and status = 'pending'",
      [tour.id],
    );
    expect(holds).toEqual({ count: 5, seats: 5 });
  });

  it('never splits a party: of 10 parties of 2 racing for 5 seats, 2 get seats and 1 seat stays free', async () => {
    const tour = await pickTour(5);
    await server.services.db.query('update tours set available_seats = 5 where id = $1', [tour.id]);

    const responses = await Promise.all(
      travellers.slice(0, 10).map((traveller) => book(traveller.token, bookingBody(tour.id, { adults: 1, underFive: 1 }))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    const refused = await Promise.all(responses.filter((response) => response.status === 409).map((response) => response.json()));
    expect(new Set(refused.map((body) => JSON.stringify(body)))).toEqual(new Set([JSON.stringify({ message: 'Only 1 seat is left on this tour.' })]));
    expect(await seatsOf(server.services, tour.id)).toBe(1);
  });

  it('applies a decline once, however many copies of the callback arrive at once: the hold goes on', async () => {
    const tour = await pickTour(5);
    const before = await seatsOf(server.services, tour.id);
    const traveller = travellers[0]!;
    const created = (await (await book(traveller.token, bookingBody(tour.id, { adults: 3 }))).json()) as { id: number };
    const total = 3 * tour.price;
    const { data } = await server.api(traveller.token).POST('/api/Payment/initiate', {
      body: { bookingId: created.id, amount: total, currency: 'EGP', paymentMethod: 'card' },
    });
    const paymentId = data!.paymentUrl.split('/').pop()!;
    const fields = { paymentId, bookingId: created.id, status: 'failed' as const, amount: total, currency: 'EGP' };
    const body = JSON.stringify({ ...fields, hmac: signCallback(server.services.config.paymentCallbackSecret, fields) });

    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${server.url}/api/Payment/callback`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 12 }, () => 204));
    expect(await seatsOf(server.services, tour.id)).toBe(before - 3);
    expect(await (await fetch(`${server.url}/api/Booking/${created.id}`)).json()).toMatchObject({ status: 'pending', lastPayment: 'declined' });
    const payments = await server.services.db.query<{ status: string }>('select status from payments where booking_id = $1', [created.id]);
    expect(payments).toEqual([{ status: 'failed' }]);
  });
});
