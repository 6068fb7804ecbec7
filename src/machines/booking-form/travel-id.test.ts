import { describe, expect, it } from 'vitest';
import { isFromRecommendation, travelIdFrom } from './travel-id';

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
});
