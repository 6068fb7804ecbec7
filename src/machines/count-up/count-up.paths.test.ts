import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describePaths } from '../../../tests/paths/path-tests';
import { countUpMachine, FRAMES } from './count-up.machine';
import { selectIsCounting, selectShownValue } from './count-up.selectors';
import { TARGET, countUpModel } from './count-up.model';

describePaths(countUpModel, {
  states: {
    waiting: (snapshot) => {
      expect(selectShownValue(snapshot)).toBe(0);
      expect(selectIsCounting(snapshot)).toBe(false);
    },
    counting: (snapshot) => {
      expect(selectIsCounting(snapshot)).toBe(true);
      const shown = selectShownValue(snapshot);
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(shown).toBeLessThanOrEqual(TARGET);
      expect(snapshot.context.frame).toBeLessThan(FRAMES);
    },
    done: (snapshot) => {
      expect(selectShownValue(snapshot)).toBe(TARGET);
      expect(selectIsCounting(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'countUp.visible', reducedMotion: false })).toBe(false);
    },
  },
});

describe('countUp timing (real delay, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (target: number) => createActor(countUpMachine, { input: { target } }).start();

  it('stays at 0 until it comes into view', async () => {
    const actor = start(9);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(selectShownValue(actor.getSnapshot())).toBe(0);
  });

  it('counts up from 0 to its value over 1.2 s, never going down', async () => {
    const actor = start(9);
    actor.send({ type: 'countUp.visible', reducedMotion: false });
    const seen: number[] = [selectShownValue(actor.getSnapshot())];
    for (let elapsed = 0; elapsed < 1160; elapsed += 40) {
      await vi.advanceTimersByTimeAsync(40);
      seen.push(selectShownValue(actor.getSnapshot()));
    }
    expect(seen[0]).toBe(0);
    expect(seen.every((value, index) => index === 0 || value >= (seen[index - 1] ?? 0))).toBe(true);
    // 1 160 ms in: the last frame is still to come.
    expect(actor.getSnapshot().value).toBe('counting');
    expect(selectShownValue(actor.getSnapshot())).toBeLessThanOrEqual(9);
    await vi.advanceTimersByTimeAsync(40);
    expect(actor.getSnapshot().value).toBe('done');
    expect(selectShownValue(actor.getSnapshot())).toBe(9);
    // Every whole number on the way was shown.
    expect(new Set([...seen, 9])).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it('is halfway at 600 ms', async () => {
    const actor = start(4);
    actor.send({ type: 'countUp.visible', reducedMotion: false });
    await vi.advanceTimersByTimeAsync(600);
    expect(selectShownValue(actor.getSnapshot())).toBe(2);
  });

  it('shows the value at once when the reader prefers reduced motion', () => {
    const actor = start(4);
    actor.send({ type: 'countUp.visible', reducedMotion: true });
    expect(actor.getSnapshot().value).toBe('done');
    expect(selectShownValue(actor.getSnapshot())).toBe(4);
  });

  it('does not start again when it comes into view a second time', async () => {
    const actor = start(1);
    actor.send({ type: 'countUp.visible', reducedMotion: false });
    await vi.advanceTimersByTimeAsync(1200);
    actor.send({ type: 'countUp.visible', reducedMotion: false });
    expect(selectShownValue(actor.getSnapshot())).toBe(1);
  });
});
