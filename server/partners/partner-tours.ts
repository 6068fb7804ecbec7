/**
 * A partner's tours (issue 20, item 3; D308–D314): the company's own tours in every status, created as drafts,
 * edited, duplicated, published and unpublished.
 *
 * The tour's statechart lives here and only here (`nextTourStatus`): draft → published → unpublished →
 * published again. Publishing, and any edit of a published tour, runs one check (`tourProblems`) of everything
 * the tour page and search need, in both languages: a missing translation is named, never published.
 *
 * Seats: `seats` is the tour's total; the seats already sold (paid and held bookings, what `available_seats`
 * was decremented by) are `total_seats - available_seats` once lapsed holds are released, and the total can
 * never drop below them (D312). A new price is the tour's from now on: a booking keeps the prices it was made
 * at (bookings store their own adult/child/under-five prices and total, server/bookings/bookings.ts).
 *
 * Every query is scoped by the partner's company: another company's tour is answered exactly as one that does
 * not exist (D311).
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { components } from '../../src/api/schema';
import { type Db, type Queryable, isRowId } from '../platform';
import { releaseLapsedHolds } from '../bookings';

export type PartnerTour = components['schemas']['PartnerTour'];
export type PartnerTourFields = components['schemas']['PartnerTourFields'];
export type PartnerItineraryDay = components['schemas']['PartnerItineraryDay'];
type LocalizedText = components['schemas']['LocalizedText'];
type LocalizedList = components['schemas']['LocalizedList'];
export type TourStatus = PartnerTour['status'];
export type TourEvent = 'publish' | 'unpublish';

/** The tour statechart (D308): which event moves which status where. Nothing else changes a tour's status. */
const TRANSITIONS: Record<TourStatus, Partial<Record<TourEvent, TourStatus>>> = {
  draft: { publish: 'published' },
  published: { unpublish: 'unpublished' },
  unpublished: { publish: 'published' },
};

/** Where `event` takes a tour in `status`, or null when the statechart has no such move. */
export function nextTourStatus(status: TourStatus, event: TourEvent): TourStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** One thing missing before a tour can be published: the field (as PartnerTourFields names it) and the language. */
export interface TourProblem {
  field: string;
  language: 'en' | 'ar' | null;
  kind: 'missing' | 'untranslated' | 'past' | 'beforeStart' | 'unknownCategory';
}

const LANGUAGES = ['en', 'ar'] as const;
const blank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * Everything the tour page and search need (D309), per field and language: both titles and descriptions, a
 * price and seats, a departure in the future and a return not before it, the departure point with its
 * coordinates, the destination city, a category, a cover image, at least one itinerary day with its title and
 * description in both languages; lists (tags, amenities, included, excluded, a day's activities) translated
 * item by item, and an optional text (transportation, a day's location and notes) in both languages or neither.
 */
export function tourProblems(tour: PartnerTour, now: Date, categoryExists: boolean): TourProblem[] {
  const problems: TourProblem[] = [];
  const needBoth = (field: string, text: LocalizedText) => {
    for (const language of LANGUAGES) if (blank(text[language])) problems.push({ field, language, kind: 'missing' });
  };
  const bothOrNeither = (field: string, text: LocalizedText) => {
    const missing = LANGUAGES.filter((language) => blank(text[language]));
    if (missing.length === 1) problems.push({ field, language: missing[0]!, kind: 'untranslated' });
  };
  const listTranslated = (field: string, list: LocalizedList) => {
    const en = list.en.filter((item) => !blank(item)).length;
    const ar = list.ar.filter((item) => !blank(item)).length;
    if (en > ar) problems.push({ field, language: 'ar', kind: 'untranslated' });
    if (ar > en) problems.push({ field, language: 'en', kind: 'untranslated' });
  };
  needBoth('title', tour.title);
  needBoth('description', tour.description);
  if (tour.price < 1) problems.push({ field: 'price', language: null, kind: 'missing' });
  if (tour.seats < 1) problems.push({ field: 'seats', language: null, kind: 'missing' });
  if (tour.startDate === null) problems.push({ field: 'startDate', language: null, kind: 'missing' });
  else if (new Date(tour.startDate).getTime() <= now.getTime()) problems.push({ field: 'startDate', language: null, kind: 'past' });
  if (tour.endDate === null) problems.push({ field: 'endDate', language: null, kind: 'missing' });
  else if (tour.startDate !== null && new Date(tour.endDate).getTime() < new Date(tour.startDate).getTime())
    problems.push({ field: 'endDate', language: null, kind: 'beforeStart' });
  needBoth('departurePoint', tour.departurePoint);
  if (tour.departureLat === null || tour.departureLng === null) problems.push({ field: 'departureCoordinates', language: null, kind: 'missing' });
  needBoth('destinationCity', tour.destinationCity);
  bothOrNeither('transportationType', tour.transportationType);
  if (tour.categoryId === null) problems.push({ field: 'categoryId', language: null, kind: 'missing' });
  else if (!categoryExists) problems.push({ field: 'categoryId', language: null, kind: 'unknownCategory' });
  if (tour.imageUrls.length === 0) problems.push({ field: 'imageUrls', language: null, kind: 'missing' });
  listTranslated('tags', tour.tags);
  listTranslated('amenities', tour.amenities);
  listTranslated('included', tour.included);
  listTranslated('notIncluded', tour.notIncluded);
  if (tour.itineraries.length === 0) problems.push({ field: 'itineraries', language: null, kind: 'missing' });
  tour.itineraries.forEach((day, index) => {
    const at = `itineraries[${index + 1}]`;
    needBoth(`${at}.title`, day.title);
    needBoth(`${at}.description`, day.description);
    bothOrNeither(`${at}.location`, day.location);
    bothOrNeither(`${at}.notes`, day.notes);
    listTranslated(`${at}.activities`, day.activities);
  });
  return problems;
}

/** A tour's row as the partner queries select it (`PARTNER_TOUR_COLUMNS`). */
interface PartnerTourRow {
  id: number;
  status: TourStatus;
  company_id: number;
  created_at: Date | string;
  total_seats: number;
  available_seats: number;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  price: number;
  start_date: Date | string | null;
  end_date: Date | string | null;
  departure_point_en: string;
  departure_point_ar: string;
  departure_lat: number | null;
  departure_lng: number | null;
  destination_city_en: string;
  destination_city_ar: string;
  destination_lat: number | null;
  destination_lng: number | null;
  transportation_type_en: string;
  transportation_type_ar: string;
  category_id: number | null;
  tags_en: string[];
  tags_ar: string[];
  amenities_en: string[];
  amenities_ar: string[];
  included_en: string[];
  included_ar: string[];
  not_included_en: string[];
  not_included_ar: string[];
  image_urls: string[];
  cover_image_url: string | null;
  free_cancellation_hours: number | null;
  itineraries: unknown;
}

const PARTNER_TOUR_COLUMNS = `id, status, company_id, created_at, total_seats, available_seats, title_en, title_ar, description_en,
  description_ar, price, start_date, end_date, departure_point_en, departure_point_ar, departure_lat, departure_lng,
  destination_city_en, destination_city_ar, destination_lat, destination_lng, transportation_type_en, transportation_type_ar,
  category_id, tags_en, tags_ar, amenities_en, amenities_ar, included_en, included_ar, not_included_en, not_included_ar,
  image_urls, cover_image_url, free_cancellation_hours, itineraries`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const localized = (value: unknown): LocalizedText => (isRecord(value) ? { en: str(value.en), ar: str(value.ar) } : { en: str(value), ar: '' });
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const time = (value: unknown, fallback: string) => (typeof value === 'string' && TIME.test(value) ? (value.length === 5 ? `${value}:00` : value) : fallback);

/** The stored itinerary (migration 001's bilingual days, the seed's shape) as the partner edits it, ordered by day. */
function itineraryOf(stored: unknown): PartnerItineraryDay[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isRecord)
    .map((day, index) => ({ day, order: Number.isInteger(Number(day.dayNumber)) ? Number(day.dayNumber) : index + 1 }))
    .sort((a, b) => a.order - b.order)
    .map(({ day }) => ({
      title: localized(day.title),
      description: localized(day.description),
      location: localized(day.location),
      startTime: time(day.startTime, '08:00:00'),
      endTime: time(day.endTime, '18:00:00'),
      activities: isRecord(day.activities) ? { en: strings(day.activities.en), ar: strings(day.activities.ar) } : { en: strings(day.activities), ar: [] },
      includesBreakfast: day.includesBreakfast === true,
      includesLunch: day.includesLunch === true,
      includesDinner: day.includesDinner === true,
      notes: day.notes === null || day.notes === undefined ? { en: '', ar: '' } : localized(day.notes),
    }));
}

/** The partner's days as stored: the seed's shape, numbered by their place in the list, text trimmed. */
function storedItinerary(days: PartnerItineraryDay[]): unknown[] {
  const text = (value: LocalizedText) => ({ en: value.en.trim(), ar: value.ar.trim() });
  return days.map((day, index) => ({
    dayNumber: index + 1,
    startTime: time(day.startTime, '08:00:00'),
    endTime: time(day.endTime, '18:00:00'),
    includesBreakfast: day.includesBreakfast,
    includesLunch: day.includesLunch,
    includesDinner: day.includesDinner,
    title: text(day.title),
    description: text(day.description),
    location: text(day.location),
    activities: { en: cleanList(day.activities.en), ar: cleanList(day.activities.ar) },
    notes: blank(day.notes.en) && blank(day.notes.ar) ? null : text(day.notes),
  }));
}

const cleanList = (items: string[]) => items.map((item) => item.trim()).filter((item) => item !== '');
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function mapPartnerTour(row: PartnerTourRow): PartnerTour {
  return {
    id: row.id,
    status: row.status,
    companyId: row.company_id,
    createdAt: new Date(row.created_at).toISOString(),
    seatsSold: row.total_seats - row.available_seats,
    availableSeats: row.available_seats,
    title: { en: row.title_en, ar: row.title_ar },
    description: { en: row.description_en, ar: row.description_ar },
    price: row.price,
    seats: row.total_seats,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    departurePoint: { en: row.departure_point_en, ar: row.departure_point_ar },
    departureLat: row.departure_lat,
    departureLng: row.departure_lng,
    destinationCity: { en: row.destination_city_en, ar: row.destination_city_ar },
    destinationLat: row.destination_lat,
    destinationLng: row.destination_lng,
    transportationType: { en: row.transportation_type_en, ar: row.transportation_type_ar },
    categoryId: row.category_id,
    tags: { en: row.tags_en, ar: row.tags_ar },
    amenities: { en: row.amenities_en, ar: row.amenities_ar },
    included: { en: row.included_en, ar: row.included_ar },
    notIncluded: { en: row.not_included_en, ar: row.not_included_ar },
    imageUrls: row.image_urls,
    coverImageUrl: row.cover_image_url ?? row.image_urls[0] ?? null,
    freeCancellationHours: row.free_cancellation_hours,
    itineraries: itineraryOf(row.itineraries),
  };
}

/** The company's tours, every status, newest first. */
export async function listPartnerTours(db: Queryable, companyId: number): Promise<PartnerTour[]> {
  const rows = await db.query<PartnerTourRow>(
    `select ${PARTNER_TOUR_COLUMNS} from tours where company_id = $1 order by created_at desc, id desc`,
    [companyId],
  );
  return rows.map(mapPartnerTour);
}

/** One of the company's tours, or null (also for another company's: D311). */
export async function getPartnerTour(db: Queryable, companyId: number, tourId: number): Promise<PartnerTour | null> {
  if (!isRowId(tourId)) return null;
  const row = await db.one<PartnerTourRow>(`select ${PARTNER_TOUR_COLUMNS} from tours where id = $1 and company_id = $2`, [tourId, companyId]);
  return row ? mapPartnerTour(row) : null;
}

/** A tour with nothing in it: what a draft created without fields holds. */
function emptyTour(companyId: number, now: Date): PartnerTour {
  const text = () => ({ en: '', ar: '' });
  const list = () => ({ en: [], ar: [] });
  return {
    id: 0, status: 'draft', companyId, createdAt: now.toISOString(), seatsSold: 0, availableSeats: 0,
    title: text(), description: text(), price: 0, seats: 0, startDate: null, endDate: null,
    departurePoint: text(), departureLat: null, departureLng: null, destinationCity: text(), destinationLat: null, destinationLng: null,
    transportationType: text(), categoryId: null, tags: list(), amenities: list(), included: list(), notIncluded: list(),
    imageUrls: [], coverImageUrl: null, freeCancellationHours: 24, itineraries: [],
  };
}

/**
 * Where a partner's uploaded images are kept (D314): `/uploads/tours/<32 hex>.<png|jpg|webp>`, as saveUpload
 * names them; tour images, and a company's logo and cover (D316).
 */
export const TOUR_IMAGE_FOLDER = 'tours';
export const PARTNER_IMAGE_PATH = /^\/uploads\/tours\/[0-9a-f]{32}\.(png|jpg|webp)$/;

export type SaveProblem =
  | { reason: 'notFound' }
  | { reason: 'incomplete'; problems: TourProblem[] }
  | { reason: 'image'; url: string }
  | { reason: 'cover' }
  | { reason: 'unknownCategory' }
  | { reason: 'seatsSold'; sold: number }
  | { reason: 'date'; field: 'startDate' | 'endDate' }
  | { reason: 'transition'; status: TourStatus; event: TourEvent };

export type SaveResult = ({ ok: true; tour: PartnerTour }) | ({ ok: false } & SaveProblem);

export interface PartnerTourDeps {
  db: Db;
  uploadsDir: string;
  now: Date;
}

/**
 * The images of `fields` are ones the server stored (D314): a path under /uploads/tours/ whose file exists, or a
 * path already on the tour (a seed tour's illustrations); the cover is one of them.
 */
async function imageProblem(deps: PartnerTourDeps, tour: PartnerTour, before: PartnerTour | null): Promise<SaveProblem | null> {
  const kept = new Set(before?.imageUrls ?? []);
  for (const url of tour.imageUrls) {
    if (kept.has(url)) continue;
    if (!PARTNER_IMAGE_PATH.test(url)) return { reason: 'image', url };
    const exists = await stat(join(deps.uploadsDir, url.slice('/uploads/'.length))).then((found) => found.isFile(), () => false);
    if (!exists) return { reason: 'image', url };
  }
  if (tour.coverImageUrl !== null && !tour.imageUrls.includes(tour.coverImageUrl)) return { reason: 'cover' };
  return null;
}

async function categoryExists(db: Queryable, categoryId: number | null): Promise<boolean> {
  return categoryId !== null && (await db.one('select 1 from categories where id = $1', [categoryId])) !== null;
}

/** The earliest and latest dates a tour may have (the contract's date-time admits years 0000–9999 and leap seconds). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

/** A date sent that no calendar or database can hold (`…T23:59:60Z`, year 0000), or null when both are fine. */
function dateProblem(fields: PartnerTourFields): SaveProblem | null {
  for (const field of ['startDate', 'endDate'] as const) {
    const value = fields[field];
    if (value === undefined || value === null) continue;
    const time = new Date(value).getTime();
    if (!Number.isFinite(time) || time < EARLIEST || time >= LATEST) return { reason: 'date', field };
  }
  return null;
}

/** `fields` over `base`: what is sent replaces, what is not stays. Texts are trimmed, list items trimmed and blanks dropped. */
function merged(base: PartnerTour, fields: PartnerTourFields): PartnerTour {
  const text = (value: LocalizedText | undefined, current: LocalizedText) => (value ? { en: value.en.trim(), ar: value.ar.trim() } : current);
  const list = (value: LocalizedList | undefined, current: LocalizedList) => (value ? { en: cleanList(value.en), ar: cleanList(value.ar) } : current);
  const has = <K extends keyof PartnerTourFields>(key: K) => fields[key] !== undefined;
  const imageUrls = fields.imageUrls ? [...new Set(fields.imageUrls)] : base.imageUrls;
  const cover = has('coverImageUrl') ? (fields.coverImageUrl ?? null) : base.coverImageUrl;
  return {
    ...base,
    title: text(fields.title, base.title),
    description: text(fields.description, base.description),
    price: fields.price ?? base.price,
    seats: fields.seats ?? base.seats,
    startDate: has('startDate') ? (fields.startDate ? new Date(fields.startDate).toISOString() : null) : base.startDate,
    endDate: has('endDate') ? (fields.endDate ? new Date(fields.endDate).toISOString() : null) : base.endDate,
    departurePoint: text(fields.departurePoint, base.departurePoint),
    departureLat: has('departureLat') ? (fields.departureLat ?? null) : base.departureLat,
    departureLng: has('departureLng') ? (fields.departureLng ?? null) : base.departureLng,
    destinationCity: text(fields.destinationCity, base.destinationCity),
    destinationLat: has('destinationLat') ? (fields.destinationLat ?? null) : base.destinationLat,
    destinationLng: has('destinationLng') ? (fields.destinationLng ?? null) : base.destinationLng,
    transportationType: text(fields.transportationType, base.transportationType),
    categoryId: has('categoryId') ? (fields.categoryId ?? null) : base.categoryId,
    tags: list(fields.tags, base.tags),
    amenities: list(fields.amenities, base.amenities),
    included: list(fields.included, base.included),
    notIncluded: list(fields.notIncluded, base.notIncluded),
    imageUrls,
    // A cover that left the images, or none, falls back to the first image.
    coverImageUrl: cover !== null && (imageUrls.includes(cover) || has('coverImageUrl')) ? cover : (imageUrls[0] ?? null),
    freeCancellationHours: has('freeCancellationHours') ? (fields.freeCancellationHours ?? null) : base.freeCancellationHours,
    itineraries: fields.itineraries
      ? storedItinerary(fields.itineraries).map((day) => itineraryOf([day])[0]!)
      : base.itineraries,
  };
}

/** The columns a partner writes, in order, with their values from `tour`. */
function writtenColumns(tour: PartnerTour): Array<[string, unknown]> {
  return [
    ['title_en', tour.title.en], ['title_ar', tour.title.ar], ['description_en', tour.description.en], ['description_ar', tour.description.ar],
    ['price', tour.price], ['start_date', tour.startDate], ['end_date', tour.endDate],
    ['departure_point_en', tour.departurePoint.en], ['departure_point_ar', tour.departurePoint.ar],
    ['departure_lat', tour.departureLat], ['departure_lng', tour.departureLng],
    ['destination_city_en', tour.destinationCity.en], ['destination_city_ar', tour.destinationCity.ar],
    ['destination_lat', tour.destinationLat], ['destination_lng', tour.destinationLng],
    ['transportation_type_en', tour.transportationType.en], ['transportation_type_ar', tour.transportationType.ar],
    ['category_id', tour.categoryId],
    ['tags_en', tour.tags.en], ['tags_ar', tour.tags.ar], ['amenities_en', tour.amenities.en], ['amenities_ar', tour.amenities.ar],
    ['included_en', tour.included.en], ['included_ar', tour.included.ar], ['not_included_en', tour.notIncluded.en], ['not_included_ar', tour.notIncluded.ar],
    ['image_urls', tour.imageUrls], ['cover_image_url', tour.coverImageUrl], ['free_cancellation_hours', tour.freeCancellationHours],
    ['itineraries', JSON.stringify(storedItinerary(tour.itineraries))],
  ];
}

/** The parameter `$n` for column `name`, cast to the column's type where the driver cannot infer it. */
function placeholder(name: string, n: number): string {
  if (name === 'itineraries') return `$${n}::jsonb`;
  if (name === 'image_urls' || /^(tags|amenities|included|not_included)_/.test(name)) return `$${n}::text[]`;
  if (name === 'start_date' || name === 'end_date') return `$${n}::timestamptz`;
  return `$${n}`;
}

/** Checks a tour about to be saved: its images, its category, and, when it is (or becomes) published, completeness. */
async function saveProblem(deps: PartnerTourDeps, db: Queryable, tour: PartnerTour, before: PartnerTour | null): Promise<SaveProblem | null> {
  const image = await imageProblem(deps, tour, before);
  if (image) return image;
  const category = await categoryExists(db, tour.categoryId);
  if (tour.categoryId !== null && !category) return { reason: 'unknownCategory' };
  if (tour.status === 'published') {
    const problems = tourProblems(tour, deps.now, category);
    if (problems.length > 0) return { reason: 'incomplete', problems };
  }
  return null;
}

/** Creates a draft of the company's from `fields` (D308: a new tour is always a draft). */
export async function createPartnerTour(deps: PartnerTourDeps, companyId: number, fields: PartnerTourFields): Promise<SaveResult> {
  const date = dateProblem(fields);
  if (date) return { ok: false, ...date };
  const tour = merged(emptyTour(companyId, deps.now), fields);
  const problem = await saveProblem(deps, deps.db, tour, null);
  if (problem) return { ok: false, ...problem };
  const columns = writtenColumns(tour);
  const row = await deps.db.one<{ id: number }>(
    `insert into tours (company_id, status, created_at, total_seats, available_seats, ${columns.map(([name]) => name).join(', ')})
     values ($1, 'draft', $2, $3, $3, ${columns.map(([name], index) => placeholder(name, index + 4)).join(', ')}) returning id`,
    [companyId, deps.now, tour.seats, ...columns.map(([, value]) => value)],
  );
  if (!row) throw new Error('inserting a tour returned no row');
  return { ok: true, tour: (await getPartnerTour(deps.db, companyId, row.id))! };
}

/**
 * Changes the fields sent (D312), in one transaction under the tour's row lock (the lock bookings take first):
 * lapsed holds are released, then the seats may not drop below those sold; `available_seats` moves with the
 * total. A published tour must stay complete.
 */
export async function updatePartnerTour(deps: PartnerTourDeps, companyId: number, tourId: number, fields: PartnerTourFields): Promise<SaveResult> {
  if (!isRowId(tourId)) return { ok: false, reason: 'notFound' };
  const date = dateProblem(fields);
  return deps.db.transaction(async (tx): Promise<SaveResult> => {
    const locked = await tx.one('select id from tours where id = $1 and company_id = $2 for update', [tourId, companyId]);
    if (!locked) return { ok: false, reason: 'notFound' };
    if (date) return { ok: false, ...date };
    await releaseLapsedHolds(tx, tourId, deps.now);
    const before = (await getPartnerTour(tx, companyId, tourId))!;
    const tour = merged(before, fields);
    if (tour.seats < before.seatsSold) return { ok: false, reason: 'seatsSold', sold: before.seatsSold };
    const problem = await saveProblem(deps, tx, tour, before);
    if (problem) return { ok: false, ...problem };
    const columns = writtenColumns(tour);
    await tx.query(
      `update tours set ${columns.map(([name], index) => `${name} = ${placeholder(name, index + 3)}`).join(', ')},
         total_seats = $${columns.length + 3}, available_seats = $${columns.length + 3} - (total_seats - available_seats),
         -- A discount is kept only while the new price is still below the old one (migration 001's check).
         original_price = case when original_price > $${columns.length + 4} then original_price end
       where id = $1 and company_id = $2`,
      [tourId, companyId, ...columns.map(([, value]) => value), tour.seats, tour.price],
    );
    return { ok: true, tour: (await getPartnerTour(tx, companyId, tourId))! };
  });
}

/** A new draft with every field of the company's tour `tourId` (D313): all seats free, no bookings, no reviews. */
export async function duplicatePartnerTour(deps: PartnerTourDeps, companyId: number, tourId: number): Promise<SaveResult> {
  const source = await getPartnerTour(deps.db, companyId, tourId);
  if (!source) return { ok: false, reason: 'notFound' };
  const columns = writtenColumns(source);
  const row = await deps.db.one<{ id: number }>(
    `insert into tours (company_id, status, created_at, total_seats, available_seats, ${columns.map(([name]) => name).join(', ')})
     values ($1, 'draft', $2, $3, $3, ${columns.map(([name], index) => placeholder(name, index + 4)).join(', ')}) returning id`,
    [companyId, deps.now, source.seats, ...columns.map(([, value]) => value)],
  );
  if (!row) throw new Error('inserting a tour returned no row');
  return { ok: true, tour: (await getPartnerTour(deps.db, companyId, row.id))! };
}

/**
 * Moves the company's tour by `event` through the statechart (D308), under the tour's row lock; publishing
 * checks completeness first (D309).
 */
export async function changeTourStatus(deps: PartnerTourDeps, companyId: number, tourId: number, event: TourEvent): Promise<SaveResult> {
  if (!isRowId(tourId)) return { ok: false, reason: 'notFound' };
  return deps.db.transaction(async (tx): Promise<SaveResult> => {
    const locked = await tx.one('select id from tours where id = $1 and company_id = $2 for update', [tourId, companyId]);
    if (!locked) return { ok: false, reason: 'notFound' };
    const tour = (await getPartnerTour(tx, companyId, tourId))!;
    const next = nextTourStatus(tour.status, event);
    if (!next) return { ok: false, reason: 'transition', status: tour.status, event };
    if (next === 'published') {
      const problems = tourProblems(tour, deps.now, await categoryExists(tx, tour.categoryId));
      if (problems.length > 0) return { ok: false, reason: 'incomplete', problems };
    }
    await tx.query('update tours set status = $3 where id = $1 and company_id = $2', [tourId, companyId, next]);
    return { ok: true, tour: { ...tour, status: next } };
  });
}
