/**
 * The path-test model of `companyDetailMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { companyDetailMachine } from './company-detail.machine';
import type { CompanyDetail } from './company-detail.actors';

const company: CompanyDetail = {
  id: 7,
  companyName: 'Nile Horizons Travel',
  slogan: 'Egypt, the way locals know it',
  description: 'A Cairo-based operator.',
  rating: 4.6,
  email: 'hello@nilehorizons.example',
  phoneNumber: '+20 2 2735 1234',
  address: '26 July Street, Zamalek, Cairo',
  website: 'https://nilehorizons.example',
  profileImageUrl: null,
  coverImageUrl: null,
  workingHours: [{ dayOfWeek: 'Friday', workingTime: 'CLOSED' }],
  travels: [],
  ratings: [5, 4],
  destinations: ['Cairo'],
  similarCompanies: [],
};

export const companyDetailModel = {
  machine: companyDetailMachine,
  spec: 'accounts §2 Company detail, §4 Company tabs, Follow toggle, Open now rule',
  input: { companyId: '7' },
  samples: {
    events: {
      'company.retry': [{ type: 'company.retry' }],
      'company.tabSelected': [
        { type: 'company.tabSelected', tab: 'travels' },
        { type: 'company.tabSelected', tab: 'description' },
        { type: 'company.tabSelected', tab: 'photos' },
        { type: 'company.tabSelected', tab: 'reviews' },
      ],
      'company.hoursOpened': [{ type: 'company.hoursOpened' }],
      'company.hoursClosed': [{ type: 'company.hoursClosed' }],
      'company.followToggled': [{ type: 'company.followToggled' }],
    },
    actors: {
      fetchCompany: {
        outputs: [
          { ok: true, company, following: false, now: Date.UTC(2026, 0, 9, 10, 0) },
          { ok: false, error: 'detail.notFound' },
          { ok: false, error: 'detail.failed' },
        ],
        error: new Error('socket hang up'),
      },
      readClock: { outputs: [Date.UTC(2026, 0, 9, 10, 1)], error: new Error('clock unavailable') },
    },
  },
  impossibleGuardOutcomes: {
    'companyDetail.ready.tabs ─ company.tabSelected [4] [isTab(tab=reviews)] → false':
      'a tab is one of four (CompanyTab) and the first three guards take the other three, so the last is asked only for the reviews tab',
  },
} satisfies MachineModel<typeof companyDetailMachine>;
