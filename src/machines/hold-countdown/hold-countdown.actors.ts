import { fromCallback } from 'xstate';

/** The clock's reading, sent at once and then every second. */
export type ClockTick = { type: 'holdCountdown.ticked'; now: number };

/** How often the countdown reads the clock: once a second, the unit it shows. */
export const CLOCK_INTERVAL_MS = 1000;

/**
 * The device's clock, read at once and then once a second. The countdown is measured against the reading,
 * not added up from ticks: a phone that sleeps or a background tab whose timers are slowed still shows the
 * true time left when it wakes.
 */
export const readClock = fromCallback<ClockTick>(({ sendBack }) => {
  sendBack({ type: 'holdCountdown.ticked', now: Date.now() });
  const timer = setInterval(() => sendBack({ type: 'holdCountdown.ticked', now: Date.now() }), CLOCK_INTERVAL_MS);
  return () => clearInterval(timer);
});
