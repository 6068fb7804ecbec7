/**
 * The tour editor's form (D315): a PartnerTour as its inputs hold it, English and Arabic side
 * by side. Numbers and times are the inputs' strings (an empty input is "not yet"), dates are `datetime-local`
 * values on Cairo's clock, lists are one item per line. `formOf` reads a tour into it and `fieldsOf` writes it
 * back as PartnerTourFields; `translationGaps` names what is written in one language only, before publishing.
 */
import type { components } from '@core/contract/schema';
import { readProblemField, translationGaps as tourTranslationGaps } from '@core/tours/tour-rules';
import { cairoLocalToIso, isoToCairoLocal } from '@core/time/cairo-local-time';
import type { Language } from '@core/text/language';

export type PartnerTour = components['schemas']['PartnerTour'];
export type PartnerTourFields = components['schemas']['PartnerTourFields'];
export type TourStatus = PartnerTour['status'];

export interface Bilingual {
  en: string;
  ar: string;
}

export interface DayForm {
  title: Bilingual;
  description: Bilingual;
  location: Bilingual;
  /** HH:MM, Cairo time. */
  startTime: string;
  endTime: string;
  /** One activity per line. */
  activities: Bilingual;
  includesBreakfast: boolean;
  includesLunch: boolean;
  includesDinner: boolean;
  notes: Bilingual;
}

export interface TourForm {
  title: Bilingual;
  description: Bilingual;
  price: string;
  seats: string;
  /** `datetime-local` on Cairo's clock. */
  startDate: string;
  endDate: string;
  departurePoint: Bilingual;
  departureLat: string;
  departureLng: string;
  destinationCity: Bilingual;
  destinationLat: string;
  destinationLng: string;
  transportationType: Bilingual;
  categoryId: string;
  tags: Bilingual;
  amenities: Bilingual;
  included: Bilingual;
  notIncluded: Bilingual;
  imageUrls: string[];
  /** One of imageUrls; null: the first. */
  coverImageUrl: string | null;
  /** Empty: no free cancellation. */
  freeCancellationHours: string;
  itineraries: DayForm[];
}

/** The bilingual texts of a tour, in the form's order (`long` ones are a textarea). */
export const TEXT_FIELDS = ['title', 'description', 'departurePoint', 'destinationCity', 'transportationType'] as const;
/** The bilingual lists, one item per line. */
export const LIST_FIELDS = ['tags', 'amenities', 'included', 'notIncluded'] as const;
export const DAY_TEXT_FIELDS = ['title', 'description', 'location', 'activities', 'notes'] as const;
export const MEALS = ['includesBreakfast', 'includesLunch', 'includesDinner'] as const;

const blank = (): Bilingual => ({ en: '', ar: '' });

export function emptyDay(): DayForm {
  return {
    title: blank(),
    description: blank(),
    location: blank(),
    startTime: '08:00',
    endTime: '18:00',
    activities: blank(),
    includesBreakfast: false,
    includesLunch: false,
    includesDinner: false,
    notes: blank(),
  };
}

export function emptyTourForm(): TourForm {
  return {
    title: blank(),
    description: blank(),
    price: '',
    seats: '',
    startDate: '',
    endDate: '',
    departurePoint: blank(),
    departureLat: '',
    departureLng: '',
    destinationCity: blank(),
    destinationLat: '',
    destinationLng: '',
    transportationType: blank(),
    categoryId: '',
    tags: blank(),
    amenities: blank(),
    included: blank(),
    notIncluded: blank(),
    imageUrls: [],
    coverImageUrl: null,
    freeCancellationHours: '',
    itineraries: [],
  };
}

const lines = (list: { en: string[]; ar: string[] }): Bilingual => ({ en: list.en.join('\n'), ar: list.ar.join('\n') });
const numberText = (value: number | null) => (value === null ? '' : String(value));
const hhmm = (time: string) => time.slice(0, 5);

/** A tour as the form shows it. A price or seats of 0 (a new draft's) show as empty inputs. */
export function formOf(tour: PartnerTour): TourForm {
  return {
    title: { ...tour.title },
    description: { ...tour.description },
    price: tour.price > 0 ? String(tour.price) : '',
    seats: tour.seats > 0 ? String(tour.seats) : '',
    startDate: isoToCairoLocal(tour.startDate),
    endDate: isoToCairoLocal(tour.endDate),
    departurePoint: { ...tour.departurePoint },
    departureLat: numberText(tour.departureLat),
    departureLng: numberText(tour.departureLng),
    destinationCity: { ...tour.destinationCity },
    destinationLat: numberText(tour.destinationLat),
    destinationLng: numberText(tour.destinationLng),
    transportationType: { ...tour.transportationType },
    categoryId: numberText(tour.categoryId),
    tags: lines(tour.tags),
    amenities: lines(tour.amenities),
    included: lines(tour.included),
    notIncluded: lines(tour.notIncluded),
    imageUrls: [...tour.imageUrls],
    coverImageUrl: tour.coverImageUrl,
    freeCancellationHours: numberText(tour.freeCancellationHours),
    itineraries: tour.itineraries.map((day) => ({
      title: { ...day.title },
      description: { ...day.description },
      location: { ...day.location },
      startTime: hhmm(day.startTime),
      endTime: hhmm(day.endTime),
      activities: lines(day.activities),
      includesBreakfast: day.includesBreakfast,
      includesLunch: day.includesLunch,
      includesDinner: day.includesDinner,
      notes: { ...day.notes },
    })),
  };
}

const list = (text: string) =>
  text
    .split('\n')
    .map((item) => item.trim())
    .filter((item) => item !== '');
const listOf = (text: Bilingual) => ({ en: list(text.en), ar: list(text.ar) });
/** A whole number from an input, or `fallback` for an empty one (an unreadable one too: the input is type=number). */
function whole(text: string, fallback: number): number;
function whole(text: string, fallback: null): number | null;
function whole(text: string, fallback: number | null): number | null {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : fallback;
}
const decimal = (text: string) => {
  const value = Number.parseFloat(text.trim());
  return Number.isFinite(value) ? value : null;
};
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form as the contract's PartnerTourFields: every field, so PATCH replaces them all (D315). */
export function fieldsOf(form: TourForm): Required<PartnerTourFields> {
  return {
    title: { ...form.title },
    description: { ...form.description },
    price: whole(form.price, 0),
    seats: whole(form.seats, 0),
    startDate: cairoLocalToIso(form.startDate),
    endDate: cairoLocalToIso(form.endDate),
    departurePoint: { ...form.departurePoint },
    departureLat: decimal(form.departureLat),
    departureLng: decimal(form.departureLng),
    destinationCity: { ...form.destinationCity },
    destinationLat: decimal(form.destinationLat),
    destinationLng: decimal(form.destinationLng),
    transportationType: { ...form.transportationType },
    categoryId: whole(form.categoryId, null),
    tags: listOf(form.tags),
    amenities: listOf(form.amenities),
    included: listOf(form.included),
    notIncluded: listOf(form.notIncluded),
    imageUrls: [...form.imageUrls],
    coverImageUrl: form.coverImageUrl !== null && form.imageUrls.includes(form.coverImageUrl) ? form.coverImageUrl : null,
    freeCancellationHours: whole(form.freeCancellationHours, null),
    itineraries: form.itineraries.map((day) => ({
      title: { ...day.title },
      description: { ...day.description },
      location: { ...day.location },
      startTime: TIME.test(day.startTime) ? day.startTime : '08:00',
      endTime: TIME.test(day.endTime) ? day.endTime : '18:00',
      activities: listOf(day.activities),
      includesBreakfast: day.includesBreakfast,
      includesLunch: day.includesLunch,
      includesDinner: day.includesDinner,
      notes: { ...day.notes },
    })),
  };
}

/** What the images become: moved a place earlier or later, removed, or made the cover. */
export type ImageArrangement = 'earlier' | 'later' | 'remove' | 'cover';

export function arrangeImages(form: TourForm, index: number, action: ImageArrangement): TourForm {
  const images = [...form.imageUrls];
  const url = images[index];
  if (url === undefined) return form;
  if (action === 'cover') return { ...form, coverImageUrl: url };
  if (action === 'remove') {
    images.splice(index, 1);
    return { ...form, imageUrls: images, coverImageUrl: form.coverImageUrl === url ? null : form.coverImageUrl };
  }
  const to = action === 'earlier' ? index - 1 : index + 1;
  if (to < 0 || to >= images.length) return form;
  [images[index], images[to]] = [images[to]!, url];
  return { ...form, imageUrls: images };
}

/** The cover the tour shows: the one chosen, else the first image. */
export const coverOf = (form: TourForm): string | null => (form.coverImageUrl !== null && form.imageUrls.includes(form.coverImageUrl) ? form.coverImageUrl : (form.imageUrls[0] ?? null));

/** A field written in one language only: its path in the form (`title`, `itineraries.0.activities`) and the language missing. */
export interface TranslationGap {
  path: string;
  missing: Language;
}

/** What is written in one language only (the tour rules' check), where the form shows it. */
export function translationGaps(form: TourForm): TranslationGap[] {
  return tourTranslationGaps(fieldsOf(form)).map((gap) => ({ path: problemPath(gap.field), missing: gap.language! }));
}

/**
 * The form path of a publish problem's field (`itineraries[2].title` → `itineraries.1.title`;
 * `departureCoordinates` → `departureLat`), so the editor marks the input it names.
 */
export function problemPath(field: string): string {
  const { day, name } = readProblemField(field);
  if (day !== null) return `itineraries.${day}.${name}`;
  if (field === 'departureCoordinates') return 'departureLat';
  return field;
}
