/**
 * The tour statechart, the publish check and the translation gaps the editor shows as the partner types: every status × event pair, and
 * each rule of `tourProblems` seen failing on its own.
 */
import { describe, expect, it } from 'vitest';
import { dayField, nextTourStatus, readProblemField, tourProblems, translationGaps, type PartnerTour, type TourEvent, type TourStatus } from './tour-rules';

const NOW = new Date('2026-12-01T08:00:00Z');

function complete(): PartnerTour {
  const text = (en: string, ar: string) => ({ en, ar });
  return {
    id: 1, status: 'draft', companyId: 1, createdAt: NOW.toISOString(), seatsSold: 0, availableSeats: 10,
    title: text('Siwa Oasis', 'واحة سيوة'), description: text('Springs and salt lakes.', 'عيون وبحيرات ملح.'),
    price: 2000, seats: 10, startDate: '2026-12-10T06:00:00.000Z', endDate: '2026-12-12T18:00:00.000Z',
    departurePoint: text('Marsa Matrouh', 'مرسى مطروح'), departureLat: 31.35, departureLng: 27.23,
    destinationCity: text('Siwa', 'سيوة'), destinationLat: 29.2, destinationLng: 25.52,
    transportationType: text('', ''), categoryId: 2,
    tags: { en: ['Desert'], ar: ['صحراء'] }, amenities: { en: [], ar: [] }, included: { en: [], ar: [] }, notIncluded: { en: [], ar: [] },
    imageUrls: ['/uploads/tours/0123456789abcdef0123456789abcdef.png'], coverImageUrl: null, freeCancellationHours: 24,
    itineraries: [
      {
        title: text('Cleopatra Spring', 'عين كليوباترا'), description: text('Swim.', 'سباحة.'), location: text('', ''),
        startTime: '08:00:00', endTime: '18:00:00', activities: { en: ['Swimming'], ar: ['سباحة'] },
        includesBreakfast: true, includesLunch: false, includesDinner: false, notes: text('', ''),
      },
    ],
  };
}

const problemsOf = (tour: PartnerTour, categoryExists = true) =>
  tourProblems(tour, NOW, categoryExists).map(({ field, language, kind }) => `${field}:${language ?? '-'}:${kind}`);

describe('the tour statechart', () => {
  const expected: Record<TourStatus, Record<TourEvent, TourStatus | null>> = {
    draft: { publish: 'published', unpublish: null },
    published: { publish: null, unpublish: 'unpublished' },
    unpublished: { publish: 'published', unpublish: null },
  };
  for (const [status, events] of Object.entries(expected) as Array<[TourStatus, Record<TourEvent, TourStatus | null>]>) {
    for (const [event, next] of Object.entries(events) as Array<[TourEvent, TourStatus | null]>) {
      it(`${status} ─ ${event} → ${next ?? 'refused'}`, () => {
        expect(nextTourStatus(status, event)).toBe(next);
      });
    }
  }
});

describe('what publishing checks', () => {
  it('finds nothing missing in a complete tour', () => {
    expect(problemsOf(complete())).toEqual([]);
  });

  it('names each missing text per language, and a list or optional text translated in one language only', () => {
    const tour = complete();
    tour.title.ar = ' ';
    tour.destinationCity.en = '';
    tour.transportationType = { en: 'Jeep', ar: '' };
    tour.tags = { en: ['Desert', 'Springs'], ar: ['صحراء'] };
    tour.amenities = { en: [], ar: ['مياه'] };
    tour.itineraries[0]!.description.en = '';
    tour.itineraries[0]!.notes = { en: '', ar: 'ملاحظة' };
    tour.itineraries[0]!.activities = { en: ['Swimming'], ar: [] };
    expect(problemsOf(tour)).toEqual([
      'title:ar:missing',
      'destinationCity:en:missing',
      'transportationType:ar:untranslated',
      'tags:ar:untranslated',
      'amenities:en:untranslated',
      'itineraries[1].description:en:missing',
      'itineraries[1].notes:en:untranslated',
      'itineraries[1].activities:ar:untranslated',
    ]);
  });

  it('needs a price, seats, a future departure, a return not before it, coordinates, a category, an image and a day', () => {
    const tour = { ...complete(), price: 0, seats: 0, startDate: '2026-11-30T00:00:00.000Z', endDate: '2026-11-29T00:00:00.000Z', departureLng: null, imageUrls: [], itineraries: [] };
    expect(problemsOf(tour, false)).toEqual([
      'price:-:missing',
      'seats:-:missing',
      'startDate:-:past',
      'endDate:-:beforeStart',
      'departureCoordinates:-:missing',
      'categoryId:-:unknownCategory',
      'imageUrls:-:missing',
      'itineraries:-:missing',
    ]);
    expect(problemsOf({ ...complete(), startDate: null, endDate: null, categoryId: null })).toEqual(['startDate:-:missing', 'endDate:-:missing', 'categoryId:-:missing']);
    // Departing exactly now is departed (catalogue.ts: start_date at or before now is not offered).
    expect(problemsOf({ ...complete(), startDate: NOW.toISOString() })).toEqual(['startDate:-:past']);
  });
});

describe('what is written in one language only', () => {
  it('names each text and list translated on one side, in the order the editor shows them, and nothing that is blank in both', () => {
    const tour = complete();
    tour.title = { en: '', ar: 'دهب' };
    tour.description = { en: '', ar: '' };
    tour.amenities = { en: ['Wi-Fi'], ar: ['واي فاي'] };
    tour.itineraries[0]!.title = { en: 'Arrival', ar: '' };
    tour.itineraries[0]!.activities = { en: ['Swim', 'Dive'], ar: ['سباحة'] };
    expect(translationGaps(tour).map(({ field, language }) => `${field}:${language}`)).toEqual([
      'title:en',
      'itineraries[1].title:ar',
      'itineraries[1].activities:ar',
    ]);
  });

  it('agrees with the publish check: every one-sided translation it names, publishing names too', () => {
    const tour = complete();
    tour.transportationType = { en: 'Jeep', ar: '' };
    tour.tags = { en: ['Desert', 'Springs'], ar: ['صحراء'] };
    tour.itineraries[0]!.notes = { en: '', ar: 'ملاحظة' };
    const gaps = translationGaps(tour).map(({ field, language }) => `${field}:${language}:untranslated`);
    expect(gaps.length).toBe(3);
    expect(problemsOf(tour)).toEqual(expect.arrayContaining(gaps));
  });

  it('writes and reads a day field in one syntax, days counted from 1', () => {
    expect(dayField(1, 'title')).toBe('itineraries[2].title');
    expect(readProblemField('itineraries[2].title')).toEqual({ day: 1, name: 'title' });
    expect(readProblemField('price')).toEqual({ day: null, name: 'price' });
  });
});
