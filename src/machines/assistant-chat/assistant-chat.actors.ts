import { fromPromise } from 'xstate';
import type { ChatLink } from '@/machines/assistant-connection/assistant-connection.actors';

/** Spec §3: the session id is kept locally as chat_session_id. */
export const CHAT_SESSION_KEY = 'chat_session_id';

export function loadChatSessionId(): string | null {
  try {
    return globalThis.localStorage?.getItem(CHAT_SESSION_KEY)?.trim() || null;
  } catch {
    return null; // storage blocked: the conversation simply starts afresh
  }
}

export function saveChatSessionId(sessionId: string): void {
  try {
    globalThis.localStorage?.setItem(CHAT_SESSION_KEY, sessionId);
  } catch {
    // storage blocked or full: the session lasts as long as the page
  }
}

export type SendResult = { ok: true } | { ok: false; error: string };

export interface SendChatMessageInput {
  link: ChatLink | null;
  text: string;
}

/** The SendMessage call (spec §7); finishes when the hub completes the invocation. */
export const sendChatMessage = fromPromise<SendResult, SendChatMessageInput>(async ({ input }) => {
  if (!input.link) return { ok: false, error: 'not connected' };
  try {
    await input.link.send(input.text);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
});
