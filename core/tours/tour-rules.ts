/**
 * What a partner's tour is and must be (D308, D309): its shapes, its statechart
 * (`nextTourStatus`), and the one check of everything the tour page and search need before it is published
 * (`tourProblems`). Plain functions; they read nothing.
 */
import type { components } from '../contract/schema';
import { LANGUAGES, type Language } from '../text/language';

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
  language: Language | null;
  kind: 'missing' | 'untranslated' | 'past' | 'beforeStart' | 'unknownCategory';
}

export const blank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * Where a problem is: a field as PartnerTourFields names it, or a day's field as `itineraries[2].title`
 * (days counted from 1, as a partner reads them). The one syntax of a problem's `field`, written and read here.
 */
export const dayField = (index: number, name: string) => `itineraries[${index + 1}].${name}`;

/** A problem's field read back: the day (counted from 0) and the field's name, or no day. */
export function readProblemField(field: string): { day: number | null; name: string } {
  const day = /^itineraries\[(\d+)\]\.(\w+)$/.exec(field);
  return day ? { day: Number(day[1]) - 1, name: day[2]! } : { day: null, name: field };
}

/** The bilingual texts of a tour, which must be written in both languages or (where optional) in neither. */
type TourTexts = Pick<PartnerTour, 'title' | 'description' | 'departurePoint' | 'destinationCity' | 'transportationType' | 'tags' | 'amenities' | 'included' | 'notIncluded'> & {
  itineraries: ReadonlyArray<Pick<PartnerItineraryDay, 'title' | 'description' | 'location' | 'activities' | 'notes'>>;
};

/** The language a text is written in but not the other's, or null when both or neither hold it. */
function missingTranslation(text: LocalizedText): Language | null {
  const missing = LANGUAGES.filter((language) => blank(text[language]));
  return missing.length === 1 ? missing[0]! : null;
}

/** A list translated item by item: the language with fewer items, or null when both have as many. */
function shorterList(list: LocalizedList): Language | null {
  const en = list.en.filter((item) => !blank(item)).length;
  const ar = list.ar.filter((item) => !blank(item)).length;
  return en > ar ? 'ar' : ar > en ? 'en' : null;
}

/**
 * What is written in one language and not (or not item by item) in the other, in the order the editor shows
 * the fields: shown beside the field as the partner types, before publishing names it.
 */
export function translationGaps(tour: TourTexts): TourProblem[] {
  const gaps: TourProblem[] = [];
  const text = (field: string, value: LocalizedText) => {
    const language = missingTranslation(value);
    if (language) gaps.push({ field, language, kind: 'untranslated' });
  };
  const list = (field: string, value: LocalizedList) => {
    const language = shorterList(value);
    if (language) gaps.push({ field, language, kind: 'untranslated' });
  };
  for (const field of ['title', 'description', 'departurePoint', 'destinationCity', 'transportationType'] as const) text(field, tour[field]);
  for (const field of ['tags', 'amenities', 'included', 'notIncluded'] as const) list(field, tour[field]);
  tour.itineraries.forEach((day, index) => {
    text(dayField(index, 'title'), day.title);
    text(dayField(index, 'description'), day.description);
    text(dayField(index, 'location'), day.location);
    list(dayField(index, 'activities'), day.activities);
    text(dayField(index, 'notes'), day.notes);
  });
  return gaps;
}

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
    const language = missingTranslation(text);
    if (language) problems.push({ field, language, kind: 'untranslated' });
  };
  const listTranslated = (field: string, list: LocalizedList) => {
    const language = shorterList(list);
    if (language) problems.push({ field, language, kind: 'untranslated' });
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
    needBoth(dayField(index, 'title'), day.title);
    needBoth(dayField(index, 'description'), day.description);
    bothOrNeither(dayField(index, 'location'), day.location);
    bothOrNeither(dayField(index, 'notes'), day.notes);
    listTranslated(dayField(index, 'activities'), day.activities);
  });
  return problems;
}
