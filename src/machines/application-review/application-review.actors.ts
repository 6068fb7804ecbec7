import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import { downloadFile } from '@/api/file-download';
import type { components } from '@/api/schema';
import { readStoredToken } from '@/api/stored-session';

export type PartnerApplication = components['schemas']['ReceivedPartnerApplication'];
export type ApplicationStatus = PartnerApplication['status'];
export type ApplicationFileField = keyof PartnerApplication['files'];

/** Keys of the `admin` namespace: why the queue cannot be shown. */
export const SIGNED_OUT = 'applications.signedOut';
export const FORBIDDEN = 'applications.forbidden';
export const LOAD_FAILED = 'applications.loadFailed';
/** Keys of the `admin` namespace: why a decision or a file did not go through. */
export const DECISION_FAILED = 'applications.decision.failed';
export const FILE_FAILED = 'applications.files.failed';

/** The queue, or why it cannot be read (CONVENTIONS #3). */
export type ApplicationsResult =
  | { ok: true; applications: PartnerApplication[] }
  | { ok: false; error: typeof SIGNED_OUT | typeof FORBIDDEN | typeof LOAD_FAILED };

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
  | { ok: false; kind: 'refused'; message: string }
  | { ok: false; kind: 'failed'; error: typeof DECISION_FAILED | typeof SIGNED_OUT };

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

/**
 * `GET /api/admin/applications?status=…` (issue 20 item 2; admins only). Without a stored token nothing is
 * asked; 401 reads as signed out, 403 as "admins only"; anything else that fails is a failed read.
 */
export const fetchApplications = fromPromise<ApplicationsResult, QueueInput>(async ({ input }) => {
  if (!readStoredToken()) return { ok: false, error: SIGNED_OUT };
  const result = await toResult(api.GET('/api/admin/applications', { params: { query: { status: input.status } } }), 'Failed to load the applications.');
  if (result.ok) return { ok: true, applications: result.data.items };
  if (result.error.status === 401) return { ok: false, error: SIGNED_OUT };
  if (result.error.status === 403) return { ok: false, error: FORBIDDEN };
  console.error(`Applications: ${result.error.message}`);
  return { ok: false, error: LOAD_FAILED };
});

/** The server's 400, 404 and 409 are its word to the admin (already in their language); the rest is a failure. */
function decisionFailure(error: { status: number | null; message: string }, what: string): Extract<DecisionResult, { ok: false }> {
  if (error.status === 400 || error.status === 404 || error.status === 409) return { ok: false, kind: 'refused', message: error.message };
  if (error.status === 401) return { ok: false, kind: 'failed', error: SIGNED_OUT };
  console.error(`${what}: ${error.message}`);
  return { ok: false, kind: 'failed', error: DECISION_FAILED };
}

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
  const result = await toResult(
    api.POST('/api/admin/applications/{id}/approve', { params: { path: { id: input.applicationId } }, body: draftBody(input.draft) }),
    'Failed to approve the application.',
  );
  if (result.ok) return { ok: true, decision: 'approved', ...result.data };
  return decisionFailure(result.error, 'Approve application');
});

/** `POST /api/admin/applications/{id}/reject` (D284): the reason is stored and mailed to the applicant. */
export const rejectApplication = fromPromise<DecisionResult, RejectInput>(async ({ input }) => {
  const result = await toResult(
    api.POST('/api/admin/applications/{id}/reject', { params: { path: { id: input.applicationId } }, body: { reason: input.reason.trim() } }),
    'Failed to reject the application.',
  );
  if (result.ok) return { ok: true, decision: 'rejected', ...result.data };
  return decisionFailure(result.error, 'Reject application');
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
