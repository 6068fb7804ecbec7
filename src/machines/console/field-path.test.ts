import { describe, expect, it } from 'vitest';
import { setAt } from './field-path';

describe('setAt', () => {
  const form = { title: { en: 'Dahab', ar: '' }, days: [{ lunch: false }, { lunch: true }] };

  it('sets a nested field and an array item’s field, leaving the rest as it was', () => {
    const next = setAt(form, 'title.ar', 'دهب');
    expect(next.title).toEqual({ en: 'Dahab', ar: 'دهب' });
    expect(next.days).toBe(form.days);
    expect(setAt(form, 'days.1.lunch', false).days).toEqual([{ lunch: false }, { lunch: false }]);
    expect(form.title.ar).toBe('');
  });

  it('changes nothing for a path the form does not have', () => {
    expect(setAt(form, 'price', '1')).toBe(form);
    expect(setAt(form, 'days.5.lunch', true)).toBe(form);
    expect(setAt(form, '', 1)).toBe(form);
  });
});
