import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { components } from '@core/contract/schema';
import { bookingDetails, expiredBookingDetails, paidBookingDetails } from '@/machines/payment-result/payment-result.fixtures';
import { signIn } from '../../../../tests/fixtures/session';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { advance, renderFlow, settle } from '../payment-result/payment-flow-harness';

const server = startMswServer();

type Answer = components['schemas']['BookingStatus'];

/** The clock when the page opens, and the end of the booking's 15-minute hold. */
const OPENED_AT = Date.parse('2025-11-02T12:40:00.000Z');
const HOLD = '2025-11-02T12:55:00.000Z';

/** What the server answers for each state of booking 42 (the latest payment and the hold). */
const ANSWERS = {
  pending: { status: 'pending', lastPayment: 'pending', holdExpiresAt: HOLD },
  declined: { status: 'pending', lastPayment: 'declined', holdExpiresAt: HOLD },
  success: { status: 'success', lastPayment: 'success', holdExpiresAt: null },
  failed: { status: 'failed', lastPayment: 'success', holdExpiresAt: null },
  expired: { status: 'expired', lastPayment: 'declined', holdExpiresAt: null },
  cancelled: { status: 'cancelled', lastPayment: null, holdExpiresAt: null },
  refunded: { status: 'refunded', lastPayment: 'success', holdExpiresAt: null },
} satisfies Record<string, Answer>;

/**
 * Booking 42 on the server, answering `statuses` in turn (the last one repeats); `times` records when each
 * check arrived on the fake clock, `authorizations` what it carried.
 */
function bookingOnServer(statuses: readonly (keyof typeof ANSWERS | 'error')[]) {
  const times: number[] = [];
  const authorizations: (string | null)[] = [];
  const start = Date.now();
  server.use(
    handle('get', '/api/Booking/{id}', ({ params, request, ok, fail }) => {
      if (params.id !== '42') return fail(404, 'Booking not found');
      const answer = statuses[Math.min(times.length, statuses.length - 1)] ?? 'pending';
      times.push(Date.now() - start);
      authorizations.push(request.headers.get('Authorization'));
      return answer === 'error' ? fail(500, 'Database unavailable') : ok(ANSWERS[answer]);
    }),
  );
  return { times, authorizations };
}

const statusText = () => screen.getAllByRole('status').map((element) => element.textContent);
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** Booking 42 in full, as the result pages read it for its owner. */
function detailsOnServer(details: components['schemas']['BookingDetails']) {
  server.use(handle('get', '/api/Booking/{id}/details', ({ params, ok, fail }) => (params.id === '42' ? ok(details) : fail(404, 'Booking not found'))));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(OPENED_AT);
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/payment-status (English)', () => {
  it('waits calmly, checking every 3 s with the hold counting down, then confirms and shows the booking paid', async () => {
    const booking = bookingOnServer(['pending', 'pending', 'success']);
    detailsOnServer(paidBookingDetails());
    await renderFlow('/payment-status?bookingId=42', 'en');
    expect(heading()).toBe('Payment status');
    expect(screen.getByText('Booking #42')).toBeTruthy();
    expect(statusText()).toEqual(['Waiting for the payment to be confirmed…']);
    expect(booking.times).toEqual([0]);
    // The seats are held meanwhile: the time left, live.
    expect(screen.getByRole('timer').textContent).toBe('15:00');
    await advance(2999);
    expect(booking.times).toEqual([0]);
    await advance(1);
    expect(booking.times).toEqual([0, 3000]);
    expect(statusText()).toEqual(['Waiting for the payment to be confirmed…']);
    expect(screen.getByRole('timer').textContent).toBe('14:57');
    await advance(3000);
    expect(booking.times).toEqual([0, 3000, 6000]);
    expect(statusText()).toEqual(['Payment confirmed']);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(booking.authorizations).toEqual([null, null, null]); // the poll sends no authorization (spec §6)

    await advance(1499);
    expect(statusText()).toEqual(['Payment confirmed']);
    await advance(1);
    expect(heading()).toBe('Payment successful');
    // The booking goes with the result, in the address (a reload keeps it) and the state.
    expect(screen.getByTestId('location').textContent).toBe('/payment-success?bookingId=42 {"bookingId":42}');
    await advance(0);
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.getByTestId('travel-date').textContent).toBe('Thu, 5 Dec 2030, 08:00 (Cairo time)');
    await advance(10_000);
    expect(heading()).toBe('Payment successful'); // the page with the reference stays
    expect(booking.times).toHaveLength(3); // nothing polled after the confirmation
  });

  it('a declined card ends the poll at once: the failure page with the booking, its countdown and another card, and it stays', async () => {
    const booking = bookingOnServer(['pending', 'declined']);
    detailsOnServer(bookingDetails());
    await renderFlow('/payment-status?bookingId=42', 'en');
    await advance(3000);
    expect(heading()).toBe('Payment not completed');
    expect(screen.getByTestId('location').textContent).toBe('/payment-failed?bookingId=42 {"reason":"status.declined","bookingId":42}');
    expect(screen.getByRole('alert').textContent).toBe('Payment failed. Please try again.');
    await advance(0);
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with another card' })).toBeTruthy();
    await advance(60_000);
    expect(heading()).toBe('Payment not completed');
    expect(booking.times).toEqual([0, 3000]);
  });

  it('a booking whose payment came after its seats were released says so on the failure page', async () => {
    bookingOnServer(['failed']);
    detailsOnServer(expiredBookingDetails({ status: 'failed' }));
    await renderFlow('/payment-status?bookingId=42', 'en');
    await advance(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'This booking could not be paid: its seats had been released before the payment arrived. Any amount taken from your card will be refunded.',
    );
    expect(screen.queryByRole('button', { name: 'Pay with another card' })).toBeNull();
  });

  it('an expired hold goes to /payment-failed saying the time to pay ran out, with no other card', async () => {
    bookingOnServer(['expired']);
    detailsOnServer(expiredBookingDetails());
    await renderFlow('/payment-status?bookingId=42', 'en');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'The time to pay for this booking ran out before the payment was completed, and its seats were released. Please book the tour again.',
    );
    await advance(0);
    expect(screen.queryByRole('button', { name: 'Pay with another card' })).toBeNull();
    expect(screen.getByText('Returning to the home page in 5 s…')).toBeTruthy();
  });

  it.each([
    ['cancelled', 'This booking was cancelled, so there is nothing to pay.'],
    ['refunded', 'This booking was cancelled and its payment refunded, so there is nothing to pay.'],
  ] as const)('a %s booking is neither paid nor waiting: the page says so and stops', async (status, words) => {
    const booking = bookingOnServer(['pending', status]);
    await renderFlow('/payment-status?bookingId=42', 'en');
    await advance(3000);
    expect(heading()).toBe('Payment status');
    expect(statusText()).toEqual([words]);
    expect(screen.getByRole('link', { name: 'View this booking' }).getAttribute('href')).toBe('/my-bookings/42');
    expect(screen.getByRole('link', { name: 'Go to My Bookings' }).getAttribute('href')).toBe('/my-bookings');
    await advance(60_000);
    expect(booking.times).toEqual([0, 3000]);
  });

  it("a failed check goes to /payment-failed with 'Something went wrong'", async () => {
    bookingOnServer(['pending', 'error']);
    // The server that failed the poll fails the details too: the failure page is the spec's.
    server.use(handle('get', '/api/Booking/{id}/details', ({ fail }) => fail(500, 'Database unavailable')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFlow('/payment-status?bookingId=42', 'en');
    await advance(3000);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    await advance(0);
    expect(screen.queryByTestId('booking-reference')).toBeNull();
    expect(screen.getByText('Returning to the home page in 5 s…')).toBeTruthy();
  });

  it("without a booking id it goes to /payment-failed with 'Booking ID missing', asking nothing of the server", async () => {
    await renderFlow('/payment-status', 'en'); // strict msw: a call would fail the test
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Booking ID missing');
    expect(screen.getByTestId('location').textContent).toBe('/payment-failed {"reason":"status.bookingIdMissing","bookingId":null}');
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
  it('waits with the countdown, confirms and lands on the success page with the booking, right to left and in Arabic', async () => {
    bookingOnServer(['pending', 'success']);
    detailsOnServer(paidBookingDetails());
    await renderFlow('/payment-status?bookingId=42', 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(heading()).toBe('حالة الدفع');
    expect(screen.getByText('الحجز رقم 42')).toBeTruthy();
    expect(statusText()).toEqual(['في انتظار تأكيد الدفع…']);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('15 دقيقة و0 ثانية');
    await advance(3000);
    expect(statusText()).toEqual(['تم تأكيد الدفع']);
    await advance(1500);
    expect(heading()).toBe('تم الدفع بنجاح');
    await advance(0);
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية الآن' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'عرض هذا الحجز' }).getAttribute('href')).toBe('/my-bookings/42');
    expect(screen.getByRole('link', { name: 'فتح القسيمة' }).getAttribute('href')).toBe('/my-bookings/42/voucher');
  });

  it('a declined card lands on the Arabic failure page with another card offered', async () => {
    bookingOnServer(['declined']);
    detailsOnServer(bookingDetails());
    await renderFlow('/payment-status?bookingId=42', 'ar');
    await advance(0);
    expect(heading()).toBe('لم يكتمل الدفع');
    expect(screen.getByRole('alert').textContent).toBe('فشل الدفع. يرجى المحاولة مرة أخرى.');
    expect(screen.getByRole('button', { name: 'الدفع ببطاقة أخرى' })).toBeTruthy();
  });
});
