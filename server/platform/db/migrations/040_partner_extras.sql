-- Partner applications: the form's further fields, which the server now stores as well
-- (accounts §3: the form labels key destinations, special activities and an additional document).
-- All three are optional; a blank answer is stored as null.

-- Where the company takes travellers, as the applicant wrote it.
alter table partner_applications add column key_destinations text;

-- What the company offers beyond ordinary trips, as the applicant wrote it.
alter table partner_applications add column special_activities text;

-- A further document (PNG, JPEG, WebP or PDF, checked by content, at most 3 MB), kept like the licence
-- under DATA_DIR/uploads/partners and never served (D31).
alter table partner_applications add column additional_document_path text;

-- The developer's list of applications (/dev/partner-applications) reads them newest first.
create index partner_applications_created_idx on partner_applications (created_at desc, id desc);
