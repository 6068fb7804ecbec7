-- Reviews on the server (S10, S15): tours are reviewed by travellers who took
-- them, companies by any signed-in traveller; a rating is the average of stored reviews, never invented.

-- One review per traveller per tour and per company: writing again replaces (edits) it.
create table tour_reviews (
  id serial primary key,
  tour_id int not null references tours (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  rating int not null check (rating between 1 and 5),
  body text not null check (char_length(body) between 1 and 2000),
  language text not null check (language in ('en', 'ar')),   -- the language the traveller wrote in
  created_at timestamptz not null,
  updated_at timestamptz,                                     -- set when the author edits it
  unique (tour_id, user_id)
);
create index tour_reviews_newest_idx on tour_reviews (tour_id, created_at desc, id desc);

create table company_reviews (
  id serial primary key,
  company_id int not null references companies (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  rating int not null check (rating between 1 and 5),
  body text not null check (char_length(body) between 1 and 2000),
  language text not null check (language in ('en', 'ar')),
  created_at timestamptz not null,
  updated_at timestamptz,
  unique (company_id, user_id)
);
create index company_reviews_newest_idx on company_reviews (company_id, created_at desc, id desc);

-- The stored aggregates: `rating` (average to one decimal, null with no review) and `review_count`, written
-- only by server/catalogue/reviews.ts in the same transaction as the review that changes them.
alter table tours add column review_count int not null default 0 check (review_count >= 0);
alter table companies add column review_count int not null default 0 check (review_count >= 0);

-- The ratings the first catalogue carried had no review behind them: they go.
update tours set rating = null;
update companies set rating = null;
alter table companies drop column ratings;

-- Unrated last in every "best rated" order.
create index tours_rating_idx on tours (rating desc nulls last, id);
