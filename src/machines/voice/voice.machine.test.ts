import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { detectSpeechSupportWith, isInScriptOf, recognizeSpeechWith, speakTextWith, type SpeechEngine } from './voice.actors';
import { ENDING_TIME, HEARING_TIME, fakeRecognitionBrowser, fakeSpeechEngine, type Heard } from './voice.fixtures';
import { voiceMachine, type VoiceEmitted } from './voice.machine';
import { selectListening, selectListeningLanguage, selectSpeaking, selectSupported } from './voice.selectors';

/**
 * The voice machine with its real actors over fake browser objects: a recognition that hears `script`
 * (one entry per recognition started) and a speech engine that records what it reads. `emitted` lists what
 * the machine told its owner.
 */
function startVoice(options: { script?: readonly Heard[]; recognition?: boolean; speech?: SpeechEngine | null } = {}) {
  const browser = fakeRecognitionBrowser(options.script);
  const getRecognition = () => (options.recognition === false ? undefined : browser.Recognition);
  const speech = options.speech === undefined ? fakeSpeechEngine() : null;
  const engine = options.speech === undefined ? speech?.engine : (options.speech ?? undefined);
  const machine = voiceMachine.provide({
    actors: {
      detectSpeechSupport: detectSpeechSupportWith(getRecognition),
      recognizeSpeech: recognizeSpeechWith(getRecognition),
      speakText: speakTextWith(() => engine),
    },
  });
  const actor = createActor(machine);
  const emitted: VoiceEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, browser, emitted, speech };
}

type Voice = ReturnType<typeof startVoice>;
const listening = ({ actor }: Voice) => selectListening(actor.getSnapshot());
const recognised = ({ emitted }: Voice) => emitted.filter((event) => event.type === 'recognised').map((event) => event.text);

/** One recognition's time: hearing, then the end. */
const ONE_RECOGNITION = HEARING_TIME + ENDING_TIME;

describe('voice retry rule (fake recognition, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Arabic UI, English heard: says it retries in English, listens again in en-US and sends that text', async () => {
    const voice = startVoice({ script: ['beach trips in Sinai', 'beach trips in Sinai under 10000'] });
    voice.actor.send({ type: 'voice.toggled', language: 'ar' });
    expect(voice.browser.instances[0]?.lang).toBe('ar-EG');
    expect(listening(voice)).toBe(true);

    await vi.advanceTimersByTimeAsync(HEARING_TIME);
    expect(voice.emitted).toEqual([{ type: 'botMessage', key: 'retry.inEnglish', language: 'en' }]);
    // The second recognition waits for the first to end: two never run at once.
    expect(voice.browser.instances).toHaveLength(1);
    expect(listening(voice)).toBe(true);

    await vi.advanceTimersByTimeAsync(ENDING_TIME);
    expect(voice.browser.instances).toHaveLength(2);
    expect(voice.browser.instances[1]?.lang).toBe('en-US');
    expect(selectListeningLanguage(voice.actor.getSnapshot())).toBe('en');

    await vi.advanceTimersByTimeAsync(HEARING_TIME);
    expect(recognised(voice)).toEqual(['beach trips in Sinai under 10000']);
    expect(listening(voice)).toBe(true); // until the recognition ends (spec §4)
    await vi.advanceTimersByTimeAsync(ENDING_TIME);
    expect(listening(voice)).toBe(false);
    expect(voice.browser.open()).toEqual([]);
  });

  it('English UI, Arabic heard: the retry message is the Arabic one and the retry listens in ar-EG', async () => {
    const voice = startVoice({ script: ['ما هي أسعار تذاكر الأهرامات؟', 'ما هي أسعار تذاكر الأهرامات؟'] });
    voice.actor.send({ type: 'voice.toggled', language: 'en' });
    expect(voice.browser.instances[0]?.lang).toBe('en-US');
    await vi.advanceTimersByTimeAsync(ONE_RECOGNITION);
    expect(voice.emitted).toEqual([{ type: 'botMessage', key: 'retry.inArabic', language: 'ar' }]);
    expect(voice.browser.instances[1]?.lang).toBe('ar-EG');
    await vi.advanceTimersByTimeAsync(ONE_RECOGNITION);
    expect(recognised(voice)).toEqual(['ما هي أسعار تذاكر الأهرامات؟']);
    expect(listening(voice)).toBe(false);
  });

  it('retries only once: a retry that is also in the wrong script is sent as it is', async () => {
    // Arabic expected, English heard; the en-US retry then returns Arabic letters: no second retry.
    const voice = startVoice({ script: ['hello', 'مرحبا', 'never heard'] });
    voice.actor.send({ type: 'voice.toggled', language: 'ar' });
    await vi.advanceTimersByTimeAsync(ONE_RECOGNITION);
    expect(voice.browser.instances[1]?.lang).toBe('en-US');
    await vi.advanceTimersByTimeAsync(ONE_RECOGNITION);
    expect(voice.emitted).toEqual([
      { type: 'botMessage', key: 'retry.inEnglish', language: 'en' },
      { type: 'recognised', text: 'مرحبا' },
    ]);
    expect(listening(voice)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(voice.browser.instances).toHaveLength(2);
  });

  it('gives up when the retry hears nothing: back to idle, nothing sent, no second retry message', async () => {
    const voice = startVoice({ script: ['good morning', { silence: true }] });
    voice.actor.send({ type: 'voice.toggled', language: 'ar' });
    await vi.advanceTimersByTimeAsync(2 * ONE_RECOGNITION);
    expect(voice.emitted).toEqual([{ type: 'botMessage', key: 'retry.inEnglish', language: 'en' }]);
    expect(listening(voice)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(voice.browser.instances).toHaveLength(2);
  });

  it('a retry that fails shows the error alert and stops', async () => {
    const voice = startVoice({ script: ['hello', { error: 'no-speech' }] });
    voice.actor.send({ type: 'voice.toggled', language: 'ar' });
    await vi.advanceTimersByTimeAsync(ONE_RECOGNITION + HEARING_TIME);
    expect(voice.emitted.at(-1)).toEqual({ type: 'alert', alert: { key: 'alert.error', error: 'no-speech' } });
    expect(listening(voice)).toBe(false);
  });

  it('takes text in the expected script at once, with no retry', async () => {
    const voice = startVoice({ script: ['عايز رحلة لسيوة'] });
    voice.actor.send({ type: 'voice.toggled', language: 'ar' });
    await vi.advanceTimersByTimeAsync(ONE_RECOGNITION);
    expect(voice.emitted).toEqual([{ type: 'recognised', text: 'عايز رحلة لسيوة' }]);
    expect(voice.browser.instances).toHaveLength(1);
  });

  it('starts each listening with its retry unused', async () => {
    const voice = startVoice({ script: ['hello', 'hello', 'hi there', 'hi there'] });
    voice.actor.send({ type: 'voice.toggled', language: 'ar' });
    await vi.advanceTimersByTimeAsync(2 * ONE_RECOGNITION);
    voice.actor.send({ type: 'voice.toggled', language: 'ar' });
    expect(voice.browser.instances[2]?.lang).toBe('ar-EG');
    await vi.advanceTimersByTimeAsync(2 * ONE_RECOGNITION);
    expect(voice.emitted.filter((event) => event.type === 'botMessage')).toHaveLength(2);
    expect(recognised(voice)).toEqual(['hello', 'hi there']);
  });

  it('sends nothing for a blank result', async () => {
    const voice = startVoice({ script: ['   '] });
    voice.actor.send({ type: 'voice.toggled', language: 'en' });
    await vi.advanceTimersByTimeAsync(ONE_RECOGNITION);
    expect(voice.emitted).toEqual([]);
    expect(listening(voice)).toBe(false);
  });
});

describe('voice listening', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the browser for one final result in the app language', () => {
    const voice = startVoice();
    voice.actor.send({ type: 'voice.toggled', language: 'en' });
    const recognition = voice.browser.instances[0];
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: false, interimResults: false, maxAlternatives: 1, started: true });
  });

  it('toggling off stops the microphone, drops what was said and raises no alert', async () => {
    const voice = startVoice({ script: ['Aswan'] });
    voice.actor.send({ type: 'voice.toggled', language: 'en' });
    await vi.advanceTimersByTimeAsync(HEARING_TIME - 1);
    voice.actor.send({ type: 'voice.toggled', language: 'en' });
    expect(listening(voice)).toBe(false);
    expect(voice.browser.instances[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(voice.emitted).toEqual([]); // the browser's 'aborted' error is not an alert
  });

  it("alerts 'Speech Recognition Error: {error}' with the browser's error code", async () => {
    const voice = startVoice({ script: [{ error: 'not-allowed' }] });
    voice.actor.send({ type: 'voice.toggled', language: 'en' });
    await vi.advanceTimersByTimeAsync(ONE_RECOGNITION);
    expect(voice.emitted).toEqual([{ type: 'alert', alert: { key: 'alert.error', error: 'not-allowed' } }]);
    expect(listening(voice)).toBe(false);
    expect(voice.browser.open()).toEqual([]);
  });

  it('reports a recognition the browser refuses to start as an error', () => {
    const voice = startVoice();
    const { Recognition } = voice.browser;
    const refusing = voiceMachine.provide({
      actors: {
        detectSpeechSupport: detectSpeechSupportWith(() => Recognition),
        recognizeSpeech: recognizeSpeechWith(
          () =>
            class extends Recognition {
              override start(): void {
                throw new DOMException('busy', 'InvalidStateError');
              }
            },
        ),
      },
    });
    const actor = createActor(refusing);
    const emitted: VoiceEmitted[] = [];
    actor.on('alert', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'voice.toggled', language: 'en' });
    expect(emitted).toEqual([{ type: 'alert', alert: { key: 'alert.error', error: 'InvalidStateError' } }]);
    expect(selectListening(actor.getSnapshot())).toBe(false);
  });

  it('stopping the machine (closing the widget) stops the microphone and the speech', () => {
    const listeningVoice = startVoice();
    listeningVoice.actor.send({ type: 'voice.toggled', language: 'en' });
    listeningVoice.actor.stop();
    expect(listeningVoice.browser.instances[0]?.aborted).toBe(true);

    const speakingVoice = startVoice();
    speakingVoice.actor.send({ type: 'voice.speak', text: 'Hello', language: 'en' });
    speakingVoice.actor.stop();
    expect(speakingVoice.speech?.log).toEqual(['cancel', 'speak Hello', 'cancel']);
  });
});

describe('voice on a browser without speech recognition', () => {
  it('knows at start, and alerts on every click without listening', () => {
    const voice = startVoice({ recognition: false });
    expect(selectSupported(voice.actor.getSnapshot())).toBe(false);
    voice.actor.send({ type: 'voice.toggled', language: 'en' });
    voice.actor.send({ type: 'voice.toggled', language: 'ar' });
    expect(voice.emitted).toEqual([
      { type: 'alert', alert: { key: 'alert.unsupported' } },
      { type: 'alert', alert: { key: 'alert.unsupported' } },
    ]);
    expect(listening(voice)).toBe(false);
  });

  it('still reads replies aloud', () => {
    const voice = startVoice({ recognition: false });
    voice.actor.send({ type: 'voice.speak', text: 'Welcome', language: 'en' });
    expect(voice.speech?.spoken.map((utterance) => utterance.text)).toEqual(['Welcome']);
  });

  it('is supported when the browser has the API', () => {
    expect(selectSupported(startVoice().actor.getSnapshot())).toBe(true);
  });
});

describe('voice speech', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads English at rate 0.88, pitch 1, in en-US with an en-US voice', () => {
    const voice = startVoice();
    voice.actor.send({ type: 'voice.speak', text: 'Here are three beach trips in Sinai.', language: 'en' });
    expect(voice.speech?.spoken[0]).toMatchObject({ text: 'Here are three beach trips in Sinai.', lang: 'en-US', rate: 0.88, pitch: 1, voice: { lang: 'en-US' } });
    expect(selectSpeaking(voice.actor.getSnapshot())).toBe(true);
  });

  it('reads Arabic at rate 1.3, pitch 1.2, in ar-EG with an ar-EG voice', () => {
    const voice = startVoice();
    voice.actor.send({ type: 'voice.speak', text: 'سعر تذكرة الأهرامات ٥٤٠ جنيهًا.', language: 'ar' });
    expect(voice.speech?.spoken[0]).toMatchObject({ lang: 'ar-EG', rate: 1.3, pitch: 1.2, voice: { lang: 'ar-EG' } });
  });

  it('falls back to another Arabic voice, or to the language alone when there is none', () => {
    const saudi = fakeSpeechEngine([{ lang: 'ar_SA', name: 'Maged' }]);
    const voice = startVoice({ speech: saudi.engine });
    voice.actor.send({ type: 'voice.speak', text: 'مرحبا', language: 'ar' });
    expect(saudi.spoken[0]).toMatchObject({ lang: 'ar-EG', voice: { lang: 'ar_SA' } });

    const none = fakeSpeechEngine([]);
    const english = startVoice({ speech: none.engine });
    english.actor.send({ type: 'voice.speak', text: 'Hello', language: 'en' });
    expect(none.spoken[0]).toMatchObject({ lang: 'en-US', voice: null });
  });

  it('cancels whatever is being read before reading a new reply', () => {
    const voice = startVoice();
    voice.actor.send({ type: 'voice.speak', text: 'First reply', language: 'en' });
    voice.actor.send({ type: 'voice.speak', text: 'Second reply', language: 'en' });
    expect(voice.speech?.log).toEqual(['cancel', 'speak First reply', 'cancel', 'cancel', 'speak Second reply']);
    // The first reply's end, if the browser still reports it, does not end the second.
    voice.speech?.spoken[0]?.finish();
    expect(selectSpeaking(voice.actor.getSnapshot())).toBe(true);
    voice.speech?.spoken[1]?.finish();
    expect(selectSpeaking(voice.actor.getSnapshot())).toBe(false);
  });

  it('stops reading when listening starts, and does not read while listening', () => {
    const voice = startVoice();
    voice.actor.send({ type: 'voice.speak', text: 'A long reply', language: 'en' });
    voice.actor.send({ type: 'voice.toggled', language: 'en' });
    expect(voice.speech?.log.at(-1)).toBe('cancel');
    expect(selectSpeaking(voice.actor.getSnapshot())).toBe(false);
    voice.actor.send({ type: 'voice.speak', text: 'Another reply', language: 'en' });
    expect(voice.speech?.spoken).toHaveLength(1);
  });

  it('ignores a blank reply', () => {
    const voice = startVoice();
    voice.actor.send({ type: 'voice.speak', text: '  ', language: 'en' });
    expect(voice.speech?.log).toEqual([]);
  });

  it('on a browser without synthesis, ends at once', () => {
    const voice = startVoice({ speech: null });
    voice.actor.send({ type: 'voice.speak', text: 'Hello', language: 'en' });
    expect(selectSpeaking(voice.actor.getSnapshot())).toBe(false);
  });
});

describe('isInScriptOf', () => {
  it.each([
    ['مرحبا', 'ar', true],
    ['hello', 'ar', false],
    ['hello', 'en', true],
    ['مرحبا', 'en', false],
    ['Luxor الأقصر', 'ar', true],
    ['Luxor الأقصر', 'en', false],
    ['5000', 'ar', true],
    ['٥٠٠٠', 'en', true],
  ] as const)('%s in %s: %s', (text, language, expected) => {
    expect(isInScriptOf(text, language)).toBe(expected);
  });
});
