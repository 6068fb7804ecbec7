import type { ListedBooking } from './my-bookings.actors';

/** A listed booking of the Giza day tour (4 seats, 6,875 EGP), paid; `overrides` for the rest. */
export function listedBooking(id: number, overrides: Partial<ListedBooking> = {}): ListedBooking {
  return {
    id,
    status: 'success',
    bookingDate: '2025-11-02T12:35:00.000Z',
    totalCost: 6875,
    bookingItem: { title: 'Giza Pyramids Day Tour', quantity: 4, price: 2500, travelProfileUrl: '/images/tours/giza-pyramids.svg' },
    holdExpiresAt: null,
    ...overrides,
  };
}

/** A pending booking made at `madeAt` whose seats are held for the 15 minutes after it (S4). */
export function heldBooking(id: number, madeAt: number, overrides: Partial<ListedBooking> = {}): ListedBooking {
  return listedBooking(id, {
    status: 'pending',
    bookingDate: new Date(madeAt).toISOString(),
    holdExpiresAt: new Date(madeAt + 15 * 60_000).toISOString(),
    ...overrides,
  });
}
