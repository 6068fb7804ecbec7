import { beforeEach, describe, expect, it } from 'vitest';
import { dropKeptDraft, keepDraft, keptDraft } from './kept-draft';

const draft = { name: 'Mariam Adel', phone: '0100', nationalId: '298', adults: '2', children: '0', underFive: '1' };
const AT = Date.parse('2026-11-26T12:00:00Z');

beforeEach(() => sessionStorage.clear());

describe('the booking draft kept across a sign-in', () => {
  it('is given back for the same tour within 30 minutes, and not after, nor for another tour', () => {
    keepDraft(3, draft, AT);
    expect(keptDraft(3, AT + 60_000)).toEqual(draft);
    expect(keptDraft(3, AT + 30 * 60_000)).toEqual(draft);
    expect(keptDraft(3, AT + 30 * 60_000 + 1)).toBeNull();
    expect(keptDraft(4, AT)).toBeNull();
    expect(keptDraft(null, AT)).toBeNull();
  });

  it('is gone once dropped, and ignored when the stored text is not a draft', () => {
    keepDraft(3, draft, AT);
    dropKeptDraft();
    expect(keptDraft(3, AT)).toBeNull();
    sessionStorage.setItem('rihla.bookingDraft', '{"travelId":3,"draft":{"name":1},"keptAt":0}');
    expect(keptDraft(3, 0)).toBeNull();
    sessionStorage.setItem('rihla.bookingDraft', 'not json');
    expect(keptDraft(3, 0)).toBeNull();
  });
});
