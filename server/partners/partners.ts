/**
 * Partner applications (accounts §3 partner application, §5 required fields and terms,
 * §7 POST /api/TourismCompanyRequestApi). A company applies with its details and its files; the
 * application is stored with status pending for review. Besides the spec's fields, the form's key
 * destinations, special activities and additional document are stored too (all optional).
 */
import { readFile, stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { components } from '@core/contract/schema';
import { type Queryable, checkUpload, removeUpload, saveUpload, type FileKind } from '../platform';

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
export type PartnerFileField = 'LogoUrl' | 'CoverImageUrl' | 'LicenseImageUrl' | 'AdditionalDocument';

/** The files of an application, in the order they are checked: the three required, then the optional one. */
export const PARTNER_FILE_FIELDS = ['LogoUrl', 'CoverImageUrl', 'LicenseImageUrl', 'AdditionalDocument'] as const satisfies readonly PartnerFileField[];

/**
 * Each partner file at most 3 MB (D39). Four of them and the text fields fit the server's request limit
 * (server/platform/http/contract-requests.ts, 13 MB).
 */
export const MAX_PARTNER_FILE_BYTES = 3 * 1024 * 1024;

/** What each file may be, by content: pictures for the logo and cover, a picture or a PDF for the documents. */
export const PARTNER_FILE_KINDS: Record<PartnerFileField, readonly FileKind[]> = {
  LogoUrl: ['png', 'jpeg', 'webp'],
  CoverImageUrl: ['png', 'jpeg', 'webp'],
  LicenseImageUrl: ['png', 'jpeg', 'webp', 'pdf'],
  AdditionalDocument: ['png', 'jpeg', 'webp', 'pdf'],
};

const FILE_FIELDS = new Set<string>(PARTNER_FILE_FIELDS);
const isFileField = (field: PartnerField): field is PartnerField & PartnerFileField => FILE_FIELDS.has(field);

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

/** An optional text: null when blank. */
function optionalTextOf(fields: Record<string, unknown>, name: string): string | null {
  const text = textOf(fields, name);
  return text === '' ? null : text;
}

/**
 * Checks an application (required fields in the spec's order, blank counting as missing; acceptTerms
 * true; a well-formed e-mail; each file's kind by content and its size, the optional additional document
 * only when one was sent), stores the files under `uploadsDir`/partners and saves the application with
 * status pending.
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
  for (const field of PARTNER_FILE_FIELDS) {
    const file = files[field];
    if (!file || file.size === 0) {
      if (field === 'AdditionalDocument') continue;
      return { ok: false, reason: 'missing', field };
    }
    const check = await checkUpload(file, { maxBytes: MAX_PARTNER_FILE_BYTES, accept: PARTNER_FILE_KINDS[field] });
    if (!check.ok) return { ok: false, reason: check.reason === 'tooLarge' ? 'fileTooLarge' : 'fileType', field };
    checked.push({ field, bytes: check.bytes, extension: check.file.extension });
  }

  const saved: Partial<Record<PartnerFileField, string>> = {};
  try {
    for (const file of checked) saved[file.field] = await saveUpload(uploadsDir, 'partners', file.bytes, file);
    const row = await db.one<{ id: number }>(
      `insert into partner_applications (company_name, owner, email, commercial_registration_number, phone_number,
         website_url, company_address, description, contact_person_name, contact_person_number, type_of_trips,
         key_destinations, special_activities, license_image_path, logo_path, cover_image_path,
         additional_document_path, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'pending', $18)
       returning id`,
      [
        textOf(fields, 'CompanyName'),
        textOf(fields, 'Owner'),
        textOf(fields, 'Email'),
        textOf(fields, 'CommercialRegistrationNumber'),
        textOf(fields, 'PhoneNumber'),
        optionalTextOf(fields, 'WebsiteUrl'),
        textOf(fields, 'CompanyAddress'),
        textOf(fields, 'Description'),
        textOf(fields, 'ContactPersonName'),
        textOf(fields, 'ContactPersonNumber'),
        textOf(fields, 'TypeofTrips'),
        optionalTextOf(fields, 'KeyDestinations'),
        optionalTextOf(fields, 'SpecialActivities'),
        saved.LicenseImageUrl,
        saved.LogoUrl,
        saved.CoverImageUrl,
        saved.AdditionalDocument ?? null,
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

/** A stored file as the reviewing team sees it: what it is (by the content checked on arrival) and its size. */
export interface StoredPartnerFile {
  kind: FileKind;
  /** Its size on disk, or null when the file is no longer there. */
  bytes: number | null;
  /** Where it is kept, under DATA_DIR (never served, D31). */
  path: string;
}

/** A stored application, with the contract's field names. */
/**
 * A stored application: the contract's `ReceivedPartnerApplication` (the form's field names, its status and
 * review), with where each file is kept (never sent, D31) and the terms it was accepted with.
 */
export type StoredPartnerApplication = Omit<components['schemas']['ReceivedPartnerApplication'], 'files'> & {
  acceptTerms: true;
  files: Record<PartnerFileField, StoredPartnerFile | null>;
};

interface ApplicationRow {
  id: number;
  status: StoredPartnerApplication['status'];
  created_at: Date | string;
  company_name: string;
  owner: string;
  email: string;
  commercial_registration_number: string;
  phone_number: string;
  website_url: string | null;
  company_address: string;
  description: string;
  contact_person_name: string;
  contact_person_number: string;
  type_of_trips: string;
  key_destinations: string | null;
  special_activities: string | null;
  logo_path: string | null;
  cover_image_path: string | null;
  license_image_path: string | null;
  additional_document_path: string | null;
  reviewed_at: Date | string | null;
  rejection_reason: string | null;
  company_id: number | null;
}

/** The stored extensions (uploads.ts) and the kinds they were checked to be. */
const KIND_OF_EXTENSION: Record<string, FileKind> = { png: 'png', jpg: 'jpeg', webp: 'webp', pdf: 'pdf' };

async function storedFile(uploadsDir: string, publicPath: string | null): Promise<StoredPartnerFile | null> {
  if (!publicPath) return null;
  const kind = KIND_OF_EXTENSION[publicPath.slice(publicPath.lastIndexOf('.') + 1)];
  if (!kind || !publicPath.startsWith('/uploads/')) return null;
  const root = resolve(uploadsDir);
  const target = resolve(root, publicPath.slice('/uploads/'.length));
  const inside = relative(root, target);
  if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return null;
  const bytes = await stat(target).then(
    (found) => found.size,
    () => null,
  );
  return { kind, bytes, path: `uploads/${inside.split(sep).join('/')}` };
}

const APPLICATION_COLUMNS = `id, status, created_at, company_name, owner, email, commercial_registration_number, phone_number,
       website_url, company_address, description, contact_person_name, contact_person_number, type_of_trips,
       key_destinations, special_activities, logo_path, cover_image_path, license_image_path, additional_document_path,
       reviewed_at, rejection_reason, company_id`;

/** Where each file of an application is stored. */
const FILE_COLUMN: Record<PartnerFileField, 'logo_path' | 'cover_image_path' | 'license_image_path' | 'additional_document_path'> = {
  LogoUrl: 'logo_path',
  CoverImageUrl: 'cover_image_path',
  LicenseImageUrl: 'license_image_path',
  AdditionalDocument: 'additional_document_path',
};

/**
 * The latest applications, newest first, optionally only those with one status (the admin console's queue,
 * D283; the developer's page, /dev/partner-applications).
 */
export async function listPartnerApplications(
  db: Queryable,
  uploadsDir: string,
  limit: number,
  status?: StoredPartnerApplication['status'],
): Promise<StoredPartnerApplication[]> {
  const rows = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS}
     from partner_applications
     where $2::text is null or status = $2
     order by created_at desc, id desc
     limit $1`,
    [limit, status ?? null],
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      CompanyName: row.company_name,
      Owner: row.owner,
      Email: row.email,
      CommercialRegistrationNumber: row.commercial_registration_number,
      PhoneNumber: row.phone_number,
      WebsiteUrl: row.website_url,
      CompanyAddress: row.company_address,
      Description: row.description,
      ContactPersonName: row.contact_person_name,
      ContactPersonNumber: row.contact_person_number,
      TypeofTrips: row.type_of_trips,
      KeyDestinations: row.key_destinations,
      SpecialActivities: row.special_activities,
      // Stored applications were all accepted with the terms (nothing is stored otherwise).
      acceptTerms: true as const,
      files: {
        LogoUrl: await storedFile(uploadsDir, row.logo_path),
        CoverImageUrl: await storedFile(uploadsDir, row.cover_image_path),
        LicenseImageUrl: await storedFile(uploadsDir, row.license_image_path),
        AdditionalDocument: await storedFile(uploadsDir, row.additional_document_path),
      },
      reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
      rejectionReason: row.rejection_reason,
      companyId: row.company_id,
    })),
  );
}

/**
 * One file of an application, read for an admin: its kind as checked on arrival and its
 * bytes; null when the application, the file or its bytes are not there.
 */
export async function readPartnerApplicationFile(
  db: Queryable,
  uploadsDir: string,
  id: number,
  field: PartnerFileField,
): Promise<{ kind: FileKind; bytes: Buffer } | null> {
  const row = await db.one<{ path: string | null }>(`select ${FILE_COLUMN[field]} as path from partner_applications where id = $1`, [id]);
  const file = await storedFile(uploadsDir, row?.path ?? null);
  if (!file || file.bytes === null) return null;
  const bytes = await readFile(resolve(uploadsDir, file.path.slice('uploads/'.length))).catch(() => null);
  return bytes ? { kind: file.kind, bytes } : null;
}
