/**
 * Rate limits with a sliding window and a growing block, kept in the database so that every
 * server process sharing it counts together. Each key (an operation and an account, or an operation and a
 * client address) allows `limit` attempts in any `windowMs`; the attempt past the limit blocks the key,
 * first for 1 minute, then 5, 15 and 60 (the ladder), and a key left alone for a day is forgiven.
 *
 * The window slides by estimate, as the usual two-window counter does: the attempts of the previous fixed
 * window count for the share of it that still lies inside the window ending now. It needs two numbers per
 * key instead of one row per attempt, and it never lets more than `limit` attempts through within one
 * fixed window.
 *
 * Every decision reads and writes the keys' rows in one transaction with the rows locked (in key order,
 * so two requests never wait on each other crosswise): parallel attempts are counted exactly, on
 * PostgreSQL by the row locks and on the embedded database because its transactions run one at a time.
 * Time is always the caller's `now` (the server's injected clock), never the machine's.
 */
import type { Db, Queryable } from './db/db';

export interface LimitRule {
  /** Attempts allowed in any window of `windowMs`. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** How long each successive block lasts: the fifth and later offences stay at the last step. */
export const BLOCK_LADDER_MS: readonly number[] = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE];
/** A key with no block for this long after its last one starts again from the first step. */
export const FORGIVE_AFTER_MS = 24 * 60 * MINUTE;

/** A key's counters as stored. */
export interface LimitState {
  windowStart: Date;
  currentCount: number;
  previousCount: number;
  blockedUntil: Date | null;
  offences: number;
  expiresAt: Date;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

const fresh = (now: Date): LimitState => ({
  windowStart: now,
  currentCount: 0,
  previousCount: 0,
  blockedUntil: null,
  offences: 0,
  expiresAt: now,
});

/** The state with its fixed windows moved up to `now`; an expired or missing state starts afresh. */
function rolled(state: LimitState | null, rule: LimitRule, now: Date): LimitState {
  if (!state || state.expiresAt.getTime() <= now.getTime()) return fresh(now);
  const elapsed = now.getTime() - state.windowStart.getTime();
  if (elapsed >= 2 * rule.windowMs) return { ...state, windowStart: now, currentCount: 0, previousCount: 0 };
  if (elapsed >= rule.windowMs) {
    return { ...state, windowStart: new Date(state.windowStart.getTime() + rule.windowMs), previousCount: state.currentCount, currentCount: 0 };
  }
  return state;
}

/** Attempts within the window ending now, by the two-window estimate. */
function estimate(state: LimitState, rule: LimitRule, now: Date): number {
  const intoCurrent = now.getTime() - state.windowStart.getTime();
  return state.previousCount * Math.max(0, (rule.windowMs - intoCurrent) / rule.windowMs) + state.currentCount;
}

/** When the row stops mattering: its windows are over and any offence is forgiven. */
function withExpiry(state: LimitState, rule: LimitRule): LimitState {
  const windowsEnd = state.windowStart.getTime() + 2 * rule.windowMs;
  const forgiven = state.blockedUntil ? state.blockedUntil.getTime() + FORGIVE_AFTER_MS : 0;
  return { ...state, expiresAt: new Date(Math.max(windowsEnd, forgiven)) };
}

export type Step =
  | { kind: 'blocked'; retryAfterMs: number }
  | { kind: 'counted'; next: LimitState }
  | { kind: 'offence'; next: LimitState; retryAfterMs: number };

/**
 * One attempt against one key (pure): refused while blocked; counted when under the limit; else an
 * offence, which blocks the key for the next step of the ladder and starts its count again, so that the
 * key has a full allowance when the block lifts and the next offence blocks it longer.
 */
export function step(stored: LimitState | null, rule: LimitRule, now: Date): Step {
  const state = rolled(stored, rule, now);
  if (state.blockedUntil && state.blockedUntil.getTime() > now.getTime()) {
    return { kind: 'blocked', retryAfterMs: state.blockedUntil.getTime() - now.getTime() };
  }
  if (estimate(state, rule, now) + 1 <= rule.limit) {
    return { kind: 'counted', next: withExpiry({ ...state, currentCount: state.currentCount + 1 }, rule) };
  }
  const offences = state.offences + 1;
  const blockMs = BLOCK_LADDER_MS[Math.min(offences, BLOCK_LADDER_MS.length) - 1]!;
  const next = withExpiry(
    { windowStart: now, currentCount: 0, previousCount: 0, blockedUntil: new Date(now.getTime() + blockMs), offences, expiresAt: now },
    rule,
  );
  return { kind: 'offence', next, retryAfterMs: blockMs };
}

export interface LimitedKey {
  key: string;
  rule: LimitRule;
}

interface StateRow {
  key: string;
  windowStart: Date | string;
  currentCount: number;
  previousCount: number;
  blockedUntil: Date | string | null;
  offences: number;
  expiresAt: Date | string;
}

const STATE_COLUMNS = `key, window_start as "windowStart", current_count as "currentCount", previous_count as "previousCount",
  blocked_until as "blockedUntil", offences, expires_at as "expiresAt"`;

function stateOf(row: StateRow): LimitState {
  return {
    windowStart: new Date(row.windowStart),
    currentCount: row.currentCount,
    previousCount: row.previousCount,
    blockedUntil: row.blockedUntil === null ? null : new Date(row.blockedUntil),
    offences: row.offences,
    expiresAt: new Date(row.expiresAt),
  };
}

/** The keys' rows, created when missing, locked until the transaction ends; in key order. */
async function lockStates(tx: Queryable, keys: readonly string[], now: Date): Promise<Map<string, LimitState>> {
  for (const key of keys) {
    await tx.query('insert into rate_limits (key, window_start, expires_at) values ($1, $2, $2) on conflict (key) do nothing', [key, now]);
  }
  const states = new Map<string, LimitState>();
  for (const key of keys) {
    const row = await tx.one<StateRow>(`select ${STATE_COLUMNS} from rate_limits where key = $1 for update`, [key]);
    if (row) states.set(key, stateOf(row));
  }
  return states;
}

async function store(tx: Queryable, key: string, state: LimitState): Promise<void> {
  await tx.query(
    `update rate_limits set window_start = $2, current_count = $3, previous_count = $4, blocked_until = $5, offences = $6, expires_at = $7
      where key = $1`,
    [key, state.windowStart, state.currentCount, state.previousCount, state.blockedUntil, state.offences, state.expiresAt],
  );
}

/**
 * One attempt under several keys at once (an account and an address), decided together: refused when any
 * key is blocked (nothing is counted then), else refused when any key goes over its limit (that key is
 * blocked; the others are not counted), else counted under every key. The clock is read once the rows
 * are locked, so that attempts are timed in the order they are decided (a request that waited for another
 * sees that one's block from after it).
 */
export async function consume(db: Db, keys: readonly LimitedKey[], clock: () => Date): Promise<Verdict> {
  const ordered = [...new Map(keys.map((entry) => [entry.key, entry])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (ordered.length === 0) return { allowed: true };
  return db.transaction(async (tx) => {
    const states = await lockStates(tx, ordered.map((entry) => entry.key), clock());
    const now = clock();
    const steps = ordered.map((entry) => ({ key: entry.key, step: step(states.get(entry.key) ?? null, entry.rule, now) }));
    const blocked = steps.flatMap(({ step: s }) => (s.kind === 'blocked' ? [s.retryAfterMs] : []));
    if (blocked.length > 0) return { allowed: false, retryAfterMs: Math.max(...blocked) };
    const offences = steps.filter((entry) => entry.step.kind === 'offence');
    if (offences.length > 0) {
      let retryAfterMs = 0;
      for (const { key, step: s } of offences) {
        if (s.kind !== 'offence') continue;
        await store(tx, key, s.next);
        retryAfterMs = Math.max(retryAfterMs, s.retryAfterMs);
      }
      return { allowed: false, retryAfterMs };
    }
    for (const { key, step: s } of steps) if (s.kind === 'counted') await store(tx, key, s.next);
    return { allowed: true };
  });
}

/**
 * Takes back one counted attempt under each key (a login that succeeded, a request refused before any
 * work): the limits of login count failures only.
 */
export async function refund(db: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db.query(
      `update rate_limits
          set current_count = case when current_count > 0 then current_count - 1 else 0 end,
              previous_count = case when current_count > 0 then previous_count else greatest(previous_count - 1, 0) end
        where key = $1`,
      [key],
    );
  }
}

/** Deletes the rows that say nothing any more (the hourly purge). */
export async function purgeRateLimits(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ key: string }>('delete from rate_limits where expires_at <= $1 returning key', [now]);
  return rows.length;
}
