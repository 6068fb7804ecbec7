-- The booking's life after "Pay": a declined card keeps the booking pending while its hold lasts,
-- cancellation with a refund under each tour's policy, the traveller's language for the mails, and mail
-- with attachments (the voucher's QR code and the calendar entry).

-- A booking can now be cancelled by the traveller, and a cancelled paid booking becomes refunded once the
-- refund is made (server/bookings/booking-life.ts is the one place that moves a booking between these).
alter table bookings drop constraint if exists bookings_status_check;
alter table bookings add constraint bookings_status_check
  check (status in ('pending', 'success', 'failed', 'expired', 'cancelled', 'refunded'));

-- Free cancellation until this many hours before departure (Cairo time); null: no free cancellation once
-- paid (S23). 24 hours unless the tour says otherwise.
alter table tours add column free_cancellation_hours int default 24 check (free_cancellation_hours is null or free_cancellation_hours >= 0);

-- The policy a booking was made under: a later change to the tour's policy never touches it, as with prices.
alter table bookings add column free_cancellation_hours int default 24;
-- The traveller's language when booking, for the confirmation and cancellation mails.
alter table bookings add column language text not null default 'en' check (language in ('en', 'ar'));
alter table bookings add column cancelled_at timestamptz;
-- When each mail was handed to the mailer: claimed before sending (so two processes never both send),
-- cleared again if the mailer failed (so the sweep tries again).
alter table bookings add column confirmation_mailed_at timestamptz;
alter table bookings add column cancellation_mailed_at timestamptz;
-- Bookings paid before this migration already had their moment: no confirmation mail for them now.
update bookings set confirmation_mailed_at = coalesce(paid_at, created_at) where status = 'success';

-- Mail waiting to go out, for the sweep (paid and not mailed; cancelled and not mailed).
create index bookings_confirmation_due_idx on bookings (id) where status = 'success' and confirmation_mailed_at is null;
create index bookings_cancellation_due_idx on bookings (id) where status in ('cancelled', 'refunded') and cancellation_mailed_at is null;

-- Why a payment is owed back now includes a cancelled booking; a refund names its booking's cancellation.
-- (payments.refund_reason stays free text; see REFUND_REASONS in server/bookings/payments.ts.)

-- Mail with an HTML part and attachments (name, type, size, content in base64, content id for inline images).
alter table outbox add column html text;
alter table outbox add column attachments jsonb not null default '[]'::jsonb;
