import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { components } from '@core/contract/schema';
import { bookingDetails, expiredBookingDetails, HOLD_EXPIRES_AT, paidBookingDetails, READ_AT } from '@/machines/payment-result/payment-result.fixtures';
import { signIn } from '../../../../tests/fixtures/session';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { advance, renderFlow } from './payment-flow-harness';

type BookingDetails = components['schemas']['BookingDetails'];

const server = startMswServer();

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const location = () => screen.getByTestId('location').textContent;

/** Booking 42's details as its owner reads them (404 for any other id); records the authorization sent. */
function serveDetails(details: BookingDetails): (string | null)[] {
  const tokens: (string | null)[] = [];
  server.use(
    handle('get', '/api/Booking/{id}/details', ({ params, request, ok, fail }) => {
      tokens.push(request.headers.get('Authorization'));
      return params.id === String(details.id) ? ok(details) : fail(404, 'Booking not found');
    }),
  );
  return tokens;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(READ_AT);
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/payment-success', () => {
  it('shows the reference, the tour and its date in Cairo time, links to the booking and its voucher, and stays', async () => {
    const tokens = serveDetails(paidBookingDetails());
    await renderFlow('/payment-success?bookingId=42', 'en');
    expect(heading()).toBe('Payment successful');
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your payment went through and your booking is confirmed.');
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.getByText('Booking reference').nextElementSibling?.textContent).toBe('RH-7KQ2M9');
    expect(screen.getByText('Giza Pyramids Day Tour')).toBeTruthy();
    expect(screen.getByTestId('travel-date').textContent).toBe('Thu, 5 Dec 2030, 08:00 (Cairo time)');
    expect(screen.getByTestId('travel-date').querySelector('time')?.getAttribute('dateTime')).toBe('2030-12-05T08:00:00+02:00');
    expect(tokens[0]).toMatch(/^Bearer /); // the owner's call
    expect(screen.getByRole('link', { name: 'Open your voucher' }).getAttribute('href')).toBe('/my-bookings/42/voucher');
    expect(screen.getByRole('link', { name: 'View My Bookings' }).getAttribute('href')).toBe('/my-bookings');
    // Decision: the page that shows the reference does not go home by itself.
    expect(screen.queryByText(/Returning to the home page/)).toBeNull();
    await advance(60_000);
    expect(heading()).toBe('Payment successful');
    fireEvent.click(screen.getByRole('link', { name: 'View this booking' }));
    expect(heading()).toBe('Booking page');
    expect(location()).toBe('/my-bookings/42 null');
  });

  it('offers no voucher until the server has one for the booking', async () => {
    serveDetails(paidBookingDetails({ actions: { pay: false, cancel: true, voucher: false, calendar: false }, voucher: null }));
    await renderFlow('/payment-success?bookingId=42', 'en');
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.queryByRole('link', { name: 'Open your voucher' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View this booking' }).getAttribute('href')).toBe('/my-bookings/42');
  });

  it('finds the booking in the navigation state too, and goes to the voucher', async () => {
    serveDetails(paidBookingDetails());
    await renderFlow('/payment-success', 'en', { state: { bookingId: 42 } });
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    fireEvent.click(screen.getByRole('link', { name: 'Open your voucher' }));
    expect(heading()).toBe('Voucher page');
  });

  it('without a booking to show, says the payment went through and goes home after 4 s (spec)', async () => {
    await renderFlow('/payment-success', 'en'); // strict msw: no id, no call
    expect(heading()).toBe('Payment successful');
    expect(screen.queryByTestId('booking-reference')).toBeNull();
    expect(screen.getByText('Returning to the home page in 4 s…')).toBeTruthy();
    await advance(2000);
    expect(screen.getByText('Returning to the home page in 2 s…')).toBeTruthy();
    await advance(1999);
    expect(heading()).toBe('Payment successful');
    await advance(1);
    expect(heading()).toBe('Home page');
  });

  it('keeps the spec page when the booking cannot be read, with My Bookings and a way to stay', async () => {
    serveDetails(paidBookingDetails({ id: 7 })); // booking 42 is not found
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFlow('/payment-success?bookingId=42', 'en');
    expect(screen.queryByTestId('booking-reference')).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Bookings' }).getAttribute('href')).toBe('/my-bookings');
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByText('This page will stay open.')).toBeTruthy();
    await advance(60_000);
    expect(heading()).toBe('Payment successful');
  });

  it('goes home at once from the link', async () => {
    await renderFlow('/payment-success', 'en');
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page now' }));
    expect(heading()).toBe('Home page');
  });

  it('reads right to left in Arabic, with the reference, the date in Cairo time and both links', async () => {
    serveDetails(paidBookingDetails());
    await renderFlow('/payment-success?bookingId=42', 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(heading()).toBe('تم الدفع بنجاح');
    expect(screen.getByText('رقم مرجع الحجز').nextElementSibling?.textContent).toBe('RH-7KQ2M9');
    expect(screen.getByTestId('travel-date').textContent).toBe('الخميس، 5 ديسمبر 2030، 08:00 (بتوقيت القاهرة)');
    expect(screen.getByRole('link', { name: 'عرض هذا الحجز' }).getAttribute('href')).toBe('/my-bookings/42');
    expect(screen.getByRole('link', { name: 'فتح القسيمة' }).getAttribute('href')).toBe('/my-bookings/42/voucher');
    await advance(10_000);
    expect(heading()).toBe('تم الدفع بنجاح');
  });
});

describe('/payment-failed', () => {
  it("shows 'Payment could not be completed.' when nothing was passed, and goes home after 5 s", async () => {
    await renderFlow('/payment-failed', 'en');
    expect(heading()).toBe('Payment not completed');
    expect(screen.getByRole('alert').textContent).toBe('Payment could not be completed.');
    expect(screen.getByText('Returning to the home page in 5 s…')).toBeTruthy();
    await advance(4999);
    expect(heading()).toBe('Payment not completed');
    await advance(1);
    expect(heading()).toBe('Home page');
  });

  it('shows an error passed to it as text, with links home and to My Bookings to try again', async () => {
    await renderFlow('/payment-failed', 'en', { state: { error: 'Payment failed. Please try again.' } });
    expect(screen.getByRole('alert').textContent).toBe('Payment failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Go to the home page now' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Try again from My Bookings' }));
    expect(heading()).toBe('My Bookings page');
    await advance(10_000); // the countdown went with the page
    expect(heading()).toBe('My Bookings page');
  });

  it('a declined card on a held booking: reference, date, the live countdown and Pay with another card, and it stays', async () => {
    serveDetails(bookingDetails());
    await renderFlow('/payment-failed?bookingId=42', 'en', { state: { reason: 'status.declined', bookingId: 42 } });
    expect(screen.getByRole('alert').textContent).toBe('Payment failed. Please try again.');
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.getByTestId('travel-date').textContent).toBe('Thu, 5 Dec 2030, 08:00 (Cairo time)');
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('10:00');
    expect(timer.getAttribute('aria-label')).toBe('10 minutes 0 seconds');
    expect(within(screen.getByTestId('hold-countdown')).getByText(/Your seats are held for/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View this booking' }).getAttribute('href')).toBe('/my-bookings/42');
    // No return home by itself: the failure can still be put right.
    expect(screen.queryByText(/Returning to the home page/)).toBeNull();
    await advance(61_000);
    expect(heading()).toBe('Payment not completed');
    expect(screen.getByRole('timer').textContent).toBe('8:59');
  });

  it('Pay with another card opens a new checkout for the same booking, as Pay now does', async () => {
    serveDetails(bookingDetails());
    const initiated: unknown[] = [];
    server.use(
      handle('post', '/api/Payment/initiate', async ({ request, ok }) => {
        initiated.push(await request.json());
        return ok({ paymentUrl: 'https://pay.example/checkout/2' });
      }),
    );
    const redirect = vi.fn();
    await renderFlow('/payment-failed?bookingId=42', 'en', { state: { reason: 'status.declined', bookingId: 42 }, redirect });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with another card' }));
    expect(location()).toBe('/payment {"bookingId":42,"amount":6250,"currency":"EGP","paymentMethod":"card"}');
    await advance(0);
    expect(initiated).toEqual([{ bookingId: 42, amount: 6250, currency: 'EGP', paymentMethod: 'card' }]);
    expect(redirect).toHaveBeenCalledWith('https://pay.example/checkout/2');
  });

  it('when the hold lapses while the page is open, the offer goes, it says the seats were released, and goes home after 5 s', async () => {
    serveDetails(bookingDetails());
    await renderFlow('/payment-failed?bookingId=42', 'en', { state: { reason: 'status.declined' } });
    expect(screen.getByRole('button', { name: 'Pay with another card' })).toBeTruthy();
    await advance(Date.parse(HOLD_EXPIRES_AT) - READ_AT - 1000);
    expect(screen.getByRole('timer').textContent).toBe('0:01');
    await advance(1000);
    expect(screen.queryByRole('button', { name: 'Pay with another card' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('The time to pay is over and the seats of this booking were released. Please book the tour again.')).toBeTruthy();
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.getByText('Returning to the home page in 5 s…')).toBeTruthy();
    await advance(5000);
    expect(heading()).toBe('Home page');
  });

  it('a booking whose hold is over offers no other card, says the seats were released, and keeps the spec’s return home', async () => {
    serveDetails(expiredBookingDetails());
    await renderFlow('/payment-failed?bookingId=42', 'en', { state: { reason: 'status.expired' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'The time to pay for this booking ran out before the payment was completed, and its seats were released. Please book the tour again.',
    );
    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.queryByRole('button', { name: 'Pay with another card' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('The time to pay is over and the seats of this booking were released. Please book the tour again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View this booking' }).getAttribute('href')).toBe('/my-bookings/42');
    await advance(4999);
    expect(heading()).toBe('Payment not completed');
    await advance(1);
    expect(heading()).toBe('Home page');
  });

  it('says so when the booking was paid meanwhile (another tab), with no other card', async () => {
    serveDetails(paidBookingDetails());
    await renderFlow('/payment-failed?bookingId=42', 'en', { state: { reason: 'status.declined' } });
    expect(screen.getByText('This booking has been paid in the meantime: there is nothing more to pay.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay with another card' })).toBeNull();
  });

  it('reads right to left in Arabic: the reason, the reference, the countdown and Pay with another card', async () => {
    serveDetails(bookingDetails());
    await renderFlow('/payment-failed?bookingId=42', 'ar', { state: { reason: 'status.declined', bookingId: 42 } });
    expect(document.documentElement.dir).toBe('rtl');
    expect(heading()).toBe('لم يكتمل الدفع');
    expect(screen.getByRole('alert').textContent).toBe('فشل الدفع. يرجى المحاولة مرة أخرى.');
    expect(screen.getByText('رقم مرجع الحجز').nextElementSibling?.textContent).toBe('RH-7KQ2M9');
    expect(screen.getByTestId('travel-date').textContent).toBe('الخميس، 5 ديسمبر 2030، 08:00 (بتوقيت القاهرة)');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('10 دقيقة و0 ثانية');
    expect(screen.getByRole('button', { name: 'الدفع ببطاقة أخرى' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'عرض هذا الحجز' }).getAttribute('href')).toBe('/my-bookings/42');
    await advance(10_000);
    expect(heading()).toBe('لم يكتمل الدفع');
  });

  it('reads right to left in Arabic with the default message, and stays when asked', async () => {
    await renderFlow('/payment-failed', 'ar', { state: { error: '' } });
    expect(heading()).toBe('لم يكتمل الدفع');
    expect(screen.getByRole('alert').textContent).toBe('تعذّر إتمام الدفع.');
    expect(screen.getByText('العودة إلى الصفحة الرئيسية خلال 5 ث…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'حاول مرة أخرى من حجوزاتي' }).getAttribute('href')).toBe('/my-bookings');
    fireEvent.click(screen.getByRole('button', { name: 'البقاء في هذه الصفحة' }));
    await advance(10_000);
    expect(heading()).toBe('لم يكتمل الدفع');
  });
});
