-- Where a company's office is on the map (company profile; D316): its partner sets the address's
-- coordinates in the portal. Null until set.
alter table companies add column latitude double precision check (latitude between -90 and 90);
alter table companies add column longitude double precision check (longitude between -180 and 180);
