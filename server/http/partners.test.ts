import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
/** The start of a JPEG (start-of-image, JFIF marker). */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const TEXT_FIELDS: Record<string, string> = {
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

type Files = Record<'LogoUrl' | 'CoverImageUrl' | 'LicenseImageUrl', { bytes: Uint8Array; name: string; type: string } | null>;
const GOOD_FILES: Files = {
  LogoUrl: { bytes: PNG, name: 'logo.png', type: 'image/png' },
  CoverImageUrl: { bytes: JPEG, name: 'cover.jpg', type: 'image/jpeg' },
  LicenseImageUrl: { bytes: PDF, name: 'license.pdf', type: 'application/pdf' },
};

function form(fields: Record<string, string | null> = {}, files: Partial<Files> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...TEXT_FIELDS, ...fields })) if (value !== null) body.append(name, value);
  for (const [name, file] of Object.entries({ ...GOOD_FILES, ...files })) {
    if (file) body.append(name, new Blob([file.bytes.slice()], { type: file.type }), file.name);
  }
  return body;
}

describe('partner applications', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  const apply = async (body: FormData, language: 'en' | 'ar' = 'en') => {
    const response = await fetch(`${server.url}/api/TourismCompanyRequestApi`, { method: 'POST', body, headers: { 'Accept-Language': language } });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };
  const applications = () =>
    server.services.db.query<{ company_name: string; status: string; logo_path: string; cover_image_path: string; license_image_path: string; website_url: string | null }>(
      'select company_name, status, logo_path, cover_image_path, license_image_path, website_url from partner_applications order by id',
    );

  it('stores a complete application as pending, with its files, and answers 201', async () => {
    const answer = await apply(form());
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Thank you! Your application has been received and will be reviewed. We will contact you by email.');
    const [row] = await applications();
    expect(row).toMatchObject({ company_name: 'Sinai Trails', status: 'pending', website_url: 'https://sinaitrails.example' });
    expect(row?.logo_path).toMatch(/^\/uploads\/partners\/[0-9a-f]{32}\.png$/);
    expect(row?.cover_image_path).toMatch(/^\/uploads\/partners\/[0-9a-f]{32}\.jpg$/);
    expect(row?.license_image_path).toMatch(/^\/uploads\/partners\/[0-9a-f]{32}\.pdf$/);
    const onDisk = join(server.services.config.uploadsDir, (row?.license_image_path ?? '').replace(/^\/uploads\//, ''));
    expect(existsSync(onDisk)).toBe(true);
    expect(readFileSync(onDisk).subarray(0, 5).toString()).toBe('%PDF-');

    const arabic = await apply(form({ WebsiteUrl: null }), 'ar');
    expect(arabic.status).toBe(201);
    expect(arabic.body.message).toBe('شكرًا لك! تم استلام طلبك وستتم مراجعته، وسنتواصل معك عبر البريد الإلكتروني.');
    expect((await applications()).at(-1)?.website_url).toBeNull();
  });

  it('names the first missing field, in the spec\'s order, in English and Arabic', async () => {
    const before = (await applications()).length;
    expect(await apply(form({ CompanyName: '' }))).toEqual({ status: 400, body: { message: 'Company name (CompanyName) is required.' } });
    expect(await apply(form({ CompanyName: '   ' }), 'ar')).toEqual({ status: 400, body: { message: 'اسم الشركة (CompanyName) مطلوب.' } });
    // Owner comes before the logo, the logo before the address.
    expect((await apply(form({ Owner: null, CompanyAddress: '' }, { LogoUrl: null }))).body.message).toBe('Owner (Owner) is required.');
    expect((await apply(form({ CompanyAddress: '' }, { LogoUrl: null }))).body.message).toBe('Company logo (LogoUrl) is required.');
    expect((await apply(form({ TypeofTrips: '' }), 'ar')).body.message).toBe('نوع الرحلات (TypeofTrips) مطلوب.');
    expect((await apply(form({}, { LicenseImageUrl: null }))).body.message).toBe('Travel operation license (LicenseImageUrl) is required.');
    expect((await applications()).length).toBe(before);
  });

  it('needs the terms accepted', async () => {
    expect(await apply(form({ acceptTerms: 'false' }))).toEqual({ status: 400, body: { message: 'Please accept the partner terms (acceptTerms) to apply.' } });
    expect((await apply(form({ acceptTerms: null }), 'ar')).body.message).toBe('يرجى الموافقة على شروط الشراكة (acceptTerms) لتقديم الطلب.');
  });

  it('needs a valid email address', async () => {
    expect(await apply(form({ Email: 'not an email' }))).toEqual({ status: 400, body: { message: 'Please enter a valid email address (Email).' } });
  });

  it('checks each file by its content, not by its name or declared type', async () => {
    const before = (await applications()).length;
    const fake = { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), name: 'logo.png', type: 'image/png' };
    expect(await apply(form({}, { LogoUrl: fake }))).toEqual({
      status: 400,
      body: { message: 'Company logo (LogoUrl) must be a PNG, JPEG or WebP image: the file sent is not.' },
    });
    // A PDF is a fine licence but not a cover picture.
    expect((await apply(form({}, { CoverImageUrl: { bytes: PDF, name: 'cover.jpg', type: 'image/jpeg' } }), 'ar')).body.message).toBe(
      'صورة الغلاف (CoverImageUrl): يجب أن يكون الملف صورة PNG أو JPEG أو WebP، والملف المرسل ليس كذلك.',
    );
    const script = { bytes: new TextEncoder().encode('#!/bin/sh\necho hi\n'), name: 'license.pdf', type: 'application/pdf' };
    expect((await apply(form({}, { LicenseImageUrl: script }))).status).toBe(400);
    expect((await applications()).length).toBe(before);
  });

  it('refuses a file larger than 3 MB', async () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await apply(form({}, { CoverImageUrl: { bytes: big, name: 'cover.png', type: 'image/png' } }))).toEqual({
      status: 400,
      body: { message: 'Cover image (CoverImageUrl) must be 3 MB or smaller.' },
    });
  });

  it('refuses a body that is not a form', async () => {
    const response = await fetch(`${server.url}/api/TourismCompanyRequestApi`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(TEXT_FIELDS),
    });
    expect(response.status).toBe(415);
  });
});
