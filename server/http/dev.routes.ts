import { Hono } from 'hono';
import { readOutbox, type OutboxEntry } from '../domain/mail';
import type { Services } from '../services';
import type { AppEnv } from './env';
import { common } from './messages';

const OUTBOX_LIMIT = 100;

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

function outboxPage(mails: OutboxEntry[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">to ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.createdAt).toISOString())} · ${mail.deliveredBy === 'smtp' ? 'sent by SMTP' : 'kept in the outbox (no SMTP_URL)'}</p>
  <pre dir="auto">${linkify(mail.body)}</pre>
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
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Mail the server sent, newest first (development and test only).</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}

/**
 * `GET /dev/outbox`: the developer's view of the mail the server sent (password-reset links), newest
 * first, with clickable links. Outside production only; production answers 404 as if it did not exist.
 */
export function devRoutes(services: Services) {
  return new Hono<AppEnv>().get('/dev/outbox', async (c) => {
    if (services.config.environment === 'production') {
      return c.json({ message: common(c.get('language'), 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404);
    }
    const mails = await readOutbox(services.db, OUTBOX_LIMIT);
    c.header('Cache-Control', 'no-store');
    return c.html(outboxPage(mails));
  });
}
