import type { SnapshotFrom } from 'xstate';
import type { voiceMachine } from './voice.machine';

export type VoiceSnapshot = SnapshotFrom<typeof voiceMachine>;

/** The microphone is open (also while switching to the other language for the one retry). */
export const selectListening = (snapshot: VoiceSnapshot) => snapshot.hasTag('listening');
/** False once the browser is known to have no speech recognition. */
export const selectSupported = (snapshot: VoiceSnapshot) => !snapshot.matches({ recognition: 'unsupported' });
export const selectSpeaking = (snapshot: VoiceSnapshot) => snapshot.hasTag('speaking');
/** The language the microphone listens in now (it changes for the retry). */
export const selectListeningLanguage = (snapshot: VoiceSnapshot) => (snapshot.hasTag('listening') ? snapshot.context.language : null);
