/**
 * A tour's cancellation policy (S23): a paid booking can be cancelled with a
 * full refund until `freeCancellationHours` before departure (Cairo time; 24 by default), or not at all
 * once paid when the tour says null. One pure rule for every page that shows it before or after paying
 * (the tour page, the booking form, the booking page): the server applies the same to its own deadline.
 */

/** The hours of free cancellation when a tour says nothing (the contract's default). */
export const DEFAULT_FREE_CANCELLATION_HOURS = 24;

const HOUR_MS = 3_600_000;

/**
 * `free`: cancelling is free for `hours` before departure, until `deadline` (null when the tour has no
 * readable date: the rule stands, but no moment can be named). `none`: no free cancellation once paid.
 */
export type CancellationRule = { kind: 'free'; hours: number; deadline: Date | null } | { kind: 'none' };

/**
 * The rule of a tour leaving at `startDate` (ISO 8601) with `freeCancellationHours` (null: none; absent:
 * the default 24). The deadline is an instant, `hours` before the start; shown in Cairo time.
 */
export function cancellationRule(startDate: string | null | undefined, freeCancellationHours: number | null | undefined): CancellationRule {
  if (freeCancellationHours === null) return { kind: 'none' };
  const hours =
    typeof freeCancellationHours === 'number' && Number.isFinite(freeCancellationHours) && freeCancellationHours >= 0
      ? Math.trunc(freeCancellationHours)
      : DEFAULT_FREE_CANCELLATION_HOURS;
  const start = startDate ? Date.parse(startDate) : Number.NaN;
  return { kind: 'free', hours, deadline: freeCancellationDeadline(Number.isFinite(start) ? new Date(start) : null, hours) };
}

/** The last moment of free cancellation: `hours` before `start`; null with no start or no free cancellation. */
export function freeCancellationDeadline(start: Date | null, hours: number | null): Date | null {
  return start !== null && hours !== null ? new Date(start.getTime() - hours * HOUR_MS) : null;
}
