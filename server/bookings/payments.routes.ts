/**
 * Payments (booking document §7; S3, S5): `POST /api/Payment/initiate`; the sandbox
 * provider's signed `POST /api/Payment/callback` and hosted checkout page
 * (`GET` and `POST /api/Payment/sandbox/checkout/{paymentId}`), which exist only while the sandbox is the
 * provider; Paymob's transaction-processed callback (`POST /api/Payment/paymob/callback?hmac=…`); and the
 * background sweep that retries owed refunds.
 */
import { type Context, Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { findSandboxPayment, submitSandboxCheckout, verifyCallbackSignature, type PaymentProvider } from './payment-provider';
import {
  applyPaymentOutcome,
  initiatePayment,
  retryOwedRefunds,
  settleRefund,
  type CallbackResult,
  type InitiateResult,
} from './payments';
import { sendDueBookingMails } from './booking-documents';
import { bookingMailDeps, paymentProviderFor } from './booking-services';
import { receivePaymobCallback, type PaymobCallbackResult } from './paymob';
import { formatEgp, type Services, type BackgroundJob, currentUser, requireUser, inputOf, type AppEnv, defineMessages, type Language, runJobOnce } from '../platform';
import {
  checkoutText,
  paymentStatusPath,
  problemText,
  HOLD_COUNTDOWN_SCRIPT_HASH,
  renderCheckoutPage,
  renderClosedPage,
  renderNotFoundPage,
  renderSettledPage,
} from './sandbox-checkout';

type Initiated = paths['/api/Payment/initiate']['post']['responses'][200]['content']['application/json'];

export const paymentMessages = defineMessages('payments');

/**
 * What follows an applied outcome, now: the refund it calls for (a failure is left to the sweep), and the
 * confirmation mail of a booking it paid (one the mailer cannot take is left to the sweep too).
 */
async function afterOutcome(services: Services, provider: PaymentProvider, result: PaymobCallbackResult | CallbackResult) {
  if (!result.ok) return;
  if (result.refundPaymentId) await settleRefund(services.db, provider, result.refundPaymentId, services.now(), services.logger);
  if ('bookingId' in result && result.applied && result.bookingStatus === 'success') {
    await sendDueBookingMails(bookingMailDeps(services), services.now(), result.bookingId);
  }
}

/** How often owed refunds are retried. */
export const REFUND_SWEEP_MS = 60_000;

/** The background sweep that makes owed refunds the gateway failed (or never got) to make (D126). */
export const refundRetryJob: BackgroundJob = (services) => {
  const provider = paymentProviderFor(services);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // One process of the site retries refunds at a time (D332): a refund is never asked for twice at once.
    runJobOnce(services.db, 'refund-retry', REFUND_SWEEP_MS, () => retryOwedRefunds(services.db, provider, services.now(), services.logger))
      .catch((error: unknown) => services.logger.error({ err: error }, 'refund sweep failed'))
      .finally(() => {
        running = false;
      });
  }, REFUND_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
};

function initiateFailure(language: Language, result: Exclude<InitiateResult, { ok: true }>, amount: number) {
  switch (result.reason) {
    case 'notFound':
      return { status: 404, message: paymentMessages(language, 'bookingNotFound') } as const;
    case 'notPending': {
      const key =
        result.status === 'success'
          ? 'alreadyPaid'
          : result.status === 'failed'
            ? 'bookingFailed'
            : result.status === 'cancelled' || result.status === 'refunded'
              ? 'bookingCancelled'
              : 'holdExpired';
      return { status: 409, message: paymentMessages(language, key) } as const;
    }
    case 'gateway':
      return { status: 502, message: paymentMessages(language, 'gatewayUnavailable') } as const;
    case 'amount':
      return {
        status: 400,
        message: paymentMessages(language, 'amountMismatch', { amount: formatEgp(amount, language), total: formatEgp(result.total, language) }),
      } as const;
  }
}

/** A browser asks for pages; other callers get the contract's `{ message }`. */
function wantsHtml(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('text/html');
}

/** The hosted page's language: `?lang=`, else the request's Accept-Language. */
function pageLanguage(c: Context<AppEnv>, lang: Language | undefined): Language {
  return lang ?? c.get('language');
}

function htmlHeaders(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'DENY');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src '${HOLD_COUNTDOWN_SCRIPT_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
}

export function paymentRoutes(services: Services) {
  const provider = paymentProviderFor(services);
  const sandboxOn = provider.name === 'sandbox';
  const paymob = services.config.payment.provider === 'paymob' ? services.config.payment : null;
  /** The sandbox's pages and callback do not exist while a real gateway takes the payments (D122). */
  const sandboxOff = (c: Context<AppEnv>) => c.json({ message: paymentMessages(c.get('language'), 'sandboxOff') }, 404);
  return new Hono<AppEnv>()
    .post('/api/Payment/initiate', requireUser, async (c) => {
      const { body } = inputOf(c, '/api/Payment/initiate', 'post');
      const result = await initiatePayment(
        services.db,
        provider,
        {
          userId: currentUser(c).id,
          bookingId: body.bookingId,
          amount: body.amount,
          currency: body.currency,
          paymentMethod: body.paymentMethod,
          language: c.get('language'),
        },
        services.now(),
        services.logger,
      );
      if (result.ok) return c.json({ paymentUrl: result.paymentUrl } satisfies Initiated);
      const failure = initiateFailure(c.get('language'), result, body.amount);
      return c.json({ message: failure.message }, failure.status);
    })
    .post('/api/Payment/callback', async (c) => {
      if (!sandboxOn) return sandboxOff(c);
      const { body } = inputOf(c, '/api/Payment/callback', 'post');
      const language = c.get('language');
      if (!verifyCallbackSignature(services.config.paymentCallbackSecret, body)) {
        return c.json({ message: paymentMessages(language, 'badSignature') }, 401);
      }
      const result = await applyPaymentOutcome(
        services.db,
        { paymentId: body.paymentId, status: body.status, amount: body.amount, currency: body.currency, transactionId: null },
        services.now(),
        body.bookingId,
      );
      await afterOutcome(services, provider, result);
      if (result.ok) return c.body(null, 204);
      switch (result.reason) {
        case 'notFound':
          return c.json({ message: paymentMessages(language, 'paymentNotFound') }, 404);
        case 'mismatch':
          return c.json({ message: paymentMessages(language, 'callbackMismatch') }, 400);
        case 'conflict':
          return c.json({ message: paymentMessages(language, 'callbackConflict') }, 409);
      }
    })
    .post('/api/Payment/paymob/callback', async (c) => {
      const { query, body } = inputOf(c, '/api/Payment/paymob/callback', 'post');
      const language = c.get('language');
      if (!paymob) return c.json({ message: paymentMessages(language, 'paymentNotFound') }, 404);
      const result = await receivePaymobCallback(services.db, paymob.hmacSecret, body, query.hmac, services.now());
      await afterOutcome(services, provider, result);
      if (result.ok) return c.json({ received: true }, 200);
      switch (result.reason) {
        case 'signature':
          return c.json({ message: paymentMessages(language, 'badSignature') }, 401);
        case 'notFound':
          return c.json({ message: paymentMessages(language, 'paymentNotFound') }, 404);
        case 'mismatch':
          return c.json({ message: paymentMessages(language, 'callbackMismatch') }, 400);
        case 'conflict':
          // Verified, and about a payment already settled the other way (a late decline after a success):
          // acknowledged so Paymob stops retrying, and nothing changes (D127).
          return c.json({ received: true }, 200);
      }
    })
    .get('/api/Payment/sandbox/checkout/:paymentId', async (c) => {
      if (!sandboxOn) return sandboxOff(c);
      const { params, query } = inputOf(c, '/api/Payment/sandbox/checkout/{paymentId}', 'get');
      const language = pageLanguage(c, query.lang);
      const payment = await findSandboxPayment(services.db, params.paymentId, language);
      htmlHeaders(c);
      if (!payment) {
        return wantsHtml(c) ? c.html(renderNotFoundPage(language), 404) : c.json({ message: checkoutText(language, 'notFound') }, 404);
      }
      if (payment.status !== 'pending') return c.html(renderSettledPage(language, payment));
      if (!payment.bookingOpen) {
        return wantsHtml(c) ? c.html(renderClosedPage(language, payment), 409) : c.json({ message: checkoutText(language, 'closedText') }, 409);
      }
      return c.html(renderCheckoutPage({ language, payment, now: services.now() }));
    })
    .post('/api/Payment/sandbox/checkout/:paymentId', async (c) => {
      if (!sandboxOn) return sandboxOff(c);
      const { params, query, body } = inputOf(c, '/api/Payment/sandbox/checkout/{paymentId}', 'post');
      const language = pageLanguage(c, query.lang);
      const submission = await submitSandboxCheckout(
        { db: services.db, config: services.config, now: services.now(), language, logger: services.logger },
        params.paymentId,
        body,
      );
      htmlHeaders(c);
      const html = wantsHtml(c);
      switch (submission.kind) {
        case 'decided':
          return c.redirect(paymentStatusPath(submission.payment.bookingId), 303);
        case 'notFound':
          return html ? c.html(renderNotFoundPage(language), 404) : c.json({ message: checkoutText(language, 'notFound') }, 404);
        case 'settled':
          return html ? c.html(renderSettledPage(language, submission.payment), 409) : c.json({ message: checkoutText(language, 'settled') }, 409);
        case 'closed':
          return html ? c.html(renderClosedPage(language, submission.payment), 409) : c.json({ message: checkoutText(language, 'closedText') }, 409);
        case 'invalid':
        case 'unreachable': {
          const message = problemText(language, submission.kind === 'invalid' ? submission.problem : 'unreachable');
          const status = submission.kind === 'invalid' ? 422 : 502;
          if (!html) return c.json({ message }, status);
          // Everything typed comes back except the CVC, which a card page never keeps.
          const values = { cardNumber: body.cardNumber, expiry: body.expiry, cardholder: body.cardholder };
          const field = submission.kind === 'invalid' ? submission.field : undefined;
          return c.html(renderCheckoutPage({ language, payment: submission.payment, values, error: { message, field }, now: services.now() }), status);
        }
      }
    });
}
