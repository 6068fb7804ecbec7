import { randomUUID } from 'node:crypto';
import type { ConversationContext } from '../assistant-types';

/**
 * The assistant's conversations, in memory (docs/decisions.md #14: the hub issues a session id, the client
 * passes it back as `?sessionId=` when it reconnects, and the conversation's context survives).
 *
 * A session is idle when no connection holds it and nothing was said for `idleMs`; idle sessions are
 * forgotten. Decision (the spec only says sessions expire): an open connection keeps its conversation
 * alive, so a visitor who leaves the tab open and comes back after lunch can still say "cheaper ones?";
 * the idle hour counts from the last message or the last disconnect. Time comes from the server's clock,
 * so tests can move it.
 */
export interface ChatSession {
  readonly id: string;
  context: ConversationContext | null;
  /** When the session was last used (ms since epoch, by the injected clock). */
  lastActive: number;
  /** Open connections using this session. */
  holders: number;
}

export interface SessionStore {
  /**
   * Resumes `requestedId` when it is known and not expired; else, when `stored` is the memory another
   * process kept for it (server/assistant/hub/stored-conversations.ts), resumes that under the same id; otherwise
   * starts a new session. Holds it.
   */
  open(requestedId: string | null, stored?: ConversationContext | null): ChatSession;
  /** Whether `id` names a conversation held here and not expired. */
  knows(id: string): boolean;
  /** A connection stopped using the session; its idle time starts now. */
  release(session: ChatSession): void;
  /** Marks the session used now. */
  touch(session: ChatSession): void;
  /** Forgets every idle, expired session; answers how many were forgotten. */
  sweep(): number;
  size(): number;
}

export const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSessionStore(options: { now: () => Date; idleMs: number; maxSessions: number }): SessionStore {
  // A Map keeps insertion order: re-inserting on use keeps the least recently used first, so the cap
  // evicts the oldest idle conversation rather than refusing new visitors.
  const sessions = new Map<string, ChatSession>();
  const now = () => options.now().getTime();
  const expired = (session: ChatSession) => session.holders === 0 && now() - session.lastActive >= options.idleMs;

  function use(session: ChatSession) {
    session.lastActive = now();
    sessions.delete(session.id);
    sessions.set(session.id, session);
  }

  function evictForRoom() {
    if (sessions.size < options.maxSessions) return;
    for (const session of sessions.values()) {
      if (session.holders === 0) {
        sessions.delete(session.id);
        if (sessions.size < options.maxSessions) return;
      }
    }
  }

  return {
    open(requestedId, stored) {
      const id = requestedId && SESSION_ID.test(requestedId) ? requestedId.toLowerCase() : null;
      const known = id ? sessions.get(id) : undefined;
      if (known && !expired(known)) {
        known.holders += 1;
        use(known);
        return known;
      }
      if (known) sessions.delete(known.id);
      evictForRoom();
      const session: ChatSession = id && stored ? { id, context: stored, lastActive: now(), holders: 1 } : { id: randomUUID(), context: null, lastActive: now(), holders: 1 };
      sessions.set(session.id, session);
      return session;
    },
    knows(id) {
      const known = sessions.get(id.toLowerCase());
      return known !== undefined && !expired(known);
    },
    release(session) {
      session.holders = Math.max(0, session.holders - 1);
      if (sessions.get(session.id) === session) use(session);
    },
    touch(session) {
      if (sessions.get(session.id) === session) use(session);
      else session.lastActive = now();
    },
    sweep() {
      let forgotten = 0;
      for (const session of sessions.values()) {
        if (expired(session)) {
          sessions.delete(session.id);
          forgotten += 1;
        }
      }
      return forgotten;
    },
    size: () => sessions.size,
  };
}
