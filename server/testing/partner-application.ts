/**
 * A partner application as the form sends it (accounts §5), for the server's tests: every text field, and
 * real little files of each kind the form accepts (checked by content, D39).
 */

/** A real 1×1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
/** The start of a JPEG (start-of-image, JFIF marker). */
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The start of a WebP: a RIFF container of type WEBP with its VP8L chunk. */
export const WEBP = Uint8Array.from([...Buffer.from('RIFF'), 0x1a, 0, 0, 0, ...Buffer.from('WEBPVP8L'), 0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]);
/** The partner file limit (D39): 3 MB. */
export const THREE_MB = 3 * 1024 * 1024;

/** `signature` followed by zeros up to `size` bytes: still that kind of file by its content. */
export function padded(signature: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return bytes;
}

export const TEXT_FIELDS: Record<string, string> = {
  CompanyName: 'Sinai Trails',
  Owner: 'Karim Mostafa',
  Email: 'info@sinaitrails.example',
  CommercialRegistrationNumber: 'CR-145623',
  PhoneNumber: '+20 69 352 0000',
  WebsiteUrl: 'https://sinaitrails.example',
  CompanyAddress: 'Main Road, Nuweiba, South Sinai',
  Description: 'Bedouin-led desert and mountain treks in South Sinai.',
  ContactPersonName: 'Salma Farouk',
  ContactPersonNumber: '+20 122 555 0101',
  TypeofTrips: 'Desert safaris, Mount Sinai sunrise hikes, snorkelling',
  acceptTerms: 'true',
};

export type Files = Record<'LogoUrl' | 'CoverImageUrl' | 'LicenseImageUrl' | 'AdditionalDocument', { bytes: Uint8Array; name: string; type: string } | null>;
export const GOOD_FILES: Files = {
  LogoUrl: { bytes: PNG, name: 'logo.png', type: 'image/png' },
  CoverImageUrl: { bytes: JPEG, name: 'cover.jpg', type: 'image/jpeg' },
  LicenseImageUrl: { bytes: PDF, name: 'license.pdf', type: 'application/pdf' },
  AdditionalDocument: null,
};

export function partnerApplicationForm(fields: Record<string, string | null> = {}, files: Partial<Files> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...TEXT_FIELDS, ...fields })) if (value !== null) body.append(name, value);
  for (const [name, file] of Object.entries({ ...GOOD_FILES, ...files })) {
    if (file) body.append(name, new Blob([file.bytes.slice()], { type: file.type }), file.name);
  }
  return body;
}
