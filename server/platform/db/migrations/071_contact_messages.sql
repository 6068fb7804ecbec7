-- Contact Us messages (S15): what a visitor writes on /contact is kept
-- here, mailed to the support address and acknowledged to the sender in their language. The columns say
-- whether each mail went, so a message whose mail failed is still there to answer.
create table contact_messages (
  id serial primary key,
  name text not null,
  surname text not null,
  email text not null,
  telephone text,
  -- The form's request kinds (spec, accounts §2: Information, Support, Other).
  request text not null check (request in ('info', 'support', 'other')),
  message text not null,
  -- The language the visitor wrote in: the acknowledgement is in it.
  language text not null check (language in ('en', 'ar')),
  created_at timestamptz not null default now(),
  -- When the mail to support and the acknowledgement were handed over; null when that failed.
  support_mailed_at timestamptz,
  acknowledged_at timestamptz
);
create index contact_messages_created_idx on contact_messages (created_at desc);
