/**
 * The tour catalogue (Tours): listing with paging, sorting and filters; discounted and
 * leaving-soon tours; one tour; categories; a user's favourites.
 *
 * Rules every tour answer follows:
 * - text in the request's language (the *_ar columns for Arabic, *_en otherwise), company name and logo
 *   from the tour's company;
 * - a tour that has already departed (start_date at or before now) is not offered: listings, carousels,
 *   search and recommendations leave it out. Read by id (an old link) it is still answered, with
 *   availableSeats 0, so it shows as Sold Out and cannot be booked;
 * - money is whole EGP; `price` is what a traveller pays per adult (the discounted price when
 *   original_price is set).
 */
import type { components } from '@core/contract/schema';
import { type Queryable, isRowId } from '../platform';
import { forgivingQuery } from './search-query';
import type { Language } from '@core/text/language';
import { isRecord } from '@core/values';

export type { Language } from '@core/text/language';
export type Tour = components['schemas']['Tour'];
export type ItineraryDay = components['schemas']['ItineraryDay'];
export type Category = components['schemas']['Category'];

/** What the tour queries select (see tourSelect). */
export interface TourRow {
  id: number;
  title: string;
  description: string;
  price: number;
  start_date: Date | null;
  end_date: Date | null;
  created_at: Date;
  available_seats: number;
  departure_point: string;
  departure_lat: number | null;
  departure_lng: number | null;
  destination_city: string;
  destination_lat: number | null;
  destination_lng: number | null;
  transportation_type: string;
  cover_image_url: string | null;
  image_urls: string[];
  amenities: string[];
  included: string[];
  not_included: string[];
  tags: string[];
  /** The stored average of the tour's reviews (server/catalogue/reviews.ts); null with none. */
  rating: number | null;
  review_count: number;
  itineraries: unknown;
  /** Free cancellation until this many hours before departure; null: none once paid (S23). */
  free_cancellation_hours: number | null;
  category_id: number | null;
  company_id: number;
  company_name: string;
  company_logo: string | null;
  /** The title and destination city in both languages (searchNames); absent from a query that does not select them. */
  title_en?: string;
  title_ar?: string;
  destination_city_en?: string;
  destination_city_ar?: string;
}

/**
 * `select … from tours t join companies c`, every column a Tour needs in language `l`, plus `extra`
 * columns. `l` is one of two literals, never user text.
 */
export function tourSelect(l: Language, extra = ''): string {
  return `select t.id, t.title_${l} as title, t.description_${l} as description, t.price, t.start_date, t.end_date,
    t.created_at, t.available_seats, t.departure_point_${l} as departure_point, t.departure_lat, t.departure_lng,
    t.destination_city_${l} as destination_city, t.destination_lat, t.destination_lng,
    t.transportation_type_${l} as transportation_type, t.cover_image_url, t.image_urls, t.amenities_${l} as amenities,
    t.included_${l} as included, t.not_included_${l} as not_included, t.tags_${l} as tags, t.rating, t.review_count, t.itineraries,
    t.free_cancellation_hours, t.category_id, t.company_id, c.name_${l} as company_name, c.profile_image_url as company_logo,
    t.title_en, t.title_ar, t.destination_city_en, t.destination_city_ar${extra ? `, ${extra}` : ''}
    from tours t join companies c on c.id = t.company_id`;
}

/** SQL: the tour `t` has not departed at the moment in parameter `now` (e.g. '$1'). */
export function offeredTourCondition(now: string): string {
  return `(t.start_date is null or t.start_date > ${now}::timestamptz) and ${listedTourCondition('t')}`;
}

/**
 * A published tour (D308) whose company is not suspended (D285): what the catalogue shows and what may be
 * booked. Every reader of the catalogue (listings, the tour by id, search, company pages, recommendations,
 * the assistant, the sitemap, booking) goes through this one condition. The suspended companies are read once
 * per statement (an uncorrelated sub-select, through a partial index that holds only them), not once per tour.
 */
export function listedTourCondition(tour: string): string {
  return `${tour}.status = 'published' and ${tour}.company_id <> all (array(select suspended.id from companies suspended where suspended.suspended_at is not null))`;
}

/** A company that is not suspended (D285). */
export function listedCompanyCondition(company: string): string {
  return `${company}.suspended_at is null`;
}

const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A bilingual value of the itinerary JSON ({en, ar}) in language `l`, English when the other is missing. */
function pick(value: unknown, l: Language): unknown {
  if (!isRecord(value)) return value;
  return value[l] ?? value.en;
}

function text(value: unknown, l: Language): string {
  const chosen = pick(value, l);
  return typeof chosen === 'string' ? chosen : '';
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
function time(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !TIME.test(value)) return fallback;
  return value.length === 5 ? `${value}:00` : value;
}

/** The stored itinerary (migration 001: bilingual JSON per day) in language `l`, ordered by day. */
export function mapItinerary(stored: unknown, l: Language): ItineraryDay[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isRecord)
    .map((day, index): ItineraryDay => {
      const activities = pick(day.activities, l);
      const notes = text(day.notes, l);
      const dayNumber = Number(day.dayNumber);
      return {
        title: text(day.title, l),
        dayNumber: Number.isInteger(dayNumber) && dayNumber >= 1 ? dayNumber : index + 1,
        description: text(day.description, l),
        startTime: time(day.startTime, '08:00:00'),
        endTime: time(day.endTime, '18:00:00'),
        location: text(day.location, l),
        activities: Array.isArray(activities) ? activities.filter((item): item is string => typeof item === 'string') : [],
        includesBreakfast: day.includesBreakfast === true,
        includesLunch: day.includesLunch === true,
        includesDinner: day.includesDinner === true,
        notes: notes === '' ? null : notes,
      };
    })
    .sort((a, b) => a.dayNumber - b.dayNumber);
}

/** A tour row as the contract's Tour, in language `l`, at the moment `now`. */
export function mapTour(row: TourRow, l: Language, now: Date): Tour {
  const departed = row.start_date !== null && new Date(row.start_date).getTime() <= now.getTime();
  const imageUrls = row.image_urls ?? [];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    creationDate: new Date(row.created_at).toISOString(),
    availableSeats: departed ? 0 : row.available_seats,
    departurePoint: row.departure_point,
    departurePointLat: row.departure_lat,
    departurePointLng: row.departure_lng,
    destinationCity: row.destination_city,
    destinationCityLat: row.destination_lat,
    destinationCityLng: row.destination_lng,
    transportationType: row.transportation_type,
    coverImageUrl: row.cover_image_url ?? imageUrls[0] ?? null,
    amenities: row.amenities ?? [],
    companyId: row.company_id,
    companyName: row.company_name,
    profileImageUrl: row.company_logo,
    companyProfileImageUrl: row.company_logo,
    imageUrls,
    image: row.cover_image_url ?? imageUrls[0] ?? null,
    tags: row.tags ?? [],
    categoryId: row.category_id,
    // Never a rating without reviews behind it (S10).
    rating: row.review_count > 0 ? rounded(row.rating) : null,
    reviewCount: row.review_count,
    included: row.included ?? [],
    notIncluded: row.not_included ?? [],
    itineraries: mapItinerary(row.itineraries, l),
    freeCancellationHours: row.free_cancellation_hours,
    // The /tours filter matches the title and city in either language.
    searchNames: [row.title_en, row.destination_city_en, row.title_ar, row.destination_city_ar].filter(
      (name): name is string => typeof name === 'string' && name !== '',
    ),
  };
}

export type TourSort = 'creationDate-desc' | 'creationDate-asc' | 'price-asc' | 'price-desc' | 'rating-desc' | 'startDate-asc';

const ORDER: Record<TourSort, string> = {
  'creationDate-desc': 't.created_at desc, t.id desc',
  'creationDate-asc': 't.created_at asc, t.id asc',
  'price-asc': 't.price asc, t.id asc',
  'price-desc': 't.price desc, t.id asc',
  'rating-desc': 't.rating desc nulls last, t.id asc',
  'startDate-asc': 't.start_date asc nulls last, t.id asc',
};

export interface TourListRequest {
  pageIndex: number;
  pageSize: number;
  sort: TourSort;
  categoryId?: number | undefined;
  search?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  language: Language;
  now: Date;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  totalPages: number;
}

/** One page of the tours on offer, filtered and sorted. */
export async function listTours(db: Queryable, request: TourListRequest): Promise<Page<Tour>> {
  const { language: l, now, pageSize, pageIndex } = request;
  const params: unknown[] = [now];
  const where = [offeredTourCondition('$1')];
  if (request.categoryId !== undefined) {
    params.push(request.categoryId);
    where.push(`t.category_id = $${params.length}`);
  }
  if (request.minPrice !== undefined) {
    params.push(request.minPrice);
    where.push(`t.price >= $${params.length}`);
  }
  if (request.maxPrice !== undefined) {
    params.push(request.maxPrice);
    where.push(`t.price <= $${params.length}`);
  }
  if (request.search !== undefined && request.search.trim() !== '') {
    const query = await forgivingQuery(db, request.search, params.length + 1);
    if (!query) return { items: [], totalCount: 0, totalPages: 0 };
    params.push(...query.params);
    where.push(`t.search_doc @@ (${query.sql})`);
  }
  return pageOfTours(db, { where, params, order: ORDER[request.sort], pageIndex, pageSize, language: l, now });
}

/** One page of the tours matching `where` (SQL over `tours t`, with `params`), in `order`. */
async function pageOfTours(
  db: Queryable,
  query: { where: string[]; params: unknown[]; order: string; pageIndex: number; pageSize: number; language: Language; now: Date },
): Promise<Page<Tour>> {
  const { params, pageSize, pageIndex, language: l, now } = query;
  const filter = query.where.join(' and ');
  const counted = await db.one<{ total: number }>(`select count(*)::int as total from tours t where ${filter}`, params);
  const totalCount = counted?.total ?? 0;
  const totalPages = Math.ceil(totalCount / pageSize);
  if (totalCount === 0 || pageIndex > totalPages) return { items: [], totalCount, totalPages };
  const rows = await db.query<TourRow>(
    `${tourSelect(l)} where ${filter} order by ${query.order} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, (pageIndex - 1) * pageSize],
  );
  return { items: rows.map((row) => mapTour(row, l, now)), totalCount, totalPages };
}

export interface CarouselRequest {
  pageIndex: number;
  pageSize: number;
  categoryId?: number | undefined;
  language: Language;
  now: Date;
}

/**
 * Tours on a real discount (original_price above the price), not yet departed; the biggest saving
 * first. `price` is the discounted price, the one a booking charges. Sold-out ones stay (the card
 * shows Sold Out).
 */
export async function discountedTours(db: Queryable, request: CarouselRequest): Promise<Page<Tour>> {
  const params: unknown[] = [request.now];
  const where = [offeredTourCondition('$1'), 't.original_price is not null and t.original_price > t.price'];
  if (request.categoryId !== undefined) {
    params.push(request.categoryId);
    where.push(`t.category_id = $${params.length}`);
  }
  const order = '(t.original_price - t.price)::real / t.original_price desc, t.start_date asc nulls last, t.id';
  return pageOfTours(db, { ...request, where, params, order });
}

/** How far ahead "leaving soon" looks (accounts §2 carousel; within 2 days). */
export const LEAVING_SOON_MS = 2 * 24 * 60 * 60 * 1000;

/** Tours departing after now and within 2 days, with seats left; soonest first. */
export async function leavingSoonTours(db: Queryable, request: CarouselRequest): Promise<Page<Tour>> {
  const params: unknown[] = [request.now, new Date(request.now.getTime() + LEAVING_SOON_MS)];
  const where = ['t.start_date > $1::timestamptz and t.start_date <= $2::timestamptz and t.available_seats > 0', listedTourCondition('t')];
  if (request.categoryId !== undefined) {
    params.push(request.categoryId);
    where.push(`t.category_id = $${params.length}`);
  }
  return pageOfTours(db, { ...request, where, params, order: 't.start_date, t.id' });
}

/**
 * One tour by id, departed or not (see the module comment), or null: a tour that is not listed (a draft, an
 * unpublished tour, a suspended company's) answers 404 like a tour that never was (D310).
 */
export async function getTour(db: Queryable, id: number, language: Language, now: Date): Promise<Tour | null> {
  if (!isRowId(id)) return null;
  const row = await db.one<TourRow>(`${tourSelect(language)} where t.id = $1 and ${listedTourCondition('t')}`, [id]);
  return row ? mapTour(row, language, now) : null;
}

/** Every category, in the order they were created (the home page's five shortcuts first). */
export async function listCategories(db: Queryable, language: Language): Promise<Category[]> {
  const rows = await db.query<{ id: number; name: string }>(`select id, name_${language} as name from categories order by id`);
  return rows.map((row) => ({ id: row.id, categoryName: row.name }));
}

export type FavouriteResult = { ok: true } | { ok: false; reason: 'notFound' };

/**
 * Makes a tour one of the user's favourites; liking it again changes nothing. A tour that is not listed (a draft,
 * an unpublished tour, a suspended company's) is not found, as on its page (D310), unless it already is a favourite.
 */
export async function likeTour(db: Queryable, userId: string, tourId: number, now: Date): Promise<FavouriteResult> {
  if (!isRowId(tourId)) return { ok: false, reason: 'notFound' };
  const inserted = await db.query<{ tour_id: number }>(
    `insert into favourites (user_id, tour_id, created_at)
     select $1, t.id, $3 from tours t where t.id = $2 and ${listedTourCondition('t')}
     on conflict (user_id, tour_id) do nothing
     returning tour_id`,
    [userId, tourId, now],
  );
  if (inserted.length > 0) return { ok: true };
  const already = await db.one('select 1 from favourites where user_id = $1 and tour_id = $2', [userId, tourId]);
  return already ? { ok: true } : { ok: false, reason: 'notFound' };
}

/** Removes a tour from the user's favourites; removing one that is not a favourite changes nothing. */
export async function unlikeTour(db: Queryable, userId: string, tourId: number): Promise<FavouriteResult> {
  if (!(await tourExists(db, tourId))) return { ok: false, reason: 'notFound' };
  await db.query('delete from favourites where user_id = $1 and tour_id = $2', [userId, tourId]);
  return { ok: true };
}

async function tourExists(db: Queryable, tourId: number): Promise<boolean> {
  if (!isRowId(tourId)) return false;
  return (await db.one('select 1 from tours where id = $1', [tourId])) !== null;
}

/**
 * The user's favourite tours, most recently liked first. Departed favourites stay in the list (it is
 * the user's own list), answered like any departed tour: availableSeats 0.
 */
export async function favouriteTours(db: Queryable, userId: string, language: Language, now: Date): Promise<Tour[]> {
  const rows = await db.query<TourRow>(
    `${tourSelect(language)} join favourites f on f.tour_id = t.id
     where f.user_id = $1 and ${listedTourCondition('t')} order by f.created_at desc, t.id desc`,
    [userId],
  );
  return rows.map((row) => mapTour(row, language, now));
}
