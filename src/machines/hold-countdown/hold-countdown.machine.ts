import { assign, setup } from 'xstate';
import { readClock, type ClockTick } from './hold-countdown.actors';

/**
 * The live countdown of a pending booking's seat hold (S4: a booking holds its
 * seats for 15 minutes while the traveller pays). Shown on the checkout, the payment status and failure
 * pages and the booking page. It only shows the time: the page's own machine decides what the traveller
 * can do when the hold lapses, as the server does.
 */
export interface HoldCountdownContext {
  /** When the hold lapses, in milliseconds since the epoch. */
  expiresAt: number;
  /** The clock's last reading. */
  now: number;
}

export interface HoldCountdownInput {
  /** The server's `holdExpiresAt` (ISO 8601) or milliseconds since the epoch. */
  expiresAt: string | number;
  /** The clock when the countdown starts. */
  now: number;
}

export type HoldCountdownEvent = ClockTick;

function toMillis(value: string | number): number {
  const millis = typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(millis) ? 0 : millis;
}

export const holdCountdownMachine = setup({
  types: {
    context: {} as HoldCountdownContext,
    events: {} as HoldCountdownEvent,
    input: {} as HoldCountdownInput,
  },
  actors: { readClock },
  guards: {
    isLapsedAt: ({ context }, params: { now: number }) => params.now >= context.expiresAt,
  },
  actions: {
    assignNow: assign((_, params: { now: number }) => ({ now: params.now })),
  },
}).createMachine({
  id: 'holdCountdown',
  context: ({ input }) => ({ expiresAt: toMillis(input.expiresAt), now: input.now }),
  initial: 'counting',
  states: {
    counting: {
      // The clock reads at once when the countdown starts, so a hold already over shows lapsed at once.
      invoke: { id: 'readClock', src: 'readClock' },
      on: {
        'holdCountdown.ticked': [
          {
            guard: { type: 'isLapsedAt', params: ({ event }) => ({ now: event.now }) },
            target: 'lapsed',
            actions: { type: 'assignNow', params: ({ event }) => ({ now: event.now }) },
          },
          { actions: { type: 'assignNow', params: ({ event }) => ({ now: event.now }) } },
        ],
      },
    },
    /** The hold is over: the seats are no longer kept. */
    lapsed: { type: 'final' },
  },
});
