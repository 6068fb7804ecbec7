import { Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { MAX_PARTNER_FILE_BYTES, submitPartnerApplication, type PartnerField, type PartnerFileField } from './partners';
import { type Services, inputOf, type AppEnv, defineMessages, screenWords, type Language, normaliseIdentifier, rateLimits } from '../platform';

type Answer = paths['/api/TourismCompanyRequestApi']['post']['responses'][201]['content']['application/json'];

/** What the partner application says to people (accounts §5, §8), in English and Arabic. */
export const partnerMessages = defineMessages('partners');

/** The form's fields, named as the form shows them. */
const words = screenWords('partner');
const label = (language: Language, field: PartnerField | PartnerFileField) => words(language, `getInTouch.fields.${field}`);

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
        return say(partnerMessages(language, 'fieldRequired', { label: label(language, result.field), field: result.field }));
      case 'terms':
        return say(partnerMessages(language, 'termsRequired'));
      case 'invalidEmail':
        return say(partnerMessages(language, 'invalidEmail'));
      case 'fileType':
        return say(
          partnerMessages(language, 'fileType', {
            label: label(language, result.field),
            field: result.field,
            kinds: partnerMessages(language, DOCUMENT_FIELDS.has(result.field) ? 'kind_document' : 'kind_image'),
          }),
        );
      case 'fileTooLarge':
        return say(
          partnerMessages(language, 'fileTooLarge', {
            label: label(language, result.field),
            field: result.field,
            megabytes: MAX_PARTNER_FILE_BYTES / (1024 * 1024),
          }),
        );
    }
  });
}
