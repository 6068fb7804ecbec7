import { hasDeparted } from '../booking-form/departure';
import type { SnapshotFrom } from 'xstate';
import { TOUR_TABS, type tourDetailsMachine, type TourTab } from './tour-details.machine';

export type TourDetailsSnapshot = SnapshotFrom<typeof tourDetailsMachine>;
export type TourDetailsStatus = 'loading' | 'loaded' | 'noData' | 'missingId' | 'notFound' | 'failed';

export function selectStatus(snapshot: TourDetailsSnapshot): TourDetailsStatus {
  for (const status of ['loaded', 'noData', 'missingId', 'notFound', 'failed'] as const) {
    if (snapshot.matches(status)) return status;
  }
  return 'loading';
}

export const selectTour = (snapshot: TourDetailsSnapshot) => (snapshot.matches('loaded') ? snapshot.context.tour : null);

/**
 * The tour had already left when it was read: the page says so instead of Sold Out (the server
 * answers 0 seats for it and refuses a booking).
 */
export function selectHasDeparted(snapshot: TourDetailsSnapshot): boolean {
  const tour = selectTour(snapshot);
  return tour !== null && hasDeparted(tour, snapshot.context.readAt);
}

/** The tab on screen while a tour is shown. */
export function selectTab(snapshot: TourDetailsSnapshot): TourTab {
  return TOUR_TABS.find((tab) => snapshot.matches({ loaded: tab })) ?? 'information';
}

/** Try Again is offered only where another read can help (a failure, or an answer without a tour). */
export const selectCanRetry = (snapshot: TourDetailsSnapshot) => snapshot.can({ type: 'tourDetails.retry' });
