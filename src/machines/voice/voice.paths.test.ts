import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectListening, selectListeningLanguage, selectSpeaking, selectSupported } from './voice.selectors';
import { voiceModel } from './voice.model';

describePaths(voiceModel, {
  states: {
    'recognition.idle': (snapshot) => {
      expect(selectListening(snapshot)).toBe(false);
      expect(selectSupported(snapshot)).toBe(true);
      expect(selectListeningLanguage(snapshot)).toBeNull();
    },
    'recognition.unsupported': (snapshot) => {
      expect(selectSupported(snapshot)).toBe(false);
      expect(selectListening(snapshot)).toBe(false);
    },
    'recognition.listening': (snapshot) => {
      expect(selectListening(snapshot)).toBe(true);
      expect(selectSpeaking(snapshot)).toBe(false); // never reads aloud into its own microphone
    },
    'recognition.listening.hearing': (snapshot) => {
      // Toggled in Arabic: the first attempt listens in Arabic, the retry in English.
      expect(selectListeningLanguage(snapshot)).toBe(snapshot.context.retried ? 'en' : 'ar');
    },
    'recognition.listening.heard': (snapshot) => {
      expect(selectListening(snapshot)).toBe(true);
    },
    'recognition.listening.switching': (snapshot) => {
      expect(snapshot.context.retried).toBe(true);
      expect(selectListeningLanguage(snapshot)).toBe('en');
    },
    'speech.silent': (snapshot) => {
      expect(selectSpeaking(snapshot)).toBe(false);
      expect(snapshot.context.utterance).toBeNull();
    },
    'speech.speaking': (snapshot) => {
      expect(selectSpeaking(snapshot)).toBe(true);
      expect(snapshot.context.utterance).toEqual({ text: 'Here are three trips to Siwa.', language: 'en' });
    },
  },
});
