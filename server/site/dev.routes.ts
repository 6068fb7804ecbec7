import { Hono, type Context } from 'hono';
import { readOutbox, readOutboxMail, type OutboxEntry, type Services, type AppEnv, common, STYLED_PAGE_CONTENT_SECURITY_POLICY } from '../platform';
import { listContactMessages, type StoredContactMessage } from './contact';
import { listPartnerApplications, PARTNER_FILE_FIELDS, type StoredPartnerApplication, type StoredPartnerFile } from '../partners';

const OUTBOX_LIMIT = 100;
const APPLICATIONS_LIMIT = 100;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/** The mail's text with its http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0];
    parts.push(escapeHtml(text.slice(last, match.index)), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    last = match.index + url.length;
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join('');
}

function attachmentList(mail: OutboxEntry): string {
  const parts = [
    ...(mail.html ? [`<li><a href="/dev/outbox/${mail.id}/html">HTML part</a></li>`] : []),
    ...mail.attachments.map(
      (attachment, index) =>
        `<li><a href="/dev/outbox/${mail.id}/attachments/${index}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a> <span class="meta">(${escapeHtml(attachment.contentType)}, ${attachment.size.toLocaleString('en-US')} bytes${attachment.cid ? ', shown inline' : ''})</span></li>`,
    ),
  ];
  return parts.length ? `<ul class="attachments" aria-label="Attachments">${parts.join('')}</ul>` : '';
}

function outboxPage(mails: OutboxEntry[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2 dir="auto">${escapeHtml(mail.subject)}</h2>
  <p class="meta">to ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.createdAt).toISOString())} · ${mail.deliveredBy === 'smtp' ? 'sent by SMTP' : 'kept in the outbox (no SMTP_URL)'}</p>
  <pre dir="auto">${linkify(mail.body)}</pre>
  ${attachmentList(mail)}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Rihla outbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1f2933; }
  article { border: 1px solid #d9e2ec; border-radius: 8px; padding: 1rem 1.25rem; margin-block: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #627d98; font-size: .85rem; margin: 0 0 .75rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  .attachments { margin: .75rem 0 0; padding-inline-start: 1.25rem; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Mail the server sent, newest first (development and test only).</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}

/** The text fields of an application, as the contract names them, in the form's order. */
const APPLICATION_FIELDS = [
  'CompanyName',
  'Owner',
  'Email',
  'CommercialRegistrationNumber',
  'PhoneNumber',
  'WebsiteUrl',
  'CompanyAddress',
  'Description',
  'ContactPersonName',
  'ContactPersonNumber',
  'TypeofTrips',
  'KeyDestinations',
  'SpecialActivities',
] as const satisfies ReadonlyArray<keyof StoredPartnerApplication>;

const KIND_NAMES: Record<StoredPartnerFile['kind'], string> = { png: 'PNG image', jpeg: 'JPEG image', webp: 'WebP image', pdf: 'PDF document' };

function describeFile(file: StoredPartnerFile | null): string {
  if (!file) return '<span class="none">none sent</span>';
  const size = file.bytes === null ? 'missing on disk' : `${file.bytes.toLocaleString('en-US')} bytes`;
  return `${KIND_NAMES[file.kind]}, ${size} <span class="meta">(${escapeHtml(file.path)}, not served)</span>`;
}

function applicationsPage(applications: StoredPartnerApplication[]): string {
  const items = applications
    .map((application) => {
      const rows = [
        ...APPLICATION_FIELDS.map((field) => {
          const value = application[field];
          return `<tr><th scope="row">${field}</th><td dir="auto">${value === null ? '<span class="none">not given</span>' : escapeHtml(value)}</td></tr>`;
        }),
        `<tr><th scope="row">acceptTerms</th><td>${String(application.acceptTerms)}</td></tr>`,
        ...PARTNER_FILE_FIELDS.map((field) => `<tr><th scope="row">${field}</th><td>${describeFile(application.files[field])}</td></tr>`),
      ];
      return `<article>
  <h2 dir="auto">${escapeHtml(application.CompanyName)}</h2>
  <p class="meta">application ${application.id} · ${escapeHtml(application.status)} · received ${escapeHtml(application.createdAt)}</p>
  <table>
${rows.map((row) => `    ${row}`).join('\n')}
  </table>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Rihla partner applications</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 56rem; padding: 0 1rem; color: #1f2933; }
  article { border: 1px solid #d9e2ec; border-radius: 8px; padding: 1rem 1.25rem; margin-block: 1rem; overflow-x: auto; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta, .none { color: #627d98; font-size: .85rem; }
  .meta { margin: 0 0 .75rem; }
  table { border-collapse: collapse; inline-size: 100%; }
  th, td { text-align: start; vertical-align: top; padding: .3rem .5rem; border-block-start: 1px solid #eef2f6; }
  th { font-weight: 600; white-space: nowrap; }
  td { white-space: pre-wrap; word-break: break-word; }
</style>
</head>
<body>
<h1>Partner applications</h1>
<p>Applications received, newest first, with every stored field (development and test only). The files are
described, never served: they are for the reviewing team (D31). <a href="?format=json">As JSON</a></p>
${items || '<p>No applications yet.</p>'}
</body>
</html>`;
}

const CONTACT_MESSAGES_LIMIT = 100;

function mailState(at: Date | null, what: string): string {
  return at ? `${what} ${escapeHtml(new Date(at).toISOString())}` : `<strong>${what}: not sent</strong>`;
}

/** The Contact Us messages, newest first, each as typed (escaped, never rendered as HTML). */
function contactMessagesPage(messages: StoredContactMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
  <h2 dir="auto">#${message.id} · ${escapeHtml(message.request)} · ${escapeHtml(message.name)} ${escapeHtml(message.surname)}</h2>
  <p class="meta">${escapeHtml(message.email)}${message.telephone ? ` · ${escapeHtml(message.telephone)}` : ''} · ${escapeHtml(message.language)} · ${escapeHtml(new Date(message.createdAt).toISOString())}</p>
  <p class="meta">${mailState(message.supportMailedAt, 'mailed to support')} · ${mailState(message.acknowledgedAt, 'acknowledged')}</p>
  <pre dir="auto">${escapeHtml(message.message)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Rihla contact messages</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1f2933; }
  article { border: 1px solid #d9e2ec; border-radius: 8px; padding: 1rem 1.25rem; margin-block: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #627d98; font-size: .85rem; margin: 0 0 .5rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
</style>
</head>
<body>
<h1>Contact messages</h1>
<p>Messages sent with the Contact Us form, newest first (development and test only). The mails about them are in
the <a href="/dev/outbox">outbox</a>. <a href="?format=json">As JSON</a></p>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
}

/**
 * Developer pages do not exist in production, nor on a public address whatever NODE_ENV says (the outbox
 * holds reset links; D123): a 404 like any unknown path.
 */
function notInProduction(services: Services, c: Context<AppEnv>): Response | null {
  if (services.config.environment !== 'production' && services.config.loopback) return null;
  return c.json({ message: common(c.get('language'), 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404);
}

const notFound = (c: Context<AppEnv>) => c.json({ message: common(c.get('language'), 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404);

/** The JSON form is asked for with `?format=json` or an Accept header that names JSON before HTML. */
function wantsJson(c: Context<AppEnv>): boolean {
  if (c.req.query('format') === 'json') return true;
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * The developer's pages, outside production only (production answers 404 as if they did not exist):
 *
 * - `GET /dev/outbox`: the mail the server sent (password-reset links, booking mails), newest first, with
 *   clickable links and each mail's HTML part and attachments (`/dev/outbox/{id}/html`,
 *   `/dev/outbox/{id}/attachments/{index}`); as JSON (without the attachments' content) with `?format=json`.
 * - `GET /dev/partner-applications`: the partner applications received, newest first, with every
 *   stored field and each file's kind and size (the files themselves stay unserved, D31); as JSON with
 *   `?format=json` or `Accept: application/json`, so a browser test can find the application it sent.
 * - `GET /dev/contact-messages`: the Contact Us messages, newest first, with whether each was
 *   mailed to support and acknowledged; as JSON the same way.
 * - `GET /dev/clock`, `POST /dev/clock` with `{ "now": "<ISO date-time>" }` (or `null` for the system
 *   time): the server's clock, moved for a browser test of what happens once time has passed. Only a
 *   server started with NODE_ENV=test on loopback has a clock to move (server/platform/test-clock.ts);
 *   everywhere else these are 404 like any unknown path.
 */
export function devRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get('/dev/outbox', async (c) => {
      const hidden = notInProduction(services, c);
      if (hidden) return hidden;
      const mails = await readOutbox(services.db, OUTBOX_LIMIT);
      c.header('Cache-Control', 'no-store');
      if (wantsJson(c)) {
        return c.json({
          mails: mails.map(({ attachments, ...mail }) => ({ ...mail, attachments: attachments.map(({ base64: _content, ...attachment }) => attachment) })),
        });
      }
      c.header('Content-Security-Policy', STYLED_PAGE_CONTENT_SECURITY_POLICY);
      return c.html(outboxPage(mails));
    })
    .get('/dev/outbox/:id/html', async (c) => {
      const hidden = notInProduction(services, c);
      if (hidden) return hidden;
      const mail = await readOutboxMail(services.db, Number(c.req.param('id')));
      if (!mail?.html) return c.json({ message: common(c.get('language'), 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404);
      c.header('Cache-Control', 'no-store');
      // The mail's own HTML, shown as a mail reader would: its styles, no script, no request to anywhere.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
      return c.html(mail.html);
    })
    .get('/dev/outbox/:id/attachments/:index', async (c) => {
      const hidden = notInProduction(services, c);
      if (hidden) return hidden;
      const mail = await readOutboxMail(services.db, Number(c.req.param('id')));
      const attachment = mail?.attachments[Number(c.req.param('index'))];
      if (!attachment) return c.json({ message: common(c.get('language'), 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', attachment.contentType);
      c.header('Content-Disposition', `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`);
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(Buffer.from(attachment.base64, 'base64')));
    })
    .get('/dev/partner-applications', async (c) => {
      const hidden = notInProduction(services, c);
      if (hidden) return hidden;
      const applications = await listPartnerApplications(services.db, services.config.uploadsDir, APPLICATIONS_LIMIT);
      c.header('Cache-Control', 'no-store');
      if (wantsJson(c)) return c.json({ applications });
      c.header('Content-Security-Policy', STYLED_PAGE_CONTENT_SECURITY_POLICY);
      return c.html(applicationsPage(applications));
    })
    .get('/dev/clock', (c) => {
      const hidden = notInProduction(services, c);
      if (hidden || !services.testClock) return hidden ?? notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ now: services.now().toISOString() });
    })
    .post('/dev/clock', async (c) => {
      const hidden = notInProduction(services, c);
      if (hidden || !services.testClock) return hidden ?? notFound(c);
      const body: unknown = await c.req.json().catch(() => undefined);
      const at = body && typeof body === 'object' && 'now' in body ? body.now : undefined;
      if (at !== null && (typeof at !== 'string' || Number.isNaN(Date.parse(at)))) {
        return c.json({ message: common(c.get('language'), 'format', { field: 'now', format: 'ISO 8601 date-time' }) }, 400);
      }
      services.testClock.set(at === null ? null : new Date(at));
      c.header('Cache-Control', 'no-store');
      return c.json({ now: services.now().toISOString() });
    })
    .get('/dev/contact-messages', async (c) => {
      const hidden = notInProduction(services, c);
      if (hidden) return hidden;
      const messages = await listContactMessages(services.db, CONTACT_MESSAGES_LIMIT);
      c.header('Cache-Control', 'no-store');
      if (wantsJson(c)) return c.json({ messages });
      c.header('Content-Security-Policy', STYLED_PAGE_CONTENT_SECURITY_POLICY);
      return c.html(contactMessagesPage(messages));
    });
}
