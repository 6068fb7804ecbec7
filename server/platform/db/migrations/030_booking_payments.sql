-- Bookings and payments: what the seat holds and the payment callbacks need beyond 001.

-- A booking has at most one payment waiting at a time: initiating again hands back the same checkout,
-- so two open checkouts can never both charge for one booking.
create unique index payments_one_pending_idx on payments (booking_id) where status = 'pending';

-- Which provider took the payment (the built-in sandbox, or a real gateway behind the same interface).
alter table payments add column provider text not null default 'sandbox';

-- Set when a payment succeeded but the booking could not be honoured (its hold had lapsed and the seats
-- were taken by others meanwhile): the traveller is owed this money back. Null when nothing is owed.
alter table payments add column refund_reason text;

-- Expiring the lapsed holds of one tour (under that tour's row lock) reads pending bookings by tour.
create index bookings_tour_pending_idx on bookings (tour_id) where status = 'pending';
