import { describe, expect, it } from 'vitest';
import { placesOf, scoreEvent } from './event-candidates';
import { WEIGHTS } from './recommendation-seeds';
import { scoreTour } from './tour-candidates';

const diving = { id: 2, category_id: 8, city_key: 'Dahab', tag_keys: ['Snorkelling', 'Adventure', 'Small group'], price: 1800, weight: 1 };

describe('scoring a tour against the liked ones', () => {
  it('adds category, destination, shared tags (at most 3) and the price band', () => {
    const twin = { category_id: 8, city_key: 'dahab', tag_keys: ['snorkelling', 'adventure', 'small group', 'other'], price: 1800 };
    expect(scoreTour(twin, [diving], 0)).toBe(WEIGHTS.category + WEIGHTS.destination + 3 * WEIGHTS.tag + WEIGHTS.priceBand);
    const cityWalk = { category_id: 4, city_key: 'Cairo', tag_keys: ['Walking tour'], price: 1500 };
    expect(scoreTour(cityWalk, [diving], 0)).toBe(WEIGHTS.priceBand);
  });

  it('counts the price band as within ±40% of the liked tour\'s price', () => {
    const at = (price: number) => scoreTour({ category_id: null, city_key: '', tag_keys: [], price }, [diving], 0);
    expect(at(1800 * 1.4)).toBe(WEIGHTS.priceBand);
    expect(at(1800 * 0.6)).toBe(WEIGHTS.priceBand);
    expect(at(1800 * 1.41)).toBe(0);
  });

  it('weighs each liked tour by its share of the strongest interaction, and adds text similarity', () => {
    const half = { ...diving, weight: 0.5 };
    const sameCategory = { category_id: 8, city_key: 'Hurghada', tag_keys: [], price: 9000 };
    expect(scoreTour(sameCategory, [half], 0)).toBe(WEIGHTS.category / 2);
    expect(scoreTour(sameCategory, [half], 1)).toBe(WEIGHTS.category / 2 + WEIGHTS.text);
  });
});

describe('scoring an event', () => {
  it('reads places from the location without the country', () => {
    expect(placesOf('The Greek Campus, Cairo, Egypt')).toEqual(['the greek campus', 'cairo']);
  });

  it('adds category, type and a shared place, and the cities the user wants to visit', () => {
    const jazz = { id: 4, category_key: 'Concert', type_key: 'Music', location_key: 'The Greek Campus, Cairo, Egypt', weight: 1 };
    const opera = { category_key: 'Concert', type_key: 'Music', location_key: 'Cairo Opera House Main Hall, Cairo, Egypt' };
    expect(scoreEvent(opera, [jazz], [], 0)).toBe(WEIGHTS.eventCategory + WEIGHTS.eventType + WEIGHTS.eventPlace);
    const moulid = { category_key: 'Moulid', type_key: 'Religious', location_key: 'Abu al-Haggag Mosque, Luxor, Egypt' };
    expect(scoreEvent(moulid, [jazz], [], 0)).toBe(0);
    expect(scoreEvent(moulid, [], [{ place: 'luxor', weight: 0.5 }], 0)).toBe(WEIGHTS.eventPlace / 2);
  });
});
