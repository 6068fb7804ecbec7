import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import { consoleRead, type ReadResult } from '@/machines/console/console-calls';
import { partnerChange, type PartnerChangeResult } from '@/machines/console/partner-calls';
import type { PartnerCompany, PartnerCompanyFields } from './company-form';

export { uploadPartnerImage, type UploadResult } from '@/machines/console/partner-image';

export type CompanyResult = ReadResult<PartnerCompany>;
export type SaveResult = PartnerChangeResult<PartnerCompany>;

/** `GET /api/partner/company` (D316): the partner's own company, both languages at once. */
export const fetchCompany = fromPromise<CompanyResult>(() => consoleRead(() => api.GET('/api/partner/company'), 'Partner company'));

/** `PATCH /api/partner/company` with every field (D316): the profile as it now is. */
export const saveCompany = fromPromise<SaveResult, { fields: PartnerCompanyFields }>(({ input }) =>
  partnerChange(() => api.PATCH('/api/partner/company', { body: input.fields }), 'Save company'),
);
