import { describe, expect, it } from 'vitest';
import { isFromRecommendation, partyFrom, travelIdFrom } from './travel-id';

describe('which tour /book-now books', () => {
  it('takes travelId from navigation state first', () => {
    expect(travelIdFrom({ travelId: 5 }, '?travelId=9')).toBe(5);
    expect(travelIdFrom({ travelId: '5' }, '')).toBe(5);
  });

  it('falls back to the travelId query', () => {
    expect(travelIdFrom(null, '?travelId=9')).toBe(9);
    expect(travelIdFrom({ other: 1 }, '?travelId=9')).toBe(9);
  });

  it('has no id when neither holds a whole number from 1', () => {
    expect(travelIdFrom(null, '')).toBeNull();
    expect(travelIdFrom(null, '?travelId=abc')).toBeNull();
    expect(travelIdFrom(null, '?travelId=0')).toBeNull();
    expect(travelIdFrom({ travelId: 2.5 }, '?travelId=9')).toBeNull();
  });

  it('knows a booking that came from a recommendation', () => {
    expect(isFromRecommendation({ travelId: 5, fromRecommendation: true })).toBe(true);
    expect(isFromRecommendation({ travelId: 5, fromRecommendation: 'yes' })).toBe(false);
    expect(isFromRecommendation(undefined)).toBe(false);
  });

  it('takes the party chosen on the tour page from navigation state, else from the address', () => {
    expect(partyFrom({ travelId: 3, party: { adults: 2, children: 1, underFive: 0 } }, '?adults=5&children=0&underFive=0')).toEqual({ adults: 2, children: 1, underFive: 0 });
    expect(partyFrom({ travelId: 3 }, '?travelId=3&adults=3&children=2&underFive=1')).toEqual({ adults: 3, children: 2, underFive: 1 });
  });

  it('has no party unless it is whole: an adult at least, no negative or oversized count', () => {
    expect(partyFrom(null, '')).toBeNull();
    expect(partyFrom(null, '?adults=0&children=2&underFive=0')).toBeNull();
    expect(partyFrom(null, '?adults=2&children=-1&underFive=0')).toBeNull();
    expect(partyFrom(null, '?adults=2&children=1')).toBeNull();
    expect(partyFrom(null, '?adults=51&children=0&underFive=0')).toBeNull();
    expect(partyFrom({ party: { adults: 1.5, children: 0, underFive: 0 } }, '')).toBeNull();
  });
});
