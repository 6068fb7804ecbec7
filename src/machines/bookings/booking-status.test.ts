import { describe, expect, it } from 'vitest';
import { isCancelled, isExpired, isFailed, isPaid, isPending, isRefunded, statusKind } from './booking-status';

// S1: one reading of a booking's status for the list and the poll.
// Cancelled and refunded are their own readings, never pending (and never paid).
type Row = [status: unknown, paid: boolean, failed: boolean, expired: boolean, pending: boolean, cancelled?: boolean, refunded?: boolean];
const table: readonly Row[] = [
  ['success', true, false, false, false],
  ['SUCCESS', true, false, false, false],
  ['Success', true, false, false, false],
  [' success ', true, false, false, false],
  ['paid', true, false, false, false],
  ['PAID', true, false, false, false],
  ['Paid', true, false, false, false],
  ['pending', false, false, false, true],
  ['Pending', false, false, false, true],
  ['failed', false, true, false, false],
  ['FAILED', false, true, false, false],
  ['expired', false, false, true, false],
  ['Expired', false, false, true, false],
  ['cancelled', false, false, false, false, true, false],
  ['Cancelled', false, false, false, false, true, false],
  ['refunded', false, false, false, false, false, true],
  [' REFUNDED', false, false, false, false, false, true],
  ['', false, false, false, true],
  ['successful', false, false, false, true],
  ['unpaid', false, false, false, true],
  [null, false, false, false, true],
  [undefined, false, false, false, true],
  [42, false, false, false, true],
];

describe('booking status', () => {
  it.each(table)('%j → paid %s, failed %s, expired %s, pending %s, cancelled %s, refunded %s', (status, paid, failed, expired, pending, cancelled = false, refunded = false) => {
    expect(isCancelled(status)).toBe(cancelled);
    expect(isRefunded(status)).toBe(refunded);
    expect(isPaid(status)).toBe(paid);
    expect(isFailed(status)).toBe(failed);
    expect(isExpired(status)).toBe(expired);
    expect(isPending(status)).toBe(pending);
  });

  it('exactly one predicate holds for any status', () => {
    for (const [status] of table) {
      const holds = [isPaid, isFailed, isExpired, isPending, isCancelled, isRefunded].filter((f) => f(status));
      expect(holds).toHaveLength(1);
    }
  });

  it.each([
    ['success', 'paid'],
    ['PAID', 'paid'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['expired', 'expired'],
    ['cancelled', 'cancelled'],
    ['refunded', 'refunded'],
    [null, 'pending'],
  ] as const)('statusKind(%j) is %s', (status, kind) => {
    expect(statusKind(status)).toBe(kind);
  });
});
