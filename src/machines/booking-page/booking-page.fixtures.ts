import type { BookingDetails } from './booking-page.actors';

/** A QR code as the server draws it: a complete SVG document (here a tiny stand-in). */
export const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><rect width="29" height="29" fill="#fff"/><path d="M4 4h7v7H4z" fill="#000"/></svg>';

/**
 * Booking 41 of the Giza day tour, paid: 2 adults and 1 child (EGP 6,250), leaving 1 December 2027 at
 * 8:00 in Cairo (06:00 UTC), free cancellation until 24 hours before. `overrides` for the rest.
 */
export function paidBooking(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return {
    id: 41,
    reference: 'RH-7KQ2M9',
    status: 'success',
    bookingDate: '2027-11-02T12:35:00.000Z',
    travellerName: 'Mariam Adel',
    travel: {
      id: 3,
      title: 'Giza Pyramids Day Tour',
      startDate: '2027-12-01T06:00:00.000Z',
      endDate: '2027-12-01T16:00:00.000Z',
      departurePoint: 'Tahrir Square, Cairo',
      departurePointLat: 30.0444,
      departurePointLng: 31.2357,
      coverImageUrl: '/images/tours/giza-pyramids.svg',
    },
    company: { id: 7, name: 'Nile Horizons', phone: '+20 100 123 4567', email: 'trips@nilehorizons.example' },
    party: [
      { type: 'adult', count: 2, unitPrice: 2500, subtotal: 5000 },
      { type: 'child', count: 1, unitPrice: 1250, subtotal: 1250 },
    ],
    totalCost: 6250,
    currency: 'EGP',
    holdExpiresAt: null,
    cancellation: { freeCancellationHours: 24, deadline: '2027-11-30T06:00:00.000Z', allowed: true, refundAmount: 6250, reason: null },
    refund: null,
    payments: [{ status: 'success', amount: 6250, at: '2027-11-02T12:38:00.000Z' }],
    timeline: [
      { kind: 'booked', at: '2027-11-02T12:35:00.000Z', amount: null },
      { kind: 'paid', at: '2027-11-02T12:38:00.000Z', amount: 6250 },
    ],
    actions: { pay: false, cancel: true, voucher: true, calendar: true },
    voucher: { code: 'RH-7KQ2M9.sig', qrSvg: QR_SVG },
    ...overrides,
  };
}

/** The same booking pending payment, made at `madeAt`, its seats held for the 15 minutes after (S4). */
export function heldBooking(madeAt: number, overrides: Partial<BookingDetails> = {}): BookingDetails {
  return paidBooking({
    status: 'pending',
    bookingDate: new Date(madeAt).toISOString(),
    holdExpiresAt: new Date(madeAt + 15 * 60_000).toISOString(),
    cancellation: { freeCancellationHours: 24, deadline: '2027-11-30T06:00:00.000Z', allowed: true, refundAmount: 0, reason: null },
    payments: [],
    timeline: [{ kind: 'booked', at: new Date(madeAt).toISOString(), amount: null }],
    actions: { pay: true, cancel: true, voucher: false, calendar: false },
    voucher: null,
    ...overrides,
  });
}

/** The paid booking after cancelling in time: refunded in full. */
export function refundedBooking(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return paidBooking({
    status: 'refunded',
    cancellation: { freeCancellationHours: 24, deadline: '2027-11-30T06:00:00.000Z', allowed: false, refundAmount: 0, reason: 'This booking is already cancelled.' },
    refund: { status: 'refunded', amount: 6250, refundedAt: '2027-11-20T09:01:00.000Z' },
    timeline: [
      { kind: 'booked', at: '2027-11-02T12:35:00.000Z', amount: null },
      { kind: 'paid', at: '2027-11-02T12:38:00.000Z', amount: 6250 },
      { kind: 'cancelled', at: '2027-11-20T09:00:00.000Z', amount: null },
      { kind: 'refunded', at: '2027-11-20T09:01:00.000Z', amount: 6250 },
    ],
    actions: { pay: false, cancel: false, voucher: false, calendar: false },
    voucher: null,
    ...overrides,
  });
}

/** A paid booking past its free-cancellation deadline: it cannot be cancelled, and the server says why. */
export function lateBooking(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return paidBooking({
    cancellation: {
      freeCancellationHours: 24,
      deadline: '2027-11-30T06:00:00.000Z',
      allowed: false,
      refundAmount: 0,
      reason: 'Free cancellation ended on Tue, 30 Nov 2027, 08:00 (Cairo time).',
    },
    actions: { pay: false, cancel: false, voucher: true, calendar: true },
    ...overrides,
  });
}
