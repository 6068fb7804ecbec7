/**
 * Rihla's first-start catalogue: categories, partner companies, tours and events. Runs once, when the
 * categories table is empty, in one transaction. Every date is computed from `now` (see the offsets in
 * tours.ts and events.ts), so a catalogue seeded today is as fresh as one seeded a year ago.
 */
import { type Db, type Queryable, cairoWallClock } from '../../platform';
import { categories } from './categories';
import { companies } from './companies';
import { events } from './events';
import { originalPriceOf, tours } from './tours';
import { seedCompanyReviews, seedTourReviews, seedTravellers, travellerEmail, type SeedReview } from './reviews';
import type { CategorySlug, CompanyKey, EventSeed, ItineraryDaySeed, Text, TourSeed } from './types';

const DAY_MS = 86_400_000;
/** Serialises seeding among processes sharing one PostgreSQL (next to migrate.ts's lock number). */
const SEED_LOCK = 7_448_211;

export interface SeedResult {
  /** False when the catalogue was already there: nothing was written. */
  seeded: boolean;
  /** Rows this call inserted (all zero when `seeded` is false). */
  categories: number;
  companies: number;
  tours: number;
  events: number;
  /** Reviews of tours and companies. */
  reviews: number;
}

/** The plain seed data, for tests and tools that assert against it. */
export const catalogue = { categories, companies, tours, events } as const;

/** 'HH:MM:SS' of an itinerary day, as the stored itinerary has it (the spec's defaults when omitted). */
const dayStart = (day: ItineraryDaySeed | undefined): string => day?.startTime ?? '08:00:00';
const dayEnd = (day: ItineraryDaySeed | undefined): string => day?.endTime ?? '18:00:00';

/** The JSON stored in tours.itineraries: one entry per day, numbered from 1 (migration 001's shape). */
export function itineraryJson(days: readonly ItineraryDaySeed[]) {
  return days.map((day, index) => ({
    dayNumber: index + 1,
    startTime: dayStart(day),
    endTime: dayEnd(day),
    includesBreakfast: day.meals.includes('B'),
    includesLunch: day.meals.includes('L'),
    includesDinner: day.meals.includes('D'),
    title: day.title,
    description: day.description,
    location: day.location,
    activities: { en: day.activities.map((activity) => activity.en), ar: day.activities.map((activity) => activity.ar) },
    notes: day.notes,
  }));
}

const daysFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);
const english = (texts: readonly Text[]): string[] => texts.map((text) => text.en);
const arabic = (texts: readonly Text[]): string[] => texts.map((text) => text.ar);

/** Cairo's offset from UTC at an instant, in milliseconds (+2 h, or +3 h in summer time). */
function cairoOffset(instant: Date): number {
  const c = cairoWallClock(instant);
  const wallAsUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at `localTime` ('HH:MM', Cairo) on the Cairo calendar day `days` after `now`. */
export function cairoTimeOn(now: Date, days: number, localTime: string): Date {
  const { year, month, day } = cairoWallClock(daysFrom(now, days));
  const [hour = 0, minute = 0] = localTime.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - cairoOffset(new Date(wall));
  // Once more with the offset at the instant found, in case a daylight-saving change lies in between.
  return new Date(wall - cairoOffset(new Date(first)));
}

async function insertReturningId(tx: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  const row = await tx.one<{ id: number }>(sql, params);
  if (!row) throw new Error(`seed: no id returned by ${sql.slice(0, 40)}…`);
  return row.id;
}

async function insertCategories(tx: Queryable): Promise<Map<CategorySlug, number>> {
  const ids = new Map<CategorySlug, number>();
  for (const category of categories) {
    const id = await insertReturningId(
      tx,
      'insert into categories (slug, name_en, name_ar, image_url) values ($1, $2, $3, $4) returning id',
      [category.slug, category.name.en, category.name.ar, category.imageUrl],
    );
    ids.set(category.slug, id);
  }
  return ids;
}

async function insertCompanies(tx: Queryable, now: Date): Promise<Map<CompanyKey, number>> {
  const ids = new Map<CompanyKey, number>();
  for (const company of companies) {
    const id = await insertReturningId(
      tx,
      `insert into companies (
         name_en, name_ar, slogan_en, slogan_ar, description_en, description_ar,
         email, phone, address_en, address_ar, city_en, city_ar, website, profile_image_url, cover_image_url,
         verified, destinations_en, destinations_ar, working_hours, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
         $16, $17::text[], $18::text[], $19::text::jsonb, $20::timestamptz)
       returning id`,
      [
        company.name.en,
        company.name.ar,
        company.slogan.en,
        company.slogan.ar,
        company.description.en,
        company.description.ar,
        company.email,
        company.phone,
        company.address.en,
        company.address.ar,
        company.city.en,
        company.city.ar,
        company.website,
        company.profileImageUrl,
        company.coverImageUrl,
        company.verified,
        english(company.destinations),
        arabic(company.destinations),
        JSON.stringify(company.workingHours),
        daysFrom(now, -company.createdDaysAgo).toISOString(),
      ],
    );
    ids.set(company.key, id);
  }
  return ids;
}

/**
 * A tour's departure and return on Cairo's clock. It leaves at day 1's start time, the first time Cairo's clock
 * reads it after now + the whole days of `startInDays` (so a tour 0.6 days away leaves within 24 hours, one
 * 1.7 days away between 24 and 48 hours, one -4.6 days away left four to five days ago), and returns at the
 * last day's end time, on the Cairo calendar day as many days later as the itinerary has days after the first.
 */
export function tourTimes(tour: Pick<TourSeed, 'startInDays' | 'itinerary'>, now: Date): { start: Date; end: Date } {
  const days = Math.floor(tour.startInDays);
  const from = daysFrom(now, days);
  const firstTime = dayStart(tour.itinerary[0]);
  let start = cairoTimeOn(now, days, firstTime);
  if (start.getTime() <= from.getTime()) start = cairoTimeOn(now, days + 1, firstTime);
  const end = cairoTimeOn(start, Math.max(0, tour.itinerary.length - 1), dayEnd(tour.itinerary.at(-1)));
  return { start, end };
}

function tourParams(tour: TourSeed, companyId: number, categoryId: number, now: Date): unknown[] {
  const { start, end } = tourTimes(tour, now);
  return [
    companyId,
    categoryId,
    tour.title.en,
    tour.title.ar,
    tour.description.en,
    tour.description.ar,
    tour.price,
    tour.discounted ? originalPriceOf(tour.price) : null,
    start.toISOString(),
    end.toISOString(),
    daysFrom(now, -tour.createdDaysAgo).toISOString(),
    tour.totalSeats,
    tour.availableSeats,
    tour.departure.name.en,
    tour.departure.name.ar,
    tour.departure.lat,
    tour.departure.lng,
    tour.destination.name.en,
    tour.destination.name.ar,
    tour.destination.lat,
    tour.destination.lng,
    tour.transportation.en,
    tour.transportation.ar,
    tour.images[0] ?? null,
    [...tour.images],
    english(tour.amenities),
    arabic(tour.amenities),
    english(tour.included),
    arabic(tour.included),
    english(tour.notIncluded),
    arabic(tour.notIncluded),
    english(tour.tags),
    arabic(tour.tags),
    JSON.stringify(itineraryJson(tour.itinerary)),
    tour.freeCancellationHours === undefined ? 24 : tour.freeCancellationHours,
  ];
}

async function insertTours(
  tx: Queryable,
  now: Date,
  companyIds: ReadonlyMap<CompanyKey, number>,
  categoryIds: ReadonlyMap<CategorySlug, number>,
): Promise<number[]> {
  const ids: number[] = [];
  // One at a time, in array order, so that on a fresh table the n-th tour gets id n (tour 3 is featured).
  for (const tour of tours) {
    const companyId = companyIds.get(tour.company);
    const categoryId = categoryIds.get(tour.category);
    if (companyId === undefined || categoryId === undefined) {
      throw new Error(`seed: tour "${tour.title.en}" names an unknown company or category`);
    }
    const id = await insertReturningId(
      tx,
      `insert into tours (
         company_id, category_id, title_en, title_ar, description_en, description_ar, price, original_price,
         start_date, end_date, created_at, total_seats, available_seats,
         departure_point_en, departure_point_ar, departure_lat, departure_lng,
         destination_city_en, destination_city_ar, destination_lat, destination_lng,
         transportation_type_en, transportation_type_ar, cover_image_url, image_urls,
         amenities_en, amenities_ar, included_en, included_ar, not_included_en, not_included_ar,
         tags_en, tags_ar, itineraries, free_cancellation_hours)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $10::timestamptz, $11::timestamptz, $12, $13,
         $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25::text[],
         $26::text[], $27::text[], $28::text[], $29::text[], $30::text[], $31::text[],
         $32::text[], $33::text[], $34::text::jsonb, $35)
       returning id`,
      tourParams(tour, companyId, categoryId, now),
    );
    ids.push(id);
  }
  return ids;
}

function eventParams(event: EventSeed, now: Date): unknown[] {
  return [
    event.name.en,
    event.name.ar,
    event.description.en,
    event.description.ar,
    event.travelTips.en,
    event.travelTips.ar,
    event.location.en,
    event.location.ar,
    event.category.en,
    event.category.ar,
    event.type.en,
    event.type.ar,
    cairoTimeOn(now, event.startsInDays, event.localTime).toISOString(),
    event.imageUrl,
    event.link,
    event.mapLink,
    now.toISOString(),
  ];
}

async function insertEvents(tx: Queryable, now: Date): Promise<number> {
  for (const event of events) {
    await tx.query(
      `insert into events (
         name_en, name_ar, description_en, description_ar, travel_tips_en, travel_tips_ar, location_en, location_ar,
         category_en, category_ar, type_en, type_ar, starts_at, image_url, link, map_link, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz, $14, $15, $16, $17::timestamptz)`,
      eventParams(event, now),
    );
  }
  return events.length;
}

/** The seeded travellers (no password: nobody signs in as them); their ids in seedTravellers order. */
async function insertTravellers(tx: Queryable, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const traveller of seedTravellers) {
    const row = await tx.one<{ id: string }>(
      `insert into users (user_name, name, email, created_at) values ($1, $2, $3, $4::timestamptz)
       on conflict do nothing returning id`,
      [traveller.handle, traveller.name, travellerEmail(traveller), daysFrom(now, -400).toISOString()],
    );
    const id = row?.id ?? (await tx.one<{ id: string }>('select id from users where lower(email) = lower($1)', [travellerEmail(traveller)]))?.id;
    if (!id) throw new Error(`seed: traveller ${traveller.handle} could not be created`);
    ids.push(id);
  }
  return ids;
}

/**
 * The seeded reviews of tours and companies (reviews.ts, D241), then every rating and count computed from
 * them, as server/catalogue/reviews.ts keeps them afterwards.
 */
async function insertReviews(
  tx: Queryable,
  now: Date,
  travellerIds: readonly string[],
  tourIds: readonly number[],
  companyIds: ReadonlyMap<CompanyKey, number>,
): Promise<number> {
  let count = 0;
  const insert = async (table: 'tour_reviews' | 'company_reviews', key: 'tour_id' | 'company_id', subjectId: number, review: SeedReview) => {
    await tx.query(
      `insert into ${table} (${key}, user_id, rating, body, language, created_at) values ($1, $2, $3, $4, $5, $6::timestamptz)`,
      [subjectId, travellerIds[review.traveller], review.rating, review.text, review.language, daysFrom(now, -review.daysAgo).toISOString()],
    );
    count += 1;
  };
  for (const [index, tour] of tours.entries()) {
    for (const review of seedTourReviews(index + 1, tour.category)) await insert('tour_reviews', 'tour_id', tourIds[index] as number, review);
  }
  for (const [index, company] of companies.entries()) {
    const id = companyIds.get(company.key) as number;
    for (const review of seedCompanyReviews(index + 1, company.key)) await insert('company_reviews', 'company_id', id, review);
  }
  for (const [table, subjects, key] of [
    ['tour_reviews', 'tours', 'tour_id'],
    ['company_reviews', 'companies', 'company_id'],
  ] as const) {
    await tx.query(
      `update ${subjects} s set rating = (select round(avg(r.rating)::numeric, 1)::real from ${table} r where r.${key} = s.id),
         review_count = (select count(*)::int from ${table} r where r.${key} = s.id)`,
    );
  }
  return count;
}

/**
 * Seeds the catalogue on first start: only when `categories` is empty, all in one transaction (a
 * failure leaves nothing behind). Returns what it inserted.
 */
export async function seedCatalogue(db: Db, now: Date = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const existing = await tx.one<{ count: number }>('select count(*)::int as count from categories');
    if ((existing?.count ?? 0) > 0) return { seeded: false, categories: 0, companies: 0, tours: 0, events: 0, reviews: 0 };

    const categoryIds = await insertCategories(tx);
    const companyIds = await insertCompanies(tx, now);
    const tourIds = await insertTours(tx, now, companyIds, categoryIds);
    const eventCount = await insertEvents(tx, now);
    const reviewCount = await insertReviews(tx, now, await insertTravellers(tx, now), tourIds, companyIds);
    return { seeded: true, categories: categoryIds.size, companies: companyIds.size, tours: tourIds.length, events: eventCount, reviews: reviewCount };
  });
}
