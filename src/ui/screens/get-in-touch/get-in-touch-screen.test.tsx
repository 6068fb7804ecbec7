import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { GetInTouchScreen } from './get-in-touch-screen';

const server = startMswServer();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes.slice()], name, { type });

/** The labels as a person reads them, in both languages. */
const TEXT = {
  en: {
    CompanyName: 'Company name',
    Owner: "Owner's full name",
    Email: 'Company e-mail',
    CommercialRegistrationNumber: 'Commercial registration number',
    PhoneNumber: 'Company phone',
    WebsiteUrl: 'Website or social page (optional)',
    CompanyAddress: 'Company address',
    Description: 'About the company',
    ContactPersonName: "Contact person's name",
    ContactPersonNumber: "Contact person's phone",
    TypeofTrips: 'Type of trips',
    KeyDestinations: 'Key destinations (optional)',
    SpecialActivities: 'Special activities (optional)',
    LogoUrl: 'Company logo',
    CoverImageUrl: 'Cover image',
    LicenseImageUrl: 'Travel operation license',
    AdditionalDocument: 'Additional document (optional)',
    acceptTerms: 'I accept the partner terms',
    submit: 'Submit application',
    busy: 'Submitting…',
    termsError: 'Please accept the partner terms to submit your application.',
    required: 'This field is required.',
    success: 'Thank you! Your application has been received. Our team will review it and contact you by e-mail.',
    submissionError: 'Your application could not be submitted.',
  },
  ar: {
    CompanyName: 'اسم الشركة',
    Owner: 'الاسم الكامل للمالك',
    Email: 'البريد الإلكتروني للشركة',
    CommercialRegistrationNumber: 'رقم السجل التجاري',
    PhoneNumber: 'هاتف الشركة',
    WebsiteUrl: 'الموقع الإلكتروني أو صفحة التواصل الاجتماعي (اختياري)',
    CompanyAddress: 'عنوان الشركة',
    Description: 'نبذة عن الشركة',
    ContactPersonName: 'اسم مسؤول التواصل',
    ContactPersonNumber: 'هاتف مسؤول التواصل',
    TypeofTrips: 'نوع الرحلات',
    KeyDestinations: 'الوجهات الرئيسية (اختياري)',
    SpecialActivities: 'الأنشطة المميزة (اختياري)',
    LogoUrl: 'شعار الشركة',
    CoverImageUrl: 'صورة الغلاف',
    LicenseImageUrl: 'ترخيص تشغيل الرحلات',
    AdditionalDocument: 'مستند إضافي (اختياري)',
    acceptTerms: 'أوافق على شروط الشراكة',
    submit: 'إرسال الطلب',
    busy: 'جارٍ الإرسال…',
    termsError: 'يرجى الموافقة على شروط الشراكة لإرسال طلبك.',
    required: 'هذا الحقل مطلوب.',
    success: 'شكرًا لك! تم استلام طلبك، وسيراجعه فريقنا ويتواصل معك عبر البريد الإلكتروني.',
    submissionError: 'تعذّر إرسال طلبك.',
  },
} as const;

type Language = keyof typeof TEXT;
type Labels = (typeof TEXT)[Language];

const TYPED = {
  CompanyName: 'Sinai Trails',
  Owner: 'Karim Mostafa',
  Email: 'info@sinaitrails.example',
  CommercialRegistrationNumber: 'CR-145623',
  PhoneNumber: '+20 69 352 0000',
  CompanyAddress: 'Main Road, Nuweiba, South Sinai',
  Description: 'Bedouin-led desert and mountain treks in South Sinai.',
  ContactPersonName: 'Salma Farouk',
  ContactPersonNumber: '+20 122 555 0101',
  TypeofTrips: 'Desert safaris, Mount Sinai sunrise hikes',
  KeyDestinations: 'Nuweiba, Dahab, Saint Catherine',
} as const;

async function renderForm(language: Language = 'en') {
  await renderScreen('/GetInTouch', <Route path="/GetInTouch" element={<GetInTouchScreen />} />, language);
  return TEXT[language];
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = (text: Labels) => screen.getByRole<HTMLButtonElement>('button', { name: new RegExp(`^(${text.submit}|${text.busy})$`) });

function fillIn(text: Labels) {
  for (const [name, value] of Object.entries(TYPED)) fireEvent.change(field(text[name as keyof typeof TYPED]), { target: { value } });
  fireEvent.change(field(text.LogoUrl), { target: { files: [file(PNG, 'logo.png', 'image/png')] } });
  fireEvent.change(field(text.CoverImageUrl), { target: { files: [file(JPEG, 'cover.jpg', 'image/jpeg')] } });
  fireEvent.change(field(text.LicenseImageUrl), { target: { files: [file(PDF, 'license.pdf', 'application/pdf')] } });
  fireEvent.click(field(text.acceptTerms));
}

/** Records every application the server receives, as name → text or "file name, type, size". */
function acceptingServer(answer: 'ok' | { status: 400 | 500; message: string } | 'network' = 'ok') {
  const received: Array<Record<string, string>> = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    handle('post', '/api/TourismCompanyRequestApi', async ({ request, ok, fail, networkError }) => {
      const form = await request.formData();
      received.push(Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name}, ${value.type}, ${value.size}`])));
      await gate;
      if (answer === 'ok') return ok({ message: 'Thank you! Your application has been received and will be reviewed.' });
      if (answer === 'network') return networkError();
      return fail(answer.status, answer.message);
    }),
  );
  return { received, release };
}

describe.each(['en', 'ar'] as const)('Get In Touch in %s', (language) => {
  it('labels every field of the application, with the four partner terms', async () => {
    const text = await renderForm(language);
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    for (const name of Object.keys(TEXT.en).slice(0, 18) as Array<keyof Labels>) expect(field(text[name])).toBeTruthy();
    expect(field(text.Email).type).toBe('email');
    expect(field(text.Email).dir).toBe('ltr');
    expect(field(text.LogoUrl).accept).toBe('image/png,image/jpeg,image/webp');
    expect(field(text.LicenseImageUrl).accept).toBe('image/png,image/jpeg,image/webp,application/pdf');
    const terms = screen.getByRole('group', { name: language === 'en' ? 'Partner terms' : 'شروط الشراكة' });
    expect(within(terms).getAllByRole('listitem')).toHaveLength(4);
  });

  it('sends nothing without the terms, shows getInTouch.termsError and names the missing fields, focusing the first', async () => {
    const text = await renderForm(language);
    fireEvent.click(submitButton(text));
    await vi.waitFor(() => expect(screen.getByText(text.termsError)).toBeTruthy());
    expect(screen.getByText(text.termsError).getAttribute('role')).toBe('alert');
    expect(field(text.acceptTerms).getAttribute('aria-invalid')).toBe('true');
    expect(field(text.CompanyName).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(text.required)).toHaveLength(10);
    await vi.waitFor(() => expect(document.activeElement).toBe(field(text.CompanyName)));
    // Ticking the terms clears their alert (D48).
    fireEvent.click(field(text.acceptTerms));
    expect(screen.queryByText(text.termsError)).toBeNull();
  });

  it('sends the application with its files while busy, then says thank you and clears the form, files too', async () => {
    const text = await renderForm(language);
    const { received, release } = acceptingServer();
    fillIn(text);
    expect(screen.getByText(/logo\.png/)).toBeTruthy();
    fireEvent.click(submitButton(text));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    // Busy: the button is disabled and says so, the form is aria-busy, the fields wait.
    expect(submitButton(text).disabled).toBe(true);
    expect(submitButton(text).textContent).toBe(text.busy);
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    expect(field(text.CompanyName).matches(':disabled')).toBe(true);
    release();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(text.success);
    await vi.waitFor(() => expect(document.activeElement).toBe(status));
    // Every text as typed and each file as a file part of its type. (jsdom's File reaches Node's fetch as
    // an unnamed blob; the parts' names and bytes are checked in partner-application.actors.test.ts, on
    // Node's own File.)
    expect(received[0]).toEqual({
      ...TYPED,
      LogoUrl: expect.stringMatching(/, image\/png, \d+$/) as string,
      CoverImageUrl: expect.stringMatching(/, image\/jpeg, \d+$/) as string,
      LicenseImageUrl: expect.stringMatching(/, application\/pdf, \d+$/) as string,
      acceptTerms: 'true',
    });
    expect(field(text.CompanyName).value).toBe('');
    expect(field(text.KeyDestinations).value).toBe('');
    expect(field(text.acceptTerms).checked).toBe(false);
    expect(screen.queryByText(/logo\.png/)).toBeNull();
    expect(submitButton(text).disabled).toBe(false);
  });

  it("shows the server's words when it refuses, keeping everything typed and chosen", async () => {
    const text = await renderForm(language);
    const words = language === 'en' ? 'Company logo (LogoUrl) must be a PNG, JPEG or WebP image: the file sent is not.' : 'شعار الشركة (LogoUrl): يجب أن يكون الملف صورة PNG أو JPEG أو WebP، والملف المرسل ليس كذلك.';
    const { release } = acceptingServer({ status: 400, message: words });
    release();
    fillIn(text);
    fireEvent.click(submitButton(text));
    const alert = await screen.findByText(text.submissionError);
    expect(alert.closest('[role="alert"]')?.textContent).toBe(`${text.submissionError}${words}`);
    expect(field(text.CompanyName).value).toBe(TYPED.CompanyName);
    expect(field(text.Description).value).toBe(TYPED.Description);
    expect(field(text.acceptTerms).checked).toBe(true);
    expect(screen.getByText(/license\.pdf/)).toBeTruthy();
  });

  it("says 'Failed to submit request' when no answer comes", async () => {
    const text = await renderForm(language);
    const { release } = acceptingServer('network');
    release();
    fillIn(text);
    fireEvent.click(submitButton(text));
    const alert = await screen.findByText(text.submissionError);
    expect(alert.closest('[role="alert"]')?.textContent).toBe(`${text.submissionError}${language === 'en' ? 'Failed to submit request' : 'فشل إرسال الطلب'}`);
    expect(field(text.Email).value).toBe(TYPED.Email);
  });

  it('refuses a file over 3 MB or of the wrong kind as it is chosen, and one whose content is wrong before sending', async () => {
    const text = await renderForm(language);
    const tooLarge = language === 'en' ? 'This file is larger than 3 MB. Please choose a smaller one.' : 'حجم هذا الملف أكبر من 3 ميغابايت. يرجى اختيار ملف أصغر.';
    const notImage = language === 'en' ? 'Please choose a PNG, JPEG or WebP image.' : 'يرجى اختيار صورة PNG أو JPEG أو WebP.';
    fireEvent.change(field(text.CoverImageUrl), { target: { files: [new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'cover.jpg', { type: 'image/jpeg' })] } });
    expect(screen.getByText(tooLarge)).toBeTruthy();
    expect(field(text.CoverImageUrl).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(text.LogoUrl), { target: { files: [file(PDF, 'logo.pdf', 'application/pdf')] } });
    expect(screen.getByText(notImage)).toBeTruthy();

    // Named like a picture, but its content is not one: found before anything is sent.
    const { received } = acceptingServer();
    fillIn(text);
    fireEvent.change(field(text.CoverImageUrl), { target: { files: [file(new TextEncoder().encode('<svg/>'), 'cover.png', 'image/png')] } });
    fireEvent.click(submitButton(text));
    await vi.waitFor(() => expect(screen.getByText(notImage)).toBeTruthy());
    await vi.waitFor(() => expect(document.activeElement).toBe(field(text.CoverImageUrl)));
    expect(received).toEqual([]);
  });
});
