import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describePaths } from '../../../tests/paths/path-tests';
import { holdCountdownMachine } from './hold-countdown.machine';
import { EXPIRES_AT, holdCountdownModel, STARTED_AT } from './hold-countdown.model';
import { minutesAndSeconds, selectIsLapsed, selectSecondsLeft } from './hold-countdown.selectors';

describePaths(holdCountdownModel, {
  states: {
    counting: (snapshot) => {
      expect(selectIsLapsed(snapshot)).toBe(false);
      const seconds = selectSecondsLeft(snapshot);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    },
    lapsed: (snapshot) => {
      expect(selectIsLapsed(snapshot)).toBe(true);
      expect(selectSecondsLeft(snapshot)).toBe(0);
      expect(snapshot.status).toBe('done');
    },
  },
});

describe('holdCountdown with the real clock (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(STARTED_AT);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the clock at once, counts each second down, and lapses when the hold is over', () => {
    const actor = createActor(holdCountdownMachine, { input: { expiresAt: new Date(EXPIRES_AT).toISOString(), now: STARTED_AT - 5000 } }).start();
    // The first reading is the clock's, not the input's.
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(15 * 60);
    vi.advanceTimersByTime(1000);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(15 * 60 - 1);
    vi.advanceTimersByTime(14 * 60_000 - 1000);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(60);
    vi.advanceTimersByTime(60_000);
    expect(selectIsLapsed(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('shows the true time left after the device slept (no tick for minutes)', () => {
    const actor = createActor(holdCountdownMachine, { input: { expiresAt: EXPIRES_AT, now: STARTED_AT } }).start();
    // The clock jumps 10 minutes without timers firing (a sleeping phone), then one tick arrives.
    vi.setSystemTime(STARTED_AT + 10 * 60_000);
    vi.advanceTimersByTime(1000);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(5 * 60 - 1);
    actor.stop();
  });

  it('starts lapsed when the hold was already over', () => {
    const actor = createActor(holdCountdownMachine, { input: { expiresAt: STARTED_AT - 1, now: STARTED_AT } }).start();
    expect(selectIsLapsed(actor.getSnapshot())).toBe(true);
  });

  it('splits seconds into minutes and seconds', () => {
    expect(minutesAndSeconds(905)).toEqual({ minutes: 15, seconds: 5 });
    expect(minutesAndSeconds(59)).toEqual({ minutes: 0, seconds: 59 });
  });
});
