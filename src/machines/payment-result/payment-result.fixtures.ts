/**
 * A booking as GET /api/Booking/{id}/details answers it, for the payment result machines' models
 * and the screens' tests: booking 42, RH-7KQ2M9, the Giza day tour leaving 5 Dec 2030 at 08:00 Cairo time,
 * pending with its hold until 12:55 UTC on 2 Nov 2025, 2 adults and a child. Test tooling only.
 */
import type { BookingDetails } from './payment-result.actors';

export const HOLD_EXPIRES_AT = '2025-11-02T12:55:00.000Z';
/** The clock when the details arrived: 5 minutes into the 15-minute hold. */
export const READ_AT = Date.parse(HOLD_EXPIRES_AT) - 10 * 60_000;

export function bookingDetails(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return {
    id: 42,
    reference: 'RH-7KQ2M9',
    status: 'pending',
    bookingDate: '2025-11-02T12:40:00.000Z',
    travellerName: 'Mona Adel',
    travel: {
      id: 3,
      title: 'Giza Pyramids Day Tour',
      startDate: '2030-12-05T08:00:00+02:00',
      endDate: '2030-12-05T18:00:00+02:00',
      departurePoint: 'Tahrir Square, Cairo',
      departurePointLat: 30.0444,
      departurePointLng: 31.2357,
      coverImageUrl: null,
    },
    company: { id: 7, name: 'Nile Horizons Travel', phone: '+20 2 2345 6789', email: 'hello@nilehorizons.example' },
    party: [
      { type: 'adult', count: 2, unitPrice: 2500, subtotal: 5000 },
      { type: 'child', count: 1, unitPrice: 1250, subtotal: 1250 },
    ],
    totalCost: 6250,
    currency: 'EGP',
    holdExpiresAt: HOLD_EXPIRES_AT,
    cancellation: { freeCancellationHours: 24, deadline: '2030-12-04T06:00:00.000Z', allowed: true, refundAmount: 0, reason: null },
    refund: null,
    payments: [{ status: 'declined', amount: 6250, at: '2025-11-02T12:44:00.000Z' }],
    timeline: [
      { kind: 'booked', at: '2025-11-02T12:40:00.000Z', amount: null },
      { kind: 'paymentDeclined', at: '2025-11-02T12:44:00.000Z', amount: null },
    ],
    actions: { pay: true, cancel: true, voucher: false, calendar: false },
    voucher: null,
    ...overrides,
  };
}

/** The same booking once paid: no hold, the voucher and calendar offered. */
export function paidBookingDetails(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return bookingDetails({
    status: 'success',
    holdExpiresAt: null,
    payments: [
      { status: 'declined', amount: 6250, at: '2025-11-02T12:44:00.000Z' },
      { status: 'success', amount: 6250, at: '2025-11-02T12:47:00.000Z' },
    ],
    actions: { pay: false, cancel: true, voucher: true, calendar: true },
    voucher: { code: 'RH-7KQ2M9.signature', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    ...overrides,
  });
}

/** The same booking after its hold lapsed unpaid. */
export function expiredBookingDetails(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return bookingDetails({
    status: 'expired',
    holdExpiresAt: null,
    actions: { pay: false, cancel: false, voucher: false, calendar: false },
    cancellation: { freeCancellationHours: 24, deadline: '2030-12-04T06:00:00.000Z', allowed: false, refundAmount: 0, reason: 'This booking is no longer active.' },
    ...overrides,
  });
}
