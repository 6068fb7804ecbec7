/**
 * Helpers for the booking and payment tests: pick seed tours to book, read a tour's seats, and drive
 * the sandbox checkout page as a browser would (a form post, redirects not followed).
 */
import type { paths } from '@core/contract/schema';
import type { Services } from '../platform/services';
import { bookingTotal, pricesFor } from '@core/booking/prices';

export type BookingBody = paths['/api/Booking']['post']['requestBody']['content']['application/json'];

export interface SeedTour {
  id: number;
  price: number;
  availableSeats: number;
  totalSeats: number;
  titleEn: string;
  titleAr: string;
  coverImageUrl: string | null;
}

/**
 * Hands out upcoming seed tours (leaving in more than a day) with at least `minSeats` seats, a different
 * one on each call, so the tests of one file never share a tour's seats. `policy`: `cancellable` for a tour
 * whose free cancellation is still open for a day at least, `pastDeadline` for one whose free cancellation
 * has ended, `notRefundable` for one with none.
 */
export function tourPicker(services: Services) {
  const taken: number[] = [];
  return async function pickTour(minSeats = 6, policy: 'any' | 'cancellable' | 'pastDeadline' | 'notRefundable' = 'any'): Promise<SeedTour> {
    const condition = {
      any: 'true',
      pastDeadline: 'free_cancellation_hours is not null and start_date - make_interval(hours => free_cancellation_hours) < $1::timestamptz',
      cancellable: "free_cancellation_hours is not null and start_date - make_interval(hours => free_cancellation_hours) > $1::timestamptz + interval '1 day'",
      notRefundable: 'free_cancellation_hours is null',
    }[policy];
    const tour = await services.db.one<{
      id: number;
      price: number;
      available_seats: number;
      total_seats: number;
      title_en: string;
      title_ar: string;
      cover_image_url: string | null;
    }>(
      `select id, price, available_seats, total_seats, title_en, title_ar, cover_image_url from tours
        where start_date > $1::timestamptz + interval '1 day' and available_seats >= $2 and price > 0
          and not (id = any($3::int[])) and ${condition}
        order by id limit 1`,
      [services.now(), minSeats, taken],
    );
    if (!tour) throw new Error(`the seed has no more upcoming tours with ${minSeats} seats (${policy})`);
    taken.push(tour.id);
    return {
      id: tour.id,
      price: tour.price,
      availableSeats: tour.available_seats,
      totalSeats: tour.total_seats,
      titleEn: tour.title_en,
      titleAr: tour.title_ar,
      coverImageUrl: tour.cover_image_url,
    };
  };
}

/** The spec's payload for a party (totalquantity = adults + children). */
export function bookingBody(
  travelId: number,
  party: { adults: number; children?: number; underFive?: number } = { adults: 1 },
  overrides: Partial<BookingBody> = {},
): BookingBody {
  const children = party.children ?? 0;
  return {
    travelId,
    totalquantity: party.adults + children,
    childrenUnderFiveNum: party.underFive ?? 0,
    nationalId: '29801011234567',
    phoneNumber: '+20 100 123 4567',
    numberOfAdults: party.adults,
    numberOfChildren: children,
    ...overrides,
  };
}

/** What the spec's formula says a party costs at `price` per adult (booking document §9). */
export function expectedTotal(price: number, party: { adults: number; children?: number; underFive?: number }): number {
  return bookingTotal(pricesFor(price), { adults: party.adults, children: party.children ?? 0, underFive: party.underFive ?? 0 });
}

export async function seatsOf(services: Services, tourId: number): Promise<number> {
  const row = await services.db.one<{ available_seats: number }>('select available_seats from tours where id = $1', [tourId]);
  if (!row) throw new Error(`no tour ${tourId}`);
  return row.available_seats;
}

export async function bookingRow(services: Services, bookingId: number) {
  const row = await services.db.one<{ status: string; seats: number; total_cost: number; paid_at: Date | null }>(
    'select status, seats, total_cost, paid_at from bookings where id = $1',
    [bookingId],
  );
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

export interface CardEntry {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  cardholder?: string;
  action?: 'pay' | 'cancel';
}

export const GOOD_CARD: CardEntry = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', cardholder: 'Omar Khaled' };
export const DECLINED_CARD: CardEntry = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

/** Submits the sandbox checkout form as a browser does (form-urlencoded, HTML accepted, no redirect following). */
export function submitCheckout(paymentUrl: string, entry: CardEntry, headers: Record<string, string> = {}): Promise<Response> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(entry) as Array<[string, string | undefined]>) if (value !== undefined) form.set(key, value);
  return fetch(paymentUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers },
    body: form.toString(),
  });
}
