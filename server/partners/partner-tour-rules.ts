/**
 * What a partner's tour is and must be (issue 20, item 3; D308, D309): its shapes, its statechart
 * (`nextTourStatus`), and the one check of everything the tour page and search need before it is published
 * (`tourProblems`). Plain functions; they read nothing.
 */
import type { components } from '@core/contract/schema';

export type PartnerTour = components['schemas']['PartnerTour'];
export type PartnerTourFields = components['schemas']['PartnerTourFields'];
export type PartnerItineraryDay = components['schemas']['PartnerItineraryDay'];
export type LocalizedText = components['schemas']['LocalizedText'];
export type LocalizedList = components['schemas']['LocalizedList'];
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
export const blank = (text: string | undefined) => (text ?? '').trim() === '';

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
