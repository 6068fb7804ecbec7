import type { SnapshotFrom } from 'xstate';
import { listPhase, type ListPhase } from '@/machines/console/console-calls';
import type { adminCompaniesMachine } from './admin-companies.machine';

export type AdminCompaniesSnapshot = SnapshotFrom<typeof adminCompaniesMachine>;

export const selectPhase = (snapshot: AdminCompaniesSnapshot): ListPhase => listPhase(snapshot);

/** The change under way or waiting to be confirmed, what came of the last one, and whether a new one may start. */
export function selectChange(snapshot: AdminCompaniesSnapshot) {
  const { context } = snapshot;
  return {
    confirmingId: snapshot.matches({ list: 'confirming' }) ? context.companyId : null,
    changingId: snapshot.hasTag('changing') ? context.companyId : null,
    canChange: snapshot.matches({ list: 'idle' }),
    refusal: context.refusal,
    error: context.changeError,
    done: context.done,
  };
}
