/**
 * The assistant's conversations kept in the database (docs/decisions.md D333), so that
 * any server process resumes the `sessionId` another one issued. The hub's in-memory store stays in front
 * (it counts a process's open connections and serves the conversations it holds); this keeps each
 * conversation's memory after every reply, and when it was last used, so that another process can pick it up.
 * Bounded and expiring like the in-memory store: a conversation is forgotten an idle hour after its last
 * message or disconnect, and beyond the cap the least recently used go first.
 */
import type { Queryable } from '../../platform';
import type { ConversationContext } from '../assistant-types';

export interface StoredConversations {
  /** The conversation's memory when it is stored and not expired at `now`; null otherwise. */
  load(id: string, now: Date): Promise<ConversationContext | null>;
  /** Keeps the conversation's memory after a reply; it expires `idleMs` after `now`. */
  save(id: string, context: ConversationContext, now: Date): Promise<void>;
  /** The conversation was used at `now` (a disconnect): its idle time starts again. */
  touch(id: string, now: Date): Promise<void>;
  /** Deletes the expired conversations and the least recently used beyond the cap; answers how many. */
  sweep(now: Date): Promise<number>;
}

export function storedConversations(db: Queryable, options: { idleMs: number; maxSessions: number }): StoredConversations {
  const expiry = (now: Date) => new Date(now.getTime() + options.idleMs);
  return {
    async load(id, now) {
      const row = await db.one<{ context: ConversationContext }>('select context from chat_sessions where id = $1 and expires_at > $2', [id, now]);
      return row?.context ?? null;
    },
    async save(id, context, now) {
      await db.query(
        `insert into chat_sessions (id, context, last_active, expires_at) values ($1, $2, $3, $4)
           on conflict (id) do update set context = excluded.context, last_active = excluded.last_active, expires_at = excluded.expires_at`,
        [id, JSON.stringify(context), now, expiry(now)],
      );
    },
    async touch(id, now) {
      await db.query('update chat_sessions set last_active = $2, expires_at = $3 where id = $1', [id, now, expiry(now)]);
    },
    async sweep(now) {
      const expired = await db.query('delete from chat_sessions where expires_at <= $1 returning id', [now]);
      const beyond = await db.query(
        `delete from chat_sessions where id in (select id from chat_sessions order by last_active desc offset $1) returning id`,
        [options.maxSessions],
      );
      return expired.length + beyond.length;
    },
  };
}
