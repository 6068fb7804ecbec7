import type { components } from '@core/contract/schema';

type Tour = components['schemas']['Tour'];

/** Upcoming Travels shows at most 3 trips (spec, accounts §2 Company detail). */
export const UPCOMING_LIMIT = 3;
/** Similar Companies shows the first 3 (spec, accounts §2; S9). */
export const SIMILAR_LIMIT = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UpcomingTravel {
  tour: Tour;
  /** Whole days until departure, rounded up (spec: days left rounded up). */
  daysLeft: number;
}

/**
 * The company's Upcoming Travels (spec, accounts §2): only trips starting after today, at most 3, with the
 * days left rounded up. "After today" is read as "still to depart": a trip leaving later today is upcoming
 * (1 day left), one that has left is not. A traveller planning a trip wants the next departures, and a trip
 * that leaves this evening is still one they could join. Soonest first.
 */
export function upcomingTravels(travels: readonly Tour[], now: number): UpcomingTravel[] {
  return travels
    .flatMap((tour) => {
      const start = tour.startDate ? Date.parse(tour.startDate) : Number.NaN;
      return Number.isFinite(start) && start > now ? [{ tour, start }] : [];
    })
    .sort((a, b) => a.start - b.start || a.tour.id - b.tour.id)
    .slice(0, UPCOMING_LIMIT)
    .map(({ tour, start }) => ({ tour, daysLeft: Math.ceil((start - now) / DAY_MS) }));
}

/** The similar companies the server chose (S9), the current one excluded, the first 3. */
export function similarCompanies<C extends { id: number }>(companies: readonly C[], currentId: number): C[] {
  return companies.filter((company) => company.id !== currentId).slice(0, SIMILAR_LIMIT);
}
