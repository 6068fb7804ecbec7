/**
 * The booking form's price rules (spec, booking §9; DECISIONS #3), pure so they can be tested alone and
 * read by both the machine (what is sent) and the selectors (the live total). The server applies the same
 * rules and is the authority: `POST /api/Payment/initiate` with a different amount is refused, so these
 * must match `server/bookings/bookings.ts` exactly.
 */
import { westernDigits } from '@/content/text';

export interface BookingPrices {
  adult: number;
  child: number;
  underFive: number;
}

/** Who travels: adults, children (five or over, at child price) and children under five. */
export interface Party {
  adults: number;
  children: number;
  underFive: number;
}

/** Adult = the tour's price; child = floor(adult / 2); under-5 = floor(child / 2) (spec, booking §9). */
export function pricesFor(adultPrice: number): BookingPrices {
  const adult = Number.isFinite(adultPrice) && adultPrice > 0 ? adultPrice : 0;
  const child = Math.floor(adult / 2);
  return { adult, child, underFive: Math.floor(child / 2) };
}

/**
 * Total = adults × adult + children × child + under-5 × under-5, in EGP (spec, booking §9). A count below
 * zero (typed by hand, refused by the form's rules) adds nothing, so the total never shrinks under what
 * the valid part of the party costs.
 */
export function bookingTotal(prices: BookingPrices, party: Party): number {
  const count = (n: number) => Math.max(0, n);
  return count(party.adults) * prices.adult + count(party.children) * prices.child + count(party.underFive) * prices.underFive;
}

/** Every traveller takes a seat, children under five too (DECISIONS #4). */
export function seatsFor(party: Party): number {
  return Math.max(0, party.adults) + Math.max(0, party.children) + Math.max(0, party.underFive);
}

/**
 * A number field as typed, read as an integer; 0 when it cannot be read (spec, booking §5: "Number fields
 * are read as integers, 0 if unreadable"). "2.7" reads 2, "" and "abc" read 0, "-1" reads -1 (the form's
 * rules then refuse it). Arabic-Indic digits read as the digits they are ("٢" reads 2).
 */
export function readCount(text: string): number {
  const value = Number.parseInt(westernDigits(text).trim(), 10);
  return Number.isFinite(value) ? value : 0;
}
