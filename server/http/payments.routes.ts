/**
 * Payments (booking document §7; DECISIONS #3, #5): `POST /api/Payment/initiate`, the provider's signed
 * `POST /api/Payment/callback`, and the sandbox provider's hosted checkout page
 * (`GET` and `POST /api/Payment/sandbox/checkout/{paymentId}`).
 */
import { type Context, Hono } from 'hono';
import type { paths } from '../../src/api/schema';
import { findSandboxPayment, sandboxProvider, submitSandboxCheckout } from '../domain/payment-provider';
import { initiatePayment, receivePaymentCallback, type InitiateResult } from '../domain/payments';
import type { Services } from '../services';
import { currentUser, requireUser } from './auth-middleware';
import { inputOf } from './contract';
import type { AppEnv } from './env';
import { defineMessages, type Language } from './messages';
import {
  checkoutText,
  formatEgp,
  paymentStatusPath,
  problemText,
  renderCheckoutPage,
  renderNotFoundPage,
  renderSettledPage,
} from './sandbox-checkout';

type Initiated = paths['/api/Payment/initiate']['post']['responses'][200]['content']['application/json'];

export const paymentMessages = defineMessages({
  bookingNotFound: { en: 'Booking not found', ar: 'الحجز غير موجود' },
  alreadyPaid: { en: 'This booking is already paid.', ar: 'تم دفع هذا الحجز بالفعل.' },
  bookingFailed: {
    en: 'The payment for this booking failed and its seats were released. Please book again.',
    ar: 'فشل الدفع لهذا الحجز وأُتيحت مقاعده لغيرك. يرجى الحجز من جديد.',
  },
  holdExpired: {
    en: 'This booking’s 15-minute seat hold has expired. Please book again.',
    ar: 'انتهت مهلة حجز المقاعد (15 دقيقة) لهذا الحجز. يرجى الحجز من جديد.',
  },
  amountMismatch: {
    en: 'The amount {amount} does not match this booking’s total of {total}.',
    ar: 'المبلغ {amount} لا يطابق إجمالي هذا الحجز وهو {total}.',
  },
  badSignature: { en: 'The payment notification’s signature does not match.', ar: 'توقيع إشعار الدفع غير مطابق.' },
  paymentNotFound: { en: 'Payment not found', ar: 'لم يُعثر على عملية الدفع' },
  callbackMismatch: {
    en: 'The notification’s amount or currency does not match the payment.',
    ar: 'المبلغ أو العملة في الإشعار لا يطابقان عملية الدفع.',
  },
  callbackConflict: {
    en: 'This payment was already settled with the other outcome.',
    ar: 'سُوّيت عملية الدفع هذه بالفعل بنتيجة مختلفة.',
  },
});

function initiateFailure(language: Language, result: Exclude<InitiateResult, { ok: true }>, amount: number) {
  switch (result.reason) {
    case 'notFound':
      return { status: 404, message: paymentMessages(language, 'bookingNotFound') } as const;
    case 'notPending': {
      const key = result.status === 'success' ? 'alreadyPaid' : result.status === 'failed' ? 'bookingFailed' : 'holdExpired';
      return { status: 409, message: paymentMessages(language, key) } as const;
    }
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
function pageLanguage(c: Context<AppEnv>, lang: 'en' | 'ar' | undefined): Language {
  return lang ?? c.get('language');
}

function htmlHeaders(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'DENY');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
}

export function paymentRoutes(services: Services) {
  const provider = sandboxProvider(services.config);
  return new Hono<AppEnv>()
    .post('/api/Payment/initiate', requireUser, async (c) => {
      const { body } = inputOf(c, '/api/Payment/initiate', 'post');
      const result = await initiatePayment(
        services.db,
        provider,
        { userId: currentUser(c).id, bookingId: body.bookingId, amount: body.amount, currency: body.currency, method: body.paymentMethod },
        services.now(),
      );
      if (result.ok) return c.json({ paymentUrl: result.paymentUrl } satisfies Initiated);
      const failure = initiateFailure(c.get('language'), result, body.amount);
      return c.json({ message: failure.message }, failure.status);
    })
    .post('/api/Payment/callback', async (c) => {
      const { body } = inputOf(c, '/api/Payment/callback', 'post');
      const result = await receivePaymentCallback(services.db, provider, body, services.now());
      const language = c.get('language');
      if (result.ok) return c.body(null, 204);
      switch (result.reason) {
        case 'signature':
          return c.json({ message: paymentMessages(language, 'badSignature') }, 401);
        case 'notFound':
          return c.json({ message: paymentMessages(language, 'paymentNotFound') }, 404);
        case 'mismatch':
          return c.json({ message: paymentMessages(language, 'callbackMismatch') }, 400);
        case 'conflict':
          return c.json({ message: paymentMessages(language, 'callbackConflict') }, 409);
      }
    })
    .get('/api/Payment/sandbox/checkout/:paymentId', async (c) => {
      const { params, query } = inputOf(c, '/api/Payment/sandbox/checkout/{paymentId}', 'get');
      const language = pageLanguage(c, query.lang);
      const payment = await findSandboxPayment(services.db, params.paymentId, language);
      htmlHeaders(c);
      if (!payment) {
        return wantsHtml(c) ? c.html(renderNotFoundPage(language), 404) : c.json({ message: checkoutText(language, 'notFound') }, 404);
      }
      if (payment.status !== 'pending') return c.html(renderSettledPage(language, payment));
      return c.html(renderCheckoutPage({ language, payment }));
    })
    .post('/api/Payment/sandbox/checkout/:paymentId', async (c) => {
      const { params, query, body } = inputOf(c, '/api/Payment/sandbox/checkout/{paymentId}', 'post');
      const language = pageLanguage(c, query.lang);
      const submission = await submitSandboxCheckout(
        { db: services.db, config: services.config, now: services.now(), language },
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
        case 'invalid':
        case 'unreachable': {
          const message = problemText(language, submission.kind === 'invalid' ? submission.problem : 'unreachable');
          const status = submission.kind === 'invalid' ? 422 : 502;
          if (!html) return c.json({ message }, status);
          // Everything typed comes back except the CVC, which a card page never keeps.
          const values = { cardNumber: body.cardNumber, expiry: body.expiry, cardholder: body.cardholder };
          const field = submission.kind === 'invalid' ? submission.field : undefined;
          return c.html(renderCheckoutPage({ language, payment: submission.payment, values, error: { message, field } }), status);
        }
      }
    });
}
