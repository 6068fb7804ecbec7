-- Suspending a company (D285): while `suspended_at` is set, the company and its tours are
-- out of the catalogue (lists, search, pages, recommendations, the assistant, the sitemap) and its tours
-- cannot be booked; bookings already made stay as they are.
alter table companies add column suspended_at timestamptz;
create index companies_suspended_idx on companies (id) where suspended_at is not null;
