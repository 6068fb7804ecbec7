import { expect, expectHydrated, test, type APIRequestContext, type Page } from './support/test';

/**
 * A travel company applies to become a partner (spec, accounts §3, §5, §7), and a traveller
 * writes to us through Contact Us (accounts §2; the message reaches customer service). The application really reaches the server: the test
 * finds it, with its files, on the developer's page of received applications.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface StoredApplication {
  CompanyName: string;
  Email: string;
  KeyDestinations: string | null;
  SpecialActivities: string | null;
  files: Record<string, { kind: string; bytes: number } | null>;
}

async function storedApplications(request: APIRequestContext): Promise<StoredApplication[]> {
  const answer = await request.get('/dev/partner-applications?format=json');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { applications: StoredApplication[] }).applications;
}

async function fillApplication(page: Page, companyName: string) {
  const form = page.getByRole('main');
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Company name').fill(companyName);
  await field("Owner's full name").fill('Karim Mostafa');
  await field('Company e-mail').fill('info@sinaitrails.example');
  await field('Commercial registration number').fill('CR-145623');
  await field('Company phone').fill('+20 69 352 0000');
  await field('Website or social page (optional)').fill('https://sinaitrails.example');
  await field('Company address').fill('Main Road, Nuweiba, South Sinai');
  await field('About the company').fill('Bedouin-led desert and mountain treks in South Sinai.');
  await field("Contact person's name").fill('Salma Farouk');
  await field("Contact person's phone").fill('+20 122 555 0101');
  await field('Type of trips').fill('Desert safaris, Mount Sinai sunrise hikes');
  await field('Key destinations (optional)').fill('Nuweiba, Saint Catherine, Dahab');
  await field('Special activities (optional)').fill('Bedouin dinners under the stars');
  await field('Company logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await field('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await field('Travel operation license').setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF });
  await field('Additional document (optional)').setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: PDF });
}

test('a company applies with its files, is asked to accept the terms first, and its application is stored', async ({ page, request }, testInfo) => {
  const companyName = `Sinai Trails ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/GetInTouch?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Rihla partner');
  await fillApplication(page, companyName);

  // Without the terms nothing is sent, and the form says why.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please accept the partner terms' })).toBeVisible();
  expect((await storedApplications(request)).some((application) => application.CompanyName === companyName)).toBe(false);
  // Nothing typed was lost.
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(companyName);

  await page.getByLabel('I accept the partner terms', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your application has been received' })).toBeVisible();
  // The form is cleared for the next one.
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('I accept the partner terms', { exact: true })).not.toBeChecked();

  const stored = (await storedApplications(request)).find((application) => application.CompanyName === companyName);
  expect(stored).toBeDefined();
  expect(stored?.Email).toBe('info@sinaitrails.example');
  expect(stored?.KeyDestinations).toBe('Nuweiba, Saint Catherine, Dahab');
  expect(stored?.SpecialActivities).toBe('Bedouin dinners under the stars');
  expect(stored?.files.LogoUrl).toMatchObject({ kind: 'png', bytes: PNG.length });
  expect(stored?.files.CoverImageUrl).toMatchObject({ kind: 'png', bytes: PNG.length });
  expect(stored?.files.LicenseImageUrl).toMatchObject({ kind: 'pdf', bytes: PDF.length });
  expect(stored?.files.AdditionalDocument).toMatchObject({ kind: 'pdf', bytes: PDF.length });
});

test('in Arabic, a logo that is not a picture is refused before anything is sent', async ({ page }) => {
  await page.goto('/GetInTouch?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const logo = page.getByLabel('شعار الشركة', { exact: true });
  // A file chosen before React has hydrated the field reaches no handler (the form's code arrives after
  // the first paint), as it would for a traveller that quick.
  await expectHydrated(logo);
  await logo.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('يرجى اختيار صورة', { exact: false }).first()).toBeVisible();
});

for (const [language, text] of [
  ['en', { first: 'First name', surname: 'Surname', email: 'E-mail', request: 'Request', message: 'Message', send: 'Send message', thanks: 'It has reached our customer service team' }],
  ['ar', { first: 'الاسم الأول', surname: 'اسم العائلة', email: 'البريد الإلكتروني', request: 'نوع الطلب', message: 'الرسالة', send: 'إرسال الرسالة', thanks: 'وصلت إلى فريق خدمة العملاء' }],
] as const) {
  test(`Contact Us sends the message to customer service and acknowledges it, in ${language}`, async ({ page }) => {
    const sender = `mona.${language}.${Date.now()}@travellers.example`;
    await page.goto(`/contact?lng=${language}`);
    const main = page.getByRole('main');
    await main.getByLabel(text.first, { exact: true }).fill('Mona');
    await main.getByLabel(text.surname, { exact: true }).fill('Hassan');
    await main.getByLabel(text.email, { exact: true }).fill(sender);
    await main.getByLabel(text.request, { exact: true }).selectOption('support');
    await main.getByLabel(text.message, { exact: true }).fill('Can I change the date of my Luxor tour?');
    await main.getByRole('button', { name: text.send }).click();
    await expect(main.getByRole('status')).toContainText(text.thanks);
    await expect(main.getByLabel(text.message, { exact: true })).toHaveValue('');
    // It reached the server: stored, mailed to support and acknowledged to the sender in the page's language.
    const listed = (await (await page.request.get('/dev/contact-messages?format=json')).json()) as {
      messages: Array<{ email: string; language: string; supportMailedAt: string | null; acknowledgedAt: string | null }>;
    };
    const stored = listed.messages.find((message) => message.email === sender);
    expect(stored?.language).toBe(language);
    expect(stored?.supportMailedAt).not.toBeNull();
    expect(stored?.acknowledgedAt).not.toBeNull();
    if (language === 'ar') return;

    await main.getByRole('link', { name: /For Companies/i }).click();
    await expect(page).toHaveURL(/\/GetInTouch$/);
  });
}
