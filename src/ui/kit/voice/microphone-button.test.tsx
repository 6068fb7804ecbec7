import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ENDING_TIME, HEARING_TIME, fakeRecognitionBrowser, fakeSpeechEngine, type Heard } from '@/machines/voice/voice.fixtures';
import { createTestI18n } from '../../../../tests/i18n';
import { MicrophoneButton } from './microphone-button';
import { useVoice, type VoiceControls } from './use-voice';

/** What the widget would do with the hook's callbacks: recorded here. */
interface VoiceLog {
  recognised: string[];
  botMessages: string[];
  alerts: string[];
}

/** The widget's use of voice, reduced to the microphone: toggles in the app language. */
function VoiceHarness({ log, onControls }: { log: VoiceLog; onControls?: (controls: VoiceControls) => void }) {
  const { i18n } = useTranslation();
  const voice = useVoice({
    onRecognised: (text) => log.recognised.push(text),
    onBotMessage: (text) => log.botMessages.push(text),
    onAlert: (text) => log.alerts.push(text),
  });
  onControls?.(voice);
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  return <MicrophoneButton listening={voice.listening} supported={voice.supported} onToggle={() => voice.toggle(language)} />;
}

/** Installs a fake Web Speech recognition as Chrome has it (`webkitSpeechRecognition`) and renders the microphone. */
async function renderMicrophone(language: 'en' | 'ar', script: readonly Heard[] | null, onControls?: (controls: VoiceControls) => void) {
  const browser = fakeRecognitionBrowser(script ?? []);
  if (script) vi.stubGlobal('webkitSpeechRecognition', browser.Recognition);
  const i18n = await createTestI18n(language);
  const log: VoiceLog = { recognised: [], botMessages: [], alerts: [] };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <VoiceHarness log={log} onControls={onControls} />
    </I18nextProvider>,
  );
  return { browser, log, view };
}

const microphone = (name: string) => screen.getByRole('button', { name });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('MicrophoneButton with useVoice (fake recognition)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('in English, listens in en-US while pressed and hands over what was said', async () => {
    const { browser, log } = await renderMicrophone('en', ['beach trips in Sinai under 10000']);
    const button = microphone('Speak your question');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('listening-indicator')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('listening-indicator')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Listening…');
    expect(browser.instances[0]?.lang).toBe('en-US');

    await wait(HEARING_TIME);
    expect(log.recognised).toEqual(['beach trips in Sinai under 10000']);
    await wait(ENDING_TIME);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(log.alerts).toEqual([]);
  });

  it('in Arabic, English speech is retried once in English with the English bot message', async () => {
    const { browser, log } = await renderMicrophone('ar', ['beach trips', 'beach trips in Sinai']);
    fireEvent.click(microphone('اسأل بصوتك'));
    expect(screen.getByRole('status').textContent).toBe('جارٍ الاستماع…');
    expect(browser.instances[0]?.lang).toBe('ar-EG');
    await wait(HEARING_TIME + ENDING_TIME);
    expect(log.botMessages).toEqual(["Couldn't understand. Retrying in English."]);
    expect(microphone('اسأل بصوتك').getAttribute('aria-pressed')).toBe('true');
    expect(browser.instances[1]?.lang).toBe('en-US');
    await wait(HEARING_TIME + ENDING_TIME);
    expect(log.recognised).toEqual(['beach trips in Sinai']);
    expect(microphone('اسأل بصوتك').getAttribute('aria-pressed')).toBe('false');
  });

  it('in English, Arabic speech is retried in Arabic with the Arabic bot message', async () => {
    const { browser, log } = await renderMicrophone('en', ['ما هي أسعار تذاكر الأهرامات؟', 'ما هي أسعار تذاكر الأهرامات؟']);
    fireEvent.click(microphone('Speak your question'));
    await wait(HEARING_TIME + ENDING_TIME);
    expect(log.botMessages).toEqual(['لم أفهم. سأحاول مرة أخرى بالعربية.']);
    expect(browser.instances[1]?.lang).toBe('ar-EG');
    await wait(HEARING_TIME + ENDING_TIME);
    expect(log.recognised).toEqual(['ما هي أسعار تذاكر الأهرامات؟']);
  });

  it('clicking again stops listening and sends nothing', async () => {
    const { browser, log } = await renderMicrophone('en', ['Aswan']);
    fireEvent.click(microphone('Speak your question'));
    await wait(HEARING_TIME / 2);
    fireEvent.click(microphone('Speak your question'));
    expect(microphone('Speak your question').getAttribute('aria-pressed')).toBe('false');
    expect(browser.instances[0]?.aborted).toBe(true);
    await wait(10_000);
    expect(log).toEqual({ recognised: [], botMessages: [], alerts: [] });
  });

  it("alerts 'Speech Recognition Error: {error}' in the page language", async () => {
    const english = await renderMicrophone('en', [{ error: 'not-allowed' }]);
    fireEvent.click(microphone('Speak your question'));
    await wait(HEARING_TIME);
    expect(english.log.alerts).toEqual(['Speech Recognition Error: not-allowed']);
    expect(microphone('Speak your question').getAttribute('aria-pressed')).toBe('false');
    english.view.unmount();

    const arabic = await renderMicrophone('ar', [{ error: 'network' }]);
    fireEvent.click(microphone('اسأل بصوتك'));
    await wait(HEARING_TIME);
    expect(arabic.log.alerts).toEqual(['خطأ في التعرف على الكلام: network']);
  });

  it('closing the widget while listening turns the microphone off', async () => {
    const { browser, view } = await renderMicrophone('en', ['Siwa']);
    fireEvent.click(microphone('Speak your question'));
    view.unmount();
    expect(browser.instances[0]?.aborted).toBe(true);
  });
});

describe('MicrophoneButton on a browser without speech recognition', () => {
  it("alerts 'Your browser does not support Speech Recognition.' on each click and never shows listening", async () => {
    const { log } = await renderMicrophone('en', null);
    const button = microphone('Speak your question');
    expect(button.getAttribute('title')).toBe('Voice input is not available in this browser');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(log.alerts).toEqual(['Your browser does not support Speech Recognition.', 'Your browser does not support Speech Recognition.']);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('says it in Arabic on an Arabic page', async () => {
    const { log } = await renderMicrophone('ar', null);
    fireEvent.click(microphone('اسأل بصوتك'));
    expect(log.alerts).toEqual(['متصفحك لا يدعم التعرف على الكلام.']);
  });
});

describe('useVoice speech', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads replies with the browser speech synthesis at the spec rate and pitch, and stops when the microphone opens', async () => {
    const speech = fakeSpeechEngine();
    vi.stubGlobal('speechSynthesis', speech.engine.synthesis);
    vi.stubGlobal('SpeechSynthesisUtterance', speech.engine.Utterance);
    let controls: VoiceControls | undefined;
    await renderMicrophone('en', [], (voice) => (controls = voice));
    act(() => controls?.speak('Luxor Temple is open from 6 AM to 10 PM.', 'en'));
    act(() => controls?.speak('معبد الأقصر مفتوح من ٦ صباحًا.', 'ar'));
    expect(speech.spoken.map(({ lang, rate, pitch }) => ({ lang, rate, pitch }))).toEqual([
      { lang: 'en-US', rate: 0.88, pitch: 1 },
      { lang: 'ar-EG', rate: 1.3, pitch: 1.2 },
    ]);
    expect(speech.log).toEqual(['cancel', 'speak Luxor Temple is open from 6 AM to 10 PM.', 'cancel', 'cancel', 'speak معبد الأقصر مفتوح من ٦ صباحًا.']);
    fireEvent.click(microphone('Speak your question'));
    expect(speech.log.at(-1)).toBe('cancel');
  });
});
