/**
 * Contact Us (S15; spec accounts §2, §3 contact form): a visitor's
 * message is checked with the form's own rules, stored, mailed to the support address and acknowledged to
 * the sender in their language. The message is stored first and kept whatever the mail does: a mail that
 * fails is logged and marked on the row, so nobody's message is lost to a mail server's bad day.
 */
import { defineMessages, screenWords, type Queryable, type Logger, type Mailer, type Language } from '../platform';
import { firstContactProblem, type ContactField, type ContactProblem, type ContactRequest } from '@core/contact/contact-rules';

export interface ContactMessageInput {
  name: string;
  surname: string;
  email: string;
  telephone?: string | null | undefined;
  request: string;
  message: string;
}

export type ContactResult = { ok: true; id: number; acknowledged: boolean } | { ok: false; field: ContactField; problem: ContactProblem };

export interface StoredContactMessage {
  id: number;
  name: string;
  surname: string;
  email: string;
  telephone: string | null;
  request: ContactRequest;
  message: string;
  language: Language;
  createdAt: Date;
  supportMailedAt: Date | null;
  acknowledgedAt: Date | null;
}

const say = defineMessages('contact');
const words = screenWords('contact');
const requestName = (request: ContactRequest, language: Language) => words(language, `requests.${request}`);

/** The mail to the support team: who wrote, how to answer, and the message as typed (plain text only). */
function supportMail(to: string, id: number, message: Omit<StoredContactMessage, 'id' | 'createdAt' | 'supportMailedAt' | 'acknowledgedAt'>) {
  const subject = `Contact #${id} (${requestName(message.request, 'en')}): ${message.name} ${message.surname}`.slice(0, 200);
  const text = [
    `A message from the Contact Us form (#${id}). Reply to the sender at ${message.email}, in ${message.language === 'ar' ? 'Arabic' : 'English'}.`,
    '',
    `Name: ${message.name} ${message.surname}`,
    `E-mail: ${message.email}`,
    `Telephone: ${message.telephone ?? '(not given)'}`,
    `Request: ${requestName(message.request, 'en')}`,
    `Language: ${message.language}`,
    '',
    message.message,
  ].join('\n');
  return { to, subject, text };
}

/** The acknowledgement to the sender, in their language, quoting what they sent. */
function acknowledgement(id: number, message: Omit<StoredContactMessage, 'id' | 'createdAt' | 'supportMailedAt' | 'acknowledgedAt'>) {
  const language = message.language;
  return {
    to: message.email,
    subject: say(language, 'ackSubject', { id }),
    text: [
      say(language, 'ackGreeting', { name: message.name }),
      '',
      say(language, 'ackThanks'),
      '',
      say(language, 'ackRequest', { request: requestName(message.request, language) }),
      say(language, 'ackYourMessage'),
      message.message,
      '',
      say(language, 'ackSignature'),
    ].join('\n'),
  };
}

export interface ContactDeps {
  db: Queryable;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
  now: () => Date;
}

/** Checks, stores, mails support and acknowledges; a refused message stores and mails nothing. */
export async function submitContactMessage(deps: ContactDeps, input: ContactMessageInput, language: Language): Promise<ContactResult> {
  const problem = firstContactProblem(input);
  if (problem) return { ok: false, ...problem };
  const telephone = typeof input.telephone === 'string' && input.telephone.trim() !== '' ? input.telephone.trim() : null;
  const message = {
    name: input.name.trim(),
    surname: input.surname.trim(),
    email: input.email.trim(),
    telephone,
    request: input.request.trim() as ContactRequest,
    message: input.message.trim(),
    language,
  };
  const row = await deps.db.one<{ id: number }>(
    `insert into contact_messages (name, surname, email, telephone, request, message, language, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz) returning id`,
    [message.name, message.surname, message.email, message.telephone, message.request, message.message, message.language, deps.now().toISOString()],
  );
  if (!row) throw new Error('contact: no id returned');
  const mails = [
    { column: 'support_mailed_at', mail: supportMail(deps.supportEmail, row.id, message) },
    { column: 'acknowledged_at', mail: acknowledgement(row.id, message) },
  ] as const;
  let acknowledged = false;
  for (const { column, mail } of mails) {
    try {
      await deps.mailer.send(mail);
      acknowledged = column === 'acknowledged_at';
      await deps.db.query(`update contact_messages set ${column} = $2::timestamptz where id = $1`, [row.id, deps.now().toISOString()]);
    } catch (error) {
      // Kept and marked: the developer page and the table show the message whose mail did not go.
      deps.logger.error({ err: error, contactMessage: row.id, mail: column }, 'contact: a mail about a stored message could not be sent');
    }
  }
  return { ok: true, id: row.id, acknowledged };
}

/** The newest messages first (the developer page). */
export async function listContactMessages(db: Queryable, limit = 100): Promise<StoredContactMessage[]> {
  return db.query<StoredContactMessage>(
    `select id, name, surname, email, telephone, request, message, language, created_at as "createdAt",
            support_mailed_at as "supportMailedAt", acknowledged_at as "acknowledgedAt"
       from contact_messages order by id desc limit $1`,
    [limit],
  );
}
