import { assign, setup } from 'xstate';

/**
 * A counter of the about page (spec, booking §2 About: "Counters show 9 members, 1 vision, 4 teams";
 * They animate when they come into view). It waits at 0 until the view reports it visible, then
 * counts up to its value in `FRAMES` steps of the `tick` delay (about 1.2 s in all), then stays at the
 * value. A reader who prefers reduced motion gets the value at once, with no counting.
 */
export const FRAMES = 30;

export interface CountUpContext {
  target: number;
  /** The frame shown, 0..FRAMES. */
  frame: number;
}

export interface CountUpInput {
  target: number;
}

export type CountUpEvent = { type: 'countUp.visible'; reducedMotion: boolean };

export const countUpMachine = setup({
  types: {
    context: {} as CountUpContext,
    events: {} as CountUpEvent,
    input: {} as CountUpInput,
  },
  delays: {
    tick: 40, // Counters count up when they come into view; 30 frames of 40 ms, about 1.2 s
  },
  guards: {
    prefersReducedMotion: ({ event }) => event.type === 'countUp.visible' && event.reducedMotion,
    isLastFrame: ({ context }) => context.frame + 1 >= FRAMES,
  },
  actions: {
    advanceFrame: assign({ frame: ({ context }) => Math.min(FRAMES, context.frame + 1) }),
    showTarget: assign({ frame: FRAMES }),
  },
}).createMachine({
  id: 'countUp',
  context: ({ input }) => ({ target: Number.isFinite(input.target) ? input.target : 0, frame: 0 }),
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'countUp.visible': [
          { guard: 'prefersReducedMotion', target: 'done', actions: 'showTarget' },
          { target: 'counting' },
        ],
      },
    },
    counting: {
      tags: ['animating'],
      after: {
        tick: [
          { guard: 'isLastFrame', target: 'done', actions: 'showTarget' },
          { target: 'counting', reenter: true, actions: 'advanceFrame' },
        ],
      },
    },
    // Not a final state: the view may still report the counter visible again, which changes nothing.
    done: {},
  },
});
