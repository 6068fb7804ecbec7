import { describe, expect, it } from 'vitest';
import { isRowId } from './ids';

describe('row ids', () => {
  it('knows which numbers can name a row', () => {
    expect(isRowId(1)).toBe(true);
    expect(isRowId(2_147_483_647)).toBe(true);
    expect(isRowId(2_147_483_648)).toBe(false);
    expect(isRowId(0)).toBe(false);
    expect(isRowId(1.5)).toBe(false);
  });
});
