-- A tour's status (D308): a partner's new tour is a draft; publishing it (server/partners/partner-tour-rules.ts,
-- which checks everything the tour page and search need) puts it in the catalogue; unpublishing takes it out,
-- and it may be published again. Only published tours are in the catalogue (`listedTourCondition`).
-- The tours already there (the seed's) are published; the default stays 'published' so that the seed and the
-- test catalogues that insert tours directly keep inserting listed tours: a partner's tour is created with
-- status 'draft' explicitly.
alter table tours add column status text not null default 'published' check (status in ('draft', 'published', 'unpublished'));
-- The partner portal's list: a company's tours, newest first.
create index tours_company_created_idx on tours (company_id, created_at desc, id desc);
