import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import type { components } from '@core/contract/schema';
import { consoleChange, consoleRead, type ChangeResult, type ReadResult } from '@/machines/console/console-calls';

export type AdminCompany = components['schemas']['AdminCompany'];

/** What an admin changes on a company: its verified badge, or whether it is suspended (D285). */
export type CompanyChange = { companyId: number; verified: boolean } | { companyId: number; suspended: boolean };

export type CompaniesResult = ReadResult<AdminCompany[]>;
export type CompanyChangeResult = ChangeResult<AdminCompany>;

/** `GET /api/admin/companies`: every company, suspended or not, newest first. */
export const fetchCompanies = fromPromise<CompaniesResult>(async () => {
  const result = await consoleRead(() => api.GET('/api/admin/companies'), 'Companies');
  return result.ok ? { ok: true, data: result.data.items } : result;
});

/** `PATCH /api/admin/companies/{id}`: the company as it now stands. */
export const changeCompany = fromPromise<CompanyChangeResult, CompanyChange>(({ input }) => {
  const { companyId, ...body } = input;
  return consoleChange(() => api.PATCH('/api/admin/companies/{id}', { params: { path: { id: companyId } }, body }), 'Change company');
});
