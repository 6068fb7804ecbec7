import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

const table: Array<[number, number, number | undefined, number[]]> = [
  [1, 0, undefined, []],
  [1, 1, undefined, [1]],
  [2, 3, undefined, [1, 2, 3]],
  [1, 5, undefined, [1, 2, 3, 4, 5]],
  [5, 5, undefined, [1, 2, 3, 4, 5]],
  [1, 12, undefined, [1, 2, 3, 4, 5]],
  [3, 12, undefined, [1, 2, 3, 4, 5]],
  [4, 12, undefined, [2, 3, 4, 5, 6]],
  [7, 12, undefined, [5, 6, 7, 8, 9]],
  [10, 12, undefined, [8, 9, 10, 11, 12]],
  [12, 12, undefined, [8, 9, 10, 11, 12]],
  // Out of range pages are brought inside.
  [0, 12, undefined, [1, 2, 3, 4, 5]],
  [40, 12, undefined, [8, 9, 10, 11, 12]],
  // Other window sizes.
  [5, 10, 3, [4, 5, 6]],
  [5, 10, 4, [4, 5, 6, 7]],
  [1, 10, 1, [1]],
];

describe('pageWindow', () => {
  it.each(table)('page %i of %i (window %s) shows %o', (page, total, size, expected) => {
    expect(size === undefined ? pageWindow(page, total) : pageWindow(page, total, size)).toEqual(expected);
  });

  it('never shows more than 5 buttons by default', () => {
    for (let total = 0; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const window = pageWindow(page, total);
        expect(window.length).toBe(Math.min(5, total));
        expect(window).toContain(page);
      }
    }
  });
});
