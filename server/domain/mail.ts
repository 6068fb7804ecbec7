import { createTransport } from 'nodemailer';
import type { Queryable } from '../db/db';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends the mail (SMTP when configured) and records it in the outbox; never drops it silently. */
  send(mail: Mail): Promise<void>;
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  body: string;
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
  const transport = smtpUrl ? createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      if (transport) {
        try {
          await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text });
        } catch (error) {
          logger.error({ err: error, subject: mail.subject }, 'mail: the SMTP server did not take the mail');
          throw error;
        }
      } else if (showMail) {
        logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL)');
      } else {
        logger.warn({ subject: mail.subject }, 'mail kept in the outbox, not sent: SMTP_URL is not set');
      }
      await db.query('insert into outbox (to_address, subject, body, delivered_by) values ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.text,
        transport ? 'smtp' : 'outbox',
      ]);
    },
  };
}

/** The newest mail first: the developer's outbox page and the tests read it. */
export async function readOutbox(db: Queryable, limit = 50): Promise<OutboxEntry[]> {
  return db.query<OutboxEntry>(
    `select id, to_address as "to", subject, body, delivered_by as "deliveredBy", created_at as "createdAt"
       from outbox order by id desc limit $1`,
    [limit],
  );
}
