/**
 * Payment providers (ARCHITECTURE "Payments", S5). A provider gives the browser a place to pay
 * and later tells the server the outcome with a signed callback, Paymob-style. The built-in sandbox is
 * such a provider: it ships with the server, serves a hosted checkout page, decides like a gateway
 * (test cards), and calls `POST /api/Payment/callback` over real HTTP with the HMAC a real gateway would
 * send. Paymob (server/bookings/paymob.ts) is the real gateway behind the same interface; PAYMENT_PROVIDER
 * chooses.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable, Logger } from '../platform';
import { westernDigits } from '@core/text/digits';
import { bookingReference } from './booking-reference';
import type { Language } from '@core/text/language';

/** The fields of a transaction notification, as `POST /api/Payment/callback` receives them. */
export interface CallbackFields {
  paymentId: string;
  bookingId: number;
  status: 'success' | 'failed';
  amount: number;
  currency: string;
}

export interface SignedCallback extends CallbackFields {
  /** Lowercase hex HMAC-SHA512 of `callbackMessage(fields)`. */
  hmac: string;
}

/** What a provider needs to open a checkout for a payment (amounts in whole EGP, as Rihla keeps them). */
export interface PaymentToStart {
  paymentId: string;
  bookingId: number;
  amount: number;
  currency: string;
  tourTitle: string;
  seats: number;
  /** The traveller, from their account and booking, for the gateway's billing data. */
  customer: { name: string; email: string; phone: string | null };
}

export interface StartedCheckout {
  /** Where to send the browser: a path on this server (sandbox) or the gateway's absolute address. */
  checkoutUrl: string;
  /** The gateway's order for this payment (Paymob's intention order id), which its callbacks name. */
  providerOrderId: string | null;
}

export interface RefundRequest {
  paymentId: string;
  amount: number;
  currency: string;
  /** The gateway's transaction that took the money. */
  providerTransactionId: string | null;
}

export type RefundOutcome = { ok: true; reference: string } | { ok: false; error: string };

/** The gateway could not be reached or refused to open a checkout: nothing was charged. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/**
 * What a payment gateway does for Rihla (D125). Its signed notifications arrive on its own route, which
 * verifies them and hands the verified outcome to `applyPaymentOutcome` (server/bookings/payments.ts), the
 * one place where bookings, payments and seats change.
 */
export interface PaymentProvider {
  /** Recorded with each payment (`payments.provider`). */
  readonly name: 'sandbox' | 'paymob';
  /** Opens the gateway's checkout for this payment (throws `GatewayUnavailable` when it cannot). */
  start(payment: PaymentToStart): Promise<StartedCheckout>;
  /** Gives the money of a successful payment back, in full. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/**
 * The signed text, as the contract describes it: amount with exactly two decimals, bookingId, currency,
 * paymentId, status, concatenated without separators (`6875.0042EGPpay_…success`).
 */
export function callbackMessage(fields: CallbackFields): string {
  return `${fields.amount.toFixed(2)}${fields.bookingId}${fields.currency}${fields.paymentId}${fields.status}`;
}

export function signCallback(secret: string, fields: CallbackFields): string {
  return createHmac('sha512', secret).update(callbackMessage(fields)).digest('hex');
}

export function verifyCallbackSignature(secret: string, callback: SignedCallback): boolean {
  const expected = Buffer.from(signCallback(secret, callback), 'hex');
  const given = /^[0-9a-f]+$/.test(callback.hmac) ? Buffer.from(callback.hmac, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(expected, given);
}

/** What the sandbox needs to know about the server. Read at each call: the public address may be set after start. */
export interface SandboxConfig {
  readonly publicUrl: string;
  readonly paymentCallbackSecret: string;
}

export const SANDBOX_CHECKOUT_PATH = '/api/Payment/sandbox/checkout/';

/**
 * The built-in sandbox: its checkout is a page on this server, and its refunds move no money, so it
 * records them with a reference of its own.
 */
export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    // A path on this same server: the browser stays on whatever address it reached the site by (its
    // session lives in that origin's storage), which an absolute PUBLIC_URL could differ from.
    start: (payment) => Promise.resolve({ checkoutUrl: `${SANDBOX_CHECKOUT_PATH}${encodeURIComponent(payment.paymentId)}`, providerOrderId: null }),
    refund: () => Promise.resolve({ ok: true, reference: `sandbox_refund_${randomUUID()}` }),
  };
}

// ------------------------------------------------------------------------------------------- test cards

/** The sandbox's test cards, as a real gateway's test mode has them. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardForm {
  cardNumber?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
  cardholder?: string | undefined;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardholder';

export type CardProblem =
  | 'cardNumberMissing'
  | 'cardNumberFormat'
  | 'cardNumberLuhn'
  | 'expiryMissing'
  | 'expiryFormat'
  | 'expired'
  | 'cvcFormat'
  | 'cardholderMissing';

export type CardCheck =
  | { ok: true; outcome: 'success' | 'failed'; last4: string }
  | { ok: false; problem: CardProblem; field: CardField };

/** Card digits without the spaces or dashes people type between groups, Arabic-Indic digits read as 0–9. */
export function cardDigits(cardNumber: string): string {
  return westernDigits(cardNumber).replace(/[\s-]/g, '');
}

/**
 * What the sandbox makes of a card: a person's mistake (the page asks again), or the gateway's decision.
 * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002, and any other valid number, is declined.
 * A card is valid to the end of its expiry month.
 */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const digits = cardDigits(form.cardNumber ?? '');
  if (digits === '') return { ok: false, problem: 'cardNumberMissing', field: 'cardNumber' };
  if (!/^\d{12,19}$/.test(digits)) return { ok: false, problem: 'cardNumberFormat', field: 'cardNumber' };
  if (!passesLuhn(digits)) return { ok: false, problem: 'cardNumberLuhn', field: 'cardNumber' };

  const expiry = westernDigits(form.expiry ?? '').trim();
  if (expiry === '') return { ok: false, problem: 'expiryMissing', field: 'expiry' };
  const parts = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(expiry);
  const month = Number(parts?.[1]);
  if (!parts || month < 1 || month > 12) return { ok: false, problem: 'expiryFormat', field: 'expiry' };
  const endOfValidity = Date.UTC(2000 + Number(parts[2]), month, 1); // the first moment of the next month
  if (now.getTime() >= endOfValidity) return { ok: false, problem: 'expired', field: 'expiry' };

  if (!/^\d{3,4}$/.test(westernDigits(form.cvc ?? '').trim())) return { ok: false, problem: 'cvcFormat', field: 'cvc' };
  if ((form.cardholder ?? '').trim() === '') return { ok: false, problem: 'cardholderMissing', field: 'cardholder' };

  return { ok: true, outcome: digits === SANDBOX_CARDS.succeeds ? 'success' : 'failed', last4: digits.slice(-4) };
}

// ------------------------------------------------------------------------------------- the checkout

/** The sandbox's record of a payment it was asked to take. */
export interface SandboxPayment {
  id: string;
  bookingId: number;
  amount: number;
  currency: string;
  status: 'pending' | 'success' | 'failed';
  tourTitle: string;
  /** The booking's reference (`RH-7KQ2M9`), as the traveller's other pages show it. */
  reference: string;
  /** Whether the booking can still be paid: a cancelled one cannot (a late payment would only be refunded). */
  bookingOpen: boolean;
  /** When the booking's seat hold lapses, while it is pending; null otherwise. */
  holdExpiresAt: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sandbox payment behind a checkout address, with the tour's title in `language`; null when unknown (or another gateway's). */
export async function findSandboxPayment(db: Queryable, paymentId: string, language: Language): Promise<SandboxPayment | null> {
  if (!UUID.test(paymentId)) return null;
  const row = await db.one<{
    id: string;
    booking_id: number;
    amount: number;
    currency: string;
    status: SandboxPayment['status'];
    title: string;
    booking_status: string;
    hold_expires_at: Date | string;
  }>(
    `select p.id, p.booking_id, p.amount, p.currency, p.status, b.status as booking_status, b.hold_expires_at,
            case when $2::text = 'ar' then coalesce(nullif(t.title_ar, ''), t.title_en) else t.title_en end as title
       from payments p join bookings b on b.id = p.booking_id join tours t on t.id = b.tour_id
      where p.id = $1::uuid and p.provider = 'sandbox'`,
    [paymentId, language],
  );
  return row
    ? {
        id: row.id,
        bookingId: row.booking_id,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        tourTitle: row.title,
        reference: bookingReference(row.booking_id),
        bookingOpen: row.booking_status !== 'cancelled' && row.booking_status !== 'refunded',
        holdExpiresAt: row.booking_status === 'pending' ? new Date(row.hold_expires_at) : null,
      }
    : null;
}

export type Delivery = 'delivered' | 'conflict' | 'unreachable';

/**
 * Posts a signed notification to the shop's callback, as a gateway does: JSON over HTTP, retried on a
 * network failure or a 5xx. 204 is delivered; 409 means the payment was settled the other way meanwhile.
 */
export async function deliverCallback(
  callbackUrl: string,
  callback: SignedCallback,
  post: typeof fetch = fetch,
  retryDelaysMs: readonly number[] = [200, 800],
  logger?: Pick<Logger, 'warn'>,
): Promise<Delivery> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await post(callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(callback),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 204 || response.status === 200) return 'delivered';
      if (response.status === 409) return 'conflict';
      if (response.status < 500) {
        logger?.warn({ paymentId: callback.paymentId, status: response.status }, 'sandbox payment: the callback refused the notification');
        return 'unreachable';
      }
    } catch (error) {
      if (attempt >= retryDelaysMs.length) {
        logger?.warn({ paymentId: callback.paymentId, reason: error instanceof Error ? error.message : String(error) }, 'sandbox payment: the callback could not be reached');
      }
    }
    const delay = retryDelaysMs[attempt];
    if (delay === undefined) return 'unreachable';
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export type SandboxSubmission =
  | { kind: 'notFound' }
  | { kind: 'settled'; payment: SandboxPayment }
  /** The traveller cancelled the booking: nothing is charged. */
  | { kind: 'closed'; payment: SandboxPayment }
  | { kind: 'invalid'; payment: SandboxPayment; problem: CardProblem; field: CardField }
  | { kind: 'decided'; payment: SandboxPayment; outcome: 'success' | 'failed' }
  | { kind: 'unreachable'; payment: SandboxPayment };

export interface SandboxCheckout {
  db: Queryable;
  config: SandboxConfig;
  now: Date;
  language: Language;
  /** The HTTP client used to reach the callback (tests may pass another). */
  post?: typeof fetch;
  /** Where the sandbox reports a callback it could not deliver. */
  logger: Pick<Logger, 'warn'>;
}

/**
 * The sandbox's checkout: a cancel, or a card the gateway accepts or declines, becomes a signed
 * notification to the shop's own callback, exactly as a real gateway would send it. The sandbox never
 * writes the shop's records itself: only the callback does.
 */
export async function submitSandboxCheckout(
  checkout: SandboxCheckout,
  paymentId: string,
  form: CardForm & { action?: 'pay' | 'cancel' | undefined },
): Promise<SandboxSubmission> {
  const payment = await findSandboxPayment(checkout.db, paymentId, checkout.language);
  if (!payment) return { kind: 'notFound' };
  if (payment.status !== 'pending') return { kind: 'settled', payment };
  if (!payment.bookingOpen) return { kind: 'closed', payment };

  let outcome: 'success' | 'failed' = 'failed';
  if (form.action !== 'cancel') {
    const card = checkCard(form, checkout.now);
    if (!card.ok) return { kind: 'invalid', payment, problem: card.problem, field: card.field };
    outcome = card.outcome;
  }
  const fields: CallbackFields = {
    paymentId: payment.id,
    bookingId: payment.bookingId,
    status: outcome,
    amount: payment.amount,
    currency: payment.currency,
  };
  const callback: SignedCallback = { ...fields, hmac: signCallback(checkout.config.paymentCallbackSecret, fields) };
  const delivery = await deliverCallback(`${checkout.config.publicUrl}/api/Payment/callback`, callback, checkout.post, undefined, checkout.logger);
  if (delivery === 'unreachable') return { kind: 'unreachable', payment };
  if (delivery === 'conflict') {
    const settled = await findSandboxPayment(checkout.db, paymentId, checkout.language);
    return { kind: 'settled', payment: settled ?? payment };
  }
  return { kind: 'decided', payment, outcome };
}
