/**
 * The path-test model of `guideVideoMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { guideVideoMachine } from './guide-video.machine';

export const guideVideoModel = {
  machine: guideVideoMachine,
  spec: 'booking §2 Pyramids, Luxor Temple, Nuweiba, Beaches and Monuments pages (their videos)',
  // The ambient mode has every transition (the click mode is the same chart with autoplay and the
  // off-screen rest switched off: see the journeys in guide-video.paths.test.ts).
  input: { mode: 'ambient' },
  samples: {
    events: {
      'video.play': [{ type: 'video.play' }],
      'video.paused': [{ type: 'video.paused' }],
      'video.visible': [
        { type: 'video.visible', reducedMotion: false },
        { type: 'video.visible', reducedMotion: true },
      ],
      'video.hidden': [{ type: 'video.hidden' }],
      'video.blocked': [{ type: 'video.blocked' }],
      'video.failed': [{ type: 'video.failed' }],
    },
    actors: {},
  },
  impossibleGuardOutcomes: {
    'guideVideo.playing ─ video.hidden [isAmbient] → false':
      "the model's input is the ambient mode (one input per model); the click mode keeps playing out of view in guide-video.paths.test.ts ('a click video plays with the native controls once asked, and keeps playing out of view')",
  },
} satisfies MachineModel<typeof guideVideoMachine>;
