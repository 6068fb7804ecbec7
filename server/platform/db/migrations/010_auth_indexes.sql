-- Accounts and sessions: indexes for what the auth area looks up and clears.
-- A successful password reset retires the user's other reset links (by user id).
create index password_reset_tokens_user_idx on password_reset_tokens (user_id) where used_at is null;
-- The hourly purge forgets logged-out tokens once they would have expired anyway.
create index revoked_tokens_expires_idx on revoked_tokens (expires_at);
