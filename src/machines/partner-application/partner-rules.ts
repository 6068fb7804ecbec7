/**
 * The partner application's rules (spec, accounts §3 fields, §5 partner application), the same the
 * server applies (server/partners/partners.ts): the required fields, the e-mail's shape, and each file's
 * kinds (by content) and size (3 MB, D39). Each check answers null when the value passes, else the key of
 * the message to show (`partner:getInTouch.errors.<key>`).
 */
import type { PartnerFileField, PartnerTextField } from '@/api/partners';

export type { PartnerFileField, PartnerTextField };

/** Every message a field can show. */
export type PartnerErrorKey = 'required' | 'invalidEmail' | 'imageType' | 'documentType' | 'fileTooLarge' | 'termsError';

/** A problem with a chosen file, found when it is chosen (its size, its declared type) or before sending (its content). */
export type FileProblem = Extract<PartnerErrorKey, 'imageType' | 'documentType' | 'fileTooLarge'>;

interface TextFieldRule {
  required: boolean;
  /** The contract's maxLength (openapi/rihla.yaml, PartnerApplication). */
  maxLength: number;
}

/** The text fields in the form's order, with the spec's required ones (§5; WebsiteUrl and the form's extras optional). */
export const TEXT_FIELD_RULES = {
  CompanyName: { required: true, maxLength: 200 },
  Owner: { required: true, maxLength: 200 },
  Email: { required: true, maxLength: 254 },
  CommercialRegistrationNumber: { required: true, maxLength: 50 },
  PhoneNumber: { required: true, maxLength: 30 },
  WebsiteUrl: { required: false, maxLength: 500 },
  CompanyAddress: { required: true, maxLength: 500 },
  Description: { required: true, maxLength: 5000 },
  ContactPersonName: { required: true, maxLength: 200 },
  ContactPersonNumber: { required: true, maxLength: 30 },
  TypeofTrips: { required: true, maxLength: 500 },
  KeyDestinations: { required: false, maxLength: 1000 },
  SpecialActivities: { required: false, maxLength: 1000 },
} as const satisfies Record<PartnerTextField, TextFieldRule>;

export const PARTNER_TEXT_FIELDS = Object.keys(TEXT_FIELD_RULES) as PartnerTextField[];

/** What a file may be, by content. */
export type FileKind = 'png' | 'jpeg' | 'webp' | 'pdf';

const MEDIA_TYPES: Record<FileKind, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' };

interface FileFieldRule {
  required: boolean;
  kinds: readonly FileKind[];
  /** The message when the file is not one of `kinds`. */
  wrongKind: Extract<FileProblem, 'imageType' | 'documentType'>;
}

const IMAGE: readonly FileKind[] = ['png', 'jpeg', 'webp'];
const DOCUMENT: readonly FileKind[] = ['png', 'jpeg', 'webp', 'pdf'];

/** The files in the form's order: the logo and cover are pictures; the licence and the additional document may be a PDF too. */
export const FILE_FIELD_RULES = {
  LogoUrl: { required: true, kinds: IMAGE, wrongKind: 'imageType' },
  CoverImageUrl: { required: true, kinds: IMAGE, wrongKind: 'imageType' },
  LicenseImageUrl: { required: true, kinds: DOCUMENT, wrongKind: 'documentType' },
  AdditionalDocument: { required: false, kinds: DOCUMENT, wrongKind: 'documentType' },
} as const satisfies Record<PartnerFileField, FileFieldRule>;

export const PARTNER_FILE_FIELDS = Object.keys(FILE_FIELD_RULES) as PartnerFileField[];

/** Each partner file at most 3 MB (D39), as the server allows. */
export const MAX_PARTNER_FILE_BYTES = 3 * 1024 * 1024;
export const MAX_PARTNER_FILE_MEGABYTES = MAX_PARTNER_FILE_BYTES / (1024 * 1024);

/** The `accept` list of a file input: the media types of its kinds. */
export function acceptedTypes(field: PartnerFileField): string {
  return FILE_FIELD_RULES[field].kinds.map((kind) => MEDIA_TYPES[kind]).join(',');
}

/** The e-mail shape the server checks for partner applications (server/partners/partners.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field's problem: blank when required, or an e-mail that is not one. */
export function textProblem(field: PartnerTextField, value: string): PartnerErrorKey | null {
  const text = value.trim();
  if (text === '') return TEXT_FIELD_RULES[field].required ? 'required' : null;
  if (field === 'Email' && !EMAIL.test(text)) return 'invalidEmail';
  return null;
}

/**
 * A chosen file's problem that shows at once: over 3 MB, or a declared type that is not one of its kinds.
 * A file whose type the browser does not know ('') waits for the content check before sending.
 */
export function fileChoiceProblem(field: PartnerFileField, file: File): FileProblem | null {
  if (file.size > MAX_PARTNER_FILE_BYTES) return 'fileTooLarge';
  const rule = FILE_FIELD_RULES[field];
  const declared = file.type.toLowerCase();
  if (declared !== '' && !rule.kinds.some((kind) => MEDIA_TYPES[kind] === declared)) return rule.wrongKind;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** How many leading bytes tell a file's kind. */
export const SNIFF_BYTES = 16;

/** What the content says a file is (the same signatures as the server's server/platform/uploads.ts), or null. */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, ascii('IHDR'), 12)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/** A file's problem by its first bytes: not one of the field's kinds. */
export function contentProblem(field: PartnerFileField, firstBytes: Uint8Array): FileProblem | null {
  const kind = sniffKind(firstBytes);
  const rule = FILE_FIELD_RULES[field];
  return kind !== null && rule.kinds.includes(kind) ? null : rule.wrongKind;
}
