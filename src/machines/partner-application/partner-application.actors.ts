import { fromPromise } from 'xstate';
import { submitPartnerApplication } from '@/api/partners';
import { contentProblem, PARTNER_FILE_FIELDS, SNIFF_BYTES, type FileProblem, type PartnerFileField, type PartnerTextField } from './partner-rules';

/** The chosen files, by field (null: none chosen). */
export type PartnerFiles = Record<PartnerFileField, File | null>;

/** The files whose content is not what their field accepts, by field. */
export type ContentProblems = Partial<Record<PartnerFileField, FileProblem>>;

/** Why sending failed: the response text (the server's message, in the user's language), or the spec's fallback. */
export type PartnerFailure = { text: string } | { key: 'requestFailed' | 'fileUnreadable' };

export type SendOutcome = { ok: true } | { ok: false; failure: PartnerFailure };

export interface SendInput {
  values: Record<PartnerTextField, string>;
  files: PartnerFiles;
}

async function firstBytes(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

/**
 * Reads the first bytes of every chosen file and names those whose content is not one of their field's
 * kinds (PNG, JPEG or WebP pictures; the documents may also be PDF), as the server will check them.
 * A file that cannot be read (moved or deleted since it was chosen) fails the check.
 */
export const inspectFiles = fromPromise<ContentProblems, { files: PartnerFiles }>(async ({ input }) => {
  const problems: ContentProblems = {};
  for (const field of PARTNER_FILE_FIELDS) {
    const file = input.files[field];
    if (!file) continue;
    const problem = contentProblem(field, await firstBytes(file));
    if (problem) problems[field] = problem;
  }
  return problems;
});

/**
 * POST /api/TourismCompanyRequestApi (spec, accounts §7): the application as a multipart form. A refusal
 * carries the response text; without one (or without an answer) the spec's 'Failed to submit request' (§8).
 */
export const sendApplication = fromPromise<SendOutcome, SendInput>(async ({ input }) => {
  const files: Partial<Record<PartnerFileField, File>> = {};
  for (const field of PARTNER_FILE_FIELDS) {
    const file = input.files[field];
    if (file) files[field] = file;
  }
  const result = await submitPartnerApplication({ text: input.values, files }, '');
  if (result.ok) return { ok: true };
  return { ok: false, failure: result.error.message ? { text: result.error.message } : { key: 'requestFailed' } };
});
