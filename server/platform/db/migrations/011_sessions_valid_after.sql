-- A password reset ends every session that existed before it: tokens issued earlier are refused.
alter table users add column sessions_valid_after timestamptz;
