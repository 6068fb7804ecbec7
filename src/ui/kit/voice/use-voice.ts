import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { VoiceLanguage } from '@/machines/voice/voice.actors';
import { voiceMachine, type VoiceAlert } from '@/machines/voice/voice.machine';
import { selectListening, selectSupported } from '@/machines/voice/voice.selectors';
import { inspected } from '@/ui/app/inspector';

export interface VoiceControls {
  /** False once the browser is known to have no speech recognition (checked when the widget opens). */
  supported: boolean;
  listening: boolean;
  /** Starts or stops listening, in ar-EG or en-US. */
  toggle(language: 'ar' | 'en'): void;
  /** Reads a reply aloud (spec §9: rate 0.88 / 1.3, pitch 1 / 1.2), cancelling the one being read. */
  speak(text: string, language: 'ar' | 'en'): void;
}

export interface VoiceHandlers {
  /** Recognised text, to send as a message marked 'voice'. */
  onRecognised(text: string): void;
  /** A bot message for the conversation: 'Couldn't understand. Retrying in English.' or its Arabic twin. */
  onBotMessage(text: string): void;
  /** 'Your browser does not support Speech Recognition.' or 'Speech Recognition Error: {error}'. */
  onAlert(text: string): void;
}

const VOICE_LANGUAGES: readonly VoiceLanguage[] = ['en', 'ar'];

/**
 * Voice for the assistant widget: the voice machine (src/machines/voice) for as long as the widget is
 * mounted. Its texts are translated here; the retry message is in the language of the retry (spec §8:
 * 'Retrying in English.' in English, the Arabic one in Arabic), so both languages' `voice` strings are
 * made available. Unmounting stops the microphone and the speech.
 */
export function useVoice(handlers: VoiceHandlers): VoiceControls {
  const { t, i18n } = useTranslation('voice');
  const actor = useActorRef(voiceMachine, inspected());
  const supported = useSelector(actor, selectSupported);
  const listening = useSelector(actor, selectListening);

  // The latest handlers, without resubscribing on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const alertText = (alert: VoiceAlert) => (alert.key === 'alert.error' ? t(alert.key, { error: alert.error }) : t(alert.key));
    const subscriptions = [
      actor.on('recognised', (event) => latest.current.onRecognised(event.text)),
      actor.on('botMessage', (event) => latest.current.onBotMessage(i18n.getFixedT(event.language, 'voice')(event.key))),
      actor.on('alert', (event) => latest.current.onAlert(alertText(event.alert))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, i18n, t]);

  // The retry message may be in the language the page is not in: fetch that language's few strings too.
  useEffect(() => {
    const missing = VOICE_LANGUAGES.filter((language) => !i18n.hasResourceBundle(language, 'voice'));
    if (missing.length > 0) void i18n.reloadResources(missing, ['voice']);
  }, [i18n]);

  const toggle = useCallback((language: VoiceLanguage) => actor.send({ type: 'voice.toggled', language }), [actor]);
  const speak = useCallback((text: string, language: VoiceLanguage) => actor.send({ type: 'voice.speak', text, language }), [actor]);
  return useMemo(() => ({ supported, listening, toggle, speak }), [supported, listening, toggle, speak]);
}
