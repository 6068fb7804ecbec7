import type { Queryable } from './db/db';
import type { Logger } from './logger';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** A content id, for an image the HTML part shows inline (`<img src="cid:…">`). */
  cid?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part, besides the text one (the booking mails). */
  html?: string;
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  /** Sends the mail (SMTP when configured) and records it in the outbox; never drops it silently. */
  send(mail: Mail): Promise<void>;
}

/** An attachment as the outbox keeps it: the content in base64. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  cid: string | null;
  base64: string;
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  attachments: StoredAttachment[];
  deliveredBy: 'smtp' | 'outbox';
  createdAt: Date;
}

const FROM = 'Rihla <no-reply@rihla.example>';

/**
 * Without SMTP the mail is kept in the outbox. `showMail` (a loopback deployment only: the developer's own
 * machine, D123) also logs it whole, reset link included, so a developer can follow it; otherwise the log
 * names only its subject, never an address, a text or a link: a reset link is a password.
 */
export function createMailer(db: Queryable, smtpUrl: string | undefined, logger: Logger, showMail = false): Mailer {
  // nodemailer is loaded only where SMTP is configured, and not on the way to the first request (D392).
  const transport = smtpUrl ? import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl)) : null;
  void transport?.catch(() => undefined); // a failure is the first send's to report
  return {
    async send(mail) {
      if (transport) {
        try {
          await (await transport).sendMail({
            from: FROM,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
            attachments: (mail.attachments ?? []).map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content,
              ...(attachment.cid ? { cid: attachment.cid } : {}),
            })),
          });
        } catch (error) {
          logger.error({ err: error, subject: mail.subject }, 'mail: the SMTP server did not take the mail');
          throw error;
        }
      } else if (showMail) {
        logger.info(
          { to: mail.to, subject: mail.subject, text: mail.text, attachments: (mail.attachments ?? []).map((attachment) => attachment.filename) },
          'mail kept in the outbox (no SMTP_URL)',
        );
      } else {
        logger.warn({ subject: mail.subject }, 'mail kept in the outbox, not sent: SMTP_URL is not set');
      }
      const stored: StoredAttachment[] = (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: attachment.content.length,
        cid: attachment.cid ?? null,
        base64: attachment.content.toString('base64'),
      }));
      await db.query('insert into outbox (to_address, subject, body, delivered_by, html, attachments) values ($1, $2, $3, $4, $5, $6::jsonb)', [
        mail.to,
        mail.subject,
        mail.text,
        transport ? 'smtp' : 'outbox',
        mail.html ?? null,
        JSON.stringify(stored),
      ]);
    },
  };
}

/** The newest mail first: the developer's outbox page and the tests read it. */
export async function readOutbox(db: Queryable, limit = 50): Promise<OutboxEntry[]> {
  return db.query<OutboxEntry>(
    `select id, to_address as "to", subject, body, html, attachments, delivered_by as "deliveredBy", created_at as "createdAt"
       from outbox order by id desc limit $1`,
    [limit],
  );
}

/** One mail of the outbox, or null. */
export async function readOutboxMail(db: Queryable, id: number): Promise<OutboxEntry | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return db.one<OutboxEntry>(
    `select id, to_address as "to", subject, body, html, attachments, delivered_by as "deliveredBy", created_at as "createdAt"
       from outbox where id = $1`,
    [id],
  );
}
