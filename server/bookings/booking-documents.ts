/**
 * What a traveller keeps of a booking: the confirmation mail with the voucher's QR code and a
 * calendar entry, the cancellation mail with the refund, the voucher as a page to save, and the calendar
 * file. Everything is written from `BookingDetails` in the booking's language (right to left in Arabic),
 * with times on Cairo's clock (the tour's own) and amounts in EGP, as the app shows them.
 *
 * Mails are sent once: each is claimed on the booking (`confirmation_mailed_at`, `cancellation_mailed_at`)
 * before it is handed to the mailer, so two processes or a request and the sweep never both send it, and
 * the claim is let go when the mailer fails, so the sweep tries again.
 */
import { type Db, type Logger, defineMessages, escapeHtml, formatCairoDateTime, formatEgp, type Language, type Mail, type MailAttachment, type Mailer } from '../platform';
import { readBookingDetails, voucherQrPng, type BookingDetails } from './booking-details';

/** The documents' words: `bookingDocuments` in locales/en/server.json and locales/ar/server.json. */
const say = defineMessages('bookingDocuments');

/** Where the traveller's booking page and voucher are, on the public address. */
export function bookingLinks(publicUrl: string, bookingId: number): { page: string; voucher: string } {
  const page = `${publicUrl.replace(/\/+$/, '')}/my-bookings/${bookingId}`;
  return { page, voucher: `${page}/voucher` };
}

export const calendarFileName = (details: Pick<BookingDetails, 'reference'>): string => `rihla-${details.reference}.ics`;
export const voucherFileName = (details: Pick<BookingDetails, 'reference'>): string => `rihla-voucher-${details.reference}.html`;

/** The facts every document repeats, as label and value, in the booking's reading order. */
function facts(details: BookingDetails, language: Language): { label: string; value: string; bidi?: boolean }[] {
  const when = details.travel.startDate ? say(language, 'cairoTime', { when: formatCairoDateTime(details.travel.startDate, language) }) : say(language, 'noDate');
  return [
    { label: say(language, 'reference'), value: details.reference, bidi: true },
    { label: say(language, 'tour'), value: details.travel.title },
    { label: say(language, 'when'), value: when },
    { label: say(language, 'meetingPoint'), value: details.travel.departurePoint },
    { label: say(language, 'traveller'), value: details.travellerName },
  ];
}

function partyLines(details: BookingDetails, language: Language): string[] {
  return details.party.map((line) =>
    say(language, 'line', {
      label: say(language, line.type),
      count: line.count,
      price: formatEgp(line.unitPrice, language),
      subtotal: formatEgp(line.subtotal, language),
    }),
  );
}

function policyLine(details: BookingDetails, language: Language): string {
  const { freeCancellationHours, deadline } = details.cancellation;
  if (freeCancellationHours === null) return say(language, 'noFree');
  return deadline ? say(language, 'freeUntil', { deadline: formatCairoDateTime(deadline, language) }) : say(language, 'freeAnyTime');
}

function operatorLine(details: BookingDetails): string {
  return [details.company.name, details.company.phone, details.company.email].filter(Boolean).join(' · ');
}

const QR_CONTENT_ID = 'voucher-qr@rihla';

/** The voucher's body: the QR (whatever markup draws it), the reference large, the facts, the party, the operator. */
function voucherSection(details: BookingDetails, language: Language, qrMarkup: string): string {
  const rows = facts(details, language)
    .map((fact) => `<tr><th scope="row">${escapeHtml(fact.label)}</th><td${fact.bidi ? ' dir="ltr"' : ''}>${escapeHtml(fact.value)}</td></tr>`)
    .join('');
  const party = partyLines(details, language).map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<section class="voucher">
<div class="qr">${qrMarkup}</div>
<p class="reference" dir="ltr">${escapeHtml(details.reference)}</p>
<p class="show">${escapeHtml(say(language, 'voucherShow'))}</p>
<table>${rows}</table>
<h2>${escapeHtml(say(language, 'travellers'))}</h2>
<ul>${party}</ul>
<p><strong>${escapeHtml(say(language, 'total'))}:</strong> ${escapeHtml(formatEgp(details.totalCost, language))}</p>
<p>${escapeHtml(policyLine(details, language))}</p>
<p><strong>${escapeHtml(say(language, 'operator'))}:</strong> ${escapeHtml(operatorLine(details))}</p>
</section>`;
}

const DOCUMENT_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;color:#1f2933;background:#fff;margin:0;padding:1rem;line-height:1.5}
main{max-width:36rem;margin:0 auto}
h1{font-size:1.4rem;margin:0 0 1rem}h2{font-size:1.05rem;margin:1rem 0 .25rem}
.qr{text-align:center}.qr svg,.qr img{width:min(80vw,300px);height:auto;background:#fff}
.reference{text-align:center;font-size:1.8rem;font-weight:700;letter-spacing:.08em;margin:.25rem 0;unicode-bidi:isolate}
.show{text-align:center;color:#52606d}
table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.35rem .5rem;border-block-end:1px solid #e4e7eb;vertical-align:top}th{width:40%;color:#52606d;font-weight:600}
ul{margin:0;padding-inline-start:1.25rem}
@media print{body{padding:0}.no-print{display:none}}`;

/** The voucher as one self-contained page to save or print: the QR drawn inline, no request needed to show it. */
export function voucherDocument(details: BookingDetails, language: Language, qrSvg: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  // The SVG comes from the QR library, never from user text; its XML prolog is dropped to sit inside HTML.
  const qr = qrSvg.replace(/^<\?xml[^>]*>\s*/, '').replace('<svg ', `<svg role="img" aria-label="${escapeHtml(say(language, 'qrAlt', { reference: details.reference }))}" `);
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(say(language, 'voucherTitle', { reference: details.reference }))}</title>
<style>${DOCUMENT_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(say(language, 'voucherHeading'))}</h1>
${voucherSection(details, language, qr)}
</main>
</body>
</html>`;
}

/** The booking as an iCalendar file: UTC times, the meeting point and its coordinates, a reminder the day before. */
export async function bookingCalendar(details: BookingDetails, publicUrl: string, language: Language): Promise<string | null> {
  const start = details.travel.startDate;
  if (!start) return null;
  // A tour with no return time is put in the calendar for its first hours.
  const end = details.travel.endDate && details.travel.endDate > start ? details.travel.endDate : new Date(start.getTime() + 4 * 3_600_000);
  const links = bookingLinks(publicUrl, details.id);
  const { latitude, longitude } = { latitude: details.travel.departurePointLat, longitude: details.travel.departurePointLng };
  // ics (and the validator it brings) is loaded when a calendar is first made, not on the way to the first request (D392).
  const { createEvent } = await import('ics');
  const result = createEvent({
    productId: 'rihla/bookings',
    uid: `booking-${details.reference}@rihla`,
    method: 'PUBLISH',
    title: details.travel.title,
    description: say(language, 'calendarDescription', { reference: details.reference, meetingPoint: details.travel.departurePoint, url: links.page }),
    location: details.travel.departurePoint,
    ...(latitude !== null && longitude !== null ? { geo: { lat: latitude, lon: longitude } } : {}),
    url: links.page,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    organizer: { name: details.company.name, ...(details.company.email ? { email: details.company.email } : {}) },
    alarms: [{ action: 'display', description: say(language, 'calendarReminder', { title: details.travel.title }), trigger: { days: 1, before: true } }],
  });
  if (result.error || !result.value) throw result.error ?? new Error('the calendar entry could not be written');
  return result.value;
}

function mailShell(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${DOCUMENT_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The confirmation mail: text and HTML parts, the voucher's QR inline, the calendar entry attached. */
export async function confirmationMail(details: BookingDetails, publicUrl: string): Promise<Mail> {
  const language = details.language;
  const links = bookingLinks(publicUrl, details.id);
  const subject = say(language, 'confirmedSubject', { title: details.travel.title, reference: details.reference });
  const calendar = await bookingCalendar(details, publicUrl, language);
  const attachments: MailAttachment[] = [];
  if (details.voucher) {
    attachments.push({ filename: `rihla-${details.reference}-qr.png`, contentType: 'image/png', content: await voucherQrPng(details.voucher.code), cid: QR_CONTENT_ID });
  }
  if (calendar) attachments.push({ filename: calendarFileName(details), contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(calendar, 'utf8') });
  const text = [
    say(language, 'hello', { name: details.travellerName }),
    '',
    say(language, 'confirmedIntro'),
    '',
    ...facts(details, language).map((fact) => `${fact.label}: ${fact.value}`),
    `${say(language, 'travellers')}:`,
    ...partyLines(details, language).map((line) => `  ${line}`),
    `${say(language, 'total')}: ${formatEgp(details.totalCost, language)}`,
    '',
    policyLine(details, language),
    '',
    `${say(language, 'bookingPage')}: ${links.page}`,
    `${say(language, 'voucherPage')}: ${links.voucher}`,
    ...(calendar ? [say(language, 'calendarAttached', { file: calendarFileName(details) })] : []),
    '',
    `${say(language, 'operator')}: ${operatorLine(details)}`,
    '',
    say(language, 'signature'),
  ].join('\n');
  const qr = details.voucher ? `<img src="cid:${QR_CONTENT_ID}" width="240" height="240" alt="${escapeHtml(say(language, 'qrAlt', { reference: details.reference }))}">` : '';
  const html = mailShell(
    language,
    subject,
    `<p>${escapeHtml(say(language, 'hello', { name: details.travellerName }))}</p>
<p>${escapeHtml(say(language, 'confirmedIntro'))}</p>
${voucherSection(details, language, qr)}
<p><a href="${escapeHtml(links.page)}">${escapeHtml(say(language, 'bookingPage'))}</a> · <a href="${escapeHtml(links.voucher)}">${escapeHtml(say(language, 'voucherPage'))}</a></p>
${calendar ? `<p>${escapeHtml(say(language, 'calendarAttached', { file: calendarFileName(details) }))}</p>` : ''}
<p>${escapeHtml(say(language, 'signature'))}</p>`,
  );
  return { to: details.email, subject, text, html, attachments };
}

function refundLine(details: BookingDetails, language: Language): string {
  if (!details.refund) return say(language, 'nothingCharged');
  const amount = formatEgp(details.refund.amount, language);
  return say(language, details.refund.status === 'refunded' ? 'refundMade' : 'refundPending', { amount });
}

/** The cancellation mail: what was cancelled and what is refunded. */
export function cancellationMail(details: BookingDetails, publicUrl: string): Mail {
  const language = details.language;
  const links = bookingLinks(publicUrl, details.id);
  const subject = say(language, 'cancelledSubject', { title: details.travel.title, reference: details.reference });
  const intro = say(language, 'cancelledIntro', { reference: details.reference, title: details.travel.title });
  const lines = [
    say(language, 'hello', { name: details.travellerName }),
    '',
    intro,
    refundLine(details, language),
    '',
    ...facts(details, language).map((fact) => `${fact.label}: ${fact.value}`),
    '',
    `${say(language, 'bookingPage')}: ${links.page}`,
    '',
    say(language, 'signature'),
  ];
  const html = mailShell(
    language,
    subject,
    `<p>${escapeHtml(say(language, 'hello', { name: details.travellerName }))}</p>
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(refundLine(details, language))}</strong></p>
<p><a href="${escapeHtml(links.page)}">${escapeHtml(say(language, 'bookingPage'))}</a></p>
<p>${escapeHtml(say(language, 'signature'))}</p>`,
  );
  return { to: details.email, subject, text: lines.join('\n'), html };
}

export interface BookingMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  voucherKey: string;
  logger: Logger;
}

type MailKind = 'confirmation' | 'cancellation';

const CLAIMS: Record<MailKind, { column: string; statuses: string[] }> = {
  confirmation: { column: 'confirmation_mailed_at', statuses: ['success'] },
  cancellation: { column: 'cancellation_mailed_at', statuses: ['cancelled', 'refunded'] },
};

/** Claims the mails due (all, or one booking's), so no one else sends them. */
async function claimDue(db: Db, kind: MailKind, now: Date, bookingId: number | null): Promise<number[]> {
  const { column, statuses } = CLAIMS[kind];
  const rows = await db.query<{ id: number }>(
    `update bookings set ${column} = $1::timestamptz
      where id in (select id from bookings where status = any($2::text[]) and ${column} is null and ($3::int is null or id = $3::int)
                    order by id limit 20)
        and ${column} is null
      returning id`,
    [now, statuses, bookingId],
  );
  return rows.map((row) => row.id);
}

/**
 * Sends the confirmation and cancellation mails that are due: right after a payment or a cancellation for
 * that booking, and from the sweep for any the mailer could not take before. Returns how many were sent.
 */
export async function sendDueBookingMails(deps: BookingMailDeps, now: Date, bookingId: number | null = null): Promise<number> {
  let sent = 0;
  for (const kind of ['confirmation', 'cancellation'] as const) {
    for (const id of await claimDue(deps.db, kind, now, bookingId)) {
      try {
        const probe = await deps.db.one<{ language: Language }>('select language from bookings where id = $1', [id]);
        const details = await readBookingDetails(deps.db, { bookingId: id, userId: null, language: probe?.language ?? 'en', voucherKey: deps.voucherKey }, now);
        if (!details) continue;
        await deps.mailer.send(kind === 'confirmation' ? await confirmationMail(details, deps.publicUrl) : cancellationMail(details, deps.publicUrl));
        sent += 1;
      } catch (error) {
        deps.logger.error({ err: error, bookingId: id, mail: kind }, 'booking mail: not sent, will be tried again');
        await deps.db.query(`update bookings set ${CLAIMS[kind].column} = null where id = $1`, [id]);
      }
    }
  }
  return sent;
}
