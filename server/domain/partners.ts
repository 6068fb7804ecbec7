/**
 * Partner applications (issue 3; accounts §3 partner application, §5 required fields and terms, §7
 * POST /api/TourismCompanyRequestApi). A company applies with its details and three files; the
 * application is stored with status pending for review.
 */
import type { Queryable } from '../db/db';
import { checkUpload, removeUpload, saveUpload, type FileKind } from './uploads';

/** Every field the spec requires, in the spec's order (accounts §5): the first missing one is named. */
export const REQUIRED_FIELDS = [
  'CompanyName',
  'Owner',
  'Email',
  'CommercialRegistrationNumber',
  'PhoneNumber',
  'LogoUrl',
  'CoverImageUrl',
  'CompanyAddress',
  'Description',
  'ContactPersonName',
  'ContactPersonNumber',
  'TypeofTrips',
  'LicenseImageUrl',
] as const;

export type PartnerField = (typeof REQUIRED_FIELDS)[number];
export type PartnerFileField = 'LogoUrl' | 'CoverImageUrl' | 'LicenseImageUrl';

/** Each partner file at most 3 MB (three of them fit the server's 12 MB request limit). */
export const MAX_PARTNER_FILE_BYTES = 3 * 1024 * 1024;

/** What each file may be, by content: pictures for the logo and cover, a picture or a PDF for the licence. */
export const PARTNER_FILE_KINDS: Record<PartnerFileField, readonly FileKind[]> = {
  LogoUrl: ['png', 'jpeg', 'webp'],
  CoverImageUrl: ['png', 'jpeg', 'webp'],
  LicenseImageUrl: ['png', 'jpeg', 'webp', 'pdf'],
};

const FILE_FIELDS = new Set<string>(Object.keys(PARTNER_FILE_KINDS));
const isFileField = (field: PartnerField): field is PartnerFileField => FILE_FIELDS.has(field);

export interface PartnerApplicationInput {
  /** The form's text fields as received (strings, and acceptTerms as a boolean when well formed). */
  fields: Record<string, unknown>;
  /** The form's files, by field name. */
  files: Record<string, Blob>;
}

export type PartnerApplicationResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'missing'; field: PartnerField }
  | { ok: false; reason: 'terms' }
  | { ok: false; reason: 'invalidEmail' }
  | { ok: false; reason: 'fileType'; field: PartnerFileField }
  | { ok: false; reason: 'fileTooLarge'; field: PartnerFileField };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function textOf(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Checks an application (required fields in the spec's order, blank counting as missing; acceptTerms
 * true; a well-formed e-mail; each file's kind by content and its size), stores the files under
 * `uploadsDir`/partners and saves the application with status pending.
 */
export async function submitPartnerApplication(
  db: Queryable,
  uploadsDir: string,
  input: PartnerApplicationInput,
  now: Date,
): Promise<PartnerApplicationResult> {
  const { fields, files } = input;
  for (const field of REQUIRED_FIELDS) {
    const present = isFileField(field) ? (files[field]?.size ?? 0) > 0 : textOf(fields, field) !== '';
    if (!present) return { ok: false, reason: 'missing', field };
  }
  if (fields.acceptTerms !== true) return { ok: false, reason: 'terms' };
  if (!EMAIL.test(textOf(fields, 'Email'))) return { ok: false, reason: 'invalidEmail' };

  const checked: Array<{ field: PartnerFileField; bytes: Uint8Array; extension: string }> = [];
  for (const field of ['LogoUrl', 'CoverImageUrl', 'LicenseImageUrl'] as const) {
    const file = files[field];
    if (!file) return { ok: false, reason: 'missing', field };
    const check = await checkUpload(file, { maxBytes: MAX_PARTNER_FILE_BYTES, accept: PARTNER_FILE_KINDS[field] });
    if (!check.ok) return { ok: false, reason: check.reason === 'tooLarge' ? 'fileTooLarge' : 'fileType', field };
    checked.push({ field, bytes: check.bytes, extension: check.file.extension });
  }

  const saved: Partial<Record<PartnerFileField, string>> = {};
  try {
    for (const file of checked) saved[file.field] = await saveUpload(uploadsDir, 'partners', file.bytes, file);
    const website = textOf(fields, 'WebsiteUrl');
    const row = await db.one<{ id: number }>(
      `insert into partner_applications (company_name, owner, email, commercial_registration_number, phone_number,
         website_url, company_address, description, contact_person_name, contact_person_number, type_of_trips,
         license_image_path, logo_path, cover_image_path, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'pending', $15)
       returning id`,
      [
        textOf(fields, 'CompanyName'),
        textOf(fields, 'Owner'),
        textOf(fields, 'Email'),
        textOf(fields, 'CommercialRegistrationNumber'),
        textOf(fields, 'PhoneNumber'),
        website === '' ? null : website,
        textOf(fields, 'CompanyAddress'),
        textOf(fields, 'Description'),
        textOf(fields, 'ContactPersonName'),
        textOf(fields, 'ContactPersonNumber'),
        textOf(fields, 'TypeofTrips'),
        saved.LicenseImageUrl,
        saved.LogoUrl,
        saved.CoverImageUrl,
        now,
      ],
    );
    if (!row) throw new Error('the partner application was not saved');
    return { ok: true, id: row.id };
  } catch (error) {
    // Nothing half-stored: files of an application that was not saved are removed.
    await Promise.all(Object.values(saved).map((path) => removeUpload(uploadsDir, path)));
    throw error;
  }
}
