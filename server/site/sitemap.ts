/**
 * What the sitemap lists from the catalogue: the tours the catalogue offers (not yet
 * departed), the upcoming events, every company, each with the date it last changed as far as the data knows.
 * A departed tour or a past event still answers its old link, but is no longer put forward to search engines.
 */
import type { Queryable } from '../platform';
import { listedCompanyCondition, offeredTourCondition } from '../catalogue';

export interface SitemapItem {
  id: number;
  /** When what the page shows last changed, as far as the data records it. */
  modified: Date;
}

export interface SitemapCatalogue {
  tours: SitemapItem[];
  companies: SitemapItem[];
  events: SitemapItem[];
}

interface Row {
  id: number;
  modified: Date | string;
}

const items = (rows: Row[]): SitemapItem[] => rows.map((row) => ({ id: row.id, modified: new Date(row.modified) }));

export async function sitemapCatalogue(db: Queryable, now: Date): Promise<SitemapCatalogue> {
  const [tours, companies, events] = await Promise.all([
    db.query<Row>(`select t.id, t.created_at as modified from tours t where ${offeredTourCondition('$1')} order by t.id`, [now]),
    // A company's page lists its tours: a tour added to it changes the page too.
    db.query<Row>(
      `select c.id, greatest(c.created_at, (select max(t.created_at) from tours t where t.company_id = c.id)) as modified
       from companies c where ${listedCompanyCondition('c')} order by c.id`,
    ),
    db.query<Row>('select e.id, e.created_at as modified from events e where e.starts_at >= $1::timestamptz order by e.id', [now]),
  ]);
  return { tours: items(tours), companies: items(companies), events: items(events) };
}
