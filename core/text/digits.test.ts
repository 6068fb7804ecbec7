import { describe, expect, it } from 'vitest';
import { westernDigits } from './digits';

describe('westernDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9 and leaves everything else', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('+٢٠ ١٠٠ abc 42')).toBe('+20 100 abc 42');
    expect(westernDigits('')).toBe('');
  });
});
