import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MS } from './bookings';
import { sandboxProvider } from './payment-provider';
import { initiatePayment, retryOwedRefunds, REFUND_REASONS, REFUND_RETRY_STEP_MS } from './payments';
import { bookingBody, bookingRow, expectedTotal, seatsOf, tourPicker, type SeedTour } from '../testing/bookings';
import { useTestServer } from '../testing/harness';
import { startPaymobStandin, type PaymobStandin } from '../testing/paymob-standin';
import { createTestUser, type TestUser } from '../testing/users';
import { paymentProviderFor } from './booking-services';

/**
 * Paying through Paymob: the real server with PAYMENT_PROVIDER=paymob against a stand-in
 * Paymob on loopback, which checks the requests, lets the test pay as the customer, signs and posts the
 * transaction-processed callback, and answers refunds.
 */
describe('payments through Paymob', () => {
  let standin: PaymobStandin;
  let traveller: TestUser;
  let pickTour: ReturnType<typeof tourPicker>;
  const account = { secretKey: 'egy_sk_test_5e3c', publicKey: 'egy_pk_test_9a1f', hmacSecret: 'C0FFEE-hmac-secret', integrationId: 4_863_251 };

  beforeAll(async () => {
    standin = await startPaymobStandin(account);
  });

  // Registered before the server's, so it runs after the server closed.
  afterAll(async () => {
    await standin.close();
  });

  const server = useTestServer(() => ({
    PAYMENT_PROVIDER: 'paymob',
    PAYMOB_SECRET_KEY: account.secretKey,
    PAYMOB_PUBLIC_KEY: account.publicKey,
    PAYMOB_HMAC_SECRET: account.hmacSecret,
    PAYMOB_INTEGRATION_ID: String(account.integrationId),
    PAYMOB_BASE_URL: standin.url,
  }));

  beforeAll(async () => {
    traveller = await createTestUser(server.services, 'Omar Khaled');
    pickTour = tourPicker(server.services);
  }, 60_000);

  async function book(tour: SeedTour, party: { adults: number; children?: number } = { adults: 1 }, user = traveller) {
    const { data, response } = await server.api(user.token).POST('/api/Booking', { body: bookingBody(tour.id, party) });
    expect(response.status).toBe(201);
    return { id: data!.id, total: expectedTotal(tour.price, party) };
  }

  function initiate(bookingId: number, amount: number, user = traveller) {
    return server.api(user.token).POST('/api/Payment/initiate', { body: { bookingId, amount, currency: 'EGP', paymentMethod: 'card' } });
  }

  /** Initiates and returns the Unified Checkout's client secret, having checked the address. */
  async function checkout(bookingId: number, amount: number, user = traveller): Promise<string> {
    const { data, response } = await initiate(bookingId, amount, user);
    expect(response.status).toBe(200);
    const address = new URL(data!.paymentUrl);
    expect(`${address.origin}${address.pathname}`).toBe(`${standin.url}/unifiedcheckout/`);
    expect(address.searchParams.get('publicKey')).toBe(account.publicKey);
    const clientSecret = address.searchParams.get('clientSecret')!;
    expect((await fetch(address)).status).toBe(200);
    return clientSecret;
  }

  async function statusOf(bookingId: number) {
    return ((await (await fetch(`${server.url}/api/Booking/${bookingId}`)).json()) as { status: string }).status;
  }

  async function paymentsOf(bookingId: number) {
    return server.services.db.query<{
      id: string;
      status: string;
      provider: string;
      provider_transaction_id: string | null;
      refund_reason: string | null;
      refund_status: string | null;
      refund_attempts: number;
      refund_reference: string | null;
    }>(
      `select id, status, provider, provider_transaction_id, refund_reason, refund_status, refund_attempts, refund_reference
         from payments where booking_id = $1 order by created_at, id`,
      [bookingId],
    );
  }

  it('takes a booking from checkout to paid: the intention in piasters, the signed callback, the transaction kept', async () => {
    const tour = await pickTour(4);
    const { id, total } = await book(tour, { adults: 2, children: 1 });
    const clientSecret = await checkout(id, total);

    const intention = standin.intention(clientSecret);
    const [payment] = await paymentsOf(id);
    expect(intention.request.amount).toBe(total * 100);
    expect(intention.request.currency).toBe('EGP');
    expect(intention.request.payment_methods).toEqual([account.integrationId]);
    expect(intention.request.items).toEqual([expect.objectContaining({ amount: total * 100, quantity: 1 })]);
    expect(intention.request.special_reference).toBe(payment!.id);
    expect(intention.request.notification_url).toBe(`${server.url}/api/Payment/paymob/callback`);
    expect(intention.request.redirection_url).toBe(`${server.url}/payment-status?bookingId=${id}`);
    expect(intention.request.billing_data).toMatchObject({ first_name: 'Omar', last_name: 'Khaled', email: traveller.email, city: 'NA' });

    // Asking again hands back the same checkout: no second intention.
    expect(await checkout(id, total)).toBe(clientSecret);
    expect(standin.intentions.filter((candidate) => candidate.request.special_reference === payment!.id)).toHaveLength(1);

    const paid = await standin.pay(clientSecret, 'approved');
    expect(paid.status).toBe(200);
    expect(await statusOf(id)).toBe('success');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 3);
    expect(await paymentsOf(id)).toEqual([
      expect.objectContaining({ status: 'success', provider: 'paymob', provider_transaction_id: String(paid.transactionId), refund_status: null }),
    ]);
    expect((await bookingRow(server.services, id)).status).toBe('success');
  });

  it('keeps the seats held when the card is declined, and another card pays through a new checkout', async () => {
    const tour = await pickTour(4);
    const { id, total } = await book(tour, { adults: 3 });
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 3);
    const declined = await standin.pay(await checkout(id, total), 'declined');
    expect(declined.status).toBe(200);
    expect(await statusOf(id)).toBe('pending');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 3);

    const paid = await standin.pay(await checkout(id, total), 'approved');
    expect(paid.status).toBe(200);
    expect(await statusOf(id)).toBe('success');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 3);
    expect((await paymentsOf(id)).map((payment) => payment.status).sort()).toEqual(['failed', 'success']);
  });

  it('refuses a forged callback with 401 and changes nothing', async () => {
    const tour = await pickTour(2);
    const { id, total } = await book(tour);
    const clientSecret = await checkout(id, total);

    const wrongKey = await standin.pay(clientSecret, 'approved', { hmacSecret: 'not-the-secret' });
    expect(wrongKey.status).toBe(401);
    const tampered = await standin.pay(clientSecret, 'declined', { tamper: (obj) => (obj.success = true) });
    expect(tampered.status).toBe(401);
    const noHmac = await fetch(wrongKey.url.replace(/\?hmac=.*/, ''), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: wrongKey.body });
    expect(noHmac.status).toBe(400);

    expect(await statusOf(id)).toBe('pending');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 1);
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ status: 'pending', provider_transaction_id: null })]);
  });

  it('applies a replayed callback once', async () => {
    const tour = await pickTour(3);
    const { id, total } = await book(tour, { adults: 2 });
    const declined = await standin.pay(await checkout(id, total), 'declined');
    expect(declined.status).toBe(200);
    for (let replay = 0; replay < 3; replay += 1) expect(await standin.replay(declined)).toBe(200);
    expect(await statusOf(id)).toBe('pending');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 2);
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('verifies a callback whose keys come in another order, and a late decline after a success does not undo it', async () => {
    const tour = await pickTour(2);
    const { id, total } = await book(tour, { adults: 2 });
    const clientSecret = await checkout(id, total);
    const paid = await standin.pay(clientSecret, 'approved', { reorderKeys: true });
    expect(paid.body.indexOf('"data"')).toBeLessThan(paid.body.indexOf('"amount_cents"'));
    expect(paid.status).toBe(200);
    expect(await statusOf(id)).toBe('success');

    const late = await standin.pay(clientSecret, 'declined');
    expect(late.status).toBe(200);
    expect(await statusOf(id)).toBe('success');
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 2);
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ status: 'success', provider_transaction_id: String(paid.transactionId) })]);
  });

  it('refuses an amount that is not the payment in piasters', async () => {
    const tour = await pickTour(2);
    const { id, total } = await book(tour);
    const clientSecret = await checkout(id, total);
    // Signed correctly, but for the amount in pounds rather than piasters.
    const wrong = await standin.pay(clientSecret, 'approved', { amountCents: total });
    expect(wrong.status).toBe(400);
    expect(await statusOf(id)).toBe('pending');
  });

  it('answers 502 and keeps the booking pending when Paymob cannot open a checkout, and works on the next try', async () => {
    const tour = await pickTour(2);
    const { id, total } = await book(tour);
    standin.failIntentions(1);
    const { response, error } = await initiate(id, total);
    expect(response.status).toBe(502);
    expect(error).toEqual({ message: 'The payment gateway could not be reached, so nothing was charged. Please try again in a moment.' });
    const { response: arabic, error: arabicError } = await server
      .api(traveller.token, 'ar')
      .POST('/api/Payment/initiate', { body: { bookingId: id, amount: total, currency: 'EGP', paymentMethod: 'card' } });
    expect(arabic.status).toBe(200);
    expect(arabicError).toBeUndefined();
    expect(await statusOf(id)).toBe('pending');
    // The refused attempt's payment is closed; the new checkout has a reference of its own.
    const [refused, open] = await paymentsOf(id);
    expect(refused).toMatchObject({ status: 'failed', provider_transaction_id: null });
    expect(open).toMatchObject({ status: 'pending' });
    expect(standin.intentions.at(-1)!.request.special_reference).toBe(open!.id);
  });

  it('refunds a payment whose seats were taken meanwhile, at Paymob, once and only once', async () => {
    const tour = await pickTour(2);
    await server.services.db.query('update tours set available_seats = 2 where id = $1', [tour.id]);
    const { id, total } = await book(tour, { adults: 2 });
    const clientSecret = await checkout(id, total);
    server.clock.advance(HOLD_MS + 1_000);
    const other = await createTestUser(server.services);
    await book(tour, { adults: 2 }, other);

    const paid = await standin.pay(clientSecret, 'approved');
    expect(paid.status).toBe(200);
    expect(await statusOf(id)).toBe('failed');
    expect(await seatsOf(server.services, tour.id)).toBe(0);
    const made = () => standin.refunds.filter((refund) => refund.transactionId === paid.transactionId);
    expect(made()).toEqual([{ transactionId: paid.transactionId, amountCents: total * 100, made: true }]);
    expect(await paymentsOf(id)).toEqual([
      expect.objectContaining({ status: 'success', refund_reason: REFUND_REASONS.seatsGone, refund_status: 'refunded', refund_attempts: 1 }),
    ]);

    // Paymob retries the callback; the sweep runs: neither asks Paymob again.
    expect(await standin.replay(paid)).toBe(200);
    await retryOwedRefunds(server.services.db, paymentProviderFor(server.services), new Date(server.clock.now().getTime() + 3_600_000), server.services.logger);
    expect(made()).toHaveLength(1);
  });

  it('retries a refund Paymob failed, in the sweep, until it is made; a second charge on one checkout is refunded', async () => {
    const tour = await pickTour(2);
    const { id, total } = await book(tour);
    const clientSecret = await checkout(id, total);
    const first = await standin.pay(clientSecret, 'approved');
    expect(first.status).toBe(200);

    standin.failRefunds(1);
    const second = await standin.pay(clientSecret, 'approved');
    expect(second.status).toBe(200);
    expect(await statusOf(id)).toBe('success');
    const [kept, extra] = await paymentsOf(id);
    expect(kept).toMatchObject({ status: 'success', provider_transaction_id: String(first.transactionId), refund_status: null });
    expect(extra).toMatchObject({ status: 'success', provider_transaction_id: String(second.transactionId), refund_status: 'failed', refund_attempts: 1 });
    expect(await standin.replay(second)).toBe(200);
    expect(await paymentsOf(id)).toHaveLength(2);

    const provider = paymentProviderFor(server.services);
    // Not yet: a failed refund waits before it is tried again.
    await retryOwedRefunds(server.services.db, provider, server.clock.now(), server.services.logger);
    expect(standin.refunds.filter((refund) => refund.transactionId === second.transactionId)).toHaveLength(1);
    await retryOwedRefunds(server.services.db, provider, new Date(server.clock.now().getTime() + 2 * REFUND_RETRY_STEP_MS), server.services.logger);
    await retryOwedRefunds(server.services.db, provider, new Date(server.clock.now().getTime() + 10 * REFUND_RETRY_STEP_MS), server.services.logger);
    expect(standin.refunds.filter((refund) => refund.transactionId === second.transactionId)).toEqual([
      { transactionId: second.transactionId, amountCents: total * 100, made: false },
      { transactionId: second.transactionId, amountCents: total * 100, made: true },
    ]);
    expect((await paymentsOf(id))[1]).toMatchObject({ refund_status: 'refunded', refund_attempts: 2, refund_reason: REFUND_REASONS.alreadyPaid });
    expect(standin.refunds.filter((refund) => refund.transactionId === first.transactionId)).toEqual([]);
  });

  it('refunds a cancelled booking through Paymob, retrying a refund Paymob refuses until the booking is refunded', async () => {
    const tour = await pickTour(2, 'cancellable');
    const { id, total } = await book(tour, { adults: 2 });
    const paid = await standin.pay(await checkout(id, total), 'approved');
    expect(await statusOf(id)).toBe('success');

    standin.failRefunds(1);
    const { data: cancelled, response } = await server.api(traveller.token).POST('/api/Booking/{id}/cancel', { params: { path: { id } } });
    expect(response.status).toBe(200);
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: { status: 'failed', amount: total, refundedAt: null } });
    expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats);

    const provider = paymentProviderFor(server.services);
    await retryOwedRefunds(server.services.db, provider, new Date(server.clock.now().getTime() + 2 * REFUND_RETRY_STEP_MS), server.services.logger);
    expect(standin.refunds.filter((refund) => refund.transactionId === paid.transactionId)).toEqual([
      { transactionId: paid.transactionId, amountCents: total * 100, made: false },
      { transactionId: paid.transactionId, amountCents: total * 100, made: true },
    ]);
    expect(await statusOf(id)).toBe('refunded');
    const { data: after } = await server.api(traveller.token).GET('/api/Booking/{id}/details', { params: { path: { id } } });
    expect(after!.refund).toMatchObject({ status: 'refunded', amount: total });
    // Cancelling again refunds nothing more.
    await server.api(traveller.token).POST('/api/Booking/{id}/cancel', { params: { path: { id } } });
    await retryOwedRefunds(server.services.db, provider, new Date(server.clock.now().getTime() + 20 * REFUND_RETRY_STEP_MS), server.services.logger);
    expect(standin.refunds.filter((refund) => refund.transactionId === paid.transactionId && refund.made)).toHaveLength(1);
  });

  it("settles a refund left in progress (the server stopped mid-call) by Paymob's notice that the transaction was refunded", async () => {
    const tour = await pickTour(2);
    const { id, total } = await book(tour);
    const clientSecret = await checkout(id, total);
    await standin.pay(clientSecret, 'approved');
    standin.failRefunds(1);
    const second = await standin.pay(clientSecret, 'approved');
    const extra = (await paymentsOf(id))[1]!;
    // As if the server had stopped between asking Paymob and hearing back.
    await server.services.db.query("update payments set refund_status = 'in_progress' where id = $1", [extra.id]);
    await retryOwedRefunds(server.services.db, paymentProviderFor(server.services), new Date(server.clock.now().getTime() + 3_600_000), server.services.logger);
    expect(standin.refunds.filter((refund) => refund.transactionId === second.transactionId)).toHaveLength(1);

    const notice = await standin.pay(clientSecret, 'approved', { transactionId: second.transactionId, fields: { is_refunded: true } });
    expect(notice.status).toBe(200);
    expect((await paymentsOf(id))[1]).toMatchObject({ refund_status: 'refunded', refund_reference: String(second.transactionId) });
    expect(await statusOf(id)).toBe('success');
  });

  it('closes a checkout the sandbox opened before the server was switched to Paymob, and opens a Paymob one', async () => {
    const tour = await pickTour(2);
    const { id, total } = await book(tour);
    const before = await initiatePayment(
      server.services.db,
      sandboxProvider(),
      { userId: traveller.id, bookingId: id, amount: total, currency: 'EGP', paymentMethod: 'card', language: 'en' },
      server.clock.now(),
      server.services.logger,
    );
    expect(before).toMatchObject({ ok: true, paymentUrl: expect.stringMatching(/^\/api\/Payment\/sandbox\/checkout\//) as unknown });
    const clientSecret = await checkout(id, total);
    expect(await paymentsOf(id)).toEqual([
      expect.objectContaining({ provider: 'sandbox', status: 'failed' }),
      expect.objectContaining({ provider: 'paymob', status: 'pending' }),
    ]);
    expect((await standin.pay(clientSecret, 'approved')).status).toBe(200);
    expect(await statusOf(id)).toBe('success');
  });

  it('has no sandbox while Paymob takes the payments', async () => {
    const tour = await pickTour(2);
    const { id, total } = await book(tour);
    await checkout(id, total);
    const [payment] = await paymentsOf(id);
    const page = await fetch(`${server.url}/api/Payment/sandbox/checkout/${payment!.id}`);
    expect(page.status).toBe(404);
    const submit = await fetch(`${server.url}/api/Payment/sandbox/checkout/${payment!.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', cardholder: 'A', action: 'pay' }),
    });
    expect(submit.status).toBe(404);
    expect(await statusOf(id)).toBe('pending');
  });
});
