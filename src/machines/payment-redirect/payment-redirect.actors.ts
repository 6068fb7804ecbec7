import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import { apiBaseUrl } from '@/api/config';
import { readStoredToken } from '@/api/stored-session';
import type { PaymentRequest } from './payment-request';

/**
 * Why the payment could not start (spec, booking §5 and §8), for the view to word:
 * - missingInformation: 'Missing payment information.'
 * - authenticationRequired: 'Authentication required.'
 * - rejected: 'Payment failed: ' + the server's message, else 'Unexpected error' (message null)
 * - unreachable: no answer at all (the spec's "error message" case): 'Payment failed: ' + a connection hint
 * - noPaymentUrl: 'No payment URL returned.'
 */
export type PaymentFailure =
  | { reason: 'missingInformation' }
  | { reason: 'authenticationRequired' }
  | { reason: 'rejected'; message: string | null }
  | { reason: 'unreachable' }
  | { reason: 'noPaymentUrl' };

/** Starting a payment ends with the address of the payment page, or the failure to show (CONVENTIONS #3). */
export type PaymentInitiation = { ok: true; paymentUrl: string } | { ok: false; failure: PaymentFailure };

export interface InitiatePaymentInput {
  /** Null when the navigation state lacked something (see readPaymentRequest). */
  request: PaymentRequest | null;
  /** The traveller's language ('en', 'ar'), for the sandbox checkout page. */
  language: string;
}

/** The built-in sandbox provider's hosted checkout page (S5), which takes `?lang=en|ar`. */
const SANDBOX_CHECKOUT = /^\/api\/Payment\/sandbox\/checkout\/[^/]+$/;

/**
 * The address to send the browser to. The sandbox answers a server path (`/api/Payment/sandbox/checkout/…`),
 * which lives on the API's host; a real gateway answers an absolute address. Only http(s) addresses are
 * followed: anything else (empty, `javascript:`, not a string) counts as no payment URL.
 */
export function paymentAddress(paymentUrl: unknown, base: string = apiBaseUrl(), language = ''): string | null {
  if (typeof paymentUrl !== 'string' || paymentUrl.trim() === '') return null;
  try {
    const root = new URL(`${base.replace(/\/+$/, '')}/`);
    const address = new URL(paymentUrl.trim(), root);
    if (address.protocol !== 'http:' && address.protocol !== 'https:') return null;
    // Decision: the sandbox checkout page speaks the traveller's language, not the browser's setting (its
    // default), so an Arabic booking is paid on an Arabic, right-to-left page. A real gateway's address
    // is followed as it is.
    const lang = language.toLowerCase().slice(0, 2);
    if (address.origin === root.origin && SANDBOX_CHECKOUT.test(address.pathname) && (lang === 'en' || lang === 'ar') && !address.searchParams.has('lang')) {
      address.searchParams.set('lang', lang);
    }
    return address.href;
  } catch {
    return null;
  }
}

/**
 * POST /api/Payment/initiate (spec, booking §7: bearer; bookingId, paymentMethod, amount, currency; reads
 * paymentUrl, a missing address is an error). Requires the navigation state's four values and a token (§5).
 */
export const initiatePayment = fromPromise<PaymentInitiation, InitiatePaymentInput>(async ({ input }) => {
  const { request } = input;
  if (!request) return { ok: false, failure: { reason: 'missingInformation' } };
  if (!readStoredToken()) return { ok: false, failure: { reason: 'authenticationRequired' } };
  const result = await toResult(
    api.POST('/api/Payment/initiate', {
      body: { bookingId: request.bookingId, paymentMethod: request.paymentMethod, amount: request.amount, currency: request.currency },
    }),
    '',
  );
  if (!result.ok) {
    if (result.error.kind === 'network') return { ok: false, failure: { reason: 'unreachable' } };
    return { ok: false, failure: { reason: 'rejected', message: result.error.message === '' ? null : result.error.message } };
  }
  const paymentUrl = paymentAddress(result.data?.paymentUrl, apiBaseUrl(), input.language);
  return paymentUrl ? { ok: true, paymentUrl } : { ok: false, failure: { reason: 'noPaymentUrl' } };
});

/** An actor that sends the browser to the payment page with `go`; the screen and its tests choose `go`. */
export function redirectWith(go: (url: string) => void) {
  return fromPromise<void, { url: string }>(({ input }) => {
    go(input.url);
    return Promise.resolve();
  });
}

/** The real redirect (spec §4: the browser is redirected to the returned payment address). */
export const redirectBrowser = redirectWith((url) => window.location.assign(url));
