import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../platform/db/db';
import { readConfig } from '../platform/config';
import { createApp } from '../app';
import { createLogger } from '../platform/logger';
import { useTestServer } from '../testing/harness';
import { JPEG, padded, partnerApplicationForm, PDF, PNG, TEXT_FIELDS, THREE_MB, WEBP } from '../testing/partner-application';

describe('partner applications', () => {
  const server = useTestServer();

  const apply = async (body: FormData, language: 'en' | 'ar' = 'en') => {
    const response = await fetch(`${server.url}/api/TourismCompanyRequestApi`, { method: 'POST', body, headers: { 'Accept-Language': language } });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };
  const applications = () =>
    server.services.db.query<{ company_name: string; status: string; logo_path: string; cover_image_path: string; license_image_path: string; website_url: string | null }>(
      'select company_name, status, logo_path, cover_image_path, license_image_path, website_url from partner_applications order by id',
    );

  it('stores a complete application as pending, with its files, and answers 201', async () => {
    const answer = await apply(partnerApplicationForm());
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

    const arabic = await apply(partnerApplicationForm({ WebsiteUrl: null }), 'ar');
    expect(arabic.status).toBe(201);
    expect(arabic.body.message).toBe('شكرًا لك! تم استلام طلبك وستتم مراجعته، وسنتواصل معك عبر البريد الإلكتروني.');
    expect((await applications()).at(-1)?.website_url).toBeNull();
  });

  it('names the first missing field, in the spec\'s order, in English and Arabic', async () => {
    const before = (await applications()).length;
    expect(await apply(partnerApplicationForm({ CompanyName: '' }))).toEqual({ status: 400, body: { message: 'Company name (CompanyName) is required.' } });
    expect(await apply(partnerApplicationForm({ CompanyName: '   ' }), 'ar')).toEqual({ status: 400, body: { message: 'اسم الشركة (CompanyName) مطلوب.' } });
    // Owner comes before the logo, the logo before the address.
    expect((await apply(partnerApplicationForm({ Owner: null, CompanyAddress: '' }, { LogoUrl: null }))).body.message).toBe("Owner's full name (Owner) is required.");
    expect((await apply(partnerApplicationForm({ CompanyAddress: '' }, { LogoUrl: null }))).body.message).toBe('Company logo (LogoUrl) is required.');
    expect((await apply(partnerApplicationForm({ TypeofTrips: '' }), 'ar')).body.message).toBe('نوع الرحلات (TypeofTrips) مطلوب.');
    expect((await apply(partnerApplicationForm({}, { LicenseImageUrl: null }))).body.message).toBe('Travel operation license (LicenseImageUrl) is required.');
    expect((await applications()).length).toBe(before);
  });

  it('needs the terms accepted', async () => {
    expect(await apply(partnerApplicationForm({ acceptTerms: 'false' }))).toEqual({ status: 400, body: { message: 'Please accept the partner terms (acceptTerms) to apply.' } });
    expect((await apply(partnerApplicationForm({ acceptTerms: null }), 'ar')).body.message).toBe('يرجى الموافقة على شروط الشراكة (acceptTerms) لتقديم الطلب.');
  });

  it('needs a valid email address', async () => {
    expect(await apply(partnerApplicationForm({ Email: 'not an email' }))).toEqual({ status: 400, body: { message: 'Please enter a valid email address (Email).' } });
  });

  it('checks each file by its content, not by its name or declared type', async () => {
    const before = (await applications()).length;
    const fake = { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), name: 'logo.png', type: 'image/png' };
    expect(await apply(partnerApplicationForm({}, { LogoUrl: fake }))).toEqual({
      status: 400,
      body: { message: 'Company logo (LogoUrl) must be a PNG, JPEG or WebP image: the file sent is not.' },
    });
    // A PDF is a fine licence but not a cover picture.
    expect((await apply(partnerApplicationForm({}, { CoverImageUrl: { bytes: PDF, name: 'cover.jpg', type: 'image/jpeg' } }), 'ar')).body.message).toBe(
      'صورة الغلاف (CoverImageUrl): يجب أن يكون الملف صورة PNG أو JPEG أو WebP، والملف المرسل ليس كذلك.',
    );
    const script = { bytes: new TextEncoder().encode('#!/bin/sh\necho hi\n'), name: 'license.pdf', type: 'application/pdf' };
    expect((await apply(partnerApplicationForm({}, { LicenseImageUrl: script }))).status).toBe(400);
    expect((await applications()).length).toBe(before);
  });

  it('refuses a file larger than 3 MB', async () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await apply(partnerApplicationForm({}, { CoverImageUrl: { bytes: big, name: 'cover.png', type: 'image/png' } }))).toEqual({
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
  describe('the form\'s further fields', () => {
    type ExtrasRow = { key_destinations: string | null; special_activities: string | null; additional_document_path: string | null };
    const latestExtras = async () =>
      (
        await server.services.db.query<ExtrasRow>(
          'select key_destinations, special_activities, additional_document_path from partner_applications order by id desc limit 1',
        )
      )[0];

    it('stores key destinations, special activities and an additional document', async () => {
      const answer = await apply(
        partnerApplicationForm(
          { KeyDestinations: '  Nuweiba, Dahab, Saint Catherine ', SpecialActivities: 'Camel treks with Bedouin guides' },
          { AdditionalDocument: { bytes: WEBP, name: 'brochure.webp', type: 'image/webp' } },
        ),
      );
      expect(answer.status).toBe(201);
      const row = await latestExtras();
      expect(row).toMatchObject({ key_destinations: 'Nuweiba, Dahab, Saint Catherine', special_activities: 'Camel treks with Bedouin guides' });
      expect(row?.additional_document_path).toMatch(/^\/uploads\/partners\/[0-9a-f]{32}\.webp$/);
      const onDisk = join(server.services.config.uploadsDir, (row?.additional_document_path ?? '').replace(/^\/uploads\//, ''));
      expect(readFileSync(onDisk)).toEqual(Buffer.from(WEBP));
      // Kept for the reviewing team, never served (D31).
      expect((await fetch(`${server.url}${row?.additional_document_path}`)).status).toBe(404);
    });

    it('takes a PDF as the additional document, and stores blank or absent extras as nothing', async () => {
      expect((await apply(partnerApplicationForm({ KeyDestinations: '   ', SpecialActivities: null }, { AdditionalDocument: { bytes: PDF, name: 'more.pdf', type: 'application/pdf' } }))).status).toBe(201);
      const withPdf = await latestExtras();
      expect(withPdf).toMatchObject({ key_destinations: null, special_activities: null });
      expect(withPdf?.additional_document_path).toMatch(/\.pdf$/);

      expect((await apply(partnerApplicationForm())).status).toBe(201);
      expect(await latestExtras()).toEqual({ key_destinations: null, special_activities: null, additional_document_path: null });
    });

    it('checks the additional document by content and size like the licence, in English and Arabic', async () => {
      const before = (await applications()).length;
      const script = { bytes: new TextEncoder().encode('<script>alert(1)</script>'), name: 'more.pdf', type: 'application/pdf' };
      expect(await apply(partnerApplicationForm({}, { AdditionalDocument: script }))).toEqual({
        status: 400,
        body: { message: 'Additional document (AdditionalDocument) must be a PNG, JPEG or WebP image or a PDF: the file sent is not.' },
      });
      const big = { bytes: padded(PDF, THREE_MB + 1), name: 'more.pdf', type: 'application/pdf' };
      expect(await apply(partnerApplicationForm({}, { AdditionalDocument: big }), 'ar')).toEqual({
        status: 400,
        body: { message: 'يجب ألا يزيد حجم مستند إضافي (AdditionalDocument) على 3 ميغابايت.' },
      });
      // The required fields are still named first.
      expect((await apply(partnerApplicationForm({ TypeofTrips: '' }, { AdditionalDocument: script }))).body.message).toBe('Type of trips (TypeofTrips) is required.');
      expect((await applications()).length).toBe(before);
    });

    it('takes four files of 3 MB each with every field filled to its longest (the request limit is 13 MB)', async () => {
      const longest = partnerApplicationForm(
        {
          CompanyName: 'ش'.repeat(200),
          Description: 'ق'.repeat(5000),
          KeyDestinations: 'د'.repeat(1000),
          SpecialActivities: 'ن'.repeat(1000),
        },
        {
          LogoUrl: { bytes: padded(PNG, THREE_MB), name: 'logo.png', type: 'image/png' },
          CoverImageUrl: { bytes: padded(JPEG, THREE_MB), name: 'cover.jpg', type: 'image/jpeg' },
          LicenseImageUrl: { bytes: padded(PDF, THREE_MB), name: 'license.pdf', type: 'application/pdf' },
          AdditionalDocument: { bytes: padded(WEBP, THREE_MB), name: 'more.webp', type: 'image/webp' },
        },
      );
      const answer = await apply(longest);
      expect(answer.status).toBe(201);
      const row = await latestExtras();
      expect(row?.key_destinations).toBe('د'.repeat(1000));
    });

    it('refuses a request over 13 MB before reading it (413)', async () => {
      const tooBig = partnerApplicationForm({}, { AdditionalDocument: { bytes: padded(PDF, 13 * 1024 * 1024), name: 'huge.pdf', type: 'application/pdf' } });
      expect(await apply(tooBig)).toEqual({ status: 413, body: { message: 'The request is too large (at most 13 MB).' } });
    });
  });

  describe('/dev/partner-applications', () => {
    it('lists every stored field and each file\'s kind and size, newest first, as HTML', async () => {
      await apply(partnerApplicationForm({ CompanyName: 'Older & Wiser <Tours>', Owner: 'Hany Saleh' }));
      await apply(
        partnerApplicationForm(
          { CompanyName: 'رحلات الواحة', WebsiteUrl: null, KeyDestinations: 'Siwa, Bahariya', SpecialActivities: 'Salt lake floating' },
          { AdditionalDocument: { bytes: PDF, name: 'more.pdf', type: 'application/pdf' } },
        ),
        'ar',
      );
      const page = await fetch(`${server.url}/dev/partner-applications`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      const [newest = '', older = ''] = html.split('<article>').slice(1);
      expect(newest).toContain('<h2 dir="auto">رحلات الواحة</h2>');
      expect(newest).toContain('<tr><th scope="row">KeyDestinations</th><td dir="auto">Siwa, Bahariya</td></tr>');
      expect(newest).toContain('<tr><th scope="row">SpecialActivities</th><td dir="auto">Salt lake floating</td></tr>');
      expect(newest).toContain('<tr><th scope="row">WebsiteUrl</th><td dir="auto"><span class="none">not given</span></td></tr>');
      expect(newest).toContain('<tr><th scope="row">ContactPersonNumber</th><td dir="auto">+20 122 555 0101</td></tr>');
      expect(newest).toContain('<tr><th scope="row">acceptTerms</th><td>true</td></tr>');
      expect(newest).toContain(`<tr><th scope="row">LogoUrl</th><td>PNG image, ${PNG.length} bytes`);
      expect(newest).toContain(`<tr><th scope="row">CoverImageUrl</th><td>JPEG image, ${JPEG.length} bytes`);
      expect(newest).toContain(`<tr><th scope="row">AdditionalDocument</th><td>PDF document, ${PDF.length} bytes`);
      // What a user typed is text on the page, never markup.
      expect(older).toContain('<h2 dir="auto">Older &amp; Wiser &lt;Tours&gt;</h2>');
      expect(older).toContain('<tr><th scope="row">AdditionalDocument</th><td><span class="none">none sent</span></td></tr>');
      expect(html).not.toContain('<Tours>');
    });

    it('answers JSON with ?format=json or Accept: application/json, with the contract\'s field names', async () => {
      await apply(partnerApplicationForm({ CompanyName: 'Red Sea Divers', KeyDestinations: 'Hurghada' }, { AdditionalDocument: { bytes: WEBP, name: 'b.webp', type: 'image/webp' } }));
      type Listing = { applications: Array<Record<string, unknown> & { id: number; files: Record<string, { kind: string; bytes: number | null; path: string } | null> }> };
      const byQuery = await fetch(`${server.url}/dev/partner-applications?format=json`);
      expect(byQuery.headers.get('content-type')).toContain('application/json');
      const listing = (await byQuery.json()) as Listing;
      const [newest] = listing.applications;
      expect(newest).toMatchObject({
        status: 'pending',
        CompanyName: 'Red Sea Divers',
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
        KeyDestinations: 'Hurghada',
        SpecialActivities: null,
        acceptTerms: true,
      });
      expect(newest?.files).toEqual({
        LogoUrl: { kind: 'png', bytes: PNG.length, path: expect.stringMatching(/^uploads\/partners\/[0-9a-f]{32}\.png$/) as string },
        CoverImageUrl: { kind: 'jpeg', bytes: JPEG.length, path: expect.stringMatching(/\.jpg$/) as string },
        LicenseImageUrl: { kind: 'pdf', bytes: PDF.length, path: expect.stringMatching(/\.pdf$/) as string },
        AdditionalDocument: { kind: 'webp', bytes: WEBP.length, path: expect.stringMatching(/\.webp$/) as string },
      });
      expect(Number.isNaN(Date.parse(String(newest?.createdAt)))).toBe(false);
      // Newest first, every stored application.
      const ids = listing.applications.map((application) => application.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(ids.length).toBe((await applications()).length);

      const byHeader = await fetch(`${server.url}/dev/partner-applications`, { headers: { Accept: 'application/json' } });
      expect(((await byHeader.json()) as Listing).applications[0]?.id).toBe(newest?.id);
    });
  });
});

describe('/dev/partner-applications in production', () => {
  it('does not exist (404)', async () => {
    const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('the database must not be used')) }) as Db;
    const config = readConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production' });
    const app = createApp({ config, db: unused, mailer: { send: () => Promise.resolve() }, now: () => new Date(), logger: createLogger({ level: 'silent' }) });
    for (const path of ['/dev/partner-applications', '/dev/partner-applications?format=json']) {
      const response = await app.request(path, { headers: { Accept: 'application/json' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No API call GET /dev/partner-applications' });
    }
  });
});
