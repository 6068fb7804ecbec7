-- Reviewing partner applications (D284): who decided, when, why a refusal, and the company
-- an approval made.
alter table partner_applications add column reviewed_at timestamptz;
alter table partner_applications add column reviewed_by uuid references users (id) on delete set null;
alter table partner_applications add column rejection_reason text;
alter table partner_applications add column company_id int references companies (id);
