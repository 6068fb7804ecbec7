import { assign, setup } from 'xstate';

/**
 * The FAQ accordion of every destination page (spec, booking §2 "FAQ accordion"): one item is open at a
 * time; opening another closes the one that was open; clicking the open item closes it. `count` is how
 * many questions the page has, so a toggle of an item that does not exist changes nothing.
 */
export interface FaqAccordionContext {
  count: number;
  /** The open item, or null when all are closed. */
  openIndex: number | null;
}

export interface FaqAccordionInput {
  count: number;
}

export type FaqAccordionEvent = { type: 'faq.toggle'; index: number };

export const faqAccordionMachine = setup({
  types: {
    context: {} as FaqAccordionContext,
    events: {} as FaqAccordionEvent,
    input: {} as FaqAccordionInput,
  },
  guards: {
    isItem: ({ context, event }) => Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
    isOpenItem: ({ context, event }) => event.index === context.openIndex,
  },
  actions: {
    openItem: assign({ openIndex: ({ event }) => event.index }),
    closeAll: assign({ openIndex: null }),
  },
}).createMachine({
  id: 'faqAccordion',
  context: ({ input }) => ({ count: Math.max(0, Math.trunc(input.count)), openIndex: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'faq.toggle': { guard: 'isItem', target: 'open', actions: 'openItem' } },
    },
    open: {
      on: {
        'faq.toggle': [
          // Clicking the open item closes it.
          { guard: 'isOpenItem', target: 'closed', actions: 'closeAll' },
          // Another item opens in its place: still one open at a time.
          { guard: 'isItem', actions: 'openItem' },
        ],
      },
    },
  },
});
