/**
 * The path-test model of `faqAccordionMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { faqAccordionMachine } from './faq-accordion.machine';

export const COUNT = 3;

export const faqAccordionModel = {
  machine: faqAccordionMachine,
  spec: 'booking §2 FAQ accordion',
  input: { count: COUNT },
  samples: {
    events: {
      // The first and last items, and one the page does not have.
      'faq.toggle': [
        { type: 'faq.toggle', index: 0 },
        { type: 'faq.toggle', index: 2 },
        { type: 'faq.toggle', index: 3 },
      ],
    },
    actors: {},
  },
} satisfies MachineModel<typeof faqAccordionMachine>;
