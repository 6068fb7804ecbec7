import { Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { MAX_PARTNER_FILE_BYTES, submitPartnerApplication, type PartnerField, type PartnerFileField } from './partners';
import { type Services, inputOf, type AppEnv, defineMessages, type Language, normaliseIdentifier, rateLimits } from '../platform';

type Answer = paths['/api/TourismCompanyRequestApi']['post']['responses'][201]['content']['application/json'];

/** What the partner application says to people (accounts §5, §8), in English and Arabic. */
export const partnerMessages = defineMessages('partners');

/** The form's fields as a person reads them. */
const LABELS: Record<PartnerField | PartnerFileField, { en: string; ar: string }> = {
  CompanyName: { en: 'Company name', ar: 'اسم الشركة' },
  Owner: { en: 'Owner', ar: 'اسم المالك' },
  Email: { en: 'Email', ar: 'البريد الإلكتروني' },
  CommercialRegistrationNumber: { en: 'Commercial registration number', ar: 'رقم السجل التجاري' },
  PhoneNumber: { en: 'Phone number', ar: 'رقم الهاتف' },
  LogoUrl: { en: 'Company logo', ar: 'شعار الشركة' },
  CoverImageUrl: { en: 'Cover image', ar: 'صورة الغلاف' },
  CompanyAddress: { en: 'Company address', ar: 'عنوان الشركة' },
  Description: { en: 'Description', ar: 'وصف الشركة' },
  ContactPersonName: { en: 'Contact person name', ar: 'اسم مسؤول التواصل' },
  ContactPersonNumber: { en: 'Contact person number', ar: 'رقم مسؤول التواصل' },
  TypeofTrips: { en: 'Type of trips', ar: 'نوع الرحلات' },
  LicenseImageUrl: { en: 'Travel operation license', ar: 'ترخيص تشغيل الرحلات' },
  AdditionalDocument: { en: 'Additional document', ar: 'مستند إضافي' },
};

const KINDS: Record<'image' | 'document', { en: string; ar: string }> = {
  image: { en: 'a PNG, JPEG or WebP image', ar: 'صورة PNG أو JPEG أو WebP' },
  document: { en: 'a PNG, JPEG or WebP image or a PDF', ar: 'صورة PNG أو JPEG أو WebP أو ملف PDF' },
};

/** The files that may be a PDF as well as a picture. */
const DOCUMENT_FIELDS = new Set<PartnerFileField>(['LicenseImageUrl', 'AdditionalDocument']);

/** Partner applications (accounts §7): `POST /api/TourismCompanyRequestApi`, multipart. */
export function partnerRoutes(services: Services) {
  const limits = rateLimits(services);
  return new Hono<AppEnv>().post('/api/TourismCompanyRequestApi', async (c) => {
    const language: Language = c.get('language');
    const { body, files } = inputOf(c, '/api/TourismCompanyRequestApi', 'post');
    const email = typeof body.Email === 'string' ? normaliseIdentifier(body.Email) : '';
    const gate = await limits.admit(c, 'partnerApplication', email === '' ? null : `company:${email}`);
    if (!gate.ok) return gate.response;
    const result = await submitPartnerApplication(
      services.db,
      services.config.uploadsDir,
      { fields: body, files },
      services.now(),
    );
    if (result.ok) return c.json({ message: partnerMessages(language, 'received') } satisfies Answer, 201);
    await gate.admission.forgive('account'); // a refused form stored nothing: only the address keeps the attempt
    const say = (message: string) => c.json({ message }, 400);
    switch (result.reason) {
      case 'missing':
        return say(partnerMessages(language, 'fieldRequired', { label: LABELS[result.field][language], field: result.field }));
      case 'terms':
        return say(partnerMessages(language, 'termsRequired'));
      case 'invalidEmail':
        return say(partnerMessages(language, 'invalidEmail'));
      case 'fileType':
        return say(
          partnerMessages(language, 'fileType', {
            label: LABELS[result.field][language],
            field: result.field,
            kinds: KINDS[DOCUMENT_FIELDS.has(result.field) ? 'document' : 'image'][language],
          }),
        );
      case 'fileTooLarge':
        return say(
          partnerMessages(language, 'fileTooLarge', {
            label: LABELS[result.field][language],
            field: result.field,
            megabytes: MAX_PARTNER_FILE_BYTES / (1024 * 1024),
          }),
        );
    }
  });
}
