import { describe, expect, it } from 'vitest';
import { cairoLocalToIso, isoToCairoLocal } from './cairo-local-time';

describe('Cairo wall-clock times for datetime-local inputs', () => {
  it('reads a winter departure at +02:00', () => {
    expect(cairoLocalToIso('2027-12-04T04:30')).toBe('2027-12-04T02:30:00.000Z');
    expect(isoToCairoLocal('2027-12-04T02:30:00.000Z')).toBe('2027-12-04T04:30');
  });

  it('reads a summer departure at +03:00 (daylight saving since 2023)', () => {
    expect(cairoLocalToIso('2027-07-15T09:00')).toBe('2027-07-15T06:00:00.000Z');
    expect(isoToCairoLocal('2027-07-15T06:00:00.000Z')).toBe('2027-07-15T09:00');
  });

  it('shows a departure on Cairo’s date even when it is the day before in UTC', () => {
    expect(isoToCairoLocal('2027-12-03T23:15:00Z')).toBe('2027-12-04T01:15');
    expect(cairoLocalToIso('2027-12-04T01:15')).toBe('2027-12-03T23:15:00.000Z');
  });

  it('gives back what it was given, through the year', () => {
    for (const local of ['2027-01-01T00:00', '2027-04-29T23:30', '2027-10-28T12:00', '2027-11-30T18:45', '2028-03-01T06:05']) {
      expect(isoToCairoLocal(cairoLocalToIso(local))).toBe(local);
    }
  });

  it('answers null or empty for nothing, and for what is not a time', () => {
    expect(cairoLocalToIso('')).toBeNull();
    expect(cairoLocalToIso('tomorrow')).toBeNull();
    expect(isoToCairoLocal(null)).toBe('');
    expect(isoToCairoLocal('not a date')).toBe('');
  });
});
