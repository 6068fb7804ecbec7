import { describe, expect, it } from 'vitest';
import { arrangeImages, coverOf, emptyDay, emptyTourForm, fieldsOf, problemPath, translationGaps, type TourForm } from './tour-form';

const form = (overrides: Partial<TourForm> = {}): TourForm => ({ ...emptyTourForm(), ...overrides });

describe('the tour form', () => {
  it('writes departure and return on Cairo’s clock as instants, lists one per line, empty numbers as not yet', () => {
    const fields = fieldsOf(
      form({ startDate: '2027-12-04T04:30', price: '1250', seats: '', tags: { en: 'Desert\n\n Stars ', ar: 'صحراء\nنجوم' }, freeCancellationHours: '', departureLat: '28.5' }),
    );
    expect(fields.startDate).toBe('2027-12-04T02:30:00.000Z');
    expect(fields.endDate).toBeNull();
    expect(fields.price).toBe(1250);
    expect(fields.seats).toBe(0);
    expect(fields.tags).toEqual({ en: ['Desert', 'Stars'], ar: ['صحراء', 'نجوم'] });
    expect(fields.freeCancellationHours).toBeNull();
    expect(fields.departureLat).toBe(28.5);
    expect(fields.departureLng).toBeNull();
  });

  it('names what is written in one language only, item by item for lists', () => {
    const day = { ...emptyDay(), title: { en: 'Arrival', ar: '' }, activities: { en: 'Swim\nDive', ar: 'سباحة' } };
    expect(translationGaps(form({ title: { en: '', ar: 'دهب' }, amenities: { en: 'Wi-Fi', ar: 'واي فاي' }, itineraries: [day] }))).toEqual([
      { path: 'title', missing: 'en' },
      { path: 'itineraries.0.title', missing: 'ar' },
      { path: 'itineraries.0.activities', missing: 'ar' },
    ]);
  });

  it('orders images, removes them and chooses the cover (the first when none is chosen)', () => {
    const three = form({ imageUrls: ['/a.png', '/b.png', '/c.png'] });
    expect(coverOf(three)).toBe('/a.png');
    expect(arrangeImages(three, 0, 'later').imageUrls).toEqual(['/b.png', '/a.png', '/c.png']);
    expect(arrangeImages(three, 0, 'earlier')).toBe(three);
    const covered = arrangeImages(three, 2, 'cover');
    expect(coverOf(covered)).toBe('/c.png');
    expect(coverOf(arrangeImages(covered, 2, 'remove'))).toBe('/a.png');
  });

  it('finds the input of a publish problem', () => {
    expect(problemPath('itineraries[2].title')).toBe('itineraries.1.title');
    expect(problemPath('departureCoordinates')).toBe('departureLat');
    expect(problemPath('price')).toBe('price');
  });
});
