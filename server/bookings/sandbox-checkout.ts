/**
 * The sandbox provider's hosted checkout page (S5): a plain HTML form, mobile-friendly, in
 * English or Arabic (right to left), showing the tour and the amount in EGP with thousands grouping,
 * with the test cards at hand. It works as a real gateway's page does, by posting a form; its one script
 * (allowed by its hash) only moves the seat hold's countdown.
 */
import { createHash } from 'node:crypto';
import type { CardField, CardProblem, SandboxPayment } from './payment-provider';
import { defineMessages, type Language, escapeHtml, formatEgp } from '../platform';

export const checkoutText = defineMessages('checkout');

/** The message for a person's mistake on the form, or for a callback that could not be delivered. */
export function problemText(language: Language, problem: CardProblem | 'unreachable'): string {
  return checkoutText(language, problem);
}

/** The client's page that polls the booking until it is paid (booking document §4). */
export function paymentStatusPath(bookingId: number): string {
  return `/payment-status?bookingId=${bookingId}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,"Noto Sans Arabic",sans-serif;background:#f4efe6;color:#1f2933;display:flex;justify-content:center;align-items:flex-start;padding:24px 12px}
main{width:100%;max-width:440px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(31,41,51,.12);padding:24px}
header{display:flex;justify-content:space-between;align-items:center;margin-block-end:12px}
.badge{background:#fff4d6;color:#8a5a00;border:1px solid #f0d48a;border-radius:999px;padding:2px 10px;font-size:.8rem;font-weight:600}
h1{font-size:1.4rem;margin:0 0 4px}
.tour{margin:0;color:#52606d}
.amount{margin:16px 0;padding:12px 16px;background:#f7f9fb;border-radius:12px;display:flex;justify-content:space-between;align-items:baseline;gap:8px}
.amount strong{font-size:1.5rem}
.error{background:#fdecea;color:#8a1c12;border:1px solid #f5c2bd;border-radius:10px;padding:10px 12px;margin-block-end:12px}
label{display:block;font-weight:600;font-size:.9rem;margin-block-end:12px}
input{display:block;width:100%;margin-block-start:4px;padding:12px;font:inherit;border:1px solid #cbd2d9;border-radius:10px;background:#fff}
input:focus{outline:2px solid #c2410c;outline-offset:1px}
input[aria-invalid=true]{border-color:#c0392b}
.row{display:flex;gap:12px;align-items:flex-end}.row label{flex:1}
.ltr{direction:ltr;text-align:start}
[dir=rtl] .ltr{text-align:end}
button{display:block;width:100%;padding:14px;font:inherit;font-weight:700;border-radius:10px;border:0;cursor:pointer;margin-block-start:8px}
.pay{background:#c2410c;color:#fff}
.cancel{background:transparent;color:#52606d;border:1px solid #cbd2d9}
.hints{margin-block-start:20px;padding:12px 16px;border:1px dashed #cbd2d9;border-radius:12px;font-size:.9rem}
.hints h2{font-size:1rem;margin:0 0 6px}.hints ul{margin:0;padding-inline-start:20px}
code{direction:ltr;unicode-bidi:isolate;font-family:ui-monospace,Menlo,Consolas,monospace}
.note{color:#7b8794;font-size:.8rem;margin-block-end:0}
.sandbox{margin:0 0 16px;padding:10px 12px;background:#fff4d6;color:#5c3d00;border:1px solid #f0d48a;border-radius:10px;font-size:.85rem}
.sandbox span{display:block;margin-block-start:4px}
a{color:#c2410c}
.link{display:inline-block;margin-block-start:12px}
`;

/**
 * Every sandbox page says what it is, in both languages whatever the page's (D122): on a public server the
 * sandbox runs only when PAYMENT_PROVIDER=sandbox is set on purpose, and nobody should think money moved.
 */
function sandboxBanner(language: Language): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return `<p class="sandbox" role="note"><strong>${escapeHtml(checkoutText(language, 'sandboxBanner'))}</strong>
<span lang="${other}" dir="${other === 'ar' ? 'rtl' : 'ltr'}">${escapeHtml(checkoutText(other, 'sandboxBanner'))}</span></p>`;
}

function page(language: Language, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(checkoutText(language, 'title'))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${sandboxBanner(language)}
${body}
</main>
</body>
</html>
`;
}

function header(language: Language, otherLanguageHref: string): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return `<header><span class="badge">${escapeHtml(checkoutText(language, 'sandboxBadge'))}</span>
<a href="${escapeHtml(otherLanguageHref)}" lang="${other}" hreflang="${other}">${escapeHtml(checkoutText(language, 'otherLanguage'))}</a></header>`;
}

export interface CheckoutPageInput {
  language: Language;
  payment: Pick<SandboxPayment, 'id' | 'bookingId' | 'amount' | 'tourTitle' | 'reference' | 'holdExpiresAt'>;
  /** The server's clock, for the time left on the hold when the page is written. */
  now: Date;
  /** What the person typed, shown again after a mistake (never the CVC). */
  values?: { cardNumber?: string | undefined; expiry?: string | undefined; cardholder?: string | undefined };
  error?: { message: string; field?: CardField | undefined };
}

export function checkoutPath(paymentId: string, language: Language): string {
  return `/api/Payment/sandbox/checkout/${encodeURIComponent(paymentId)}?lang=${language}`;
}

/** The checkout form: the tour, the amount, the card fields, Pay and Cancel, and the test cards. */
/** mm:ss of the time left until `expiresAt`, never negative. */
function timeLeft(expiresAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The hold's countdown on the checkout: written by the server with the time left, then
 * moved each second by this script (allowed by its hash alone), read against the device's clock. Without
 * JavaScript the time written stays, and the server still decides.
 */
export const HOLD_COUNTDOWN_SCRIPT = `(function(){var e=document.getElementById('hold-time');if(!e)return;var end=Date.parse(e.getAttribute('data-expires'));var left=Date.now()+Number(e.getAttribute('data-left'))*1000;if(isNaN(end))return;end=Math.min(end,left);function tick(){var s=Math.max(0,Math.ceil((end-Date.now())/1000));e.textContent=Math.floor(s/60)+':'+String(s%60).padStart(2,'0');if(s===0){var n=document.getElementById('hold-lapsed');if(n)n.hidden=false;clearInterval(t);}}var t=setInterval(tick,1000);tick();})();`;

export const HOLD_COUNTDOWN_SCRIPT_HASH = `sha256-${createHash('sha256').update(HOLD_COUNTDOWN_SCRIPT).digest('base64')}`;

function holdCountdown(language: Language, expiresAt: Date | null, now: Date): string {
  if (!expiresAt) return '';
  const seconds = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  const lapsed = seconds === 0;
  return `<p class="hold">${escapeHtml(checkoutText(language, 'heldFor'))} <span id="hold-time" role="timer" dir="ltr" data-expires="${expiresAt.toISOString()}" data-left="${seconds}">${timeLeft(expiresAt, now)}</span></p>
<p class="error" id="hold-lapsed"${lapsed ? '' : ' hidden'}>${escapeHtml(checkoutText(language, 'holdLapsed'))}</p>
<script>${HOLD_COUNTDOWN_SCRIPT}</script>`;
}

export function renderCheckoutPage({ language, payment, values = {}, error, now }: CheckoutPageInput): string {
  const t = (key: Parameters<typeof checkoutText>[1], vars?: Record<string, string | number>) => escapeHtml(checkoutText(language, key, vars));
  const amount = formatEgp(payment.amount, language);
  const action = checkoutPath(payment.id, language);
  const invalid = (field: CardField) => (error?.field === field ? ' aria-invalid="true" aria-describedby="error"' : '');
  const value = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : '');
  const autofocus = (field: CardField) => (error?.field === field ? ' autofocus' : '');
  return page(
    language,
    `${header(language, checkoutPath(payment.id, language === 'ar' ? 'en' : 'ar'))}
<h1>${t('heading')}</h1>
<p class="tour">${escapeHtml(payment.tourTitle)} · ${t('bookingLabel', { id: `\u2068${payment.reference}\u2069` })}</p>
<p class="amount"><span>${t('amountLabel')}</span> <strong><bdi>${escapeHtml(amount)}</bdi></strong></p>
${holdCountdown(language, payment.holdExpiresAt, now)}
${error ? `<p class="error" id="error" role="alert">${escapeHtml(error.message)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label>${t('cardNumber')}<input class="ltr" dir="ltr" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required${value(values.cardNumber)}${invalid('cardNumber')}${autofocus('cardNumber')}></label>
<div class="row">
<label>${t('expiry')}<input class="ltr" dir="ltr" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required${value(values.expiry)}${invalid('expiry')}${autofocus('expiry')}></label>
<label>${t('cvc')}<input class="ltr" dir="ltr" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required${invalid('cvc')}${autofocus('cvc')}></label>
</div>
<label>${t('cardholder')}<input name="cardholder" autocomplete="cc-name" maxlength="100" required${value(values.cardholder)}${invalid('cardholder')}${autofocus('cardholder')}></label>
<button class="pay" type="submit" name="action" value="pay">${t('pay', { amount })}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${t('cancel')}</button>
</form>
<aside class="hints">
<h2>${t('hintsTitle')}</h2>
<ul>
<li><code>4242 4242 4242 4242</code>: ${t('hintSucceeds')}</li>
<li><code>4000 0000 0000 0002</code>: ${t('hintDeclined')}</li>
</ul>
<p>${t('hintAny')}</p>
</aside>
<p class="note">${t('sandboxNote')}</p>`,
  );
}

/** A payment that is no longer open: what became of it, and the way to the booking's status. */
export function renderSettledPage(language: Language, payment: Pick<SandboxPayment, 'id' | 'bookingId' | 'amount' | 'status' | 'tourTitle'>): string {
  const t = (key: Parameters<typeof checkoutText>[1]) => escapeHtml(checkoutText(language, key));
  return page(
    language,
    `${header(language, checkoutPath(payment.id, language === 'ar' ? 'en' : 'ar'))}
<h1>${payment.status === 'success' ? t('settledSuccess') : t('settledFailed')}</h1>
<p class="tour">${escapeHtml(payment.tourTitle)} · <bdi>${escapeHtml(formatEgp(payment.amount, language))}</bdi></p>
<p>${t('settledText')}</p>
<a class="link" href="${escapeHtml(paymentStatusPath(payment.bookingId))}">${t('seeStatus')}</a>`,
  );
}

/** A payment whose booking the traveller cancelled: nothing to pay. */
export function renderClosedPage(language: Language, payment: Pick<SandboxPayment, 'id' | 'bookingId' | 'tourTitle'>): string {
  const t = (key: Parameters<typeof checkoutText>[1]) => escapeHtml(checkoutText(language, key));
  return page(
    language,
    `${header(language, checkoutPath(payment.id, language === 'ar' ? 'en' : 'ar'))}
<h1>${t('closedTitle')}</h1>
<p class="tour">${escapeHtml(payment.tourTitle)}</p>
<p>${t('closedText')}</p>
<a class="link" href="/my-bookings/${payment.bookingId}">${t('seeBooking')}</a>`,
  );
}

/** An address that names no payment. */
export function renderNotFoundPage(language: Language): string {
  const t = (key: Parameters<typeof checkoutText>[1]) => escapeHtml(checkoutText(language, key));
  return page(
    language,
    `<header><span class="badge">${t('sandboxBadge')}</span></header>
<h1>${t('notFound')}</h1>
<p>${t('notFoundText')}</p>
<a class="link" href="/">${t('backHome')}</a>`,
  );
}
