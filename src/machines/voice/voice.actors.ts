import { fromCallback, type EventObject } from 'xstate';
import { hasArabic } from '@core/text/script';

/**
 * The browser's speech objects as actors (spec, accounts §4 voice, §9 Speech): Web Speech recognition
 * (`SpeechRecognition`, or Chrome's and Safari's `webkitSpeechRecognition`) and speech synthesis. Each
 * actor owns one browser object for as long as its state lasts and lets go of it in its cleanup, so
 * leaving a state (or closing the widget) can never leave the microphone on or a reply being read.
 * The `…With` factories take the browser objects as arguments: tests pass fakes, the app the real ones.
 */

export type VoiceLanguage = 'ar' | 'en';

/** Spec §9: speech languages ar-EG and en-US, chosen from the app language. */
export const SPEECH_LOCALES: Record<VoiceLanguage, string> = { ar: 'ar-EG', en: 'en-US' };

/** Spec §9: speech rate 0.88 English and 1.3 Arabic; pitch 1 and 1.2. */
export const SPEECH_VOICE: Record<VoiceLanguage, { rate: number; pitch: number }> = {
  en: { rate: 0.88, pitch: 1 },
  ar: { rate: 1.3, pitch: 1.2 },
};

export const otherLanguage = (language: VoiceLanguage): VoiceLanguage => (language === 'ar' ? 'en' : 'ar');

const ANY_LETTER = /\p{L}/u;

/**
 * Whether recognised text is in the script the attempt expected (spec §5: "Arabic letters or not"):
 * Arabic expects Arabic letters, English expects none. Decision (spec open): text with no letters at all
 * ("5000") fits either language, so a spoken number is never sent round a retry.
 */
export function isInScriptOf(text: string, language: VoiceLanguage): boolean {
  if (!ANY_LETTER.test(text)) return true;
  return hasArabic(text) === (language === 'ar');
}

/* ---------------------------------------------------------------- recognition */

/** The part of the Web Speech `SpeechRecognition` interface we use (TypeScript's DOM types lack it). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

interface SpeechWindow {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
}

/** The page's recognition constructor: `window.SpeechRecognition || window.webkitSpeechRecognition`. */
export function browserRecognition(): SpeechRecognitionConstructor | undefined {
  const page = globalThis as typeof globalThis & SpeechWindow;
  return page.SpeechRecognition ?? page.webkitSpeechRecognition;
}

export type RecognitionEvent =
  | { type: 'voice.recognised'; text: string }
  | { type: 'voice.recognitionEnded' }
  | { type: 'voice.recognitionFailed'; error: string }
  | { type: 'voice.unsupported' };

/** Says once, at start, when the browser has no speech recognition, so the microphone can say so before a click. */
export function detectSpeechSupportWith(getRecognition: () => SpeechRecognitionConstructor | undefined) {
  return fromCallback<EventObject>(({ sendBack }) => {
    if (!getRecognition()) sendBack({ type: 'voice.unsupported' } satisfies RecognitionEvent);
  });
}

export interface RecognizeSpeechInput {
  language: VoiceLanguage;
}

/**
 * One recognition in ar-EG or en-US: one final result (no interim text, one alternative), then the end.
 * Reports the text, the browser's error code ('no-speech', 'not-allowed', 'network', …) and the end; the
 * cleanup detaches the handlers first (so stopping it raises no 'aborted' alert) and then aborts.
 */
export function recognizeSpeechWith(getRecognition: () => SpeechRecognitionConstructor | undefined) {
  return fromCallback<EventObject, RecognizeSpeechInput>(({ sendBack, input }) => {
    const Recognition = getRecognition();
    if (!Recognition) {
      sendBack({ type: 'voice.unsupported' } satisfies RecognitionEvent);
      return () => {};
    }
    const recognition = new Recognition();
    recognition.lang = SPEECH_LOCALES[input.language];
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript ?? '';
      sendBack({ type: 'voice.recognised', text } satisfies RecognitionEvent);
    };
    recognition.onerror = (event) => sendBack({ type: 'voice.recognitionFailed', error: event.error } satisfies RecognitionEvent);
    recognition.onend = () => sendBack({ type: 'voice.recognitionEnded' } satisfies RecognitionEvent);
    try {
      recognition.start();
    } catch (error) {
      // start() throws when the browser cannot start now (InvalidStateError): the same alert as an error event.
      sendBack({ type: 'voice.recognitionFailed', error: error instanceof Error ? error.name : String(error) } satisfies RecognitionEvent);
    }
    return () => {
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onend = null;
      recognition.abort();
    };
  });
}

/* ---------------------------------------------------------------- synthesis */

/** The parts of `SpeechSynthesis` and `SpeechSynthesisUtterance` we use. */
export interface SpeechSynthesisLike {
  speak(utterance: SpeechUtteranceLike): void;
  cancel(): void;
  getVoices(): readonly { lang: string }[];
}

export interface SpeechUtteranceLike {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  voice: unknown;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}

export interface SpeechEngine {
  synthesis: SpeechSynthesisLike;
  Utterance: new (text: string) => SpeechUtteranceLike;
}

/** The page's speech synthesis, when it has one. */
export function browserSpeech(): SpeechEngine | undefined {
  const page = globalThis as typeof globalThis & { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance };
  if (!page.speechSynthesis || !page.SpeechSynthesisUtterance) return undefined;
  return { synthesis: page.speechSynthesis as unknown as SpeechSynthesisLike, Utterance: page.SpeechSynthesisUtterance as unknown as SpeechEngine['Utterance'] };
}

export interface SpeakTextInput {
  text: string;
  language: VoiceLanguage;
}

/** The installed voice for a speech locale: the exact one (ar-EG), else one of the language (ar-SA). */
function voiceFor(synthesis: SpeechSynthesisLike, locale: string): unknown {
  const voices = synthesis.getVoices();
  const normalise = (lang: string) => lang.replace('_', '-').toLowerCase();
  const wanted = normalise(locale);
  const language = wanted.split('-')[0] ?? wanted;
  return (
    voices.find((voice) => normalise(voice.lang) === wanted) ??
    voices.find((voice) => normalise(voice.lang).split('-')[0] === language) ??
    null
  );
}

export type SpeechEvent = { type: 'voice.speechEnded' };

/**
 * Reads one reply aloud in ar-EG or en-US at the spec's rate and pitch. Whatever was being read is
 * cancelled first; the cleanup cancels this one. A browser without synthesis ends at once (text only).
 */
export function speakTextWith(getSpeech: () => SpeechEngine | undefined) {
  return fromCallback<EventObject, SpeakTextInput>(({ sendBack, input }) => {
    const speech = getSpeech();
    if (!speech) {
      sendBack({ type: 'voice.speechEnded' } satisfies SpeechEvent);
      return () => {};
    }
    const { synthesis, Utterance } = speech;
    const locale = SPEECH_LOCALES[input.language];
    const utterance = new Utterance(input.text);
    utterance.lang = locale;
    utterance.rate = SPEECH_VOICE[input.language].rate;
    utterance.pitch = SPEECH_VOICE[input.language].pitch;
    const voice = voiceFor(synthesis, locale);
    if (voice) utterance.voice = voice;
    const ended = () => sendBack({ type: 'voice.speechEnded' } satisfies SpeechEvent);
    utterance.onend = ended;
    utterance.onerror = ended;
    synthesis.cancel();
    synthesis.speak(utterance);
    return () => {
      utterance.onend = null;
      utterance.onerror = null;
      synthesis.cancel();
    };
  });
}

export const detectSpeechSupport = detectSpeechSupportWith(browserRecognition);
export const recognizeSpeech = recognizeSpeechWith(browserRecognition);
export const speakText = speakTextWith(browserSpeech);
