import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import { downloadFile } from '@/api/file-download';
import type { components } from '@core/contract/schema';
import { consoleChange, consoleRead, CHANGE_FAILED, type ChangeResult, type ReadResult } from '@/machines/console/console-calls';

export type PartnerApplication = components['schemas']['ReceivedPartnerApplication'];
export type ApplicationStatus = PartnerApplication['status'];
export type ApplicationFileField = keyof PartnerApplication['files'];

/**
 * Why the queue cannot be shown or a decision did not go through (console keys, in common's `console` block),
 * and why a file did not open (a key of the `admin` namespace).
 */
export { FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
export const DECISION_FAILED = CHANGE_FAILED;
export const FILE_FAILED = 'applications.files.failed';

/** The queue, or why it cannot be read (CONVENTIONS #3). */
export type ApplicationsResult = { ok: true; applications: PartnerApplication[] } | Extract<ReadResult<never>, { ok: false }>;

/** What the company will be published as: the application's words, checked and put in both languages by the admin. */
export interface CompanyDraft {
  nameEn: string;
  nameAr: string;
  sloganEn: string;
  sloganAr: string;
  descriptionEn: string;
  descriptionAr: string;
  cityEn: string;
  cityAr: string;
  addressEn: string;
  addressAr: string;
}

export type DraftField = keyof CompanyDraft;

/** What a decision answered: done, the server's refusal (400, 404 or 409, in the reader's language), or a failure. */
export type DecisionResult =
  | { ok: true; decision: 'approved'; companyId: number; invited: boolean; mailed: boolean }
  | { ok: true; decision: 'rejected'; mailed: boolean }
  | Extract<ChangeResult<never>, { ok: false }>;

export type FileResult = { ok: true } | { ok: false; error: typeof FILE_FAILED };

export interface QueueInput {
  status: ApplicationStatus;
}

export interface ApproveInput {
  applicationId: number;
  draft: CompanyDraft;
}

export interface RejectInput {
  applicationId: number;
  reason: string;
}

export interface FileInput {
  applicationId: number;
  field: ApplicationFileField;
}

/** `GET /api/admin/applications?status=…` (admins only). */
export const fetchApplications = fromPromise<ApplicationsResult, QueueInput>(async ({ input }) => {
  const result = await consoleRead(() => api.GET('/api/admin/applications', { params: { query: { status: input.status } } }), 'Applications');
  return result.ok ? { ok: true, applications: result.data.items } : result;
});

/** Only what was written is sent: blank optional fields are left out. */
function draftBody(draft: CompanyDraft) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    nameEn: draft.nameEn.trim(),
    nameAr: draft.nameAr.trim(),
    descriptionEn: draft.descriptionEn.trim(),
    descriptionAr: draft.descriptionAr.trim(),
    sloganEn: optional(draft.sloganEn),
    sloganAr: optional(draft.sloganAr),
    cityEn: optional(draft.cityEn),
    cityAr: optional(draft.cityAr),
    addressEn: optional(draft.addressEn),
    addressAr: optional(draft.addressAr),
  };
}

/** `POST /api/admin/applications/{id}/approve` (D284): the company is created, the applicant invited and mailed. */
export const approveApplication = fromPromise<DecisionResult, ApproveInput>(async ({ input }) => {
  const result = await consoleChange(
    () => api.POST('/api/admin/applications/{id}/approve', { params: { path: { id: input.applicationId } }, body: draftBody(input.draft) }),
    'Approve application',
  );
  return result.ok ? { ok: true, decision: 'approved', ...result.data } : result;
});

/** `POST /api/admin/applications/{id}/reject` (D284): the reason is stored and mailed to the applicant. */
export const rejectApplication = fromPromise<DecisionResult, RejectInput>(async ({ input }) => {
  const result = await consoleChange(
    () => api.POST('/api/admin/applications/{id}/reject', { params: { path: { id: input.applicationId } }, body: { reason: input.reason.trim() } }),
    'Reject application',
  );
  return result.ok ? { ok: true, decision: 'rejected', ...result.data } : result;
});

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** `GET /api/admin/applications/{id}/files/{field}`: one document, fetched with the admin's token and saved. */
export const openApplicationFile = fromPromise<FileResult, FileInput>(async ({ input }) => {
  const saved = await downloadFile(
    api.GET('/api/admin/applications/{id}/files/{field}', { params: { path: { id: input.applicationId, field: input.field } }, parseAs: 'blob' }),
    (file) => `rihla-application-${input.applicationId}-${input.field}.${EXTENSIONS[file.type] ?? 'bin'}`,
    'Application file',
  );
  return saved ? { ok: true } : { ok: false, error: FILE_FAILED };
});
