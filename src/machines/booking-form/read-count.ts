import { westernDigits } from '@core/text/digits';

/**
 * A number field as typed, read as an integer; 0 when it cannot be read (spec, booking §5: "Number fields
 * are read as integers, 0 if unreadable"). "2.7" reads 2, "" and "abc" read 0, "-1" reads -1 (the form's
 * rules then refuse it). Arabic-Indic digits read as the digits they are ("٢" reads 2).
 */
export function readCount(text: string): number {
  const value = Number.parseInt(westernDigits(text).trim(), 10);
  return Number.isFinite(value) ? value : 0;
}
