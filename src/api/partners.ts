import { api, toResult, type ApiResult } from './client';
import type { components } from '@core/contract/schema';

/**
 * The partner calls (accounts §7): the partner application (`POST /api/TourismCompanyRequestApi`,
 * multipart) and the partner companies for /partners (`GET /api/Company`, every page).
 */
export type CompanyListItem = components['schemas']['CompanyListItem'];

type ApplicationBody = components['schemas']['PartnerApplication'];

/** The text fields of the application, as the contract names them. */
export type PartnerTextField = {
  [K in keyof ApplicationBody]-?: NonNullable<ApplicationBody[K]> extends string
    ? K extends 'LogoUrl' | 'CoverImageUrl' | 'LicenseImageUrl' | 'AdditionalDocument'
      ? never
      : K
    : never;
}[keyof ApplicationBody];

/** The files of the application, as the contract names them. */
export type PartnerFileField = 'LogoUrl' | 'CoverImageUrl' | 'LicenseImageUrl' | 'AdditionalDocument';

export interface PartnerApplication {
  /** Every text field to send; blank ones are left out of the form. */
  text: Partial<Record<PartnerTextField, string>>;
  /** The chosen files; a missing one is left out. */
  files: Partial<Record<PartnerFileField, Blob>>;
}

/** What the server said when it took the application (its JSON `message`), or null when it said nothing readable. */
export type PartnerApplicationReceipt = { message: string | null };

const MAX_SHOWN_TEXT = 300;

/** A JSON `message`, else a short plain text answer (spec §8: "the response text"); never an HTML page. */
function answerText(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== '') {
    return body.message.trim();
  }
  if (typeof body !== 'string') return null;
  const text = body.trim();
  if (text === '' || text.length > MAX_SHOWN_TEXT || /^</.test(text)) return null;
  return text;
}

/**
 * The contract's body: the trimmed texts that are not blank, the chosen files and acceptTerms. The
 * contract types the files as strings (`format: binary`); they are Blobs until the form is built.
 */
function bodyOf(application: PartnerApplication): ApplicationBody {
  const body: Record<string, string | Blob | boolean> = {};
  for (const [name, value] of Object.entries(application.text)) {
    const trimmed = value?.trim() ?? '';
    if (trimmed !== '') body[name] = trimmed;
  }
  for (const [name, file] of Object.entries(application.files)) if (file) body[name] = file;
  // The terms were accepted, or the form would not be sent (spec, accounts §5).
  body.acceptTerms = true;
  return body;
}

/** The multipart form of a body: texts as they are, files with their names, acceptTerms as 'true'. */
function formOf(body: ApplicationBody): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body) as Array<[string, unknown]>) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (typeof value === 'string' || typeof value === 'boolean') form.append(name, String(value));
  }
  return form;
}

/**
 * Sends a partner application (spec, accounts §7: multipart; the answer is JSON, or when not JSON still
 * a success). A refusal carries the response text (the server's `message`), else `fallback` (§8: 'Failed
 * to submit request'); no answer at all carries `fallback` too.
 */
export async function submitPartnerApplication(application: PartnerApplication, fallback: string): Promise<ApiResult<PartnerApplicationReceipt>> {
  let answer: { data?: string; error?: unknown; response: Response };
  try {
    answer = await api.POST('/api/TourismCompanyRequestApi', {
      body: bodyOf(application),
      bodySerializer: formOf,
      parseAs: 'text',
    });
  } catch {
    return { ok: false, error: { kind: 'network', status: null, message: fallback } };
  }
  const { data, error, response } = answer;
  if (response.ok) {
    let parsed: unknown = data;
    try {
      parsed = JSON.parse(data ?? '');
    } catch {
      // Not JSON: still a success (spec, accounts §7).
    }
    return { ok: true, data: { message: typeof parsed === 'object' ? answerText(parsed) : null } };
  }
  return { ok: false, error: { kind: 'http', status: response.status, message: answerText(error) ?? fallback } };
}

/** The most companies one page may hold (the contract's PageSize maximum). */
const COMPANY_PAGE_SIZE = 100;

/** Every partner company, page after page until the last (accounts §7 GET /api/Company; shown on /partners). */
export async function fetchAllPartnerCompanies(): Promise<ApiResult<CompanyListItem[]>> {
  const companies: CompanyListItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await toResult(
      api.GET('/api/Company', { params: { query: { PageIndex: page, PageSize: COMPANY_PAGE_SIZE } } }),
      'Failed to fetch companies',
    );
    if (!result.ok) return result;
    companies.push(...result.data.items);
    if (page >= result.data.totalPages || result.data.items.length === 0) return { ok: true, data: companies };
  }
}
