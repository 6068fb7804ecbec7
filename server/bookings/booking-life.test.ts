import { describe, expect, it } from 'vitest';
import { BOOKING_EVENTS, BOOKING_STATUSES, bookingLifeMachine, nextBookingStatus, statusesAccepting, type BookingEvent, type BookingStatus } from './booking-life';
import { bookingIdOfReference, bookingReference, verifyVoucherCode, voucherCode, voucherKey } from './booking-reference';
import { cancellationTerms } from './booking-details';

/**
 * The booking's statechart: every status × event, as the chart answers it, against the table a
 * person reads in docs (the one place a booking's status may change: moveBooking asks this chart).
 */
const EXPECTED: Record<BookingStatus, Partial<Record<BookingEvent, BookingStatus>>> = {
  pending: { 'payment.succeeded': 'success', 'payment.declined': 'pending', 'hold.lapsed': 'expired', 'booking.cancelled': 'cancelled' },
  success: { 'booking.cancelled': 'cancelled' },
  expired: { 'payment.succeeded': 'success', 'payment.arrivedTooLate': 'failed' },
  failed: { 'payment.succeeded': 'success', 'payment.arrivedTooLate': 'failed' },
  cancelled: { 'refund.made': 'refunded' },
  refunded: {},
};

describe('the booking statechart', () => {
  it.each(BOOKING_STATUSES.flatMap((status) => BOOKING_EVENTS.map((event) => [status, event] as const)))('%s on %s', (status, event) => {
    expect(nextBookingStatus(status, event)).toBe(EXPECTED[status][event] ?? null);
  });

  it('has exactly the statuses the database allows, refunded final', () => {
    expect(Object.keys(bookingLifeMachine.config.states ?? {}).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(bookingLifeMachine.getStateNodeById('bookingLife.refunded').type).toBe('final');
  });

  it('lists the statuses each event moves from (the conditional updates read it)', () => {
    expect(statusesAccepting('hold.lapsed')).toEqual(['pending']);
    expect(statusesAccepting('booking.cancelled')).toEqual(['pending', 'success']);
    expect(statusesAccepting('refund.made')).toEqual(['cancelled']);
  });
});

describe('booking references and voucher codes', () => {
  it('gives every id its own six-character reference and reads the id back, forgiving case and look-alike letters', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 5000; id += 1) {
      const reference = bookingReference(id);
      expect(reference).toMatch(/^RH-[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(bookingIdOfReference(reference)).toBe(id);
      seen.add(reference);
    }
    expect(seen.size).toBe(5000);
    const reference = bookingReference(42);
    expect(bookingIdOfReference(reference.toLowerCase().replace('RH-', 'rh'))).toBe(42);
    expect(bookingReference(2 ** 31 - 1)).toMatch(/^RH-[0-9A-HJKMNP-TV-Z]{7}$/);
    expect(bookingIdOfReference(bookingReference(2 ** 31 - 1))).toBe(2 ** 31 - 1);
    expect(bookingIdOfReference('RH-!!!!!!')).toBeNull();
    expect(bookingIdOfReference('hello')).toBeNull();
  });

  it('accepts only the codes the server signed', () => {
    const key = voucherKey('a server secret');
    const code = voucherCode(key, 7);
    expect(code).toBe(`RIHLA1:${bookingReference(7)}:${code.split(':')[2]}`);
    expect(verifyVoucherCode(key, code)).toEqual({ bookingId: 7, reference: bookingReference(7) });
    expect(verifyVoucherCode(voucherKey('another secret'), code)).toBeNull();
    expect(verifyVoucherCode(key, code.replace(bookingReference(7), bookingReference(8)))).toBeNull();
    expect(verifyVoucherCode(key, `${code}:extra`)).toBeNull();
    expect(verifyVoucherCode(key, 'RIHLA1::')).toBeNull();
  });
});

describe('cancellation terms (S23)', () => {
  const start = new Date('2026-12-10T06:00:00.000Z');
  const at = (iso: string) => new Date(iso);
  const paid = { status: 'success' as const, freeCancellationHours: 24, startDate: start, paid: 6000 };

  it('refunds in full strictly before the deadline, then refuses', () => {
    expect(cancellationTerms(paid, at('2026-12-09T05:59:59.999Z'))).toEqual({
      freeCancellationHours: 24,
      deadline: at('2026-12-09T06:00:00.000Z'),
      allowed: true,
      refundAmount: 6000,
      refusal: null,
    });
    expect(cancellationTerms(paid, at('2026-12-09T06:00:00.000Z'))).toMatchObject({ allowed: false, refundAmount: 0, refusal: 'deadlinePassed' });
  });

  it('lets an unpaid booking go until departure at no cost, never after', () => {
    const pending = { ...paid, status: 'pending' as const, paid: 0 };
    expect(cancellationTerms(pending, at('2026-12-10T05:00:00.000Z'))).toMatchObject({ allowed: true, refundAmount: 0 });
    expect(cancellationTerms(pending, start)).toMatchObject({ allowed: false, refusal: 'departed' });
  });

  it('has no deadline without free cancellation or without a date, and says why each refusal is', () => {
    expect(cancellationTerms({ ...paid, freeCancellationHours: null }, at('2026-11-01T00:00:00Z'))).toMatchObject({ deadline: null, allowed: false, refusal: 'notRefundable' });
    expect(cancellationTerms({ ...paid, startDate: null }, at('2026-11-01T00:00:00Z'))).toMatchObject({ deadline: null, allowed: true, refundAmount: 6000 });
    expect(cancellationTerms({ ...paid, status: 'expired' }, at('2026-11-01T00:00:00Z'))).toMatchObject({ allowed: false, refusal: 'notActive' });
    expect(cancellationTerms({ ...paid, status: 'refunded' }, at('2026-11-01T00:00:00Z'))).toMatchObject({ allowed: false, refusal: null });
  });
});
