/**
 * The path-test model of `voiceMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { voiceMachine } from './voice.machine';

export const voiceModel = {
  machine: voiceMachine,
  spec: 'accounts §4 voice, §5 voice, §8 Speech, §9 Speech',
  samples: {
    events: {
      'voice.toggled': [{ type: 'voice.toggled', language: 'ar' }],
      'voice.speak': [
        { type: 'voice.speak', text: 'Here are three trips to Siwa.', language: 'en' },
        { type: 'voice.speak', text: '   ', language: 'en' },
      ],
      'voice.recognised': [
        { type: 'voice.recognised', text: 'رحلات إلى سيوة' },
        { type: 'voice.recognised', text: 'trips to Siwa' },
        { type: 'voice.recognised', text: ' ' },
      ],
      'voice.recognitionEnded': [{ type: 'voice.recognitionEnded' }],
      'voice.recognitionFailed': [{ type: 'voice.recognitionFailed', error: 'no-speech' }],
      'voice.unsupported': [{ type: 'voice.unsupported' }],
      'voice.speechEnded': [{ type: 'voice.speechEnded' }],
    },
    actors: {
      detectSpeechSupport: { outputs: [undefined] },
      recognizeSpeech: { outputs: [undefined] },
      speakText: { outputs: [undefined] },
    },
  },
} satisfies MachineModel<typeof voiceMachine>;
