/**
 * Paymob, Egypt's card gateway, behind `PaymentProvider` (D124–D127), after Paymob's developer
 * documentation (developers.paymob.com): the Intention API opens a checkout, the browser pays on Paymob's
 * Unified Checkout, Paymob posts the transaction-processed callback (`{type, obj}`, signed with
 * HMAC-SHA512 over twenty fields in a fixed order, the `hmac` in the query string), and refunds go
 * through the void/refund API. Amounts travel in piasters (`amount_cents`); Rihla keeps whole EGP.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../platform';
import { GatewayUnavailable, type PaymentProvider, type PaymentToStart, type RefundOutcome } from './payment-provider';
import { applyPaymentOutcome, REFUND_REASONS, type CallbackResult } from './payments';
import { moveBooking } from './booking-life';

export interface PaymobSettings {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationId: number;
  baseUrl: string;
}

/** Where Paymob posts the transaction-processed callback, on PUBLIC_URL. */
export const PAYMOB_CALLBACK_PATH = '/api/Payment/paymob/callback';

export function piasters(amount: number): number {
  return Math.round(amount * 100);
}

/** Paymob's placeholder for a billing field Rihla does not know (its documentation: "NA"). */
const UNKNOWN = 'NA';

function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first: UNKNOWN, last: UNKNOWN };
  return { first: words[0]!, last: words.length > 1 ? words.slice(1).join(' ') : UNKNOWN };
}

/** The body of `POST {base}/v1/intention/` for one payment. */
export function intentionBody(settings: PaymobSettings, payment: PaymentToStart, publicUrl: string) {
  const cents = piasters(payment.amount);
  const { first, last } = splitName(payment.customer.name);
  return {
    amount: cents,
    currency: payment.currency,
    payment_methods: [settings.integrationId],
    items: [
      {
        // Paymob limits an item's name to 50 characters.
        name: payment.tourTitle.slice(0, 50),
        amount: cents,
        description: `Rihla booking ${payment.bookingId}: ${payment.seats} seat${payment.seats === 1 ? '' : 's'}`,
        quantity: 1,
      },
    ],
    billing_data: {
      first_name: first,
      last_name: last,
      email: payment.customer.email,
      phone_number: payment.customer.phone ?? UNKNOWN,
      apartment: UNKNOWN,
      floor: UNKNOWN,
      street: UNKNOWN,
      building: UNKNOWN,
      shipping_method: UNKNOWN,
      postal_code: UNKNOWN,
      city: UNKNOWN,
      country: UNKNOWN,
      state: UNKNOWN,
    },
    customer: { first_name: first, last_name: last, email: payment.customer.email },
    special_reference: payment.paymentId,
    notification_url: `${publicUrl}${PAYMOB_CALLBACK_PATH}`,
    redirection_url: `${publicUrl}/payment-status?bookingId=${payment.bookingId}`,
  };
}

export function unifiedCheckoutUrl(settings: PaymobSettings, clientSecret: string): string {
  return `${settings.baseUrl}/unifiedcheckout/?publicKey=${encodeURIComponent(settings.publicKey)}&clientSecret=${encodeURIComponent(clientSecret)}`;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The Paymob provider. `publicUrl` is read at each call (tests set it once the port is bound); `post` is
 * the HTTP client (fetch). Secrets never appear in what it logs or throws.
 */
export function paymobProvider(settings: PaymobSettings, publicUrl: () => string, post: typeof fetch = fetch): PaymentProvider {
  const headers = { Authorization: `Token ${settings.secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' };
  return {
    name: 'paymob',
    async start(payment) {
      let response: Response;
      try {
        response = await post(`${settings.baseUrl}/v1/intention/`, {
          method: 'POST',
          headers,
          body: JSON.stringify(intentionBody(settings, payment, publicUrl())),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new GatewayUnavailable(`the Intention API could not be reached (${error instanceof Error ? error.message : String(error)})`);
      }
      const body = await readJson(response);
      if (!response.ok || !body) throw new GatewayUnavailable(`the Intention API answered ${response.status}`);
      const clientSecret = body.client_secret;
      const orderId = body.intention_order_id;
      if (typeof clientSecret !== 'string' || clientSecret === '' || (typeof orderId !== 'number' && typeof orderId !== 'string')) {
        throw new GatewayUnavailable('the Intention API answered without client_secret and intention_order_id');
      }
      return { checkoutUrl: unifiedCheckoutUrl(settings, clientSecret), providerOrderId: String(orderId) };
    },
    async refund(request): Promise<RefundOutcome> {
      if (!request.providerTransactionId || !/^\d+$/.test(request.providerTransactionId)) {
        return { ok: false, error: 'the payment has no Paymob transaction id to refund' };
      }
      let response: Response;
      try {
        response = await post(`${settings.baseUrl}/api/acceptance/void_refund/refund`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ transaction_id: Number(request.providerTransactionId), amount_cents: piasters(request.amount) }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return { ok: false, error: `the refund API could not be reached (${error instanceof Error ? error.message : String(error)})` };
      }
      const body = await readJson(response);
      if (!response.ok || !body) return { ok: false, error: `the refund API answered ${response.status}` };
      if (body.success === false) return { ok: false, error: 'Paymob declined the refund' };
      const id = body.id;
      return { ok: true, reference: typeof id === 'number' || typeof id === 'string' ? String(id) : 'paymob-refund' };
    },
  };
}

// -------------------------------------------------------------------------------------- the callback

/**
 * The transaction fields Paymob signs, in its documented order (HMAC Transaction Callback): `id` is the
 * transaction's, `order.id` its order's, the `source_data.*` the card's.
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function field(obj: Record<string, unknown>, path: string): unknown {
  let value: unknown = obj;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/**
 * The signed text: each field's value as text (booleans `true`/`false`, numbers as written, a missing
 * or null value as nothing), concatenated in the documented order without separators. The order is
 * Paymob's, not the JSON's, so a body whose keys arrive in another order verifies the same.
 */
/** A JSON value as Paymob writes it into the signed text: scalars as themselves, nothing for none. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

export function paymobHmacMessage(obj: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((path) => asText(field(obj, path))).join('');
}

export function signPaymobTransaction(hmacSecret: string, obj: Record<string, unknown>): string {
  return createHmac('sha512', hmacSecret).update(paymobHmacMessage(obj)).digest('hex');
}

/** Constant-time comparison of the `hmac` Paymob sent with the one computed from the body. */
export function verifyPaymobTransaction(hmacSecret: string, obj: Record<string, unknown>, hmac: string): boolean {
  const expected = Buffer.from(signPaymobTransaction(hmacSecret, obj), 'hex');
  const given = /^[0-9a-f]+$/i.test(hmac) ? Buffer.from(hmac.toLowerCase(), 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(expected, given);
}

export type PaymobCallbackResult =
  | CallbackResult
  | { ok: false; reason: 'signature' }
  /** Verified, and about something that changes no booking (a pending transaction, a refund's own notice). */
  | { ok: true; applied: boolean; ignored: true; refundPaymentId: null };

const truthy = (value: unknown) => value === true || value === 'true';

/**
 * Paymob's transaction-processed callback: verified first (a forged one changes nothing), then tied to
 * the payment by the signed `order.id` (the intention's order, stored at initiate), then applied through
 * `applyPaymentOutcome` like every provider's outcome. A notice about a refund (the refunded transaction,
 * or the refund's own transaction) records the refund as made.
 */
export async function receivePaymobCallback(
  db: Db,
  hmacSecret: string,
  body: { type: string; obj: Record<string, unknown> },
  hmac: string,
  now: Date,
): Promise<PaymobCallbackResult> {
  const { obj } = body;
  if (!verifyPaymobTransaction(hmacSecret, obj, hmac)) return { ok: false, reason: 'signature' };
  const orderId = field(obj, 'order.id');
  const payment =
    typeof orderId === 'number' || typeof orderId === 'string'
      ? await db.one<{ id: string; amount: number; currency: string }>(
          "select id, amount, currency from payments where provider = 'paymob' and provider_order_id = $1",
          [String(orderId)],
        )
      : null;
  if (!payment) return { ok: false, reason: 'notFound' };

  if (truthy(obj.is_refunded) || truthy(obj.is_voided) || truthy(obj.has_parent_transaction)) {
    const refunded = await db.transaction(async (tx) => {
      const settled = await tx.query<{ id: string; booking_id: number; refund_reason: string | null }>(
        `update payments set refund_status = 'refunded', refunded_at = coalesce(refunded_at, $2::timestamptz),
                refund_reference = coalesce(refund_reference, $3)
          where booking_id = (select booking_id from payments where id = $1::uuid) and provider = 'paymob'
            and refund_status in ('due', 'in_progress', 'failed')
            and provider_transaction_id in ($4, $5)
          returning id, booking_id, refund_reason`,
        [payment.id, now, asText(obj.id), asText(obj.id), asText(field(obj, 'parent_transaction'))],
      );
      // A cancelled booking's refund, settled by Paymob's notice: the booking is refunded.
      for (const row of settled) if (row.refund_reason === REFUND_REASONS.cancelled) await moveBooking(tx, row.booking_id, 'refund.made');
      return settled;
    });
    return { ok: true, applied: refunded.length > 0, ignored: true, refundPaymentId: null };
  }
  if (truthy(obj.pending)) return { ok: true, applied: false, ignored: true, refundPaymentId: null };

  const cents = Number(obj.amount_cents);
  return applyPaymentOutcome(
    db,
    {
      paymentId: payment.id,
      status: truthy(obj.success) ? 'success' : 'failed',
      amount: Number.isFinite(cents) ? cents / 100 : Number.NaN,
      currency: typeof obj.currency === 'string' ? obj.currency : '',
      transactionId: asText(obj.id) || null,
    },
    now,
  );
}
