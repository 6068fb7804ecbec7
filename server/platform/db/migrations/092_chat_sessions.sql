-- The assistant's conversations: whatever process a visitor's widget reconnects to
-- resumes the conversation its `sessionId` names. One row per conversation that has had a reply: the
-- engine's memory (a small JSON object) and when it expires, an idle hour after its last message or its
-- last disconnect. Expired rows are swept, and the oldest beyond the cap too (server/assistant/hub/stored-conversations.ts).
create table chat_sessions (
  id uuid primary key,
  context jsonb not null,
  last_active timestamptz not null,
  expires_at timestamptz not null
);

create index chat_sessions_expires_idx on chat_sessions (expires_at);
create index chat_sessions_last_active_idx on chat_sessions (last_active);
