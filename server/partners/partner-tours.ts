/**
 * A partner's tours (D308–D314): the company's own tours in every status, created as drafts,
 * edited, duplicated, published and unpublished.
 *
 * The tour's statechart lives in partner-tour-rules.ts and only there (`nextTourStatus`): draft → published →
 * unpublished → published again. Publishing, and any edit of a published tour, runs one check (`tourProblems`,
 * beside it) of everything the tour page and search need, in both languages: a missing translation is named,
 * never published. The tour's row, read and written, is partner-tour-rows.ts.
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
import { type Db, type Queryable, isRowId } from '../platform';
import { releaseLapsedHolds } from '../bookings';
import { cleanList, itineraryOf, mapPartnerTour, PARTNER_TOUR_COLUMNS, type PartnerTourRow, placeholder, storedItinerary, writtenColumns } from './partner-tour-rows';
import {
  type LocalizedList,
  type LocalizedText,
  nextTourStatus,
  type PartnerTour,
  type PartnerTourFields,
  type TourEvent,
  type TourProblem,
  type TourStatus,
  tourProblems,
} from '@core/tours/tour-rules';

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
