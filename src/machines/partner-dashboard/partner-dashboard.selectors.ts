import type { SnapshotFrom } from 'xstate';
import { listPhase, type ListPhase } from '@/machines/console/console-calls';
import type { partnerDashboardMachine } from './partner-dashboard.machine';

export type PartnerDashboardSnapshot = SnapshotFrom<typeof partnerDashboardMachine>;

/** Reading, why it cannot be shown, or shown ('list': the dashboard is ready). */
export const selectPhase = (snapshot: PartnerDashboardSnapshot): ListPhase => listPhase(snapshot);
