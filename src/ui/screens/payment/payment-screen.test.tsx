import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signIn } from '../../../../tests/fixtures/session';
import { handle, TEST_API_BASE } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { renderFlow } from '../payment-result/payment-flow-harness';

const server = startMswServer();

const fromBookNow = { bookingId: 42, amount: 6875, currency: 'EGP', paymentMethod: 'card' };
const sandboxPath = '/api/Payment/sandbox/checkout/pay_01JD3K7ZQ8W4N2R6T9V5X1Y3B7';
/** Where the browser goes: the sandbox checkout page on the API host, in the traveller's language. */
const sandboxUrl = `${TEST_API_BASE}${sandboxPath}?lang=en`;

const alertText = () => screen.getByRole('alert').textContent;

describe('/payment (English)', () => {
  it('starts the payment for the booking and sends the browser to the sandbox page', async () => {
    const user = signIn();
    const bodies: unknown[] = [];
    const authorizations: (string | null)[] = [];
    server.use(
      handle('post', '/api/Payment/initiate', async ({ request, ok }) => {
        bodies.push(await request.json());
        authorizations.push(request.headers.get('Authorization'));
        return ok({ paymentUrl: sandboxPath });
      }),
    );
    const redirect = vi.fn();
    await renderFlow('/payment', 'en', { state: fromBookNow, redirect });

    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    expect(screen.getByText('Booking #42: EGP 6,875')).toBeTruthy();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(sandboxUrl));
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([{ bookingId: 42, paymentMethod: 'card', amount: 6875, currency: 'EGP' }]);
    expect(authorizations).toEqual([`Bearer ${user.token}`]);
    expect(screen.getByRole('status').textContent).toBe('Taking you to the secure payment page…');
    expect(screen.getByRole('link', { name: 'Continue to the payment page' }).getAttribute('href')).toBe(sandboxUrl);
    // The history entry forgets the state, so Back from the payment page does not start another payment.
    expect(screen.getByTestId('location').textContent).toBe('/payment null');
  });

  it("without navigation state (a reload, a typed address): 'Missing payment information.' and a way to My Bookings", async () => {
    signIn();
    const redirect = vi.fn();
    await renderFlow('/payment', 'en', { redirect }); // strict msw: a call would fail the test
    await waitFor(() => expect(alertText()).toBe('Missing payment information.'));
    expect(screen.getByText('You can pay for a booking that is waiting for payment from My Bookings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to My Bookings' }));
    expect(await screen.findByRole('heading', { name: 'My Bookings page' })).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("with part of the state missing: 'Missing payment information.'", async () => {
    signIn();
    await renderFlow('/payment', 'en', { state: { bookingId: 42, amount: 6875, currency: 'EGP' } });
    await waitFor(() => expect(alertText()).toBe('Missing payment information.'));
  });

  it("without a token: 'Authentication required.'", async () => {
    await renderFlow('/payment', 'en', { state: fromBookNow });
    await waitFor(() => expect(alertText()).toBe('Authentication required.'));
    expect(screen.getByRole('link', { name: 'Go to My Bookings' }).getAttribute('href')).toBe('/my-bookings');
  });

  it("shows 'Payment failed: ' with the server's message, and Try again starts over", async () => {
    signIn();
    let calls = 0;
    server.use(
      handle('post', '/api/Payment/initiate', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(400, 'The amount does not match the booking total') : ok({ paymentUrl: sandboxPath });
      }),
    );
    const redirect = vi.fn();
    await renderFlow('/payment', 'en', { state: fromBookNow, redirect });
    await waitFor(() => expect(alertText()).toBe('Payment failed: The amount does not match the booking total'));
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(sandboxUrl));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Payment failed: Unexpected error' when the server gives no message", async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ outsideContract }) => outsideContract(new Response('Bad gateway', { status: 502 }))));
    await renderFlow('/payment', 'en', { state: fromBookNow });
    await waitFor(() => expect(alertText()).toBe('Payment failed: Unexpected error'));
  });

  it('says so when the server cannot be reached', async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ networkError }) => networkError()));
    await renderFlow('/payment', 'en', { state: fromBookNow });
    await waitFor(() => expect(alertText()).toBe('Payment failed: Could not reach the server. Check your connection and try again.'));
  });

  it("says 'No payment URL returned.' when the answer has no address", async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ ok }) => ok({ paymentUrl: '' })));
    const redirect = vi.fn();
    await renderFlow('/payment', 'en', { state: fromBookNow, redirect });
    await waitFor(() => expect(alertText()).toBe('No payment URL returned.'));
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('/payment (Arabic)', () => {
  it('reads right to left, with the amount in pounds and the failure in Arabic', async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ fail }) => fail(409, 'هذا الحجز لم يعد بانتظار الدفع')));
    await renderFlow('/payment', 'ar', { state: fromBookNow });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'الدفع' })).toBeTruthy();
    expect(screen.getByText('الحجز رقم 42: 6,875 ج.م')).toBeTruthy();
    await waitFor(() => expect(alertText()).toBe('فشل الدفع: هذا الحجز لم يعد بانتظار الدفع'));
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى حجوزاتي' }).getAttribute('href')).toBe('/my-bookings');
  });

  it('sends the browser to the sandbox page in Arabic', async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ ok }) => ok({ paymentUrl: sandboxPath })));
    const redirect = vi.fn();
    await renderFlow('/payment', 'ar', { state: fromBookNow, redirect });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(`${TEST_API_BASE}${sandboxPath}?lang=ar`));
    expect(screen.getByRole('status').textContent).toBe('جارٍ نقلك إلى صفحة الدفع الآمنة…');
    expect(screen.getByRole('link', { name: 'المتابعة إلى صفحة الدفع' }).getAttribute('href')).toBe(`${TEST_API_BASE}${sandboxPath}?lang=ar`);
  });
});
