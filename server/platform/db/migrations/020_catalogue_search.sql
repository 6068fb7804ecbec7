-- Full-text search over the catalogue, in English and Arabic (Search).
--
-- Each searchable table gets a generated `search_doc` tsvector and a GIN index. A document holds, for
-- both languages, the stemmed lexemes (english / arabic configuration) and the plain lower-cased words
-- ('simple' configuration), so a query can match a stem ("pyramids" → pyramid) or the start of a word as
-- written ("divi" → diving). Weights: A for the title or name, B for places and tags, D for descriptions.
--
-- Generated columns need IMMUTABLE expressions: to_tsvector with an explicit configuration is; the helper
-- functions below are declared IMMUTABLE (array_to_string itself is only STABLE, but on text[] it depends
-- on no setting). The server normalises a query with the same rules as rihla_normalize_ar
-- (server/catalogue/search-query.ts), so both sides agree.

-- Arabic spelling variants a reader does not see as different: diacritics (harakat, shadda, sukun,
-- dagger alef) and tatweel are removed; أ إ آ ٱ become ا; ى becomes ي; ة becomes ه; Arabic-Indic digits
-- become 0-9. Latin text passes through, lower-cased.
create function rihla_normalize_ar(input text) returns text
  language sql immutable parallel safe
  return translate(
    lower(coalesce(input, '')),
    U&'\0623\0625\0622\0671\0649\0629\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\0640\064B\064C\064D\064E\064F\0650\0651\0652\0670',
    U&'\0627\0627\0627\0627\064A\0647' || '0123456789'
  );

-- A text array as one space-separated text (tags, destinations).
create function rihla_join(items text[]) returns text
  language sql immutable parallel safe
  return coalesce(array_to_string(items, ' '), '');

-- The search document of one catalogue row: title/name (A), places and tags (B), description (D), in
-- English and Arabic.
create function rihla_search_doc(title_en text, places_en text, body_en text, title_ar text, places_ar text, body_ar text)
  returns tsvector
  language sql immutable parallel safe
  return
    setweight(to_tsvector('english'::regconfig, coalesce(title_en, '')) || to_tsvector('simple'::regconfig, coalesce(title_en, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(places_en, '')) || to_tsvector('simple'::regconfig, coalesce(places_en, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(body_en, '')) || to_tsvector('simple'::regconfig, coalesce(body_en, '')), 'D')
    || setweight(to_tsvector('arabic'::regconfig, rihla_normalize_ar(title_ar)) || to_tsvector('simple'::regconfig, rihla_normalize_ar(title_ar)), 'A')
    || setweight(to_tsvector('arabic'::regconfig, rihla_normalize_ar(places_ar)) || to_tsvector('simple'::regconfig, rihla_normalize_ar(places_ar)), 'B')
    || setweight(to_tsvector('arabic'::regconfig, rihla_normalize_ar(body_ar)) || to_tsvector('simple'::regconfig, rihla_normalize_ar(body_ar)), 'D');

-- Tours: title; destination city and tags; description.
alter table tours add column search_doc tsvector generated always as (
  rihla_search_doc(
    title_en, destination_city_en || ' ' || rihla_join(tags_en), description_en,
    title_ar, destination_city_ar || ' ' || rihla_join(tags_ar), description_ar
  )
) stored;
create index tours_search_idx on tours using gin (search_doc);

-- Companies: name; city, address and destinations; slogan and description.
alter table companies add column search_doc tsvector generated always as (
  rihla_search_doc(
    name_en, city_en || ' ' || address_en || ' ' || rihla_join(destinations_en), slogan_en || ' ' || description_en,
    name_ar, city_ar || ' ' || address_ar || ' ' || rihla_join(destinations_ar), slogan_ar || ' ' || description_ar
  )
) stored;
create index companies_search_idx on companies using gin (search_doc);

-- Events: name; location, category and type; description.
alter table events add column search_doc tsvector generated always as (
  rihla_search_doc(
    name_en, location_en || ' ' || category_en || ' ' || type_en, description_en,
    name_ar, location_ar || ' ' || category_ar || ' ' || type_ar, description_ar
  )
) stored;
create index events_search_idx on events using gin (search_doc);

-- The recommender reads a user's interactions highest first.
create index interactions_user_total_idx on interactions (user_id, item_type, total desc, updated_at desc);
