/**
 * The path-test model of `carouselMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { carouselMachine } from './carousel.machine';

const three = ['first', 'second', 'third'];

export const carouselModel = {
  machine: carouselMachine,
  spec: 'accounts §2 Home, §4 Carousels, §9 constants',
  input: { items: [] },
  samples: {
    events: {
      'carousel.next': [{ type: 'carousel.next' }],
      'carousel.previous': [{ type: 'carousel.previous' }],
      'carousel.goTo': [{ type: 'carousel.goTo', index: 2 }],
      'carousel.retry': [{ type: 'carousel.retry' }],
      'carousel.paused': [{ type: 'carousel.paused' }],
      'carousel.resumed': [{ type: 'carousel.resumed' }],
    },
    actors: {
      loadItems: {
        // One item too: a single slide does not move on next or previous (hasSeveralItems false).
        outputs: [{ ok: true, items: three }, { ok: true, items: ['only'] }, { ok: true, items: [] }, { ok: false, error: 'Failed to load tours' }],
        error: new Error('connection reset'),
      },
    },
  },
} satisfies MachineModel<typeof carouselMachine>;
