/**
 * The path-test model of `adminCompaniesMachine` (CONVENTIONS #6): a sample of every event and actor result;
 * every guard meets a sample that passes it and one that does not. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import type { AdminCompany } from './admin-companies.actors';
import { adminCompaniesMachine } from './admin-companies.machine';

export const listed: AdminCompany = {
  id: 4,
  nameEn: 'Sinai Stars Tours',
  nameAr: 'نجوم سيناء',
  verified: true,
  suspendedAt: null,
  toursOnOffer: 3,
  partners: 1,
  paidBookings: 12,
  createdAt: '2027-10-02T09:00:00.000Z',
};
export const suspended: AdminCompany = { ...listed, id: 9, nameEn: 'Delta Day Trips', nameAr: 'رحلات الدلتا', verified: false, suspendedAt: '2027-11-01T12:00:00.000Z' };

export const adminCompaniesModel = {
  machine: adminCompaniesMachine,
  spec: 'admin console: companies, verified badge, suspension (D285)',
  samples: {
    events: {
      'companies.retried': [{ type: 'companies.retried' }],
      'companies.verifiedToggled': [
        { type: 'companies.verifiedToggled', companyId: listed.id },
        { type: 'companies.verifiedToggled', companyId: 999 },
      ],
      'companies.suspendRequested': [
        { type: 'companies.suspendRequested', companyId: listed.id },
        { type: 'companies.suspendRequested', companyId: suspended.id },
      ],
      'companies.suspendConfirmed': [{ type: 'companies.suspendConfirmed' }],
      'companies.suspendDismissed': [{ type: 'companies.suspendDismissed' }],
      'companies.reinstated': [
        { type: 'companies.reinstated', companyId: suspended.id },
        { type: 'companies.reinstated', companyId: listed.id },
      ],
    },
    actors: {
      fetchCompanies: {
        outputs: [{ ok: true, data: [listed, suspended] }, { ok: false, error: SIGNED_OUT }, { ok: false, error: FORBIDDEN }, { ok: false, error: LOAD_FAILED }],
        error: new Error('chunk failed to load'),
      },
      changeCompany: {
        outputs: [
          { ok: true, data: { ...listed, verified: false } },
          { ok: false, kind: 'refused', message: 'There is no such company.' },
          { ok: false, kind: 'failed', error: CHANGE_FAILED },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
  // Vertices by what the rules read: the state, each company's standing, the change, and the outcomes shown.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.companies.map((company) => [company.id, company.verified, company.suspendedAt !== null]),
      snapshot.context.companyId,
      snapshot.context.change,
      snapshot.context.refusal !== null,
      snapshot.context.changeError,
      snapshot.context.done,
      snapshot.context.error,
    ]),
} satisfies MachineModel<typeof adminCompaniesMachine>;
