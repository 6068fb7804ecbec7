-- Rihla's schema. One SQL dialect (PostgreSQL's), run unchanged on PGlite and on PostgreSQL.
-- Bilingual text is a pair of columns, *_en and *_ar. Money is whole Egyptian pounds (integer).
-- Results never use bigint or numeric (count(*) is cast to int) so both drivers return plain numbers.

create table users (
  id uuid primary key default gen_random_uuid(),
  user_name text not null,
  name text not null,
  email text not null,
  phone text,
  avatar_url text,
  password_hash text,                         -- null for an account made by identity-provider sign-in
  google_subject text unique,
  created_at timestamptz not null default now()
);
create unique index users_user_name_key on users (lower(user_name));
create unique index users_email_key on users (lower(email));

-- Logged-out tokens stay refused until they would have expired anyway.
create table revoked_tokens (
  jti text primary key,
  expires_at timestamptz not null
);

create table password_reset_tokens (
  token_hash text primary key,                -- sha256 of the token; the token itself is only in the e-mail
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Mail that was sent, or would have been: the developer's outbox when no SMTP server is configured.
create table outbox (
  id serial primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  delivered_by text not null,                 -- 'smtp' or 'outbox'
  created_at timestamptz not null default now()
);

create table categories (
  id serial primary key,
  slug text not null unique,                  -- beaches, heritage, mountains, cities, museums, desert, nile-cruises, diving
  name_en text not null,
  name_ar text not null,
  image_url text
);

create table companies (
  id serial primary key,
  name_en text not null,
  name_ar text not null,
  slogan_en text not null default '',
  slogan_ar text not null default '',
  description_en text not null default '',
  description_ar text not null default '',
  rating real,                                -- 1 to 5, null when unrated
  ratings int[] not null default '{}',        -- individual ratings, 1 to 5
  email text,
  phone text,
  address_en text not null default '',
  address_ar text not null default '',
  city_en text not null default '',           -- the address filter of the companies listing
  city_ar text not null default '',
  website text,
  profile_image_url text,
  cover_image_url text,
  verified boolean not null default false,
  destinations_en text[] not null default '{}',
  destinations_ar text[] not null default '{}',
  -- [{ "dayOfWeek": "Monday", "workingTime": "09:00 - 17:00" | "CLOSED" | "24/7" }]
  working_hours jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table tours (
  id serial primary key,
  company_id int not null references companies (id),
  category_id int references categories (id),
  title_en text not null,
  title_ar text not null,
  description_en text not null default '',
  description_ar text not null default '',
  price int not null check (price >= 0),      -- what a traveller pays per adult, EGP
  original_price int check (original_price > price), -- set when the tour is really discounted
  start_date timestamptz,
  end_date timestamptz,
  created_at timestamptz not null default now(),
  total_seats int not null check (total_seats >= 0),
  available_seats int not null check (available_seats >= 0),
  departure_point_en text not null default '',
  departure_point_ar text not null default '',
  departure_lat double precision,
  departure_lng double precision,
  destination_city_en text not null default '',
  destination_city_ar text not null default '',
  destination_lat double precision,
  destination_lng double precision,
  transportation_type_en text not null default '',
  transportation_type_ar text not null default '',
  cover_image_url text,
  image_urls text[] not null default '{}',
  amenities_en text[] not null default '{}',
  amenities_ar text[] not null default '{}',
  included_en text[] not null default '{}',
  included_ar text[] not null default '{}',
  not_included_en text[] not null default '{}',
  not_included_ar text[] not null default '{}',
  tags_en text[] not null default '{}',
  tags_ar text[] not null default '{}',
  rating real,                                -- 1 to 5, null when unrated
  -- [{ dayNumber, startTime, endTime, includesBreakfast, includesLunch, includesDinner,
  --    title: {en, ar}, description: {en, ar}, location: {en, ar}, activities: {en: [], ar: []}, notes: {en, ar} }]
  itineraries jsonb not null default '[]',
  check (available_seats <= total_seats)
);
create index tours_category_idx on tours (category_id);
create index tours_company_idx on tours (company_id);
create index tours_start_date_idx on tours (start_date);
create index tours_created_at_idx on tours (created_at desc);

create table events (
  id serial primary key,
  name_en text not null,
  name_ar text not null,
  description_en text not null default '',
  description_ar text not null default '',
  travel_tips_en text not null default '',
  travel_tips_ar text not null default '',
  location_en text not null default '',       -- 'Venue, City, Egypt': the first part is what cards show
  location_ar text not null default '',
  category_en text not null default '',
  category_ar text not null default '',
  type_en text not null default '',
  type_ar text not null default '',
  starts_at timestamptz not null,
  image_url text,
  link text,
  map_link text,
  created_at timestamptz not null default now()
);
create index events_starts_at_idx on events (starts_at);

create table favourites (
  user_id uuid not null references users (id) on delete cascade,
  tour_id int not null references tours (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, tour_id)
);

-- One record per user and item; a new one replaces the old (spec, accounts §3).
create table interactions (
  user_id uuid not null references users (id) on delete cascade,
  item_type text not null check (item_type in ('travel', 'event')),
  item_id text not null,
  total int not null check (total >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, item_type, item_id)
);

create table bookings (
  id serial primary key,
  user_id uuid not null references users (id),
  tour_id int not null references tours (id),
  name text not null default '',
  phone_number text not null,
  national_id text not null,
  adults int not null check (adults >= 1),
  children int not null check (children >= 0),
  children_under_five int not null check (children_under_five >= 0),
  seats int not null check (seats >= 1),      -- adults + children + under-fives: what the hold took
  adult_price int not null,                   -- the prices when booked
  child_price int not null,
  under_five_price int not null,
  total_cost int not null check (total_cost >= 0),
  status text not null default 'pending' check (status in ('pending', 'success', 'failed', 'expired')),
  hold_expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index bookings_user_idx on bookings (user_id, created_at desc);
create index bookings_pending_idx on bookings (hold_expires_at) where status = 'pending';

create table payments (
  id uuid primary key default gen_random_uuid(),
  booking_id int not null references bookings (id),
  amount int not null,
  currency text not null,
  method text not null,
  status text not null default 'pending' check (status in ('pending', 'success', 'failed')),
  card_last4 text,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index payments_booking_idx on payments (booking_id);

create table partner_applications (
  id serial primary key,
  company_name text not null,
  owner text not null,
  email text not null,
  commercial_registration_number text not null,
  phone_number text not null,
  website_url text,
  company_address text not null,
  description text not null,
  contact_person_name text not null,
  contact_person_number text not null,
  type_of_trips text not null,
  license_image_path text,
  logo_path text,
  cover_image_path text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);
