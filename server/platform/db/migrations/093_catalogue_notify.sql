-- The catalogue's cache across processes (D336): every committed write to a table the
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

-- One statement-level trigger per table (<table>_catalogue_changed).
do $$
declare
  watched text;
begin
  foreach watched in array array['tours', 'companies', 'categories', 'events', 'tour_reviews', 'company_reviews'] loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I for each statement execute function rihla_catalogue_changed()',
      watched || '_catalogue_changed', watched);
  end loop;
end
$$;
