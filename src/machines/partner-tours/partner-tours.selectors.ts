import type { SnapshotFrom } from 'xstate';
import { listPhase, type ListPhase } from '@/machines/console/console-calls';
import type { partnerToursMachine } from './partner-tours.machine';

export type PartnerToursSnapshot = SnapshotFrom<typeof partnerToursMachine>;

export const selectPhase = (snapshot: PartnerToursSnapshot): ListPhase => listPhase(snapshot);
export const selectTours = (snapshot: PartnerToursSnapshot) => snapshot.context.tours;

/** The copy under way, what came of the last one, and whether one may start. */
export function selectCopy(snapshot: PartnerToursSnapshot) {
  const { context } = snapshot;
  return {
    copyingId: snapshot.hasTag('duplicating') ? context.tourId : null,
    canCopy: snapshot.matches({ list: 'idle' }),
    copy: context.copy,
    refusal: context.refusal,
    error: context.changeError,
  };
}
