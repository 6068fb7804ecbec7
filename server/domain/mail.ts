import { createTransport } from 'nodemailer';
import type { Queryable } from '../db/db';

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
 * Without SMTP the mail is kept in the outbox. `printOutbox` (a loopback deployment only: the developer's
 * own machine, D123) also prints it whole, reset link included, so a developer can follow it; otherwise
 * only that a mail was kept is printed, never its text: a reset link is a password.
 */
export function createMailer(
  db: Queryable,
  smtpUrl: string | undefined,
  log: (line: string) => void = console.log,
  printOutbox = false,
): Mailer {
  const transport = smtpUrl ? createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text });
      } else if (printOutbox) {
        log(`outbox: mail to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
      } else {
        log(`outbox: a mail (${mail.subject}) was kept in the outbox, not sent: set SMTP_URL to send mail`);
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
