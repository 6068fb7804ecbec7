import { assign, setup } from 'xstate';

/**
 * The countdown of the payment result pages (spec, booking §2 Payment success and failed, §4, §9): the page
 * returns home by itself after its delay, counting the seconds down on screen. Decision (spec silent): the
 * traveller can stop the countdown (`timedRedirect.stayed`), so someone who reads slowly or uses a screen
 * reader is not moved on mid-sentence (WCAG 2.2.1, timing adjustable); the links to go now stay either way.
 */
export type ResultPage = 'success' | 'failure';

/** How long each page waits before going home (spec §9). */
export const RETURN_HOME_MS: Record<ResultPage, number> = {
  success: 4000, // spec §4/§9: the success page returns home after 4 s
  failure: 5000, // spec §2/§9: the failure page returns home after 5 s
};

export interface TimedRedirectContext {
  page: ResultPage;
  /** Whole seconds left, for the countdown on screen. */
  secondsLeft: number;
}

export interface TimedRedirectInput {
  page: ResultPage;
}

export type TimedRedirectEvent = { type: 'timedRedirect.stayed' };

export const timedRedirectMachine = setup({
  types: {
    context: {} as TimedRedirectContext,
    events: {} as TimedRedirectEvent,
    input: {} as TimedRedirectInput,
  },
  delays: {
    returnHome: ({ context }) => RETURN_HOME_MS[context.page], // spec §9: home after 4 s (success) or 5 s (failure)
    countdownTick: 1000, // the countdown on screen moves once a second (display only; returnHome decides)
  },
  guards: {
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
  },
}).createMachine({
  id: 'timedRedirect',
  context: ({ input }) => ({ page: input.page, secondsLeft: Math.ceil(RETURN_HOME_MS[input.page] / 1000) }),
  initial: 'counting',
  states: {
    counting: {
      after: { returnHome: 'returning' },
      on: { 'timedRedirect.stayed': 'stayed' },
      initial: 'ticking',
      states: {
        ticking: {
          // Re-entering only the child restarts the one-second tick, never the parent's returnHome timer.
          after: { countdownTick: { guard: 'hasSecondsLeft', target: 'ticking', reenter: true, actions: 'countDown' } },
        },
      },
    },
    /** The view goes home. */
    returning: { type: 'final' },
    /** The countdown is stopped; the page stays with its links. */
    stayed: {},
  },
});
