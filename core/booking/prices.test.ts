import { describe, expect, it } from 'vitest';
import { bookingTotal, pricesFor, seatsFor } from './prices';

describe('what a party pays', () => {
  it.each([
    [1999, { adult: 1999, child: 999, underFive: 499 }],
    [2500, { adult: 2500, child: 1250, underFive: 625 }],
    [3375, { adult: 3375, child: 1687, underFive: 843 }],
    [1001, { adult: 1001, child: 500, underFive: 250 }],
    [3, { adult: 3, child: 1, underFive: 0 }],
    [1, { adult: 1, child: 0, underFive: 0 }],
    [0, { adult: 0, child: 0, underFive: 0 }],
    [99.5, { adult: 99.5, child: 49, underFive: 24 }],
  ])('an adult price of %s gives child floor(adult / 2) and under-5 floor(child / 2)', (price, expected) => {
    expect(pricesFor(price)).toEqual(expected);
  });

  it('reads a missing or broken price as 0 (spec, booking §3: price 0 if absent)', () => {
    expect(pricesFor(Number.NaN)).toEqual({ adult: 0, child: 0, underFive: 0 });
    expect(pricesFor(-50)).toEqual({ adult: 0, child: 0, underFive: 0 });
  });

  it('totals adults × adult + children × child + under-5 × under-5', () => {
    expect(bookingTotal(pricesFor(1999), { adults: 2, children: 1, underFive: 1 })).toBe(2 * 1999 + 999 + 499);
    expect(bookingTotal(pricesFor(2500), { adults: 2, children: 1, underFive: 1 })).toBe(6875);
    expect(bookingTotal(pricesFor(3375), { adults: 2, children: 1, underFive: 1 })).toBe(2 * 3375 + 1687 + 843);
    expect(bookingTotal(pricesFor(1), { adults: 3, children: 4, underFive: 5 })).toBe(3);
    expect(bookingTotal(pricesFor(0), { adults: 4, children: 0, underFive: 0 })).toBe(0);
  });

  it('lets no negative count lower the total', () => {
    expect(bookingTotal(pricesFor(1000), { adults: 1, children: -3, underFive: -1 })).toBe(1000);
  });

  it('counts a seat for every traveller, under-fives included', () => {
    expect(seatsFor({ adults: 2, children: 1, underFive: 1 })).toBe(4);
    expect(seatsFor({ adults: 1, children: -2, underFive: 0 })).toBe(1);
  });
});
