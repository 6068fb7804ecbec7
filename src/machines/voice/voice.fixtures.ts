import type { SpeechEngine, SpeechRecognitionLike, SpeechSynthesisLike, SpeechUtteranceLike } from './voice.actors';

/**
 * Fakes of the browser's Web Speech objects for tests, behaving as Chrome's do: a recognition hears the
 * next scripted phrase some time after `start()`, delivers one final result, then ends; `abort()` makes it
 * report 'aborted' and end. Times run on the (fake) clock.
 */

/** How long after `start()` a fake recognition delivers what it heard, and how long after that it ends. */
export const HEARING_TIME = 1500;
export const ENDING_TIME = 200;

/** What one recognition hears: a phrase, silence (ends with no result), or an error code. */
export type Heard = string | { silence: true } | { error: string };

export interface FakeRecognition extends SpeechRecognitionLike {
  started: boolean;
  aborted: boolean;
  ended: boolean;
}

export function fakeRecognitionBrowser(script: readonly Heard[] = []) {
  const instances: FakeRecognition[] = [];
  const queue = [...script];

  class Recognition implements FakeRecognition {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 5;
    onresult: SpeechRecognitionLike['onresult'] = null;
    onerror: SpeechRecognitionLike['onerror'] = null;
    onend: SpeechRecognitionLike['onend'] = null;
    started = false;
    aborted = false;
    ended = false;
    private timers: ReturnType<typeof setTimeout>[] = [];

    constructor() {
      instances.push(this);
    }

    start() {
      if (this.started) throw new DOMException('recognition has already started', 'InvalidStateError');
      this.started = true;
      const heard = queue.shift() ?? { silence: true };
      this.timers.push(
        setTimeout(() => {
          if (typeof heard === 'string') this.onresult?.({ results: [[{ transcript: heard }]] });
          else if ('error' in heard) this.onerror?.({ error: heard.error });
          this.timers.push(setTimeout(() => this.finish(), ENDING_TIME));
        }, HEARING_TIME),
      );
    }

    abort() {
      if (!this.started || this.ended) return;
      this.aborted = true;
      this.timers.forEach(clearTimeout);
      this.timers = [setTimeout(() => (this.onerror?.({ error: 'aborted' }), this.finish()), 0)];
    }

    private finish() {
      if (this.ended) return;
      this.ended = true;
      this.onend?.();
    }
  }

  return {
    Recognition,
    instances,
    /** Recognitions still open (started, not ended or aborted). */
    open: () => instances.filter((instance) => instance.started && !instance.ended && !instance.aborted),
  };
}

export interface FakeUtterance extends SpeechUtteranceLike {
  /** Ends the reading as the browser does when it has read the whole text. */
  finish(): void;
}

export function fakeSpeechEngine(voices: readonly { lang: string; name: string }[] = [{ lang: 'en-US', name: 'Samantha' }, { lang: 'ar-EG', name: 'Salma' }]) {
  const log: string[] = [];
  const spoken: FakeUtterance[] = [];

  class Utterance implements FakeUtterance {
    lang = '';
    rate = 1;
    pitch = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
    finish() {
      this.onend?.();
    }
  }

  const synthesis: SpeechSynthesisLike = {
    speak: (utterance) => {
      log.push(`speak ${utterance.text}`);
      spoken.push(utterance as FakeUtterance);
    },
    cancel: () => {
      log.push('cancel');
    },
    getVoices: () => voices,
  };
  const engine: SpeechEngine = { synthesis, Utterance };
  return { engine, log, spoken };
}
