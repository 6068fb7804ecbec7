import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, recordFormatsIn, type FormatTable } from './intl';

const CAIRO_DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Cairo' } as const;

const restore: (() => void)[] = [];

afterEach(() => {
  recordFormatsIn(() => undefined);
  restore.splice(0).forEach((undo) => undo());
});

describe('kept Intl formatters', () => {
  it('answers the same locale and options with the same formatter, and other ones with another', () => {
    const price = numberFormat('ar-EG-u-nu-latn', { maximumFractionDigits: 2 });
    expect(numberFormat('ar-EG-u-nu-latn', { maximumFractionDigits: 2 })).toBe(price);
    expect(numberFormat('ar-EG-u-nu-latn', { maximumFractionDigits: 0 })).not.toBe(price);
    expect(numberFormat('en-GB', { maximumFractionDigits: 2 })).not.toBe(price);
    const day = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Cairo' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Cairo' })).toBe(day);
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).not.toBe(day);
  });

  it('formats as the platform formatter does', () => {
    expect(numberFormat('en-GB', { useGrouping: true }).format(1234567)).toBe('1,234,567');
    expect(dateTimeFormat('en-GB', CAIRO_DAY).format(Date.UTC(2027, 11, 1, 12))).toBe('1 Dec 2027');
    expect(dateTimeFormat('en-US', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' }).formatToParts(Date.UTC(2027, 11, 1, 12))).toEqual(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' }).formatToParts(Date.UTC(2027, 11, 1, 12)),
    );
  });
});

describe("the server's formatting, read back by the browser's first render (D202)", () => {
  it('records what a render formats, and a fresh page formats the same values from the table without making an Intl formatter', async () => {
    const table: FormatTable = {};
    recordFormatsIn(() => table);
    const at = new Date(Date.UTC(2027, 11, 1, 23, 30)); // 2 Dec in Cairo
    const price = numberFormat('ar-EG-u-nu-latn', { useGrouping: true }).format(24500);
    const day = dateTimeFormat('ar-EG-u-nu-latn', CAIRO_DAY).format(at);
    const parts = dateTimeFormat('en-US', { timeZone: 'Africa/Cairo', weekday: 'long' }).formatToParts(at.getTime());
    recordFormatsIn(() => undefined);
    expect(Object.values(table)).toEqual([price, day, parts]);
    expect(day).toBe('2 ديسمبر 2027');
    // The table travels as JSON in the page.
    const carried = JSON.parse(JSON.stringify(table)) as FormatTable;

    vi.resetModules();
    const browser = await import('./intl');
    browser.rememberFormats(carried);
    const made: string[] = [];
    // The platform's constructors, counted: reading the table back must make none.
    const count = (name: 'NumberFormat' | 'DateTimeFormat') => {
      const Real: object = Intl[name];
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(Real as new (...args: unknown[]) => object, {
          construct(target, args: unknown[]): object {
            made.push(name);
            return Reflect.construct(target, args);
          },
        }),
      });
      return () => Object.defineProperty(Intl, name, { configurable: true, writable: true, value: Real });
    };
    restore.push(count('NumberFormat'), count('DateTimeFormat'));
    expect(browser.numberFormat('ar-EG-u-nu-latn', { useGrouping: true }).format(24500)).toBe(price);
    // A Date and its milliseconds are the same instant.
    expect(browser.dateTimeFormat('ar-EG-u-nu-latn', CAIRO_DAY).format(at.getTime())).toBe(day);
    expect(browser.dateTimeFormat('en-US', { timeZone: 'Africa/Cairo', weekday: 'long' }).formatToParts(at)).toEqual(parts);
    expect(made).toEqual([]);

    // Something the server did not format is formatted by the browser itself.
    expect(browser.numberFormat('ar-EG-u-nu-latn', { useGrouping: true }).format(1250)).toBe('1,250');
    expect(made).toEqual(['NumberFormat']);
  });

  it('records nothing outside a render', () => {
    const table: FormatTable = {};
    recordFormatsIn(() => undefined);
    numberFormat('en-GB').format(7);
    expect(table).toEqual({});
  });
});
