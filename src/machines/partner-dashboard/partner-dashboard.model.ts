/**
 * The path-test model of `partnerDashboardMachine` (CONVENTIONS #6): a sample of every event and actor result.
 * Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import type { PartnerDashboard } from './partner-dashboard.actors';
import { partnerDashboardMachine } from './partner-dashboard.machine';

export const dashboard: PartnerDashboard = {
  upcoming: [
    {
      tour: { id: 6, title: 'Valley of the Kings', startDate: '2027-12-01T06:00:00.000Z' },
      totalSeats: 20,
      seatsSold: 4,
      seatsHeld: 2,
      seatsLeft: 14,
      paidBookings: 2,
      checkedIn: 1,
      revenue: 6000,
    },
  ],
  revenue: { paidBookings: 5, total: 13500, upcoming: 6000, departed: 7500 },
  payouts: {
    commissionPercent: 20,
    lines: [{ tour: { id: 4, title: 'Karnak at Dawn', startDate: '2027-10-01T05:00:00.000Z' }, paidBookings: 3, gross: 7500, commission: 1500, net: 6000 }],
    gross: 7500,
    commission: 1500,
    net: 6000,
  },
};

export const partnerDashboardModel = {
  machine: partnerDashboardMachine,
  spec: 'partner portal: dashboard of departures, revenue and payouts (D324, D325)',
  samples: {
    events: { 'dashboard.retried': [{ type: 'dashboard.retried' }] },
    actors: {
      fetchDashboard: {
        outputs: [{ ok: true, data: dashboard }, { ok: false, error: SIGNED_OUT }, { ok: false, error: FORBIDDEN }, { ok: false, error: LOAD_FAILED }],
        error: new Error('chunk failed to load'),
      },
    },
  },
} satisfies MachineModel<typeof partnerDashboardMachine>;
