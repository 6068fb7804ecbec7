import { describe, expect, it } from 'vitest';
import { BLOCK_LADDER_MS, FORGIVE_AFTER_MS, step, type LimitRule, type LimitState } from './rate-limits';

const RULE: LimitRule = { limit: 10, windowMs: 15 * 60_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, 0) + minutes * 60_000);

/** Attempts at the given minutes, each under the state the one before left; the steps' kinds. */
function attempts(minutes: number[], rule: LimitRule = RULE, start: LimitState | null = null) {
  let state = start;
  const kinds: string[] = [];
  for (const minute of minutes) {
    const result = step(state, rule, at(minute));
    kinds.push(result.kind === 'blocked' ? `blocked ${result.retryAfterMs / 1000}s` : result.kind === 'offence' ? `offence ${result.retryAfterMs / 60_000}min` : 'counted');
    if (result.kind !== 'blocked') state = result.next;
  }
  return { kinds, state };
}

describe('the sliding window with growing blocks', () => {
  it('counts 10 attempts, blocks the 11th for a minute, and starts a full allowance when the block lifts', () => {
    const { kinds } = attempts([...Array<number>(11).fill(0), 0.5, 1, ...Array<number>(10).fill(1)]);
    expect(kinds).toEqual([
      ...Array<string>(10).fill('counted'),
      'offence 1min',
      'blocked 30s',
      ...Array<string>(10).fill('counted'),
      'offence 5min',
    ]);
  });

  it('slides: the previous window counts for the share of it still inside the last 15 minutes', () => {
    // The first attempt at minute 0 starts the window; with 9 more at minute 14 the window is full. At minute
    // 22 (7 minutes into the next window) the first window still weighs 8/15 of 10 = 5.3, so 4 more fit and
    // the 5th is over.
    const { kinds } = attempts([0, ...Array<number>(9).fill(14), ...Array<number>(5).fill(22)]);
    expect(kinds.slice(10)).toEqual(['counted', 'counted', 'counted', 'counted', 'offence 1min']);
    // With a fixed window all five would have passed: the two-window estimate never lets 2 × 10 through in 15 minutes.
  });

  it('forgets the count when two windows have passed', () => {
    const { kinds } = attempts([...Array<number>(10).fill(0), 30, ...Array<number>(9).fill(30)]);
    expect(kinds).toEqual(Array<string>(20).fill('counted'));
  });

  it('climbs the ladder 1, 5, 15, 60 minutes and stays at 60; a day after a block it starts again', () => {
    expect(BLOCK_LADDER_MS.map((ms) => ms / 60_000)).toEqual([1, 5, 15, 60]);
    let state: LimitState | null = null;
    let minute = 0;
    const blocks: number[] = [];
    for (let offence = 0; offence < 6; offence += 1) {
      const run = attempts(Array<number>(11).fill(minute), RULE, state);
      state = run.state;
      const blockMinutes = Number(/offence (\d+)min/.exec(run.kinds[10]!)![1]);
      blocks.push(blockMinutes);
      minute += blockMinutes;
    }
    expect(blocks).toEqual([1, 5, 15, 60, 60, 60]);
    expect(state!.expiresAt.getTime()).toBe(at(minute).getTime() + FORGIVE_AFTER_MS);
    const forgiven = attempts(Array<number>(11).fill(minute + FORGIVE_AFTER_MS / 60_000), RULE, state);
    expect(forgiven.kinds[10]).toBe('offence 1min');
  });
});
