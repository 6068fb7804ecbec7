/**
 * Test harness for the payment flow's screens: the four routes as the app has them (without the guard,
 * which the app wires), stand-ins for home, My Bookings, the booking page and its voucher, and a probe
 * showing the current location.
 */
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Language } from '@/ui/app/i18n';
import { createTestI18n } from '../../../../tests/i18n';
import { PaymentScreen } from '../payment/payment-screen';
import { PaymentStatusScreen } from '../payment-status/payment-status-screen';
import { PaymentFailedScreen } from './payment-failed-screen';
import { PaymentSuccessScreen } from './payment-success-screen';

function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search} {JSON.stringify(location.state ?? null)}
    </div>
  );
}

export interface FlowOptions {
  /** The navigation state of the first entry (what /book-now or Pay now passes). */
  state?: unknown;
  /** The spy the payment page sends the browser to the payment address with. */
  redirect?: (url: string) => void;
}

/** Renders the flow at `path` in `language` and lets the first effects run; answers how to unmount it. */
export async function renderFlow(path: string, language: Language, { state, redirect }: FlowOptions = {}): Promise<{ unmount: () => void }> {
  const i18n = await createTestI18n(language);
  const [pathname = '/', search = ''] = path.split('?');
  const routes: ReactNode = (
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/my-bookings" element={<h1>My Bookings page</h1>} />
      <Route path="/my-bookings/:id" element={<h1>Booking page</h1>} />
      <Route path="/my-bookings/:id/voucher" element={<h1>Voucher page</h1>} />
      <Route path="/payment" element={<PaymentScreen redirect={redirect} />} />
      <Route path="/payment-status" element={<PaymentStatusScreen />} />
      <Route path="/payment-success" element={<PaymentSuccessScreen />} />
      <Route path="/payment-failed" element={<PaymentFailedScreen />} />
    </Routes>
  );
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        {routes}
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
  await settle();
  return { unmount };
}

/** Lets promises (a request and its answer, a navigation) settle, on a fake clock or the real one. */
export function settle(): Promise<void> {
  return act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}

/** Moves the fake clock, letting React render what the timers did. */
export function advance(ms: number): Promise<void> {
  return act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
