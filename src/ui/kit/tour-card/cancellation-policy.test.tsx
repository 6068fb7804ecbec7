import { describe, expect, it } from 'vitest';
import { cancellationPolicy, formatCancellationDeadline } from './cancellation-policy';

describe('the cancellation policy as pages word it', () => {
  it('gives the deadline in Cairo time, in English and Arabic', () => {
    const tour = { startDate: '2025-12-05T08:00:00+02:00', freeCancellationHours: 24 };
    expect(cancellationPolicy(tour, 'en')).toEqual({ kind: 'free', deadline: 'Thu 4 Dec, 08:00' });
    expect(cancellationPolicy(tour, 'ar')).toEqual({ kind: 'free', deadline: 'الخميس، 4 ديسمبر، 08:00' });
  });

  it('reads the instant in Cairo whatever zone the date was written in', () => {
    expect(formatCancellationDeadline('2025-12-04T06:00:00Z', 'en')).toBe('Thu 4 Dec, 08:00');
    expect(formatCancellationDeadline(new Date('2025-07-10T21:30:00Z'), 'en')).toBe('Fri 11 Jul, 00:30'); // summer time, UTC+3
  });

  it('says there is none, or gives the hours only when the tour has no date', () => {
    expect(cancellationPolicy({ startDate: '2025-12-05T08:00:00+02:00', freeCancellationHours: null }, 'en')).toEqual({ kind: 'none' });
    expect(cancellationPolicy({ startDate: null, freeCancellationHours: 48 }, 'en')).toEqual({ kind: 'freeNoDate', hours: 48 });
  });

  it('formats nothing for a missing or unreadable instant', () => {
    expect(formatCancellationDeadline(null, 'en')).toBeNull();
    expect(formatCancellationDeadline('later', 'en')).toBeNull();
  });
});
