import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@core/contract/schema';

export type CompanyDetail = components['schemas']['CompanyDetail'];

/**
 * What reading a company ends with (CONVENTIONS #3): the company and whether this browser follows it, or
 * why not, as a key of the `companies` namespace ('Company not found' for a 404 or an id that cannot be
 * one, 'Failed to fetch company details' otherwise).
 */
export type CompanyLoadResult =
  /** `now`: when the company was read, the clock the Open now badge starts from. */
  | { ok: true; company: CompanyDetail; following: boolean; now: number }
  | { ok: false; error: 'detail.notFound' | 'detail.failed' };

/** The localStorage key of the companies this browser follows (the Follow toggle is local only: spec, accounts §2). */
export const FOLLOWED_KEY = 'followedCompanies';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The followed company ids; whatever else storage holds reads as none. */
export function readFollowed(store: Storage | null = storage()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(FOLLOWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function isFollowed(companyId: string, store: Storage | null = storage()): boolean {
  return readFollowed(store).includes(String(companyId));
}

/**
 * Keeps the Follow toggle. The spec says only that it is local; a traveller who taps Follow expects it to
 * still say Following next time, so it is kept in this browser (not per account: following needs no login).
 * A storage that refuses the write loses only the write.
 */
export function writeFollowed(companyId: string, following: boolean, store: Storage | null = storage()): void {
  const others = readFollowed(store).filter((id) => id !== String(companyId));
  try {
    store?.setItem(FOLLOWED_KEY, JSON.stringify(following ? [...others, String(companyId)] : others));
  } catch {
    // Private mode or a full quota: the toggle still shows on this page.
  }
}

const COMPANY_ID = /^[1-9]\d{0,9}$/;

/** GET /api/Company/{id} (spec, accounts §7). An id that is not a positive whole number cannot name a company. */
export const fetchCompany = fromPromise<CompanyLoadResult, { companyId: string }>(async ({ input, signal }) => {
  if (!COMPANY_ID.test(input.companyId)) return { ok: false, error: 'detail.notFound' };
  const result = await toResult(
    api.GET('/api/Company/{id}', { params: { path: { id: Number(input.companyId) } }, signal }),
    'Failed to fetch company details',
  );
  if (result.ok) return { ok: true, company: result.data, following: isFollowed(input.companyId), now: Date.now() };
  if (result.error.kind === 'http' && result.error.status === 404) return { ok: false, error: 'detail.notFound' };
  console.error(`Company ${input.companyId}: ${result.error.message}`);
  return { ok: false, error: 'detail.failed' };
});

/** The time now, for the Open now badge's minute-by-minute re-read. */
export const readClock = fromPromise<number>(() => Promise.resolve(Date.now()));
