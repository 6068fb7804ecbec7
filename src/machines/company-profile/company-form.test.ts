import { describe, expect, it } from 'vitest';
import { companyFieldsOf, emptyCompanyForm, hoursOf, nextDay, rowOf } from './company-form';

describe('the company form', () => {
  it('reads and writes working hours in the spec’s format', () => {
    for (const workingTime of ['09:00 - 17:00', 'CLOSED', '24/7', '22:00 - 02:00']) {
      expect(hoursOf(rowOf({ dayOfWeek: 'Friday', workingTime }))).toEqual({ dayOfWeek: 'Friday', workingTime });
    }
    expect(rowOf({ dayOfWeek: 'Sunday', workingTime: '08:30 - 16:00' })).toEqual({ day: 'Sunday', kind: 'open', from: '08:30', to: '16:00' });
  });

  it('offers the first day not yet listed for a new row', () => {
    expect(nextDay([])).toBe('Sunday');
    expect(nextDay([rowOf({ dayOfWeek: 'Sunday', workingTime: 'CLOSED' })])).toBe('Monday');
  });

  it('sends blank contact fields as null, coordinates as numbers', () => {
    const fields = companyFieldsOf({ ...emptyCompanyForm(), email: '  ', latitude: '28.49', phone: ' +20 69 364 0000 ' });
    expect(fields.email).toBeNull();
    expect(fields.phone).toBe('+20 69 364 0000');
    expect(fields.latitude).toBe(28.49);
    expect(fields.longitude).toBeNull();
  });
});
