import { describe, expect, it } from 'vitest';
import { similarCompanies, upcomingTravels } from './upcoming-travels';
import { makeTour } from '../../../tests/fixtures/catalogue';

const tour = (id: number, startDate: string | null) =>
  makeTour(id, { description: '', startDate, endDate: null, creationDate: '2025-10-01T09:00:00Z', companyId: 7 });
const now = Date.parse('2026-01-10T12:00:00Z');

describe('Upcoming Travels (spec, accounts §2 Company detail)', () => {
  it('keeps only trips still to depart, soonest first, at most 3, with days left rounded up', () => {
    const travels = [
      tour(1, '2026-01-20T07:00:00Z'),
      tour(2, '2026-01-10T11:59:00Z'), // left a minute ago
      tour(3, '2026-01-10T18:00:00Z'), // later today: 6 hours, rounded up to 1 day
      tour(4, null), // not scheduled
      tour(5, '2026-01-12T12:00:00Z'), // exactly 2 days
      tour(6, '2026-02-01T07:00:00Z'), // a fourth one: left out
      tour(7, '2026-01-10T12:00:00Z'), // leaving right now: not upcoming
    ];
    expect(upcomingTravels(travels, now).map(({ tour: { id }, daysLeft }) => [id, daysLeft])).toEqual([
      [3, 1],
      [5, 2],
      [1, 10],
    ]);
  });

  it('is empty when nothing is scheduled ahead', () => {
    expect(upcomingTravels([tour(2, '2026-01-01T07:00:00Z'), tour(4, null)], now)).toEqual([]);
  });
});

describe('Similar Companies (S9)', () => {
  it('leaves the current company out and shows the first 3', () => {
    const companies = [7, 9, 3, 4, 5].map((id) => ({ id, companyName: `C${id}`, profileImageUrl: null }));
    expect(similarCompanies(companies, 7).map((company) => company.id)).toEqual([9, 3, 4]);
  });
});
