/**
 * The admin console's companies (D285): every company, suspended or not, with what an admin
 * needs to decide (its tours on offer, its partners, its paid bookings), the verified badge switched on or
 * off, and suspension: a suspended company and its tours leave the catalogue at once (`listedTourCondition`,
 * `listedCompanyCondition` in catalogue.ts), and its tours cannot be booked; bookings already made stand.
 */
import type { components } from '@core/contract/schema';
import type { Queryable } from '../platform';

/** A company as the admin console lists it: the contract's `AdminCompany`. */
export type AdminCompany = components['schemas']['AdminCompany'];

interface Row {
  id: number;
  nameEn: string;
  nameAr: string;
  verified: boolean;
  suspendedAt: Date | string | null;
  toursOnOffer: number;
  partners: number;
  paidBookings: number;
  createdAt: Date | string;
}

const COLUMNS = `c.id, c.name_en as "nameEn", c.name_ar as "nameAr", c.verified, c.suspended_at as "suspendedAt", c.created_at as "createdAt",
  (select count(*)::int from tours t where t.company_id = c.id and t.status = 'published' and (t.start_date is null or t.start_date > $1::timestamptz)) as "toursOnOffer",
  (select count(*)::int from users u where u.company_id = c.id) as partners,
  (select count(*)::int from bookings b join tours t on t.id = b.tour_id where t.company_id = c.id and b.status = 'paid') as "paidBookings"`;

const mapped = (row: Row): AdminCompany => ({
  ...row,
  suspendedAt: row.suspendedAt === null ? null : new Date(row.suspendedAt).toISOString(),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Every company, newest first. */
export async function listCompaniesForAdmin(db: Queryable, now: Date): Promise<AdminCompany[]> {
  return (await db.query<Row>(`select ${COLUMNS} from companies c order by c.created_at desc, c.id desc`, [now])).map(mapped);
}

/**
 * Switches a company's verified badge and suspension; a field not given stays as it is, and suspending a
 * suspended company keeps its first date. Null when there is no such company.
 */
export async function updateCompanyStanding(
  db: Queryable,
  id: number,
  change: { verified?: boolean | undefined; suspended?: boolean | undefined },
  now: Date,
): Promise<AdminCompany | null> {
  const row = await db.one<{ id: number }>(
    `update companies set
       verified = coalesce($2, verified),
       suspended_at = case when $3::boolean is null then suspended_at when $3 then coalesce(suspended_at, $4::timestamptz) else null end
     where id = $1 returning id`,
    [id, change.verified ?? null, change.suspended ?? null, now],
  );
  if (!row) return null;
  const updated = await db.one<Row>(`select ${COLUMNS} from companies c where c.id = $2`, [now, id]);
  return updated ? mapped(updated) : null;
}
