-- The catalogue's cache across processes (issue 19, item 1; D336): every committed write to a table the
-- catalogue's answers are made of sends NOTIFY rihla_catalogue (payload: the table), whoever wrote it: any
-- server process, a migration, a script, psql. Each process LISTENs and forgets its cached answers.
-- NOTIFY is transactional: it is delivered at commit, never for a rollback, and a transaction's identical
-- notifications are folded into one. On the embedded database nobody listens and it costs next to nothing.
create function rihla_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('rihla_catalogue', tg_table_name);
  return null;
end
$$;

create trigger tours_catalogue_changed after insert or update or delete or truncate on tours
  for each statement execute function rihla_catalogue_changed();
create trigger companies_catalogue_changed after insert or update or delete or truncate on companies
  for each statement execute function rihla_catalogue_changed();
create trigger categories_catalogue_changed after insert or update or delete or truncate on categories
  for each statement execute function rihla_catalogue_changed();
create trigger events_catalogue_changed after insert or update or delete or truncate on events
  for each statement execute function rihla_catalogue_changed();
create trigger tour_reviews_catalogue_changed after insert or update or delete or truncate on tour_reviews
  for each statement execute function rihla_catalogue_changed();
create trigger company_reviews_catalogue_changed after insert or update or delete or truncate on company_reviews
  for each statement execute function rihla_catalogue_changed();
