import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { handle, TEST_API_BASE } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import type { PartnerFiles, SendInput } from './partner-application.actors';

// The API client takes its base when it is first imported: point it at the address msw listens on.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', 'http://api.rihla.test');
});
const { inspectFiles, sendApplication } = await import('./partner-application.actors');
const { emptyValues, noFiles } = await import('./partner-application.machine');
afterAll(() => vi.unstubAllEnvs());

const server = startMswServer();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00');
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes.slice()], name, { type });

const application = (): SendInput => ({
  values: {
    ...emptyValues(),
    CompanyName: '  Sinai Trails ',
    Owner: 'Karim Mostafa',
    Email: 'info@sinaitrails.example',
    CommercialRegistrationNumber: 'CR-145623',
    PhoneNumber: '+20 69 352 0000',
    WebsiteUrl: '   ',
    CompanyAddress: 'Main Road, Nuweiba, South Sinai',
    Description: 'Bedouin-led desert and mountain treks.',
    ContactPersonName: 'Salma Farouk',
    ContactPersonNumber: '+20 122 555 0101',
    TypeofTrips: 'Desert safaris',
    KeyDestinations: 'Nuweiba, Dahab',
    SpecialActivities: 'Stargazing nights',
  },
  files: {
    LogoUrl: file(PNG, 'logo.png', 'image/png'),
    CoverImageUrl: file(JPEG, 'cover.jpg', 'image/jpeg'),
    LicenseImageUrl: file(PDF, 'license.pdf', 'application/pdf'),
    AdditionalDocument: null,
  },
});

const send = (input: SendInput) => toPromise(createActor(sendApplication, { input }).start());
const inspect = (files: Partial<PartnerFiles>) => toPromise(createActor(inspectFiles, { input: { files: { ...noFiles(), ...files } } }).start());

describe('sendApplication', () => {
  it('is pointed at the address msw listens on', () => {
    expect(TEST_API_BASE).toBe('http://api.rihla.test');
  });

  it('sends the multipart form: trimmed texts, blank ones left out, the files with their names, and acceptTerms', async () => {
    const received: Array<[string, string]> = [];
    server.use(
      handle('post', '/api/TourismCompanyRequestApi', async ({ request, ok }) => {
        expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
        for (const [name, value] of (await request.formData()).entries()) {
          received.push([name, typeof value === 'string' ? value : `${value.name} ${value.type} ${value.size}`]);
        }
        return ok({ message: 'Thank you! Your application has been received.' });
      }),
    );
    const input = application();
    input.files.AdditionalDocument = file(WEBP, 'brochure.webp', 'image/webp');
    await expect(send(input)).resolves.toEqual({ ok: true });
    expect(Object.fromEntries(received)).toEqual({
      CompanyName: 'Sinai Trails',
      Owner: 'Karim Mostafa',
      Email: 'info@sinaitrails.example',
      CommercialRegistrationNumber: 'CR-145623',
      PhoneNumber: '+20 69 352 0000',
      CompanyAddress: 'Main Road, Nuweiba, South Sinai',
      Description: 'Bedouin-led desert and mountain treks.',
      ContactPersonName: 'Salma Farouk',
      ContactPersonNumber: '+20 122 555 0101',
      TypeofTrips: 'Desert safaris',
      KeyDestinations: 'Nuweiba, Dahab',
      SpecialActivities: 'Stargazing nights',
      LogoUrl: `logo.png image/png ${PNG.length}`,
      CoverImageUrl: `cover.jpg image/jpeg ${JPEG.length}`,
      LicenseImageUrl: `license.pdf application/pdf ${PDF.length}`,
      AdditionalDocument: `brochure.webp image/webp ${WEBP.length}`,
      acceptTerms: 'true',
    });
    expect(received).toHaveLength(17);
  });

  it('takes an answer that is not JSON as a success (spec, accounts §7)', async () => {
    server.use(handle('post', '/api/TourismCompanyRequestApi', ({ outsideContract }) => outsideContract(new Response('Created', { status: 200 }))));
    await expect(send(application())).resolves.toEqual({ ok: true });
  });

  it('shows the response text of a refusal: the server\'s message, or a plain-text answer', async () => {
    server.use(handle('post', '/api/TourismCompanyRequestApi', ({ fail }) => fail(400, 'البريد الإلكتروني (Email) غير صحيح.')));
    await expect(send(application())).resolves.toEqual({ ok: false, failure: { text: 'البريد الإلكتروني (Email) غير صحيح.' } });
    server.use(
      handle('post', '/api/TourismCompanyRequestApi', ({ outsideContract }) =>
        outsideContract(new Response('Applications are closed for maintenance.', { status: 503, headers: { 'Content-Type': 'text/plain' } })),
      ),
    );
    await expect(send(application())).resolves.toEqual({ ok: false, failure: { text: 'Applications are closed for maintenance.' } });
  });

  it("falls back to 'Failed to submit request' for an HTML page, an empty answer or no answer", async () => {
    server.use(
      handle('post', '/api/TourismCompanyRequestApi', ({ outsideContract }) =>
        outsideContract(new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
      ),
    );
    await expect(send(application())).resolves.toEqual({ ok: false, failure: { key: 'requestFailed' } });
    server.use(handle('post', '/api/TourismCompanyRequestApi', ({ outsideContract }) => outsideContract(new Response(null, { status: 500 }))));
    await expect(send(application())).resolves.toEqual({ ok: false, failure: { key: 'requestFailed' } });
    server.use(handle('post', '/api/TourismCompanyRequestApi', ({ networkError }) => networkError()));
    await expect(send(application())).resolves.toEqual({ ok: false, failure: { key: 'requestFailed' } });
  });
});

describe('inspectFiles', () => {
  it('passes files whose content is of their field\'s kinds, whatever their names and declared types', async () => {
    await expect(
      inspect({
        LogoUrl: file(WEBP, 'logo', ''),
        CoverImageUrl: file(JPEG, 'cover.png', 'image/png'),
        LicenseImageUrl: file(PNG, 'license.png', 'image/png'),
        AdditionalDocument: file(PDF, 'more.bin', 'application/octet-stream'),
      }),
    ).resolves.toEqual({});
  });

  it('names every file whose content is not of its kinds: a PDF is a document, never a logo or cover', async () => {
    await expect(
      inspect({
        LogoUrl: file(SVG, 'logo.png', 'image/png'),
        CoverImageUrl: file(PDF, 'cover.jpg', 'image/jpeg'),
        LicenseImageUrl: file(SVG, 'license.pdf', 'application/pdf'),
        AdditionalDocument: file(new Uint8Array(0), 'empty.pdf', 'application/pdf'),
      }),
    ).resolves.toEqual({ LogoUrl: 'imageType', CoverImageUrl: 'imageType', LicenseImageUrl: 'documentType', AdditionalDocument: 'documentType' });
  });

  it('finds nothing to check when no file is chosen', async () => {
    await expect(inspect({})).resolves.toEqual({});
  });
});
