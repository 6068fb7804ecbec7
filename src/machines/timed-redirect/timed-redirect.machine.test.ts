import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { timedRedirectMachine, type ResultPage } from './timed-redirect.machine';
import { selectSecondsLeft, selectShouldLeave } from './timed-redirect.selectors';

const start = (page: ResultPage) => createActor(timedRedirectMachine, { input: { page } }).start();

describe('result page countdown (real delays, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the success page goes home after 4 s, counting 4, 3, 2, 1', async () => {
    const actor = start('success');
    const seen = [selectSecondsLeft(actor.getSnapshot())];
    for (let second = 1; second < 4; second += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      seen.push(selectSecondsLeft(actor.getSnapshot()));
    }
    expect(seen).toEqual([4, 3, 2, 1]);
    await vi.advanceTimersByTimeAsync(999);
    expect(selectShouldLeave(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectShouldLeave(actor.getSnapshot())).toBe(true);
  });

  it('the failure page goes home after 5 s', async () => {
    const actor = start('failure');
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(5);
    await vi.advanceTimersByTimeAsync(4999);
    expect(selectShouldLeave(actor.getSnapshot())).toBe(false);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectShouldLeave(actor.getSnapshot())).toBe(true);
  });

  it('stays when the traveller stops the countdown', async () => {
    const actor = start('failure');
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'timedRedirect.stayed' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(selectShouldLeave(actor.getSnapshot())).toBe(false);
    expect(selectSecondsLeft(actor.getSnapshot())).toBeNull();
  });
});
