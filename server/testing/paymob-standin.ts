/**
 * A stand-in for Paymob in tests: real HTTP on a free loopback port, answering the requests
 * Paymob's documentation describes, as Paymob would. It checks what a real account would refuse (the
 * `Token` secret key, amounts in piasters that add up, the integration id), lets a test pay an intention
 * as the customer (approved or declined), then signs the transaction-processed callback with the HMAC
 * secret and POSTs it to the intention's `notification_url`, and answers refunds of its transactions.
 * Its HMAC is written here again on purpose, from the documentation, not borrowed from the adapter.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PaymobAccount {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationId: number;
}

export interface StandinIntention {
  id: string;
  clientSecret: string;
  orderId: number;
  /** The request's body, as Rihla sent it. */
  request: {
    amount: number;
    currency: string;
    payment_methods: Array<number | string>;
    items: Array<{ name: string; amount: number; description?: string; quantity: number }>;
    billing_data: Record<string, string>;
    customer?: Record<string, string>;
    special_reference: string;
    notification_url: string;
    redirection_url: string;
  };
}

export interface StandinTransaction {
  id: number;
  orderId: number;
  amountCents: number;
  success: boolean;
  refundedCents: number;
}

export interface Delivered {
  url: string;
  /** The JSON text posted. */
  body: string;
  status: number;
}

export interface PayOptions {
  /** Sign with another secret (a forger's). */
  hmacSecret?: string;
  /** Write the JSON's keys in reverse order (Paymob does not promise an order). */
  reorderKeys?: boolean;
  /** Change the transaction after signing it (a tampered body). */
  tamper?: (obj: Record<string, unknown>) => void;
  /** Sign and send another amount than the intention's. */
  amountCents?: number;
  /** Fields set on the transaction before it is signed (e.g. a refund notice's `is_refunded: true`). */
  fields?: Record<string, unknown>;
  /** Notify about this existing transaction again rather than a new one. */
  transactionId?: number;
}

export interface PaymobStandin {
  url: string;
  account: PaymobAccount;
  intentions: StandinIntention[];
  transactions: StandinTransaction[];
  /** Every refund request that reached the stand-in, and whether it was made. */
  refunds: Array<{ transactionId: number; amountCents: number; made: boolean }>;
  /** The next `n` intention requests answer 503 (the gateway is down). */
  failIntentions(n: number): void;
  /** The next `n` refund requests answer 503. */
  failRefunds(n: number): void;
  intention(clientSecret: string): StandinIntention;
  /** The customer pays on the Unified Checkout: the callback is signed and delivered. */
  pay(clientSecret: string, outcome: 'approved' | 'declined', options?: PayOptions): Promise<Delivered & { transactionId: number }>;
  /** Posts a delivered callback again, exactly (Paymob retries). */
  replay(delivered: Delivered): Promise<number>;
  close(): Promise<void>;
}

const HMAC_ORDER = [
  ['amount_cents'],
  ['created_at'],
  ['currency'],
  ['error_occured'],
  ['has_parent_transaction'],
  ['id'],
  ['integration_id'],
  ['is_3d_secure'],
  ['is_auth'],
  ['is_capture'],
  ['is_refunded'],
  ['is_standalone_payment'],
  ['is_voided'],
  ['order', 'id'],
  ['owner'],
  ['pending'],
  ['source_data', 'pan'],
  ['source_data', 'sub_type'],
  ['source_data', 'type'],
  ['success'],
];

function standinHmac(secret: string, obj: Record<string, unknown>): string {
  let text = '';
  for (const path of HMAC_ORDER) {
    let value: unknown = obj;
    for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
    text += typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  }
  return createHmac('sha512', secret).update(text).digest('hex');
}

function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).reverse().map(([key, inner]) => [key, reversed(inner)]));
  }
  return value;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startPaymobStandin(account: PaymobAccount): Promise<PaymobStandin> {
  const intentions: StandinIntention[] = [];
  const transactions: StandinTransaction[] = [];
  const refunds: PaymobStandin['refunds'] = [];
  let intentionFailures = 0;
  let refundFailures = 0;
  let nextOrder = 217_503_000;
  let nextTransaction = 192_036_000;

  const authorized = (request: IncomingMessage) => request.headers.authorization === `Token ${account.secretKey}`;

  async function intentionRequest(request: IncomingMessage, response: ServerResponse) {
    if (!authorized(request)) return send(response, 401, { detail: 'Invalid token.' });
    if (intentionFailures > 0) {
      intentionFailures -= 1;
      return send(response, 503, { detail: 'Service unavailable' });
    }
    const body = (await readBody(request)) as StandinIntention['request'] | null;
    if (!body || !Number.isInteger(body.amount) || body.amount <= 0) return send(response, 400, { amount: ['A valid integer is required.'] });
    if (body.currency !== 'EGP') return send(response, 400, { currency: ['Not a supported currency.'] });
    if (!Array.isArray(body.payment_methods) || !body.payment_methods.includes(account.integrationId)) {
      return send(response, 404, { detail: 'Integration ID/Name does not exist in our system.' });
    }
    const itemsTotal = (body.items ?? []).reduce((sum, item) => sum + item.amount * item.quantity, 0);
    if (itemsTotal !== body.amount) return send(response, 400, { detail: 'Items total amount must be equal to the amount.' });
    for (const key of ['first_name', 'last_name', 'email', 'phone_number']) {
      if (typeof body.billing_data?.[key] !== 'string' || body.billing_data[key] === '') {
        return send(response, 400, { billing_data: { [key]: ['This field is required.'] } });
      }
    }
    if (intentions.some((intention) => intention.request.special_reference === body.special_reference)) {
      return send(response, 400, { special_reference: ['Special reference must be unique.'] });
    }
    const index = intentions.length + 1;
    const intention: StandinIntention = {
      id: `pi_test_${index}`,
      clientSecret: `egy_csk_test_${index}_${Math.random().toString(36).slice(2)}`,
      orderId: (nextOrder += 1),
      request: body,
    };
    intentions.push(intention);
    send(response, 201, {
      id: intention.id,
      client_secret: intention.clientSecret,
      intention_order_id: intention.orderId,
      amount: body.amount,
      currency: body.currency,
      special_reference: body.special_reference,
      status: 'intended',
      payment_methods: [{ integration_id: account.integrationId, name: 'Card', method_type: 'online' }],
      created: new Date().toISOString(),
    });
  }

  async function refundRequest(request: IncomingMessage, response: ServerResponse) {
    if (!authorized(request)) return send(response, 401, { detail: 'Invalid token.' });
    const body = (await readBody(request)) as { transaction_id?: number; amount_cents?: number } | null;
    const transaction = transactions.find((candidate) => candidate.id === body?.transaction_id);
    const amountCents = Number(body?.amount_cents);
    if (refundFailures > 0) {
      refundFailures -= 1;
      refunds.push({ transactionId: Number(body?.transaction_id), amountCents, made: false });
      return send(response, 503, { detail: 'Service unavailable' });
    }
    if (!transaction || !transaction.success) {
      refunds.push({ transactionId: Number(body?.transaction_id), amountCents, made: false });
      return send(response, 404, { detail: 'Transaction not found or not refundable.' });
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > transaction.amountCents - transaction.refundedCents) {
      refunds.push({ transactionId: transaction.id, amountCents, made: false });
      return send(response, 400, { message: 'Refund amount exceeds the refundable amount.' });
    }
    transaction.refundedCents += amountCents;
    refunds.push({ transactionId: transaction.id, amountCents, made: true });
    send(response, 200, {
      id: (nextTransaction += 1),
      pending: false,
      success: true,
      is_refund: true,
      amount_cents: amountCents,
      currency: 'EGP',
      parent_transaction: transaction.id,
      order: { id: transaction.orderId },
    });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://standin').pathname;
    const handled =
      request.method === 'POST' && path === '/v1/intention/'
        ? intentionRequest(request, response)
        : request.method === 'POST' && path === '/api/acceptance/void_refund/refund'
          ? refundRequest(request, response)
          : Promise.resolve(
              request.method === 'GET' && path === '/unifiedcheckout/'
                ? (response.writeHead(200, { 'Content-Type': 'text/html' }), response.end('<!doctype html><title>Paymob checkout (stand-in)</title>'))
                : send(response, 404, { detail: 'Not found.' }),
            );
    handled.catch((error: unknown) => send(response, 500, { detail: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function intention(clientSecret: string): StandinIntention {
    const found = intentions.find((candidate) => candidate.clientSecret === clientSecret);
    if (!found) throw new Error(`the stand-in has no intention ${clientSecret}`);
    return found;
  }

  async function post(target: string, body: string): Promise<number> {
    const response = await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    await response.body?.cancel();
    return response.status;
  }

  return {
    url,
    account,
    intentions,
    transactions,
    refunds,
    failIntentions: (n) => {
      intentionFailures = n;
    },
    failRefunds: (n) => {
      refundFailures = n;
    },
    intention,
    async pay(clientSecret, outcome, options = {}) {
      const paid = intention(clientSecret);
      const amountCents = options.amountCents ?? paid.request.amount;
      const success = outcome === 'approved';
      const existing = transactions.find((candidate) => candidate.id === options.transactionId);
      const transaction: StandinTransaction = existing ?? { id: (nextTransaction += 1), orderId: paid.orderId, amountCents, success, refundedCents: 0 };
      if (!existing) transactions.push(transaction);
      const obj: Record<string, unknown> = {
        id: transaction.id,
        pending: false,
        amount_cents: amountCents,
        success,
        is_auth: false,
        is_capture: false,
        is_standalone_payment: true,
        is_voided: false,
        is_refunded: false,
        is_3d_secure: true,
        integration_id: account.integrationId,
        profile_id: 164295,
        has_parent_transaction: false,
        order: {
          id: paid.orderId,
          created_at: '2026-11-26T11:33:09.592345',
          merchant_order_id: paid.request.special_reference,
          amount_cents: amountCents,
          currency: 'EGP',
        },
        created_at: new Date().toISOString().replace('Z', '123'),
        currency: 'EGP',
        source_data: { pan: success ? '2346' : '0002', type: 'card', sub_type: 'MasterCard' },
        error_occured: false,
        owner: 302852,
        data: { message: success ? 'Approved' : 'Do not honor', txn_response_code: success ? 'APPROVED' : 'DECLINED' },
        ...options.fields,
      };
      const hmac = standinHmac(options.hmacSecret ?? account.hmacSecret, obj);
      options.tamper?.(obj);
      const payload = { type: 'TRANSACTION', obj: options.reorderKeys ? reversed(obj) : obj };
      const target = `${paid.request.notification_url}?hmac=${hmac}`;
      const body = JSON.stringify(payload);
      const status = await post(target, body);
      return { url: target, body, status, transactionId: transaction.id };
    },
    replay: (delivered) => post(delivered.url, delivered.body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
