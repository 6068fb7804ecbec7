import { beforeAll, describe, expect, it } from 'vitest';
import { sendDueBookingMails } from './booking-documents';
import { bookingIdOfReference, verifyVoucherCode, voucherKey } from './booking-reference';
import { readOutbox, type Mail, type OutboxEntry } from '../platform/mail';
import { signCallback } from './payment-provider';
import { REFUND_REASONS } from './payments';
import { bookingBody, DECLINED_CARD, expectedTotal, GOOD_CARD, seatsOf, submitCheckout, tourPicker, type SeedTour } from '../testing/bookings';
import { useTestServer } from '../testing/harness';
import { createTestUser, type TestUser } from '../testing/users';

/**
 * The booking's life after "Pay", over real HTTP against the real database (PGlite, and
 * PostgreSQL when DATABASE_URL is set): the booking page's details, paying again after a declined card,
 * the confirmation mail with the voucher's QR code and the calendar entry, the voucher and calendar files,
 * cancelling with a refund under the tour's policy, a late or non-refundable cancellation refused with its
 * reason, and nothing refunded twice.
 */
describe('the booking after Pay', () => {
  const server = useTestServer();
  let traveller: TestUser;
  let stranger: TestUser;
  let pickTour: ReturnType<typeof tourPicker>;

  beforeAll(async () => {
    traveller = await createTestUser(server.services, 'Layla Hassan');
    stranger = await createTestUser(server.services, 'Someone Else');
    pickTour = tourPicker(server.services);
  }, 60_000);

  async function book(tour: SeedTour, party: { adults: number; children?: number; underFive?: number } = { adults: 1 }, language: 'en' | 'ar' = 'en') {
    const { data, response } = await server.api(traveller.token, language).POST('/api/Booking', { body: bookingBody(tour.id, party) });
    expect(response.status).toBe(201);
    return { id: data!.id, total: expectedTotal(tour.price, party) };
  }

  async function checkoutUrl(bookingId: number, amount: number): Promise<string> {
    const { data, response } = await server.api(traveller.token).POST('/api/Payment/initiate', {
      body: { bookingId, amount, currency: 'EGP', paymentMethod: 'card' },
    });
    expect(response.status).toBe(200);
    return new URL(data!.paymentUrl, server.url).toString();
  }

  async function pay(bookingId: number, amount: number): Promise<void> {
    expect((await submitCheckout(await checkoutUrl(bookingId, amount), GOOD_CARD)).status).toBe(303);
  }

  const details = (bookingId: number, token = traveller.token, language: 'en' | 'ar' = 'en') =>
    server.api(token, language).GET('/api/Booking/{id}/details', { params: { path: { id: bookingId } } });

  const cancel = (bookingId: number, token = traveller.token, language: 'en' | 'ar' = 'en') =>
    server.api(token, language).POST('/api/Booking/{id}/cancel', { params: { path: { id: bookingId } } });

  async function mailsAbout(reference: string): Promise<OutboxEntry[]> {
    return (await readOutbox(server.services.db, 200)).filter((mail) => mail.subject.includes(reference));
  }

  async function tourStart(tourId: number): Promise<Date> {
    const row = await server.services.db.one<{ start_date: Date | string }>('select start_date from tours where id = $1', [tourId]);
    return new Date(row!.start_date);
  }

  it('books 2 adults and 1 child, is declined, pays with another card, and gets the mail with the QR voucher and the calendar entry', async () => {
    const tour = await pickTour(4, 'cancellable');
    const seatsBefore = await seatsOf(server.services, tour.id);
    const { id, total } = await book(tour, { adults: 2, children: 1 });

    const declined = await submitCheckout(await checkoutUrl(id, total), DECLINED_CARD);
    expect(declined.status).toBe(303);
    const afterDecline = (await details(id)).data!;
    expect(afterDecline.status).toBe('pending');
    expect(afterDecline.actions).toEqual({ pay: true, cancel: true, voucher: false, calendar: false });
    expect(afterDecline.payments.map((payment) => payment.status)).toEqual(['declined']);
    expect(afterDecline.timeline.map((step) => step.kind)).toEqual(['booked', 'paymentDeclined']);
    expect(afterDecline.voucher).toBeNull();
    expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore - 3);

    await pay(id, total);
    const { data: paid, response } = await details(id);
    expect(response.status).toBe(200);
    const start = await tourStart(tour.id);
    expect(paid).toMatchObject({
      id,
      status: 'success',
      travellerName: 'Layla Hassan',
      travel: { id: tour.id, title: tour.titleEn, startDate: start.toISOString() },
      totalCost: total,
      currency: 'EGP',
      holdExpiresAt: null,
      actions: { pay: false, cancel: true, voucher: true, calendar: true },
      refund: null,
    });
    expect(paid!.party).toEqual([
      { type: 'adult', count: 2, unitPrice: tour.price, subtotal: 2 * tour.price },
      { type: 'child', count: 1, unitPrice: Math.floor(tour.price / 2), subtotal: Math.floor(tour.price / 2) },
    ]);
    expect(bookingIdOfReference(paid!.reference)).toBe(id);
    expect(paid!.payments.map((payment) => payment.status)).toEqual(['declined', 'success']);
    expect(paid!.timeline.map((step) => step.kind)).toEqual(['booked', 'paymentDeclined', 'paid']);
    const hours = paid!.cancellation.freeCancellationHours!;
    expect(paid!.cancellation).toEqual({
      freeCancellationHours: hours,
      deadline: new Date(start.getTime() - hours * 3_600_000).toISOString(),
      allowed: true,
      refundAmount: total,
      reason: null,
    });
    // The QR carries a code the server signed, naming this booking.
    const key = voucherKey(server.services.config.jwtSecret);
    expect(verifyVoucherCode(key, paid!.voucher!.code)).toEqual({ bookingId: id, reference: paid!.reference });
    expect(verifyVoucherCode(key, paid!.voucher!.code.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).toBeNull();
    expect(paid!.voucher!.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const [mail, ...others] = await mailsAbout(paid!.reference);
    expect(others).toEqual([]);
    expect(mail!.to).toBe(traveller.email);
    expect(mail!.subject).toBe(`Booking confirmed: ${tour.titleEn} (${paid!.reference})`);
    expect(mail!.body).toContain(`Booking reference: ${paid!.reference}`);
    expect(mail!.body).toContain(`Adults (12 and over): 2 × EGP ${tour.price.toLocaleString('en-US')}`);
    expect(mail!.body).toContain('(Cairo time)');
    expect(mail!.body).toContain(`/my-bookings/${id}/voucher`);
    expect(mail!.html).toContain('src="cid:voucher-qr@rihla"');
    expect(mail!.attachments.map((attachment) => [attachment.filename, attachment.contentType.split(';')[0]])).toEqual([
      [`rihla-${paid!.reference}-qr.png`, 'image/png'],
      [`rihla-${paid!.reference}.ics`, 'text/calendar'],
    ]);
    const png = Buffer.from(mail!.attachments[0]!.base64, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const ics = Buffer.from(mail!.attachments[1]!.base64, 'base64').toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toContain('TRIGGER:-P1D');
    expect(ics).toContain(`UID:booking-${paid!.reference}@rihla`);

    // The calendar and voucher files, for the owner only.
    const calendar = await fetch(`${server.url}/api/Booking/${id}/calendar`, { headers: { Authorization: `Bearer ${traveller.token}` } });
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers.get('content-disposition')).toBe(`attachment; filename="rihla-${paid!.reference}.ics"`);
    expect(await calendar.text()).toContain('TRIGGER:-P1D');
    const voucher = await fetch(`${server.url}/api/Booking/${id}/voucher`, { headers: { Authorization: `Bearer ${traveller.token}`, 'Accept-Language': 'ar' } });
    expect(voucher.status).toBe(200);
    const page = await voucher.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain(paid!.reference);
    expect(page).toContain('<svg role="img"');
    expect(page).not.toMatch(/<script|src="http/);
    for (const path of ['calendar', 'voucher', 'details']) {
      expect((await fetch(`${server.url}/api/Booking/${id}/${path}`, { headers: { Authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
      expect((await fetch(`${server.url}/api/Booking/${id}/${path}`)).status).toBe(401);
    }

    // Cancelled before the deadline: the seats come back at once and the whole amount is refunded.
    const { data: cancelled, response: cancelResponse } = await cancel(id);
    expect(cancelResponse.status).toBe(200);
    expect(cancelled).toMatchObject({
      status: 'refunded',
      refund: { status: 'refunded', amount: total },
      actions: { pay: false, cancel: false, voucher: false, calendar: false },
      voucher: null,
    });
    expect(cancelled!.timeline.map((step) => step.kind)).toEqual(['booked', 'paymentDeclined', 'paid', 'cancelled', 'refunded']);
    expect(cancelled!.timeline.at(-1)!.amount).toBe(total);
    expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore);
    const cancellationMail = (await mailsAbout(paid!.reference)).find((entry) => entry.subject.startsWith('Booking cancelled'));
    expect(cancellationMail?.body).toContain(`Refund: EGP ${total.toLocaleString('en-US')} has been returned to the card you paid with.`);

    // A replayed cancel, or two at once, changes nothing and refunds nothing again.
    const again = await Promise.all([cancel(id), cancel(id), cancel(id)]);
    expect(again.map((answer) => answer.response.status)).toEqual([200, 200, 200]);
    expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore);
    const refunds = await server.services.db.query<{ refund_attempts: number; refund_status: string }>(
      'select refund_attempts, refund_status from payments where booking_id = $1 and refund_reason is not null',
      [id],
    );
    expect(refunds).toEqual([{ refund_attempts: 1, refund_status: 'refunded' }]);
    expect((await mailsAbout(paid!.reference)).filter((entry) => entry.subject.startsWith('Booking cancelled'))).toHaveLength(1);
  });

  it('writes the mail in the language the traveller booked in, right to left in Arabic', async () => {
    const tour = await pickTour(2, 'cancellable');
    const { id, total } = await book(tour, { adults: 1 }, 'ar');
    await pay(id, total);
    const { data } = await details(id, traveller.token, 'ar');
    expect(data!.travel.title).toBe(tour.titleAr);
    const [mail] = await mailsAbout(data!.reference);
    expect(mail!.subject).toBe(`تأكيد الحجز: ${tour.titleAr} (${data!.reference})`);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.body).toContain('(بتوقيت القاهرة)');
  });

  it('refuses a cancellation after the free cancellation deadline, saying when it ended, and refunds nothing', async () => {
    // A tour leaving in less than its policy's hours: booked and paid after the deadline.
    const tour = await pickTour(2, 'pastDeadline');
    const { id, total } = await book(tour);
    await pay(id, total);

    const { data: late } = await details(id);
    expect(late!.status).toBe('success');
    expect(Date.parse(late!.cancellation.deadline!)).toBeLessThan(server.clock.now().getTime());
    expect(late!.cancellation.allowed).toBe(false);
    expect(late!.actions.cancel).toBe(false);
    expect(late!.cancellation.reason).toMatch(/^Free cancellation ended on .+ \(Cairo time\), \d+ hours before departure, so this booking can no longer be cancelled\.$/);
    const seats = await seatsOf(server.services, tour.id);
    const { response, error } = await cancel(id);
    expect(response.status).toBe(409);
    expect(error).toEqual({ message: late!.cancellation.reason });
    const arabic = await cancel(id, traveller.token, 'ar');
    expect(arabic.error?.message).toMatch(/^انتهت مهلة الإلغاء المجاني في .+ \(بتوقيت القاهرة\)/);
    expect((await details(id)).data!.status).toBe('success');
    expect(await seatsOf(server.services, tour.id)).toBe(seats);
    const refunds = await server.services.db.query('select id from payments where booking_id = $1 and refund_reason is not null', [id]);
    expect(refunds).toEqual([]);
  });

  it('refuses to cancel a paid booking of a tour with no free cancellation, and says so before paying', async () => {
    const tour = await pickTour(2, 'notRefundable');
    const { data: travel } = await server.api().GET('/api/Travel/{id}', { params: { path: { id: tour.id } } });
    expect(travel!.freeCancellationHours).toBeNull();
    const { id, total } = await book(tour);
    // Unpaid, it can still be given up.
    expect((await details(id)).data!.cancellation).toMatchObject({ freeCancellationHours: null, deadline: null, allowed: true, refundAmount: 0 });
    await pay(id, total);
    const { response, error } = await cancel(id);
    expect(response.status).toBe(409);
    expect(error).toEqual({ message: 'This tour has no free cancellation once paid, so this booking cannot be cancelled.' });
  });

  it('cancels an unpaid booking at no cost, and refunds a payment that completes afterwards on the checkout still open', async () => {
    const tour = await pickTour(3, 'cancellable');
    const seatsBefore = await seatsOf(server.services, tour.id);
    const { id, total } = await book(tour, { adults: 2 });
    const url = await checkoutUrl(id, total);

    const { data: cancelled } = await cancel(id);
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: null, actions: { pay: false, cancel: false } });
    expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore);
    const mail = (await mailsAbout(cancelled!.reference)).find((entry) => entry.subject.startsWith('Booking cancelled'));
    expect(mail?.body).toContain('Nothing was charged for this booking.');

    // The sandbox's page no longer takes the payment.
    const page = await fetch(url, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('This booking was cancelled');
    expect((await submitCheckout(url, GOOD_CARD)).status).toBe(409);

    // A real gateway's success that still arrives (the page was paid before the cancel reached us) is refunded at once.
    const paymentId = url.split('/').pop()!.split('?')[0]!;
    const fields = { paymentId, bookingId: id, status: 'success' as const, amount: total, currency: 'EGP' };
    const late = await fetch(`${server.url}/api/Payment/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, hmac: signCallback(server.services.config.paymentCallbackSecret, fields) }),
    });
    expect(late.status).toBe(204);
    const { data: after } = await details(id);
    expect(after).toMatchObject({ status: 'cancelled', refund: { status: 'refunded', amount: total } });
    expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore);
    const payment = await server.services.db.one<{ refund_reason: string }>('select refund_reason from payments where id = $1::uuid', [paymentId]);
    expect(payment!.refund_reason).toBe(REFUND_REASONS.cancelledBeforePayment);
  });

  it('answers cancel and pay arriving at the same moment with the money back and the seats free, whichever is first', async () => {
    const tour = await pickTour(8, 'cancellable');
    const seatsBefore = await seatsOf(server.services, tour.id);
    for (let round = 0; round < 4; round += 1) {
      const { id, total } = await book(tour, { adults: 2 });
      const paymentId = (await checkoutUrl(id, total)).split('/').pop()!.split('?')[0]!;
      const fields = { paymentId, bookingId: id, status: 'success' as const, amount: total, currency: 'EGP' };
      const callback = () =>
        fetch(`${server.url}/api/Payment/callback`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...fields, hmac: signCallback(server.services.config.paymentCallbackSecret, fields) }),
        });
      const [cancelled, paid] = await Promise.all([cancel(id), callback()]);
      expect(cancelled.response.status).toBe(200);
      expect(paid.status).toBe(204);
      const { data } = await details(id);
      // Cancel first: the late payment is refunded (the booking stays cancelled); pay first: the cancel refunds it.
      expect(['cancelled', 'refunded']).toContain(data!.status);
      expect(data!.refund).toEqual({ status: 'refunded', amount: total, refundedAt: expect.any(String) as string });
      expect(await seatsOf(server.services, tour.id)).toBe(seatsBefore);
    }
  });

  it('sends a confirmation the mailer could not take on a later sweep, exactly once', async () => {
    const tour = await pickTour(1, 'cancellable');
    const { id, total } = await book(tour);
    await pay(id, total);
    // As if the mailer had been down when the payment arrived.
    await server.services.db.query('update bookings set confirmation_mailed_at = null where id = $1', [id]);
    const deps = { db: server.services.db, publicUrl: server.url, voucherKey: voucherKey(server.services.config.jwtSecret), logger: server.services.logger };
    const down = { send: () => Promise.reject(new Error('SMTP server unreachable')) };
    expect(await sendDueBookingMails({ ...deps, mailer: down }, server.clock.now(), id)).toBe(0);
    const sent: Mail[] = [];
    const up = { send: (mail: Mail) => Promise.resolve(void sent.push(mail)) };
    expect(await sendDueBookingMails({ ...deps, mailer: up }, server.clock.now())).toBe(1);
    expect(await sendDueBookingMails({ ...deps, mailer: up }, server.clock.now())).toBe(0);
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringContaining('Booking confirmed:') as string]);
    expect(sent[0]!.attachments?.map((attachment) => attachment.contentType.split(';')[0])).toEqual(['image/png', 'text/calendar']);
  });

  it('shows a booking only to its owner, and says nothing of another\'s', async () => {
    const tour = await pickTour(1);
    const { id } = await book(tour);
    const theirs = await details(id, stranger.token);
    const unknown = await details(987_654, stranger.token);
    expect(theirs.response.status).toBe(404);
    expect(unknown.response.status).toBe(404);
    expect(theirs.error).toEqual(unknown.error);
    expect((await cancel(id, stranger.token)).response.status).toBe(404);
    expect((await details(id)).data!.status).toBe('pending');
  });
});
