/**
 * The partner portal's changes, as results its statecharts branch on (CONVENTIONS #3): like
 * `consoleChange`, but a refusal keeps its status (a 409 on a tour's seats is shown at the seats field) and the
 * publish check's `problems` (D309: each missing field and language), which the editor marks field by field.
 */
import type { components } from '@core/contract/schema';
import { CHANGE_FAILED, SIGNED_OUT } from './console-calls';

export type TourProblem = NonNullable<components['schemas']['Error']['problems']>[number];

export type PartnerChangeResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'refused'; status: number; message: string; problems: TourProblem[] }
  | { ok: false; kind: 'failed'; error: typeof CHANGE_FAILED | typeof SIGNED_OUT };

type Call<T> = () => Promise<{ data?: T; error?: unknown; response: Response }>;

function bodyOf(error: unknown): { message: string | null; problems: TourProblem[] } {
  if (!error || typeof error !== 'object') return { message: null, problems: [] };
  const { message, problems } = error as { message?: unknown; problems?: unknown };
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
    problems: Array.isArray(problems) ? (problems as TourProblem[]) : [],
  };
}

/** The server's 400, 404 and 409 are its word to the partner (already in their language); the rest is a failure. */
export async function partnerChange<T>(call: Call<T>, what: string): Promise<PartnerChangeResult<T>> {
  let answer: Awaited<ReturnType<Call<T>>>;
  try {
    answer = await call();
  } catch {
    console.error(`${what}: no answer`);
    return { ok: false, kind: 'failed', error: CHANGE_FAILED };
  }
  const { data, error, response } = answer;
  if (response.ok) return { ok: true, data: data as T };
  const { status } = response;
  const body = bodyOf(error);
  if ((status === 400 || status === 404 || status === 409) && body.message) return { ok: false, kind: 'refused', status, message: body.message, problems: body.problems };
  if (status === 401) return { ok: false, kind: 'failed', error: SIGNED_OUT };
  console.error(`${what}: ${status} ${body.message ?? ''}`);
  return { ok: false, kind: 'failed', error: CHANGE_FAILED };
}
