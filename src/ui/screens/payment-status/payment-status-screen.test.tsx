import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { signIn } from '../../../../tests/fixtures/session';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { advance, renderFlow, settle } from '../payment-result/payment-flow-harness';

const server = startMswServer();

type Status = 'pending' | 'success' | 'failed' | 'expired';

/**
 * Booking 42 on the server, answering `statuses` in turn (the last one repeats); `times` records when each
 * check arrived on the fake clock, `authorizations` what it carried.
 */
function bookingOnServer(statuses: readonly (Status | 'error')[]) {
  const times: number[] = [];
  const authorizations: (string | null)[] = [];
  const start = Date.now();
  server.use(
    handle('get', '/api/Booking/{id}', ({ params, request, ok, fail }) => {
      if (params.id !== '42') return fail(404, 'Booking not found');
      const answer = statuses[Math.min(times.length, statuses.length - 1)] ?? 'pending';
      times.push(Date.now() - start);
      authorizations.push(request.headers.get('Authorization'));
      return answer === 'error' ? fail(500, 'Database unavailable') : ok({ status: answer });
    }),
  );
  return { times, authorizations };
}

const statusText = () => screen.getAllByRole('status').map((element) => element.textContent);
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => {
  vi.useFakeTimers();
  signIn();
});
afterEach(() => vi.useRealTimers());

describe('/payment-status (English)', () => {
  it('waits calmly, checking every 3 s, then confirms, shows the success page and goes home', async () => {
    const booking = bookingOnServer(['pending', 'pending', 'success']);
    await renderFlow('/payment-status?bookingId=42', 'en');
    expect(heading()).toBe('Payment status');
    expect(screen.getByText('Booking #42')).toBeTruthy();
    expect(statusText()).toEqual(['Waiting for the payment to be confirmed…']);
    expect(booking.times).toEqual([0]);
    await advance(2999);
    expect(booking.times).toEqual([0]);
    await advance(1);
    expect(booking.times).toEqual([0, 3000]);
    expect(statusText()).toEqual(['Waiting for the payment to be confirmed…']);
    await advance(3000);
    expect(booking.times).toEqual([0, 3000, 6000]);
    expect(statusText()).toEqual(['Payment confirmed']);
    expect(booking.authorizations).toEqual([null, null, null]); // the poll sends no authorization (spec §6)

    await advance(1499);
    expect(statusText()).toEqual(['Payment confirmed']);
    await advance(1);
    expect(heading()).toBe('Payment successful');
    expect(screen.getByTestId('location').textContent).toBe('/payment-success null');
    expect(screen.getByText('Returning to the home page in 4 s…')).toBeTruthy();
    await advance(3999);
    expect(heading()).toBe('Payment successful');
    expect(screen.getByText('Returning to the home page in 1 s…')).toBeTruthy();
    await advance(1);
    expect(heading()).toBe('Home page');
    expect(booking.times).toHaveLength(3); // nothing polled after the confirmation
  });

  it("a declined payment goes to /payment-failed with 'Payment failed. Please try again.', then home after 5 s", async () => {
    bookingOnServer(['pending', 'failed']);
    await renderFlow('/payment-status?bookingId=42', 'en');
    await advance(3000);
    expect(heading()).toBe('Payment not completed');
    expect(screen.getByRole('alert').textContent).toBe('Payment failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Try again from My Bookings' }).getAttribute('href')).toBe('/my-bookings');
    await advance(4999);
    expect(heading()).toBe('Payment not completed');
    await advance(1);
    expect(heading()).toBe('Home page');
  });

  it('an expired hold goes to /payment-failed saying the time to pay ran out', async () => {
    bookingOnServer(['expired']);
    await renderFlow('/payment-status?bookingId=42', 'en');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'The time to pay for this booking ran out before the payment was completed, and its seats were released. Please book the tour again.',
    );
  });

  it("a failed check goes to /payment-failed with 'Something went wrong'", async () => {
    bookingOnServer(['pending', 'error']);
    await renderFlow('/payment-status?bookingId=42', 'en');
    await advance(3000);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });

  it("without a booking id it goes to /payment-failed with 'Booking ID missing', asking nothing of the server", async () => {
    await renderFlow('/payment-status', 'en'); // strict msw: a call would fail the test
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Booking ID missing');
    expect(screen.getByTestId('location').textContent).toBe('/payment-failed {"error":"Booking ID missing"}');
  });

  it('stops after 10 minutes with a message and My Bookings; Check again starts again', async () => {
    const booking = bookingOnServer(['pending']);
    await renderFlow('/payment-status?bookingId=42', 'en');
    await advance(10 * 60 * 1000 - 1);
    expect(statusText()).toEqual(['Waiting for the payment to be confirmed…']);
    await advance(1);
    expect(statusText()).toEqual(['We have not had a confirmation of this payment for 10 minutes, so this page stopped checking.']);
    const checks = booking.times.length;
    await advance(5 * 60 * 1000);
    expect(booking.times).toHaveLength(checks);

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await settle();
    expect(booking.times).toHaveLength(checks + 1);
    expect(statusText()).toEqual(['Waiting for the payment to be confirmed…']);
    await advance(10 * 60 * 1000);
    fireEvent.click(screen.getByRole('link', { name: 'Go to My Bookings' }));
    expect(heading()).toBe('My Bookings page');
  });

  it('stops polling when the traveller leaves the page', async () => {
    const booking = bookingOnServer(['pending']);
    const { unmount } = await renderFlow('/payment-status?bookingId=42', 'en');
    await advance(3000);
    expect(booking.times).toEqual([0, 3000]);
    unmount(); // as leaving the route does
    await advance(60_000);
    expect(booking.times).toEqual([0, 3000]);
  });
});

describe('/payment-status (Arabic)', () => {
  it('waits, confirms and lands on the success page, right to left and in Arabic', async () => {
    bookingOnServer(['pending', 'success']);
    await renderFlow('/payment-status?bookingId=42', 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(heading()).toBe('حالة الدفع');
    expect(screen.getByText('الحجز رقم 42')).toBeTruthy();
    expect(statusText()).toEqual(['في انتظار تأكيد الدفع…']);
    await advance(3000);
    expect(statusText()).toEqual(['تم تأكيد الدفع']);
    await advance(1500);
    expect(heading()).toBe('تم الدفع بنجاح');
    expect(screen.getByText('العودة إلى الصفحة الرئيسية خلال 4 ث…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية الآن' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'عرض حجوزاتي' }).getAttribute('href')).toBe('/my-bookings');
  });
});
