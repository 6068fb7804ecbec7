import type { SnapshotFrom } from 'xstate';
import { listPhase, type ListPhase } from '@/machines/console/console-calls';
import type { PartnerBooking } from './partner-bookings.actors';
import type { partnerBookingsMachine } from './partner-bookings.machine';

export type PartnerBookingsSnapshot = SnapshotFrom<typeof partnerBookingsMachine>;

export const selectPhase = (snapshot: PartnerBookingsSnapshot): ListPhase => listPhase(snapshot);

/** One departure: a tour on its date, with its bookings in the server's order. */
export interface DepartureGroup {
  key: string;
  tour: PartnerBooking['tour'];
  bookings: PartnerBooking[];
}

/** The bookings per tour and departure (the server orders them by departure, then booking). */
export function groupByDeparture(bookings: readonly PartnerBooking[]): DepartureGroup[] {
  const groups = new Map<string, DepartureGroup>();
  for (const booking of bookings) {
    const key = `${booking.tour.id}@${booking.tour.startDate ?? ''}`;
    const group = groups.get(key) ?? { key, tour: booking.tour, bookings: [] };
    group.bookings.push(booking);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const selectGroups = (snapshot: PartnerBookingsSnapshot) => groupByDeparture(snapshot.context.bookings);

/** The CSV download: under way, whether one may start, and why the last one failed. */
export function selectDownload(snapshot: PartnerBookingsSnapshot) {
  return {
    busy: snapshot.hasTag('downloading'),
    canStart: snapshot.can({ type: 'bookings.downloadRequested' }),
    error: snapshot.context.downloadError,
  };
}
