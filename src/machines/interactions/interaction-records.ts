/**
 * The user's interaction records (spec, accounts §3 "Interaction record", §7, §9 "Interaction score"),
 * kept in browser storage under `userInteractions`. They feed the weekly submission
 * (`interaction-submission.machine.ts`) and so the AI recommendations.
 *
 * Storage can hold anything (an older app version, another tab, a user's hand): reading never throws,
 * malformed entries are dropped, and a storage that refuses writes (private mode, quota) loses only
 * the write, never the page.
 */

/** The localStorage key the spec names (accounts §3). */
export const INTERACTIONS_KEY = 'userInteractions';

/** The user id used when nobody is signed in (spec, accounts §6). */
export const ANONYMOUS_USER = 'anonymous';

export type InteractionType = 'travel' | 'event';

export interface InteractionRecord {
  userId: string;
  /** The item's id as text (spec §3). */
  id: string;
  type: InteractionType;
  checkout: number;
  favourite: boolean;
  booked: boolean;
  total: number;
}

/** Spec §9 weights: checkout × 1, favourite + 3, booked + 5 (a like weight of 2 is defined but unused). */
export const CHECKOUT_WEIGHT = 1;
export const FAVOURITE_WEIGHT = 3;
export const BOOKED_WEIGHT = 5;

/** total = checkout count × 1, plus 3 if favourite, plus 5 if booked (spec, accounts §9). */
export function interactionTotal(r: { checkout: number; favourite: boolean; booked: boolean }): number {
  return r.checkout * CHECKOUT_WEIGHT + (r.favourite ? FAVOURITE_WEIGHT : 0) + (r.booked ? BOOKED_WEIGHT : 0);
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function asCount(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * One stored entry as a record, or null when it cannot be one (no object, no id). Records written
 * before `total` existed are migrated: total is taken from checkout, or 0 (spec §3).
 */
function normalise(raw: unknown): InteractionRecord | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entry = raw as Record<string, unknown>;
  const id = typeof entry.id === 'number' && Number.isFinite(entry.id) ? String(entry.id) : entry.id;
  if (typeof id !== 'string' || id.trim() === '') return null;
  const checkout = asCount(entry.checkout);
  const total = typeof entry.total === 'number' && Number.isFinite(entry.total) ? entry.total : checkout;
  return {
    userId: typeof entry.userId === 'string' && entry.userId !== '' ? entry.userId : ANONYMOUS_USER,
    id,
    type: entry.type === 'event' ? 'event' : 'travel',
    checkout,
    favourite: entry.favourite === true,
    booked: entry.booked === true,
    total,
  };
}

/** Every stored record, migrated; an empty list when storage is missing, empty or malformed. */
export function readInteractions(storage: Storage | undefined = defaultStorage()): InteractionRecord[] {
  if (!storage) return [];
  let parsed: unknown;
  try {
    const text = storage.getItem(INTERACTIONS_KEY);
    if (!text) return [];
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(normalise).filter((r): r is InteractionRecord => r !== null);
}

/** The records of one user (the user id from the token, or 'anonymous'). */
export function interactionsOf(userId: string | null, storage?: Storage): InteractionRecord[] {
  const owner = userId || ANONYMOUS_USER;
  return readInteractions(storage).filter((r) => r.userId === owner);
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` after every `recordInteraction` in this tab, and when another tab changes the
 * records (the browser's `storage` event). Returns the unsubscribe function.
 */
export function onInteractionsChanged(listener: Listener): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === INTERACTIONS_KEY || event.key === null) listener();
  };
  const target = typeof window === 'undefined' ? undefined : window;
  target?.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    target?.removeEventListener('storage', fromOtherTab);
  };
}

export interface InteractionChange {
  userId: string | null;
  id: string | number;
  type?: InteractionType;
  checkout?: number;
  favourite?: boolean;
  booked?: boolean;
}

/**
 * Saves one record for the user and item. There is one record per user, item and type; a new one
 * REPLACES the old (spec §3), so callers pass the whole state they mean (a card's favourite toggle:
 * checkout 0 and favourite true/false; a booking from a recommendation: checkout 1 and booked true,
 * spec §9). A null user is saved as 'anonymous'. Returns the saved record.
 */
export function recordInteraction(change: InteractionChange, storage: Storage | undefined = defaultStorage()): InteractionRecord {
  const counts = { checkout: asCount(change.checkout), favourite: change.favourite === true, booked: change.booked === true };
  const record: InteractionRecord = {
    userId: change.userId || ANONYMOUS_USER,
    id: String(change.id),
    type: change.type ?? 'travel',
    ...counts,
    total: interactionTotal(counts),
  };
  const others = readInteractions(storage).filter(
    (r) => !(r.userId === record.userId && r.id === record.id && r.type === record.type),
  );
  try {
    storage?.setItem(INTERACTIONS_KEY, JSON.stringify([...others, record]));
  } catch {
    // A full or refused storage loses this record only; the action the user took still happened.
  }
  for (const listener of [...listeners]) listener();
  return record;
}
