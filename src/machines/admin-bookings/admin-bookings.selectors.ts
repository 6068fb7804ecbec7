import type { SnapshotFrom } from 'xstate';
import { listPhase, type ListPhase } from '@/machines/console/console-calls';
import type { adminBookingsMachine } from './admin-bookings.machine';

export type AdminBookingsSnapshot = SnapshotFrom<typeof adminBookingsMachine>;

export const selectPhase = (snapshot: AdminBookingsSnapshot): ListPhase => listPhase(snapshot);

/** The cancellation waiting to be confirmed or under way, what came of the last one, and whether one may start. */
export function selectCancel(snapshot: AdminBookingsSnapshot) {
  const { context } = snapshot;
  return {
    confirmingId: snapshot.matches({ list: 'confirming' }) ? context.bookingId : null,
    cancellingId: snapshot.hasTag('cancelling') ? context.bookingId : null,
    canStart: snapshot.matches({ list: 'idle' }),
    refusal: context.refusal,
    error: context.changeError,
    cancelled: context.cancelled,
  };
}
