import { describe, expect, it } from 'vitest';
import { isExpired, isFailed, isPaid, isPending, statusKind } from './booking-status';

// DECISIONS #1: one reading of a booking's status for the list and the poll.
const table: ReadonlyArray<[status: unknown, paid: boolean, failed: boolean, expired: boolean, pending: boolean]> = [
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
  ['', false, false, false, true],
  ['successful', false, false, false, true],
  ['unpaid', false, false, false, true],
  [null, false, false, false, true],
  [undefined, false, false, false, true],
  [42, false, false, false, true],
];

describe('booking status', () => {
  it.each(table)('%j → paid %s, failed %s, expired %s, pending %s', (status, paid, failed, expired, pending) => {
    expect(isPaid(status)).toBe(paid);
    expect(isFailed(status)).toBe(failed);
    expect(isExpired(status)).toBe(expired);
    expect(isPending(status)).toBe(pending);
  });

  it('exactly one predicate holds for any status', () => {
    for (const [status] of table) {
      const holds = [isPaid, isFailed, isExpired, isPending].filter((f) => f(status));
      expect(holds).toHaveLength(1);
    }
  });

  it.each([
    ['success', 'paid'],
    ['PAID', 'paid'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['expired', 'expired'],
    [null, 'pending'],
  ] as const)('statusKind(%j) is %s', (status, kind) => {
    expect(statusKind(status)).toBe(kind);
  });
});
