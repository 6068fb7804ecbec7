-- Check-in (D322): a partner marks a paid booking attended by scanning its voucher's QR code or
-- typing its reference. `attended_at` is when it was first checked in and `attended_by` the partner account
-- that did; both are set together, once (a conditional update, so of two scans at the same moment one wins).
alter table bookings add column attended_at timestamptz;
alter table bookings add column attended_by uuid references users (id);
alter table bookings add constraint bookings_attended_check check ((attended_at is null) = (attended_by is null));

-- The partner portal reads a company's bookings by tour (D320): its lists, CSV and dashboard.
create index bookings_tour_idx on bookings (tour_id, status);
