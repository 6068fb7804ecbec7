-- A real gateway behind the payment interface: Paymob's references on each payment, and
-- refunds that are actually made (not only marked), retried until they succeed, never made twice.

-- Where the browser pays this payment (the sandbox's page, or the gateway's checkout for its intention):
-- asking to pay again hands back the same address instead of opening a second checkout.
alter table payments add column checkout_url text;

-- The gateway's order for this payment (Paymob: the intention's order id). Its signed callbacks name it.
alter table payments add column provider_order_id text;
create unique index payments_provider_order_idx on payments (provider, provider_order_id) where provider_order_id is not null;

-- The gateway's transaction that settled this payment (Paymob: the transaction id): what a refund names.
alter table payments add column provider_transaction_id text;
-- One payment per gateway transaction: a second charge on one checkout becomes its own (refunded) payment, once.
create unique index payments_provider_transaction_idx on payments (provider, provider_transaction_id) where provider_transaction_id is not null;

-- A refund owed (refund_reason set) goes: due -> in_progress -> refunded, or -> failed (retried later by
-- the background sweep). Only the move out of due/failed into in_progress starts a call to the gateway,
-- so a refund is never asked for twice at once.
alter table payments add column refund_status text check (refund_status in ('due', 'in_progress', 'refunded', 'failed'));
alter table payments add column refund_attempts int not null default 0;
alter table payments add column refund_attempted_at timestamptz;
alter table payments add column refunded_at timestamptz;
-- The gateway's reference for the refund (Paymob: the refund transaction's id), or its last error.
alter table payments add column refund_reference text;
alter table payments add column refund_error text;

-- Payments whose refund is still owed, for the sweep.
create index payments_refund_owed_idx on payments (refund_status) where refund_status in ('due', 'failed', 'in_progress');

-- Refunds marked before this migration are owed.
update payments set refund_status = 'due' where refund_reason is not null;
