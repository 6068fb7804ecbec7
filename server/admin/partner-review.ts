/**
 * Reviewing partner applications (D284). An admin approves an application, with the
 * company's bilingual names and texts as they should be published (checked first, the applicant's own text
 * offered as the start), or rejects it with a reason. Approving creates the company, makes the applicant's
 * address a partner account of it (a new account gets a link to choose a password, valid a week; an
 * existing traveller's account becomes the partner's and signs in as before), and mails the applicant;
 * rejecting mails the reason. One decision per application: a second is refused (409), even at the same moment.
 */
import { LANGUAGES, type Language } from '@core/text/language';
import { type Db, defineMessages, type Mail, type Mailer, saveUpload } from '../platform';
import { createAccountWithoutPassword, passwordLink, RESET_PAGE_PATHS } from '../accounts';
import { readPartnerApplicationFile } from '../partners';

/** How long a new partner's invitation link works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The company as it will be published: both languages of its name and description required. */
export interface CompanyDraft {
  nameEn: string;
  nameAr: string;
  sloganEn?: string | undefined;
  sloganAr?: string | undefined;
  descriptionEn: string;
  descriptionAr: string;
  cityEn?: string | undefined;
  cityAr?: string | undefined;
  addressEn?: string | undefined;
  addressAr?: string | undefined;
}

/** The draft's required fields, in the form's order: the first blank one is named. */
export const COMPANY_DRAFT_REQUIRED = ['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr'] as const;

export type ReviewProblem =
  | { reason: 'notFound' }
  | { reason: 'decided'; status: 'approved' | 'rejected' }
  | { reason: 'required'; field: (typeof COMPANY_DRAFT_REQUIRED)[number] | 'reason' }
  | { reason: 'accountTaken'; role: 'admin' | 'partner' };

export type ReviewResult<T> = ({ ok: true } & T) | ({ ok: false } & ReviewProblem);

interface Deps {
  db: Db;
  mailer: Mailer;
  uploadsDir: string;
  publicUrl: string;
  now: Date;
}

interface Pending {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  email: string;
  owner: string;
  contactName: string;
  companyName: string;
  phone: string;
  website: string | null;
}

const trimmed = (text: string | undefined) => (text ?? '').trim();

async function pendingApplication(db: Pick<Db, 'one'>, id: number, lock: boolean): Promise<ReviewResult<{ application: Pending }>> {
  const application = await db.one<Pending>(
    `select id, status, email, owner, contact_person_name as "contactName", company_name as "companyName",
       phone_number as phone, website_url as website
     from partner_applications where id = $1 ${lock ? 'for update' : ''}`,
    [id],
  );
  if (!application) return { ok: false, reason: 'notFound' };
  if (application.status !== 'pending') return { ok: false, reason: 'decided', status: application.status };
  return { ok: true, application };
}

/** Copies an application's logo or cover to the public uploads (the application's own files stay unserved). */
async function publish(deps: Deps, id: number, field: 'LogoUrl' | 'CoverImageUrl'): Promise<string | null> {
  const file = await readPartnerApplicationFile(deps.db, deps.uploadsDir, id, field);
  if (!file || file.kind === 'pdf') return null;
  return saveUpload(deps.uploadsDir, 'companies', file.bytes, { extension: file.kind === 'jpeg' ? 'jpg' : file.kind });
}

/** The decision mails' words: `partnerReview` in the server's locale files. */
const words = defineMessages('partnerReview');
type Say = (key: Parameters<typeof words>[1], values?: Record<string, string>) => string;
/** A decision is mailed in both languages, English first: the applicant wrote the application in either. */
const bilingual = (lines: (say: Say, language: Language) => string[]) =>
  LANGUAGES.map((language) => lines((key, values) => words(language, key, values), language).join('\n')).join('\n\n—\n\n');
const bilingualSubject = (subject: (say: Say, language: Language) => string) => LANGUAGES.map((language) => subject((key, values) => words(language, key, values), language)).join(' — ');

/** The decision stands when its mail fails (the mailer has logged why): the admin is told it was not sent. */
async function sent(mailer: Mailer, mail: Mail): Promise<boolean> {
  try {
    await mailer.send(mail);
    return true;
  } catch {
    return false;
  }
}

export async function approveApplication(
  deps: Deps,
  input: { id: number; adminId: string; company: CompanyDraft },
): Promise<ReviewResult<{ companyId: number; partnerId: string; invited: boolean; mailed: boolean }>> {
  const missing = COMPANY_DRAFT_REQUIRED.find((field) => trimmed(input.company[field]) === '');
  if (missing) return { ok: false, reason: 'required', field: missing };
  const first = await pendingApplication(deps.db, input.id, false);
  if (!first.ok) return first;
  // The pictures are copied before the transaction (files are not part of it); a refused approval leaves
  // two unreferenced copies, which are harmless.
  const [logo, cover] = [await publish(deps, input.id, 'LogoUrl'), await publish(deps, input.id, 'CoverImageUrl')];
  const c = input.company;
  const decided = await deps.db.transaction(async (tx): Promise<ReviewResult<{ companyId: number; partnerId: string; link: string | null; email: string; name: string }>> => {
    const found = await pendingApplication(tx, input.id, true);
    if (!found.ok) return found;
    const application = found.application;
    const existing = await tx.one<{ id: string; role: 'traveller' | 'partner' | 'admin'; email: string }>('select id, role, email from users where lower(email) = lower($1)', [application.email]);
    if (existing && existing.role !== 'traveller') return { ok: false, reason: 'accountTaken', role: existing.role };
    const company = await tx.one<{ id: number }>(
      `insert into companies (name_en, name_ar, slogan_en, slogan_ar, description_en, description_ar, email, phone, address_en, address_ar,
         city_en, city_ar, website, profile_image_url, cover_image_url, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
      [trimmed(c.nameEn), trimmed(c.nameAr), trimmed(c.sloganEn), trimmed(c.sloganAr), trimmed(c.descriptionEn), trimmed(c.descriptionAr),
        application.email, application.phone, trimmed(c.addressEn), trimmed(c.addressAr), trimmed(c.cityEn), trimmed(c.cityAr),
        application.website, logo, cover, deps.now],
    );
    const companyId = company!.id;
    const name = application.contactName || application.owner;
    const partner = existing ? { id: existing.id, email: existing.email } : await createAccountWithoutPassword(tx, { userName: application.companyName, name, email: application.email });
    if (!partner) return { ok: false, reason: 'accountTaken', role: 'partner' };
    await tx.query(`update users set role = 'partner', company_id = $2 where id = $1`, [partner.id, companyId]);
    await tx.query(
      `update partner_applications set status = 'approved', reviewed_at = $2, reviewed_by = $3, company_id = $4 where id = $1`,
      [input.id, deps.now, input.adminId, companyId],
    );
    const link = existing ? null : await passwordLink(tx, partner, `${deps.publicUrl}${RESET_PAGE_PATHS[0]}`, INVITATION_LIFETIME_MS, deps.now);
    return { ok: true, companyId, partnerId: partner.id, link, email: partner.email, name };
  });
  if (!decided.ok) return decided;
  const companyName = (language: Language) => trimmed(language === 'ar' ? c.nameAr : c.nameEn);
  const mailed = await sent(deps.mailer, {
    to: decided.email,
    subject: bilingualSubject((say, language) => say('welcomeSubject', { company: companyName(language) })),
    text: bilingual((say, language) => [
      say('greeting', { name: decided.name }),
      '',
      say('approved', { company: companyName(language) }),
      ...(decided.link ? [say('choosePassword'), decided.link] : [say('signInAsBefore', { email: decided.email })]),
      '',
      say('portal', { url: `${deps.publicUrl}/partner` }),
      '',
      say('signature'),
    ]),
  });
  return { ok: true, companyId: decided.companyId, partnerId: decided.partnerId, invited: decided.link !== null, mailed };
}

export async function rejectApplication(deps: Deps, input: { id: number; adminId: string; reason: string }): Promise<ReviewResult<{ mailed: boolean }>> {
  const reason = input.reason.trim();
  if (reason === '') return { ok: false, reason: 'required', field: 'reason' };
  const decided = await deps.db.transaction(async (tx): Promise<ReviewResult<{ application: Pending }>> => {
    const found = await pendingApplication(tx, input.id, true);
    if (!found.ok) return found;
    await tx.query(
      `update partner_applications set status = 'rejected', reviewed_at = $2, reviewed_by = $3, rejection_reason = $4 where id = $1`,
      [input.id, deps.now, input.adminId, reason],
    );
    return found;
  });
  if (!decided.ok) return decided;
  const { application } = decided;
  const name = application.contactName || application.owner;
  const mailed = await sent(deps.mailer, {
    to: application.email,
    subject: bilingualSubject((say) => say('rejectedSubject')),
    text: bilingual((say) => [say('greeting', { name }), '', say('rejected', { company: application.companyName }), '', reason, '', say('applyAgain'), '', say('signature')]),
  });
  return { ok: true, mailed };
}
