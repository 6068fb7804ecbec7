import { describe, expect, it } from 'vitest';
import { readCount } from './read-count';

describe('number fields (spec, booking §5: integers, 0 if unreadable)', () => {
  it.each([
    ['3', 3],
    [' 2 ', 2],
    ['2.7', 2],
    ['', 0],
    ['abc', 0],
    ['-1', -1],
    ['07', 7],
    ['٢', 2],
    ['١٢', 12],
    ['۳', 3],
    ['٠٧', 7],
  ])('reads %j as %d', (text, expected) => {
    expect(readCount(text)).toBe(expected);
  });
});
