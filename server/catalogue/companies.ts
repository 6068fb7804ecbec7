/**
 * Tourism companies (accounts §2 companies listing and detail, §3 Company, §7 GET /api/Company,
 * S9 similar companies).
 */
import type { components } from '@core/contract/schema';
import { type Queryable, isRowId } from '../platform';
import { listedCompanyCondition, mapTour, offeredTourCondition, tourSelect, type Language, type Page, type TourRow } from './catalogue';
import { companyRatingsSql } from './reviews';
import { forgivingQuery } from './search-query';

export type CompanyListItem = components['schemas']['CompanyListItem'];
export type CompanyDetail = components['schemas']['CompanyDetail'];
type WorkingHours = components['schemas']['WorkingHours'];

export type CompanySort = 'name-asc' | 'name-desc' | 'rating-asc' | 'rating-desc';

export interface CompanyListRequest {
  pageIndex: number;
  pageSize: number;
  sort: CompanySort;
  /** Rating "N stars and up" (D235): companies rated at least this; unrated ones are left out while it is set. */
  rate?: number | undefined;
  search?: string | undefined;
  /** Only verified companies when true; false or absent lists all. */
  verified?: boolean | undefined;
  /** A city or part of an address, either language; absent, blank or 'All' means all. */
  address?: string | undefined;
  language: Language;
}

const ORDER = (l: Language): Record<CompanySort, string> => ({
  // The C collation: the same order on every server, whatever its locale.
  'name-asc': `lower(c.name_${l}) collate "C" asc, c.id asc`,
  'name-desc': `lower(c.name_${l}) collate "C" desc, c.id asc`,
  'rating-asc': 'c.rating asc nulls last, c.id asc',
  'rating-desc': 'c.rating desc nulls last, c.id asc',
});

const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

interface ListRow {
  id: number;
  name: string;
  profile_image_url: string | null;
  rating: number | null;
  review_count: number;
  address: string;
  description: string;
  ratings: number[] | null;
  destinations: string[] | null;
}

/** The columns a list item reads, in `l`, from the companies table aliased `alias`. */
const listColumns = (alias: string, l: Language) =>
  `${alias}.id, ${alias}.name_${l} as name, ${alias}.profile_image_url, ${alias}.rating, ${alias}.review_count, ${alias}.address_${l} as address,
   ${alias}.description_${l} as description, ${companyRatingsSql(alias)} as ratings, ${alias}.destinations_${l} as destinations`;

/** The ratings of the company's reviews (whole stars 1 to 5 by the table's check), newest first. */
const validRatings = (stored: number[] | null): number[] => (stored ?? []).filter((value) => Number.isInteger(value) && value >= 1 && value <= 5);

/**
 * A company as lists show it (the paged list and similar companies): name, logo, rating and address,
 * and the description, ratings and destinations that clients of the original API read from list items.
 */
const listItem = (row: ListRow): CompanyListItem => ({
  id: row.id,
  companyName: row.name,
  profileImageUrl: row.profile_image_url,
  rating: row.review_count > 0 ? rounded(row.rating) : null,
  reviewCount: row.review_count,
  address: row.address,
  description: row.description,
  ratings: validRatings(row.ratings),
  destinations: row.destinations ?? [],
});

/** One page of companies, filtered and sorted. */
export async function listCompanies(db: Queryable, request: CompanyListRequest): Promise<Page<CompanyListItem>> {
  const { language: l, pageIndex, pageSize } = request;
  const params: unknown[] = [];
  const where = ['true'];
  if (request.rate !== undefined) {
    params.push(request.rate);
    where.push(`c.rating is not null and c.rating >= $${params.length}`);
  }
  if (request.verified === true) where.push('c.verified');
  const address = request.address?.trim() ?? '';
  if (address !== '' && address.toLowerCase() !== 'all') {
    params.push(address);
    where.push(
      `strpos(rihla_normalize_ar(c.city_en || ' ' || c.address_en || ' ' || c.city_ar || ' ' || c.address_ar), rihla_normalize_ar($${params.length})) > 0`,
    );
  }
  if (request.search !== undefined && request.search.trim() !== '') {
    const query = await forgivingQuery(db, request.search, params.length + 1);
    if (!query) return { items: [], totalCount: 0, totalPages: 0 };
    params.push(...query.params);
    where.push(`c.search_doc @@ (${query.sql})`);
  }
  where.push(listedCompanyCondition('c'));
  const filter = where.join(' and ');
  const counted = await db.one<{ total: number }>(`select count(*)::int as total from companies c where ${filter}`, params);
  const totalCount = counted?.total ?? 0;
  const totalPages = Math.ceil(totalCount / pageSize);
  if (totalCount === 0 || pageIndex > totalPages) return { items: [], totalCount, totalPages };
  const rows = await db.query<ListRow>(
    `select ${listColumns('c', l)} from companies c where ${filter}
     order by ${ORDER(l)[request.sort]} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, (pageIndex - 1) * pageSize],
  );
  return {
    items: rows.map(listItem),
    totalCount,
    totalPages,
  };
}

const DAYS = new Set(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
const WORKING_TIME = /^(CLOSED|24\/7|([01]\d|2[0-3]):[0-5]\d - ([01]\d|2[0-3]):[0-5]\d)$/;

/** The stored working hours, keeping only well-formed days (a missing day counts as closed). */
function workingHours(stored: unknown): WorkingHours[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { dayOfWeek, workingTime } = entry as Record<string, unknown>;
    if (typeof dayOfWeek !== 'string' || !DAYS.has(dayOfWeek) || typeof workingTime !== 'string' || !WORKING_TIME.test(workingTime)) return [];
    return [{ dayOfWeek: dayOfWeek as WorkingHours['dayOfWeek'], workingTime }];
  });
}

interface CompanyRow {
  id: number;
  name: string;
  slogan: string;
  description: string;
  rating: number | null;
  review_count: number;
  ratings: number[];
  email: string | null;
  phone: string | null;
  address: string;
  website: string | null;
  profile_image_url: string | null;
  cover_image_url: string | null;
  working_hours: unknown;
  destinations: string[];
}

/** How many similar companies the detail shows (S9). */
export const SIMILAR_COMPANIES = 3;

/**
 * One company with its tours on offer (soonest departure first), working hours, ratings, destinations
 * and up to three similar companies: others sharing a destination or the city, the most shared
 * destinations first, then the same city, then the best rated. Null when there is no such company.
 */
export async function getCompany(db: Queryable, id: number, language: Language, now: Date): Promise<CompanyDetail | null> {
  if (!isRowId(id)) return null;
  const l = language;
  const row = await db.one<CompanyRow>(
    `select id, name_${l} as name, slogan_${l} as slogan, description_${l} as description, c.rating, c.review_count,
       ${companyRatingsSql('c')} as ratings, email, phone,
       address_${l} as address, website, profile_image_url, cover_image_url, working_hours, destinations_${l} as destinations
     from companies c where c.id = $1 and ${listedCompanyCondition('c')}`,
    [id],
  );
  if (!row) return null;
  const tours = await db.query<TourRow>(
    `${tourSelect(l)} where t.company_id = $1 and ${offeredTourCondition('$2')} order by t.start_date asc nulls last, t.id`,
    [id, now],
  );
  const similar = await db.query<ListRow>(
    `select ${listColumns('o', l)}
     from companies me join companies o on o.id <> me.id
     where me.id = $1 and ${listedCompanyCondition('o')}
       and (o.destinations_en && me.destinations_en or (me.city_en <> '' and lower(o.city_en) = lower(me.city_en)))
     order by cardinality(array(select unnest(o.destinations_en) intersect select unnest(me.destinations_en))) desc,
       (lower(o.city_en) = lower(me.city_en)) desc, o.rating desc nulls last, o.id
     limit ${SIMILAR_COMPANIES}`,
    [id],
  );
  const ratings = validRatings(row.ratings);
  return {
    id: row.id,
    companyName: row.name,
    slogan: row.slogan.trim() === '' ? null : row.slogan,
    description: row.description,
    rating: row.review_count > 0 ? rounded(row.rating) : null,
    reviewCount: row.review_count,
    email: row.email ?? '',
    phoneNumber: row.phone ?? '',
    address: row.address,
    website: row.website,
    profileImageUrl: row.profile_image_url,
    coverImageUrl: row.cover_image_url,
    workingHours: workingHours(row.working_hours),
    travels: tours.map((tour) => mapTour(tour, l, now)),
    ratings,
    destinations: row.destinations ?? [],
    similarCompanies: similar.map(listItem),
  };
}
