import { and, assign, setup, stateIn } from 'xstate';
import { loadGivenItems, type CarouselLoadResult } from './carousel.actors';

/**
 * The carousel (spec, accounts §2 Home and §4 Carousels; §9 constants): loading, error with Try Again,
 * empty, and content. Content runs two regions at once: `slide` (idle, or sliding out then in, the 300 ms
 * transition lock during which navigation is ignored) and `autoplay` (playing, or paused while the pointer
 * is over the carousel or focus is inside it, so a reader is never moved on mid-sentence).
 */
export type CarouselDirection = 'forward' | 'backward';

export interface CarouselContext {
  items: readonly unknown[];
  /** The slide on screen (during `sliding.out`, the one leaving). */
  index: number;
  /** The slide coming in, while sliding. */
  incoming: number | null;
  direction: CarouselDirection;
  error: string | null;
}

export interface CarouselInput {
  /** Items known up front; empty when the carousel loads them (`loadItems`). */
  items: readonly unknown[];
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.retry' }
  | { type: 'carousel.paused' }
  | { type: 'carousel.resumed' };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actors: { loadItems: loadGivenItems },
  delays: {
    autoAdvance: 5000, // spec: every carousel auto-advances every 5 s
    slideOut: 150, // first half of the spec's 300 ms transition lock: the current slide leaves
    slideIn: 150, // second half of the 300 ms lock: the next slide arrives
  },
  guards: {
    isLoadFailure: (_, result: CarouselLoadResult) => !result.ok,
    hasItems: (_, result: CarouselLoadResult) => result.ok && result.items.length > 0,
    hasSeveralItems: ({ context }) => context.items.length > 1,
    isPlaying: stateIn({ content: { autoplay: 'playing' } }),
    isOtherSlide: ({ context, event }) =>
      event.type === 'carousel.goTo' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.items.length &&
      event.index !== context.index,
  },
  actions: {
    assignItems: assign((_, result: CarouselLoadResult) => ({
      items: result.ok ? result.items : [],
      index: 0,
      incoming: null,
      error: null,
    })),
    assignError: assign((_, result: CarouselLoadResult) => ({ error: result.ok ? null : result.error })),
    assignUnexpectedError: assign({ error: (_, error: unknown) => (error instanceof Error ? error.message : String(error)) }),
    clearError: assign({ error: null }),
    beginForward: assign({
      incoming: ({ context }) => wrap(context.index + 1, context.items.length),
      direction: 'forward' as const,
    }),
    beginBackward: assign({
      incoming: ({ context }) => wrap(context.index - 1, context.items.length),
      direction: 'backward' as const,
    }),
    beginJump: assign(({ context, event }) => {
      const target = event.type === 'carousel.goTo' ? event.index : context.index;
      return { incoming: target, direction: target > context.index ? ('forward' as const) : ('backward' as const) };
    }),
    showIncoming: assign(({ context }) => ({ index: context.incoming ?? context.index, incoming: null })),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ items: input.items, index: 0, incoming: null, direction: 'forward', error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadItems',
        src: 'loadItems',
        input: ({ context }) => ({ items: context.items }),
        onDone: [
          { guard: { type: 'isLoadFailure', params: ({ event }) => event.output }, target: 'error', actions: { type: 'assignError', params: ({ event }) => event.output } },
          { guard: { type: 'hasItems', params: ({ event }) => event.output }, target: 'content', actions: { type: 'assignItems', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'assignItems', params: ({ event }) => event.output } },
        ],
        onError: { target: 'error', actions: { type: 'assignUnexpectedError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    error: {
      on: { 'carousel.retry': { target: 'loading', actions: 'clearError' } },
    },
    empty: {},
    content: {
      type: 'parallel',
      states: {
        slide: {
          initial: 'idle',
          states: {
            idle: {
              after: {
                autoAdvance: { guard: and(['isPlaying', 'hasSeveralItems']), target: 'sliding', actions: 'beginForward' },
              },
              on: {
                'carousel.next': { guard: 'hasSeveralItems', target: 'sliding', actions: 'beginForward' },
                'carousel.previous': { guard: 'hasSeveralItems', target: 'sliding', actions: 'beginBackward' },
                'carousel.goTo': { guard: 'isOtherSlide', target: 'sliding', actions: 'beginJump' },
                // Coming back from a pause starts a fresh 5 s wait.
                'carousel.resumed': { target: 'idle', reenter: true },
              },
            },
            sliding: {
              tags: ['locked'],
              initial: 'out',
              states: {
                out: { after: { slideOut: { target: 'in', actions: 'showIncoming' } } },
                in: { after: { slideIn: { target: '#carousel.content.slide.idle' } } },
              },
            },
          },
        },
        autoplay: {
          initial: 'playing',
          states: {
            playing: { on: { 'carousel.paused': 'paused' } },
            paused: { on: { 'carousel.resumed': 'playing' } },
          },
        },
      },
    },
  },
});
