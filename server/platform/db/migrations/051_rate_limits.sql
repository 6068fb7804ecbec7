-- Rate limits: one row per counted key, e.g. `login:account:<user id>` or
-- `login:address:203.0.113.7`, shared by every server process on the same database.
-- A sliding window is estimated from two fixed windows (the current one and the one before, weighted by
-- how much of it still overlaps the window ending now); a key over its limit is blocked for a time that
-- grows with each offence (server/platform/rate-limits.ts).
create table rate_limits (
  key text primary key,
  -- Start of the current fixed window.
  window_start timestamptz not null,
  -- Attempts counted in the current window and in the one before it.
  current_count integer not null default 0,
  previous_count integer not null default 0,
  -- While in the future, every attempt under this key is refused.
  blocked_until timestamptz,
  -- How many times the key has been blocked since it was last forgotten: the next block is longer.
  offences integer not null default 0,
  -- After this the row says nothing any more (its windows are over, its offences forgiven): it is read
  -- as absent and the hourly purge deletes it.
  expires_at timestamptz not null
);

create index rate_limits_expires_idx on rate_limits (expires_at);
