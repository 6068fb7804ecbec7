/** The trip details a message carries: durations, parties, seasons, "the second one", weekdays. */
import { describe, expect, it } from 'vitest';
import { findDates } from './dates';
import { findDays, findOrdinal, findParty, findSeason } from './details';
import { normalizeText } from './vocabulary';

describe('durations', () => {
  it.each([
    ['I have three days, what multi-day trip do you suggest?', { min: 2, max: 3 }],
    ['a 3-day trip please', { min: 3, max: 3 }],
    ['a weekend in Sinai', { max: 2 }],
    ['a day trip from Cairo', { max: 1 }],
    ['one week', { max: 7 }],
    ['multi-day tours', { min: 2 }],
    ['رحلة يومين', { max: 2 }],
    ['رحلات لمدة 3 أيام', { min: 3, max: 3 }],
    ['عندي ٤ أيام', { max: 4 }],
    ['رحلة عدة أيام', { min: 2 }],
    ['tours in Luxor', null],
  ])('%s', (text, days) => expect(findDays(text)).toEqual(days));
});

describe('parties', () => {
  it.each([
    ['2 adults and 2 kids', { adults: 2, children: 2, underFive: 0 }],
    ['two adults, one child and a baby', { adults: 2, children: 1, underFive: 0 }],
    ['for 4 people', { adults: 4, children: 0, underFive: 0 }],
    ['we are 3', { adults: 3, children: 0, underFive: 0 }],
    ['a family of five', { adults: 5, children: 0, underFive: 0 }],
    ["I'm travelling with my wife and two kids", { adults: 2, children: 2, underFive: 0 }],
    ['just me', { adults: 1, children: 0, underFive: 0 }],
    ['لشخصين', { adults: 2, children: 0, underFive: 0 }],
    ['لأربعة أشخاص', { adults: 4, children: 0, underFive: 0 }],
    ['3 بالغين وطفلين', { adults: 3, children: 2, underFive: 0 }],
    ['بالغين اثنين وطفل', { adults: 2, children: 1, underFive: 0 }],
    ['tours in Luxor', null],
  ])('%s', (text, party) => expect(findParty(text)).toEqual(party));
});

describe('seasons and the n-th one', () => {
  it.each([
    ['in summer', 'summer'],
    ['في الصيف', 'summer'],
    ['مواعيد الشتاء', 'winter'],
    ['opening hours', null],
  ])('season of %s', (text, season) => expect(findSeason(text)).toBe(season));
  it.each([
    ['the second one', 2],
    ['tell me more about the first one', 1],
    ['the last one', 3],
    ['الثانية', 2],
    ['احجز الأولى', 1],
    ['الثالثة', 3],
    ['tours in Luxor', null],
  ])('%s', (text, n) => expect(findOrdinal(text)).toBe(n));
});

describe('weekdays', () => {
  // Friday 27 November 2026, noon in Cairo.
  const now = new Date('2026-11-27T10:00:00Z');
  it('"on Friday" said on a Friday is today; "next Friday" the one a week later', () => {
    expect(findDates(normalizeText('tours on Friday'), now)?.key).toBe('date-2026-11-27');
    expect(findDates(normalizeText('tours next Friday'), now)?.key).toBe('date-2026-12-04');
    expect(findDates(normalizeText('رحلات يوم الأحد'), now)?.key).toBe('date-2026-11-29');
    expect(findDates(normalizeText('الجمعة القادمة'), now)?.key).toBe('date-2026-12-04');
  });
});
