import { assign, setup } from 'xstate';
import { FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { fetchDashboard, type DashboardResult, type PartnerDashboard } from './partner-dashboard.actors';

/**
 * A partner's dashboard (D324, D325): read once, as the console's lists are (signed out, not
 * a partner, failed with Try again), then shown: the upcoming departures with their seats, the revenue of the
 * paid bookings, and what Rihla owes the company for the tours that have left, less its commission.
 */
export interface PartnerDashboardContext {
  dashboard: PartnerDashboard | null;
  error: string | null;
}

export type PartnerDashboardEvent = { type: 'dashboard.retried' };

const output = ({ event }: { event: { output: DashboardResult } }) => event.output;

export const partnerDashboardMachine = setup({
  types: { context: {} as PartnerDashboardContext, events: {} as PartnerDashboardEvent },
  actors: { fetchDashboard },
  guards: {
    isSignedOut: (_, result: DashboardResult) => !result.ok && result.error === SIGNED_OUT,
    isForbidden: (_, result: DashboardResult) => !result.ok && result.error === FORBIDDEN,
    isFailure: (_, result: DashboardResult) => !result.ok,
  },
  actions: {
    assignDashboard: assign((_, result: DashboardResult) => (result.ok ? { dashboard: result.data, error: null } : {})),
    assignError: assign((_, result: DashboardResult) => (result.ok ? {} : { dashboard: null, error: result.error })),
    assignUnexpectedError: assign({ dashboard: null, error: LOAD_FAILED }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'partnerDashboard',
  context: { dashboard: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchDashboard',
        src: 'fetchDashboard',
        onDone: [
          { guard: { type: 'isSignedOut', params: output }, target: 'signedOut', actions: { type: 'assignError', params: output } },
          { guard: { type: 'isForbidden', params: output }, target: 'forbidden', actions: { type: 'assignError', params: output } },
          { guard: { type: 'isFailure', params: output }, target: 'failed', actions: { type: 'assignError', params: output } },
          { target: 'ready', actions: { type: 'assignDashboard', params: output } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    signedOut: {},
    forbidden: {},
    failed: { on: { 'dashboard.retried': { target: 'loading', actions: 'clearError' } } },
    ready: {},
  },
});
