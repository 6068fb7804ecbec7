-- Search that forgives: trigram similarity over the catalogue's vocabulary.
--
-- The server corrects a query word that starts no word of the catalogue into the catalogue's words that
-- are most like it (pg_trgm's `%`, similarity ≥ 0.3, its default threshold), then runs the full-text
-- search of migration 020 with those words as alternatives (server/catalogue/search-query.ts). The vocabulary is the
-- words of what a traveller searches for by name: tour titles, cities and tags, event names and places,
-- company names, cities and destinations, in English and Arabic, normalised like the documents. Words are
-- added by triggers when a row is written; a word whose last row is gone stays, harmlessly: a query
-- corrected to it finds nothing it would not have found anyway.
create extension if not exists pg_trgm;

-- The normaliser also reads Eastern Arabic-Indic digits (۰-۹, Persian and Urdu keyboards) and the
-- Persian yeh and keheh (ی ک) as the Arabic ي ك, like src/content/text.ts's normalizeSearchText.
create or replace function rihla_normalize_ar(input text) returns text
  language sql immutable parallel safe
  return translate(
    lower(coalesce(input, '')),
    U&'\0623\0625\0622\0671\0649\0629\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9\06CC\06A9\0640\064B\064C\064D\064E\064F\0650\0651\0652\0670',
    U&'\0627\0627\0627\0627\064A\0647' || '01234567890123456789' || U&'\064A\0643'
  );
-- Stored documents computed with the former rules are computed again.
update tours set title_en = title_en;
update events set name_en = name_en;
update companies set name_en = name_en;

create table search_vocabulary (
  word text primary key
);
create index search_vocabulary_trgm_idx on search_vocabulary using gin (word gin_trgm_ops);

-- The words of a text, as the 'simple' configuration cuts them, normalised.
create function rihla_words(input text) returns setof text
  language sql immutable parallel safe
  as $$ select lexeme from unnest(to_tsvector('simple'::regconfig, rihla_normalize_ar(input))) $$;

create function rihla_remember_words(input text) returns void
  language sql
  as $$ insert into search_vocabulary (word)
    select distinct w from rihla_words(input) as w where length(w) >= 3
    on conflict (word) do nothing $$;

create function rihla_tour_words() returns trigger language plpgsql as $$
begin
  perform rihla_remember_words(concat_ws(' ', new.title_en, new.title_ar, new.destination_city_en, new.destination_city_ar,
    rihla_join(new.tags_en), rihla_join(new.tags_ar)));
  return new;
end $$;

create function rihla_event_words() returns trigger language plpgsql as $$
begin
  perform rihla_remember_words(concat_ws(' ', new.name_en, new.name_ar, new.location_en, new.location_ar));
  return new;
end $$;

create function rihla_company_words() returns trigger language plpgsql as $$
begin
  perform rihla_remember_words(concat_ws(' ', new.name_en, new.name_ar, new.city_en, new.city_ar,
    rihla_join(new.destinations_en), rihla_join(new.destinations_ar)));
  return new;
end $$;

create trigger tours_search_words after insert or update of title_en, title_ar, destination_city_en, destination_city_ar, tags_en, tags_ar
  on tours for each row execute function rihla_tour_words();
create trigger events_search_words after insert or update of name_en, name_ar, location_en, location_ar
  on events for each row execute function rihla_event_words();
create trigger companies_search_words after insert or update of name_en, name_ar, city_en, city_ar, destinations_en, destinations_ar
  on companies for each row execute function rihla_company_words();

-- The words of the rows already there.
insert into search_vocabulary (word)
  select distinct w from (
    select rihla_words(concat_ws(' ', title_en, title_ar, destination_city_en, destination_city_ar, rihla_join(tags_en), rihla_join(tags_ar))) as w from tours
    union all
    select rihla_words(concat_ws(' ', name_en, name_ar, location_en, location_ar)) from events
    union all
    select rihla_words(concat_ws(' ', name_en, name_ar, city_en, city_ar, rihla_join(destinations_en), rihla_join(destinations_ar))) from companies
  ) as words
  where length(w) >= 3
  on conflict (word) do nothing;

-- What ranks a tour: its title (A), destination city and tags (B), in both languages, the words stemmed
-- and as written. Small beside `search_doc` (which adds the description), so ranking hundreds of matching
-- tours of a large catalogue reads a few words per tour instead of two descriptions (p95 ≤ 50 ms
-- at 10,000 tours).
alter table tours add column search_names tsvector generated always as (
  rihla_search_doc(
    title_en, destination_city_en || ' ' || rihla_join(tags_en), '',
    title_ar, destination_city_ar || ' ' || rihla_join(tags_ar), ''
  )
) stored;
