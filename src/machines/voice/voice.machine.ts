import { and, assign, emit, not, setup, stateIn } from 'xstate';
import {
  detectSpeechSupport,
  isInScriptOf,
  otherLanguage,
  recognizeSpeech,
  speakText,
  type RecognitionEvent,
  type SpeechEvent,
  type VoiceLanguage,
} from './voice.actors';

/**
 * Voice input and output of the assistant (spec, accounts §4 voice, §5 voice, §8 Speech, §9 Speech).
 *
 * Two regions at once. `recognition`: idle; listening (toggled on, ends when recognition ends, or when
 * toggled off); unsupported (no Web Speech recognition in this browser: a click says so). While listening,
 * a text whose script does not fit the expected language (Arabic letters or not) is retried once in the
 * other language, with a bot message in that language; the retry's text is taken as it is (no second
 * retry). `speech`: silent or speaking a reply aloud; a new reply, or listening starting, cancels the one
 * being read.
 *
 * The machine tells its owner what happened through emitted events (`actor.on('recognised', …)`), with
 * texts as keys of the `voice` namespace; the view translates them.
 */
export interface VoiceContext {
  /** The language the current (or last) recognition listens in. */
  language: VoiceLanguage;
  /** Whether this listening has used its one retry in the other language. */
  retried: boolean;
  /** The reply being read aloud. */
  utterance: { text: string; language: VoiceLanguage } | null;
}

export type VoiceEvent =
  | { type: 'voice.toggled'; language: VoiceLanguage }
  | { type: 'voice.speak'; text: string; language: VoiceLanguage }
  | RecognitionEvent
  | SpeechEvent;

/** Spec §8 Speech: the alerts, as keys of the `voice` namespace. */
export type VoiceAlert = { key: 'alert.unsupported' } | { key: 'alert.error'; error: string };

export type VoiceEmitted =
  /** Text to send as a message marked 'voice'. */
  | { type: 'recognised'; text: string }
  /** Spec §8: 'Couldn't understand. Retrying in English.' or its Arabic twin, shown in the retry's language. */
  | { type: 'botMessage'; key: 'retry.inEnglish' | 'retry.inArabic'; language: VoiceLanguage }
  | { type: 'alert'; alert: VoiceAlert };

export const voiceMachine = setup({
  types: {
    context: {} as VoiceContext,
    events: {} as VoiceEvent,
    emitted: {} as VoiceEmitted,
  },
  actors: { detectSpeechSupport, recognizeSpeech, speakText },
  guards: {
    isBlankTranscript: ({ event }) => event.type === 'voice.recognised' && event.text.trim() === '',
    isWrongScript: ({ context, event }) => event.type === 'voice.recognised' && !isInScriptOf(event.text, context.language),
    canRetry: ({ context }) => !context.retried,
    hasSomethingToSay: ({ event }) => event.type === 'voice.speak' && event.text.trim() !== '',
    isListening: stateIn({ recognition: 'listening' }),
    isRecognitionIdle: stateIn({ recognition: 'idle' }),
  },
  actions: {
    startAttempt: assign(({ event }) => ({
      language: event.type === 'voice.toggled' ? event.language : 'en',
      retried: false,
    })),
    switchLanguage: assign(({ context }) => ({ language: otherLanguage(context.language), retried: true })),
    assignUtterance: assign({
      utterance: ({ event }) => (event.type === 'voice.speak' ? { text: event.text.trim(), language: event.language } : null),
    }),
    clearUtterance: assign({ utterance: null }),
    emitRecognised: emit(({ event }) => ({ type: 'recognised' as const, text: event.type === 'voice.recognised' ? event.text.trim() : '' })),
    // Called after switchLanguage: the context already holds the retry's language.
    emitRetryMessage: emit(({ context }) => ({
      type: 'botMessage' as const,
      key: context.language === 'en' ? ('retry.inEnglish' as const) : ('retry.inArabic' as const),
      language: context.language,
    })),
    emitUnsupportedAlert: emit({ type: 'alert' as const, alert: { key: 'alert.unsupported' as const } }),
    emitErrorAlert: emit(({ event }) => ({
      type: 'alert' as const,
      alert: { key: 'alert.error' as const, error: event.type === 'voice.recognitionFailed' ? event.error : '' },
    })),
  },
}).createMachine({
  id: 'voice',
  context: { language: 'en', retried: false, utterance: null },
  // Tells at once whether this browser can recognise speech at all.
  invoke: { id: 'detectSpeechSupport', src: 'detectSpeechSupport' },
  type: 'parallel',
  states: {
    recognition: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'voice.toggled': { target: 'listening', actions: 'startAttempt' },
            'voice.unsupported': { target: 'unsupported' },
          },
        },
        /** Spec §8: 'Your browser does not support Speech Recognition.' on every click. */
        unsupported: {
          on: { 'voice.toggled': { actions: 'emitUnsupportedAlert' } },
        },
        listening: {
          tags: ['listening'],
          invoke: {
            id: 'recognizeSpeech',
            src: 'recognizeSpeech',
            input: ({ context }) => ({ language: context.language }),
          },
          on: {
            // Toggled off: stop and drop what was being said (decision: the button reads as "stop", not "send now").
            'voice.toggled': { target: 'idle' },
            'voice.recognitionEnded': { target: 'idle' },
            'voice.recognitionFailed': { target: 'idle', actions: 'emitErrorAlert' },
            'voice.unsupported': { target: 'unsupported', actions: 'emitUnsupportedAlert' },
          },
          initial: 'hearing',
          states: {
            hearing: {
              on: {
                'voice.recognised': [
                  // Nothing said: nothing to send; the recognition's end returns to idle.
                  { guard: 'isBlankTranscript', target: 'heard' },
                  // Spec §5: wrong script → one retry in the other language, once the recognition has ended.
                  { guard: and(['isWrongScript', 'canRetry']), target: 'switching', actions: ['switchLanguage', 'emitRetryMessage'] },
                  { target: 'heard', actions: 'emitRecognised' },
                ],
              },
            },
            /** The one result is in; the recognition is about to end. */
            heard: {},
            /** Waits for the wrong-language recognition to end, then listens again in the other language. */
            switching: {
              on: { 'voice.recognitionEnded': { target: '#voice.recognition.listening', reenter: true } },
            },
          },
        },
      },
    },
    speech: {
      initial: 'silent',
      states: {
        silent: {
          on: {
            // Decision: a reply that arrives while the microphone is open is shown, not read, so the
            // assistant never talks into its own microphone.
            'voice.speak': { guard: and(['hasSomethingToSay', not('isListening')]), target: 'speaking', actions: 'assignUtterance' },
          },
        },
        speaking: {
          tags: ['speaking'],
          invoke: {
            id: 'speakText',
            src: 'speakText',
            input: ({ context }) => ({ text: context.utterance?.text ?? '', language: context.utterance?.language ?? 'en' }),
          },
          on: {
            // A new reply cancels the one being read (the actor's cleanup) and reads the new one.
            'voice.speak': { guard: 'hasSomethingToSay', target: 'speaking', reenter: true, actions: 'assignUtterance' },
            'voice.speechEnded': { target: 'silent', actions: 'clearUtterance' },
            // Listening starts: stop talking.
            'voice.toggled': { guard: 'isRecognitionIdle', target: 'silent', actions: 'clearUtterance' },
          },
        },
      },
    },
  },
});
