-- Roles: everyone who signs up is a traveller; a partner is a member of one company; an
-- admin reviews partner applications and companies. `npm run admin:create -- <email>` or ADMIN_EMAILS makes
-- the first admin (D283).
alter table users add column role text not null default 'traveller' check (role in ('traveller', 'partner', 'admin'));

-- The company a partner works for (null for travellers and admins).
alter table users add column company_id int references companies (id);

alter table users add constraint users_partner_company check ((role = 'partner') = (company_id is not null));
