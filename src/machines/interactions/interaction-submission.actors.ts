import { fromCallback, fromPromise } from 'xstate';
import { interactionsOf, onInteractionsChanged, type InteractionRecord } from './interaction-records';

/**
 * The effects of the interaction submission (spec, accounts §7 details): reading and writing when the
 * user's records were last submitted, posting them, and hearing about new records.
 */

/** Where the last submission is remembered, per user, so a reload does not resubmit early. */
export const SUBMITTED_AT_KEY = 'userInteractionsSubmittedAt';

/** The contract's limit on one submission (`UserInteractionsRequest.userInteraction.maxItems`). */
export const MAX_SUBMITTED_RECORDS = 1000;

export interface SubmittedItem {
  id: string;
  type: InteractionRecord['type'];
  total: number;
}

interface SubmissionMark {
  /** When the records were last accepted by the server (ms since the epoch). */
  at: number;
  /** What was sent then, so records changed since (and never sent) are noticed after a reload. */
  digest: string;
}

/** What a user's records were when the submission started: the last accepted submission, and whether records changed since. */
export interface SubmissionSchedule {
  lastSubmittedAt: number | null;
  unsent: boolean;
}

/** How a submission ended (CONVENTIONS #3): sent (`submitted` items, 0 when there was nothing to send) or failed. */
export type SubmissionResult = { ok: true; submitted: number; at: number } | { ok: false; error: string };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readMarks(): Record<string, SubmissionMark> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SUBMITTED_AT_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, SubmissionMark>) : {};
  } catch {
    return {};
  }
}

function readMark(userId: string): SubmissionMark | null {
  const mark = readMarks()[userId];
  return mark && typeof mark.at === 'number' && Number.isFinite(mark.at) ? { at: mark.at, digest: typeof mark.digest === 'string' ? mark.digest : '' } : null;
}

function writeMark(userId: string, mark: SubmissionMark): void {
  try {
    storage()?.setItem(SUBMITTED_AT_KEY, JSON.stringify({ ...readMarks(), [userId]: mark }));
  } catch {
    // Not remembered: the next start submits again, which the server takes as a replacement.
  }
}

/**
 * The user's records as the server takes them: only records with an id (spec §7), never a negative
 * total (the contract's minimum), at most the contract's 1000, highest scores first when there are more.
 */
export function submittableItems(userId: string): SubmittedItem[] {
  return interactionsOf(userId)
    .filter((record) => record.id.trim() !== '')
    .map((record) => ({ id: record.id, type: record.type, total: Math.max(0, record.total) }))
    .sort((a, b) => b.total - a.total)
    .slice(0, MAX_SUBMITTED_RECORDS);
}

function digestOf(items: readonly SubmittedItem[]): string {
  return JSON.stringify(items.map(({ id, type, total }) => `${type}:${id}:${total}`).sort());
}

/** When this user's records were last submitted, and whether they changed since. */
export const readSubmissionSchedule = fromPromise<SubmissionSchedule, { userId: string }>(({ input }) => {
  const mark = readMark(input.userId);
  const items = submittableItems(input.userId);
  return Promise.resolve({
    lastSubmittedAt: mark?.at ?? null,
    // Records exist that the server has not had (a failed try, a tab closed during the debounce).
    unsent: items.length > 0 && mark?.digest !== digestOf(items),
  });
});

/**
 * Posts the user's records (`POST /api/Ai/userinteractions` `{ id: userId, userInteraction: [{ id,
 * type, total }] }`, bearer from the stored session) and remembers when. With nothing to send it makes
 * no call (spec §7) and says so with `submitted: 0`. The client loads lazily: this runs on every page,
 * the home page included (scripts/bundle-budget.mjs).
 */
export const submitInteractions = fromPromise<SubmissionResult, { userId: string }>(async ({ input }) => {
  const items = submittableItems(input.userId);
  const now = Date.now();
  if (items.length === 0) return { ok: true, submitted: 0, at: now };
  const { api, toResult } = await import('@/api/client');
  const result = await toResult(
    api.POST('/api/Ai/userinteractions', { body: { id: input.userId, userInteraction: items } }),
    'Failed to submit interactions',
  );
  if (!result.ok) return { ok: false, error: result.error.message };
  const at = Date.now();
  writeMark(input.userId, { at, digest: digestOf(items) });
  return { ok: true, submitted: items.length, at };
});

/** Hears every new record (this tab and others) as `interactions.changed`. */
export const watchInteractions = fromCallback<{ type: 'interactions.changed' }>(({ sendBack }) =>
  onInteractionsChanged(() => sendBack({ type: 'interactions.changed' })),
);

/** The spec's warning when a submission found nothing to send (accounts §7). */
export function warnNothingSubmitted(userId: string): void {
  console.warn(`User interactions: nothing to submit for user ${userId}.`);
}

/** A failed submission is logged only; the records stay and are sent on the next try. */
export function reportSubmissionFailure(error: string): void {
  console.error(`User interactions: ${error}`);
}
