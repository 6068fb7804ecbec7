import { describe, expect, it } from 'vitest';
import { cancellationRule, DEFAULT_FREE_CANCELLATION_HOURS } from './cancellation';

describe('cancellationRule', () => {
  it('ends free cancellation the given hours before departure', () => {
    expect(cancellationRule('2025-12-05T08:00:00+02:00', 24)).toEqual({ kind: 'free', hours: 24, deadline: new Date('2025-12-04T06:00:00.000Z') });
    expect(cancellationRule('2025-12-05T08:00:00+02:00', 72)).toEqual({ kind: 'free', hours: 72, deadline: new Date('2025-12-02T06:00:00.000Z') });
    expect(cancellationRule('2025-12-05T08:00:00+02:00', 0)).toEqual({ kind: 'free', hours: 0, deadline: new Date('2025-12-05T06:00:00.000Z') });
  });

  it('takes 24 hours when the tour says nothing (the contract default)', () => {
    expect(DEFAULT_FREE_CANCELLATION_HOURS).toBe(24);
    expect(cancellationRule('2025-12-05T08:00:00+02:00', undefined)).toEqual({ kind: 'free', hours: 24, deadline: new Date('2025-12-04T06:00:00.000Z') });
  });

  it('has no free cancellation when the tour says null, with or without a date', () => {
    expect(cancellationRule('2025-12-05T08:00:00+02:00', null)).toEqual({ kind: 'none' });
    expect(cancellationRule(null, null)).toEqual({ kind: 'none' });
  });

  it('names no deadline for a tour without a readable date', () => {
    expect(cancellationRule(null, 24)).toEqual({ kind: 'free', hours: 24, deadline: null });
    expect(cancellationRule('soon', 48)).toEqual({ kind: 'free', hours: 48, deadline: null });
  });
});
