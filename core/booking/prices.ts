/**
 * What a party pays, the one copy of the rule: the booking form shows this total as it is typed and the
 * server charges it (a payment for another amount is refused), so changing a price rule here changes both.
 *
 * Adult = the tour's price; child (five or over) = half the adult price, rounded down; under five = half
 * the child price, rounded down. Amounts are whole Egyptian pounds.
 */

export interface BookingPrices {
  adult: number;
  child: number;
  underFive: number;
}

/** Who travels: adults, children (five or over, at the child price) and children under five. */
export interface Party {
  adults: number;
  children: number;
  underFive: number;
}

/** The three prices of a tour whose adult price is `adultPrice` (nothing when it is not a positive number). */
export function pricesFor(adultPrice: number): BookingPrices {
  const adult = Number.isFinite(adultPrice) && adultPrice > 0 ? adultPrice : 0;
  const child = Math.floor(adult / 2);
  return { adult, child, underFive: Math.floor(child / 2) };
}

/**
 * Adults × adult + children × child + under-fives × under-five, in EGP. A count below zero (typed by hand,
 * refused by the form's rules) adds nothing, so the total never shrinks under what the valid part costs.
 */
export function bookingTotal(prices: BookingPrices, party: Party): number {
  const count = (n: number) => Math.max(0, n);
  return count(party.adults) * prices.adult + count(party.children) * prices.child + count(party.underFive) * prices.underFive;
}

/** Every traveller takes a seat, children under five too. */
export function seatsFor(party: Party): number {
  return Math.max(0, party.adults) + Math.max(0, party.children) + Math.max(0, party.underFive);
}
