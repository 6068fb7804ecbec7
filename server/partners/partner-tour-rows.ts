/**
 * A partner's tour as the tours table holds it: the row the partner queries select, read into the tour the
 * partner edits, and the columns and parameters a partner's save writes.
 */
import { blank, type LocalizedText, type PartnerItineraryDay, type PartnerTour, type TourStatus } from '@core/tours/tour-rules';
import { isRecord } from '@core/values';

/** A tour's row as the partner queries select it (`PARTNER_TOUR_COLUMNS`). */
export interface PartnerTourRow {
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

export const PARTNER_TOUR_COLUMNS = `id, status, company_id, created_at, total_seats, available_seats, title_en, title_ar, description_en,
  description_ar, price, start_date, end_date, departure_point_en, departure_point_ar, departure_lat, departure_lng,
  destination_city_en, destination_city_ar, destination_lat, destination_lng, transportation_type_en, transportation_type_ar,
  category_id, tags_en, tags_ar, amenities_en, amenities_ar, included_en, included_ar, not_included_en, not_included_ar,
  image_urls, cover_image_url, free_cancellation_hours, itineraries`;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const localized = (value: unknown): LocalizedText => (isRecord(value) ? { en: str(value.en), ar: str(value.ar) } : { en: str(value), ar: '' });
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const time = (value: unknown, fallback: string) => (typeof value === 'string' && TIME.test(value) ? (value.length === 5 ? `${value}:00` : value) : fallback);

/** The stored itinerary (migration 001's bilingual days, the seed's shape) as the partner edits it, ordered by day. */
export function itineraryOf(stored: unknown): PartnerItineraryDay[] {
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
export function storedItinerary(days: PartnerItineraryDay[]): unknown[] {
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

export const cleanList = (items: string[]) => items.map((item) => item.trim()).filter((item) => item !== '');
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function mapPartnerTour(row: PartnerTourRow): PartnerTour {
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

/** The columns a partner writes, in order, with their values from `tour`. */
export function writtenColumns(tour: PartnerTour): Array<[string, unknown]> {
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
export function placeholder(name: string, n: number): string {
  if (name === 'itineraries') return `$${n}::jsonb`;
  if (name === 'image_urls' || /^(tags|amenities|included|not_included)_/.test(name)) return `$${n}::text[]`;
  if (name === 'start_date' || name === 'end_date') return `$${n}::timestamptz`;
  return `$${n}`;
}
