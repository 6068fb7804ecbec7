import type { Tour } from './booking-form.actors';

/**
 * Whether a tour has already left: its start is at or before `now`. The server offers no seat on
 * such a tour (it answers 0 seats and refuses a booking as `departed`), so "every seat is taken" would be
 * untrue: the pages say it has left. A tour without a start date has not.
 */
export function hasDeparted(tour: Pick<Tour, 'startDate'>, now: number): boolean {
  if (!tour.startDate) return false;
  const start = Date.parse(tour.startDate);
  return Number.isFinite(start) && start <= now;
}
