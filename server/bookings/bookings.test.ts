import { describe, expect, it } from 'vitest';
import { pricesFor, seatsFor, totalCost } from './bookings';
import { isRowId } from '../platform/ids';

describe('booking prices (booking document §9)', () => {
  it('charges children half the adult price and under-fives half the child price, rounded down', () => {
    expect(pricesFor(2500)).toEqual({ adult: 2500, child: 1250, underFive: 625 });
    expect(pricesFor(3375)).toEqual({ adult: 3375, child: 1687, underFive: 843 });
    expect(pricesFor(1)).toEqual({ adult: 1, child: 0, underFive: 0 });
  });

  it('totals adults, children and under-fives at their prices', () => {
    const party = { adults: 2, children: 1, childrenUnderFive: 1 };
    expect(totalCost(pricesFor(2500), party)).toBe(6875);
    expect(totalCost(pricesFor(3375), party)).toBe(2 * 3375 + 1687 + 843);
    expect(seatsFor(party)).toBe(4);
  });

  it('knows which numbers can name a row', () => {
    expect(isRowId(1)).toBe(true);
    expect(isRowId(2_147_483_647)).toBe(true);
    expect(isRowId(2_147_483_648)).toBe(false);
    expect(isRowId(0)).toBe(false);
    expect(isRowId(1.5)).toBe(false);
  });
});
