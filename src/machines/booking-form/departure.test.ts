import { describe, expect, it } from 'vitest';
import { hasDeparted } from './departure';

describe('hasDeparted', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('is true from the moment the tour starts, as the server refuses a booking (start at or before now)', () => {
    expect(hasDeparted({ startDate: '2026-11-26T11:59:59Z' }, now)).toBe(true);
    expect(hasDeparted({ startDate: '2026-11-26T12:00:00Z' }, now)).toBe(true);
    expect(hasDeparted({ startDate: '2026-11-26T14:00:00+02:00' }, now)).toBe(true);
    expect(hasDeparted({ startDate: '2026-11-26T12:00:01Z' }, now)).toBe(false);
  });

  it('is false for a tour without a readable start', () => {
    expect(hasDeparted({ startDate: null }, now)).toBe(false);
    expect(hasDeparted({ startDate: 'soon' }, now)).toBe(false);
  });
});
