import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signCallback, type CallbackFields } from './payment-provider';
import {
  bookingBody,
  bookingRow,
  DECLINED_CARD,
  expectedTotal,
  GOOD_CARD,
  seatsOf,
  submitCheckout,
  tourPicker,
  type SeedTour,
} from '../testing/bookings';
import { useTestServer } from '../testing/harness';
import { createTestUser, type TestUser } from '../testing/users';

/** Paying for a booking through the sandbox provider, and the signed callback, over real HTTP. */
describe('payments', () => {
  const server = useTestServer();
  let traveller: TestUser;
  let pickTour: ReturnType<typeof tourPicker>;

  beforeAll(async () => {
    traveller = await createTestUser(server.services, 'Omar Khaled');
    pickTour = tourPicker(server.services);
  }, 60_000);

  /** The Travel answer's availableSeats, as the booking form and tour page read it. */
  async function seatsShown(tourId: number): Promise<number> {
    const { data, response } = await server.api().GET('/api/Travel/{id}', { params: { path: { id: tourId } } });
    expect(response.status).toBe(200);
    return data!.availableSeats;
  }

  async function book(tour: SeedTour, party: { adults: number; children?: number; underFive?: number } = { adults: 1 }, user = traveller) {
    const { data, response } = await server.api(user.token).POST('/api/Booking', { body: bookingBody(tour.id, party) });
    expect(response.status).toBe(201);
    return { id: data!.id, total: expectedTotal(tour.price, party) };
  }

  async function initiate(bookingId: number, amount: number, user = traveller) {
    return server.api(user.token).POST('/api/Payment/initiate', { body: { bookingId, amount, currency: 'EGP', paymentMethod: 'card' } });
  }

  async function paymentUrlFor(bookingId: number, amount: number): Promise<string> {
    const { data, response } = await initiate(bookingId, amount);
    expect(response.status).toBe(200);
    return new URL(data!.paymentUrl, server.url).toString();
  }

  function signed(fields: CallbackFields, secret = server.services.config.paymentCallbackSecret) {
    return { ...fields, hmac: signCallback(secret, fields) };
  }

  const callback = (body: unknown) =>
    fetch(`${server.url}/api/Payment/callback`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('takes a traveller from booking to a paid booking: book → pay on the sandbox page → status success → listed as paid', async () => {
    const tour = await pickTour(6);
    const seatsBefore = await seatsShown(tour.id);
    // The booking form reads the price from the tour, as the spec's form does (booking document §7).
    const { data: shown } = await server.api().GET('/api/Travels/{id}', { params: { path: { id: tour.id } } });
    const price = shown!.price;
    expect(price).toBe(tour.price);
    const party = { adults: 2, children: 1, underFive: 1 };

    const { data: created, response: createdResponse } = await server.api(traveller.token).POST('/api/Booking', { body: bookingBody(tour.id, party) });
    expect(createdResponse.status).toBe(201);
    const bookingId = created!.id;
    const total = 2 * price + Math.floor(price / 2) + Math.floor(Math.floor(price / 2) / 2);
    expect(await seatsShown(tour.id)).toBe(seatsBefore - 4);

    const { data: listedBefore } = await server.api(traveller.token).GET('/api/Booking');
    expect(listedBefore?.find((booking) => booking.id === bookingId)?.totalCost).toBe(total);

    const { data: initiated, response: initiatedResponse } = await initiate(bookingId, total);
    expect(initiatedResponse.status).toBe(200);
    // The sandbox's page is a path on this server, so the browser stays on the address it came by.
    expect(initiated!.paymentUrl).toMatch(/^\/api\/Payment\/sandbox\/checkout\/[0-9a-f-]{36}$/);
    const paymentUrl = new URL(initiated!.paymentUrl, server.url).toString();

    const page = await fetch(paymentUrl, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`EGP ${total.toLocaleString('en-US')}`);
    expect(html).toContain(tour.titleEn);
    expect(html).toMatch(/<form method="post"/);
    for (const field of ['cardNumber', 'expiry', 'cvc', 'cardholder']) expect(html).toContain(`name="${field}"`);
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="cancel"');
    expect(html).toContain('4242 4242 4242 4242');

    const paid = await submitCheckout(paymentUrl, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/payment-status?bookingId=${bookingId}`);

    const status = await fetch(`${server.url}/api/Booking/${bookingId}`);
    expect(await status.json()).toEqual({ status: 'success', lastPayment: 'success', holdExpiresAt: null });
    const { data: listed } = await server.api(traveller.token).GET('/api/Booking');
    expect(listed?.find((booking) => booking.id === bookingId)).toMatchObject({
      status: 'success',
      totalCost: total,
      bookingItem: { title: tour.titleEn, quantity: 4, price: tour.price, travelProfileUrl: tour.coverImageUrl },
    });
    expect((await bookingRow(server.services, bookingId)).paid_at).not.toBeNull();
    // Paid seats stay taken.
    expect(await seatsShown(tour.id)).toBe(seatsBefore - 4);

    // The page now says the payment is settled, and paying again is refused.
    const settled = await fetch(paymentUrl, { headers: { Accept: 'text/html' } });
    expect(settled.status).toBe(200);
    expect(await settled.text()).toContain('This payment is complete');
    const again = await submitCheckout(paymentUrl, GOOD_CARD);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`/payment-status?bookingId=${bookingId}`);
    const { response: initiateAgain, error } = await initiate(bookingId, total);
    expect(initiateAgain.status).toBe(409);
    expect(error).toEqual({ message: 'This booking is already paid.' });
  });

  it('keeps a declined booking pending with its hold, so another card can pay for it, charging it once', async () => {
    const tour = await pickTour(4);
    const seatsBefore = await seatsShown(tour.id);
    const { id, total } = await book(tour, { adults: 1, children: 2 });
    expect(await seatsShown(tour.id)).toBe(seatsBefore - 3);

    const declined = await submitCheckout(await paymentUrlFor(id, total), DECLINED_CARD);
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/payment-status?bookingId=${id}`);
    const polled = (await (await fetch(`${server.url}/api/Booking/${id}`)).json()) as { status: string; lastPayment: string; holdExpiresAt: string };
    expect(polled).toMatchObject({ status: 'pending', lastPayment: 'declined' });
    expect(Date.parse(polled.holdExpiresAt)).toBeGreaterThan(Date.now());
    // The seats stay held for the traveller while the hold lasts.
    expect(await seatsShown(tour.id)).toBe(seatsBefore - 3);
    const { data: listed } = await server.api(traveller.token).GET('/api/Booking');
    expect(listed?.find((booking) => booking.id === id)?.status).toBe('pending');

    // Pay with another card: a new checkout for the same booking, which succeeds.
    const retryUrl = await paymentUrlFor(id, total);

    const paid = await submitCheckout(retryUrl, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(await (await fetch(`${server.url}/api/Booking/${id}`)).json()).toMatchObject({ status: 'success', lastPayment: 'success', holdExpiresAt: null });
    expect(await seatsShown(tour.id)).toBe(seatsBefore - 3);
    // Paid once: a third checkout is refused.
    const { response, error } = await initiate(id, total);
    expect(response.status).toBe(409);
    expect(error).toEqual({ message: 'This booking is already paid.' });
  });

  it('treats Cancel on the checkout page as a declined payment: the hold goes on', async () => {
    const tour = await pickTour(2);
    const seatsBefore = await seatsOf(server.services, tour.id);
    const { id, total } = await book(tour);
    const cancelled = await submitCheckout(await paymentUrlFor(id, total), { action: 'cancel', cardNumber: '42', cvc: '' });
    expect(cancelled.status).toBe(303);
    expect(await (await fetch(`${server.url}/api/Booking/${id}`)).json()).toMatchObject({ status: 'pending', lastPayment: 'declined' });
    expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore - 1);
  });

  describe('starting a payment', () => {
    let tour: SeedTour;
    beforeAll(async () => {
      tour = await pickTour(6);
    });

    it('refuses an amount other than the booking\'s total with a 400 that says the total', async () => {
      const { id, total } = await book(tour, { adults: 2 });
      const { response, error } = await initiate(id, total - 1);
      expect(response.status).toBe(400);
      expect(error).toEqual({
        message: `The amount EGP ${(total - 1).toLocaleString('en-US')} does not match this booking’s total of EGP ${total.toLocaleString('en-US')}.`,
      });
      const { response: fraction } = await initiate(id, total + 0.5);
      expect(fraction.status).toBe(400);
      const arabic = await server.api(traveller.token, 'ar').POST('/api/Payment/initiate', {
        body: { bookingId: id, amount: 1, currency: 'EGP', paymentMethod: 'card' },
      });
      expect(arabic.error?.message).toBe(`المبلغ 1 ج.م لا يطابق إجمالي هذا الحجز وهو ${total.toLocaleString('en-US')} ج.م.`);
    });

    it('answers 404 for someone else\'s booking and for an unknown one, without telling which', async () => {
      const { id, total } = await book(tour);
      const stranger = await createTestUser(server.services);
      const theirs = await initiate(id, total, stranger);
      expect(theirs.response.status).toBe(404);
      expect(theirs.error).toEqual({ message: 'Booking not found' });
      const unknown = await initiate(987_654, total);
      expect(unknown.response.status).toBe(404);
      expect(unknown.error).toEqual(theirs.error);
      expect((await initiate(99_999_999_999, total)).response.status).toBe(404);
    });

    it('needs a signed-in user, and only card payments in EGP', async () => {
      const { id, total } = await book(tour);
      const anonymous = await fetch(`${server.url}/api/Payment/initiate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ bookingId: id, amount: total, currency: 'EGP', paymentMethod: 'card' }),
      });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: 'Authentication required.' });

      const dollars = await fetch(`${server.url}/api/Payment/initiate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${traveller.token}` },
        body: JSON.stringify({ bookingId: id, amount: total, currency: 'USD', paymentMethod: 'card' }),
      });
      expect(dollars.status).toBe(400);
    });

    it('hands back the same checkout when asked twice for one booking', async () => {
      const { id, total } = await book(tour);
      const first = await paymentUrlFor(id, total);
      const second = await paymentUrlFor(id, total);
      expect(second).toBe(first);
      const payments = await server.services.db.query('select id from payments where booking_id = $1', [id]);
      expect(payments).toHaveLength(1);
    });
  });

  describe('the sandbox checkout page', () => {
    let tour: SeedTour;
    beforeAll(async () => {
      tour = await pickTour(6);
    });

    it('speaks Arabic, right to left, by ?lang=ar or by Accept-Language', async () => {
      const { id, total } = await book(tour, { adults: 2 });
      const url = await paymentUrlFor(id, total);
      for (const [address, headers] of [
        [`${url}?lang=ar`, { Accept: 'text/html' }],
        [url, { Accept: 'text/html', 'Accept-Language': 'ar-EG,ar;q=0.9' }],
      ] as const) {
        const html = await (await fetch(address, { headers })).text();
        expect(html).toContain('<html lang="ar" dir="rtl">');
        expect(html).toContain('ادفع ثمن رحلتك');
        expect(html).toContain(`${total.toLocaleString('en-US')} ج.م`);
        expect(html).toContain(tour.titleAr);
        expect(html).toContain(`action="/api/Payment/sandbox/checkout/${url.split('/').pop()}?lang=ar"`);
      }
      const english = await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
      expect(english).toContain('<html lang="en" dir="ltr">');
      expect(english).toContain('Pay for your trip');
    });

    it('says on every page, in English and Arabic, that it is a sandbox and no money moves', async () => {
      const { id, total } = await book(tour);
      const url = await paymentUrlFor(id, total);
      const english = 'Sandbox: this is a test payment gateway. No money moves and no card is charged';
      const arabic = 'وضع تجريبي: هذه بوابة دفع للاختبار. لا تنتقل أي أموال';
      for (const address of [url, `${url}?lang=ar`, `${server.url}/api/Payment/sandbox/checkout/${randomUUID()}`]) {
        const html = await (await fetch(address, { headers: { Accept: 'text/html' } })).text();
        expect(html).toContain(english);
        expect(html).toContain(arabic);
      }
      expect((await submitCheckout(url, DECLINED_CARD)).status).toBe(303);
      const settled = await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
      expect(settled).toContain(english);
      expect(settled).toContain(arabic);
    });

    it('asks again, keeping what was typed except the CVC, when the card number fails the Luhn check or the card has expired', async () => {
      const seatsBefore = await seatsOf(server.services, tour.id);
      const { id, total } = await book(tour);
      const url = await paymentUrlFor(id, total);

      const typo = await submitCheckout(url, { ...GOOD_CARD, cardNumber: '4242 4242 4242 4241', cvc: '987', cardholder: 'Omar "O" Khaled' });
      expect(typo.status).toBe(422);
      const typoPage = await typo.text();
      expect(typoPage).toContain('This card number is not valid. Check the digits and try again.');
      expect(typoPage).toContain('value="4242 4242 4242 4241"');
      expect(typoPage).toContain('value="12/39"');
      expect(typoPage).toContain('value="Omar &#34;O&#34; Khaled"');
      expect(typoPage).toMatch(/<input[^>]*name="cvc"[^>]*>/);
      expect(typoPage).not.toMatch(/<input[^>]*name="cvc"[^>]*value=/);

      const expired = await submitCheckout(`${url}?lang=ar`, { ...GOOD_CARD, expiry: '01/20' });
      expect(expired.status).toBe(422);
      const expiredPage = await expired.text();
      expect(expiredPage).toContain('انتهت صلاحية هذه البطاقة.');
      expect(expiredPage).toContain('dir="rtl"');

      const forApi = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '1', cardholder: 'Omar' }).toString(),
      });
      expect(forApi.status).toBe(422);
      expect(await forApi.json()).toEqual({ message: 'The CVC is the 3 or 4 digits on the back of the card.' });

      // Nothing was decided: the booking still holds its seat and can still be paid.
      expect(await (await fetch(`${server.url}/api/Booking/${id}`)).json()).toMatchObject({ status: 'pending', lastPayment: 'pending' });
      expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore - 1);
      expect((await submitCheckout(url, GOOD_CARD)).status).toBe(303);
      expect(await (await fetch(`${server.url}/api/Booking/${id}`)).json()).toMatchObject({ status: 'success' });
    });

    it('answers 404 for an address that names no payment: a page for a browser, JSON otherwise', async () => {
      for (const id of [randomUUID(), 'pay_not-a-uuid']) {
        const page = await fetch(`${server.url}/api/Payment/sandbox/checkout/${id}`, { headers: { Accept: 'text/html' } });
        expect(page.status).toBe(404);
        expect(await page.text()).toContain('Payment not found');
        const json = await fetch(`${server.url}/api/Payment/sandbox/checkout/${id}`);
        expect(json.status).toBe(404);
        expect(await json.json()).toEqual({ message: 'Payment not found' });
        expect((await submitCheckout(`${server.url}/api/Payment/sandbox/checkout/${id}`, GOOD_CARD)).status).toBe(404);
      }
    });
  });

  describe('the payment callback', () => {
    let tour: SeedTour;
    beforeAll(async () => {
      tour = await pickTour(6);
    });

    async function pendingPayment(party = { adults: 1 }) {
      const { id, total } = await book(tour, party);
      const url = await paymentUrlFor(id, total);
      return { bookingId: id, total, paymentId: url.split('/').pop()! };
    }

    it('refuses a forged notification with 401 and changes nothing', async () => {
      const seatsBefore = await seatsOf(server.services, tour.id);
      const { bookingId, total, paymentId } = await pendingPayment({ adults: 2 });
      const fields: CallbackFields = { paymentId, bookingId, status: 'failed', amount: total, currency: 'EGP' };

      const wrongKey = await callback(signed(fields, 'not-the-secret'));
      expect(wrongKey.status).toBe(401);
      expect(await wrongKey.json()).toEqual({ message: 'The payment notification’s signature does not match.' });
      const tampered = await callback({ ...signed(fields), status: 'success' });
      expect(tampered.status).toBe(401);

      expect(await (await fetch(`${server.url}/api/Booking/${bookingId}`)).json()).toMatchObject({ status: 'pending', lastPayment: 'pending' });
      expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore - 2);
      const payment = await server.services.db.one<{ status: string }>('select status from payments where id = $1', [paymentId]);
      expect(payment?.status).toBe('pending');
    });

    it('applies a replayed decline once: the booking keeps its hold, and a late success for that payment is a conflict', async () => {
      const seatsBefore = await seatsOf(server.services, tour.id);
      const { bookingId, total, paymentId } = await pendingPayment({ adults: 3 });
      expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore - 3);
      const declined = signed({ paymentId, bookingId, status: 'failed', amount: total, currency: 'EGP' });

      expect((await callback(declined)).status).toBe(204);
      for (let replay = 0; replay < 3; replay += 1) expect((await callback(declined)).status).toBe(204);
      expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore - 3);
      expect(await (await fetch(`${server.url}/api/Booking/${bookingId}`)).json()).toMatchObject({ status: 'pending', lastPayment: 'declined' });

      // The other outcome for a settled payment is a conflict, and changes nothing either.
      const late = await callback(signed({ paymentId, bookingId, status: 'success', amount: total, currency: 'EGP' }));
      expect(late.status).toBe(409);
      expect(await (await fetch(`${server.url}/api/Booking/${bookingId}`)).json()).toMatchObject({ status: 'pending', lastPayment: 'declined' });
      expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore - 3);
    });

    it('applies a replayed success once: the seats stay taken', async () => {
      const seatsBefore = await seatsOf(server.services, tour.id);
      const { bookingId, total, paymentId } = await pendingPayment();
      const success = signed({ paymentId, bookingId, status: 'success', amount: total, currency: 'EGP' });
      expect((await callback(success)).status).toBe(204);
      expect((await callback(success)).status).toBe(204);
      expect(await (await fetch(`${server.url}/api/Booking/${bookingId}`)).json()).toMatchObject({ status: 'success' });
      expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore - 1);
    });

    it('refuses a notification for another amount, another booking or an unknown payment', async () => {
      const { bookingId, total, paymentId } = await pendingPayment();
      const wrongAmount = await callback(signed({ paymentId, bookingId, status: 'success', amount: total - 100, currency: 'EGP' }));
      expect(wrongAmount.status).toBe(400);
      expect(await wrongAmount.json()).toEqual({ message: 'The notification’s amount or currency does not match the payment.' });
      const otherBooking = await callback(signed({ paymentId, bookingId: bookingId + 1000, status: 'success', amount: total, currency: 'EGP' }));
      expect(otherBooking.status).toBe(404);
      const unknown = await callback(signed({ paymentId: randomUUID(), bookingId, status: 'success', amount: total, currency: 'EGP' }));
      expect(unknown.status).toBe(404);
      const malformed = await callback({ paymentId, bookingId, status: 'success', amount: total, currency: 'EGP', hmac: 'abc' });
      expect(malformed.status).toBe(400);
      expect(await (await fetch(`${server.url}/api/Booking/${bookingId}`)).json()).toMatchObject({ status: 'pending' });
    });
  });
});
