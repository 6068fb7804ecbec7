/**
 * The path-test model of `companyListingMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { companyListingMachine } from './company-listing.machine';
import { DEFAULT_FILTERS } from './company-filters';
import { makeCompanyListItem } from '../../../tests/fixtures/catalogue';

const company = (id: number) => makeCompanyListItem(id, { rating: 4.5, address: `Street ${id}, Cairo` });
const threePages = { items: [company(1), company(2), company(3), company(4), company(5)], totalCount: 12, totalPages: 3 };

export const companyListingModel = {
  machine: companyListingMachine,
  spec: 'accounts §2 Companies listing, §7 GET /api/Company, §9',
  input: { filters: DEFAULT_FILTERS, page: 1 },
  samples: {
    events: {
      'companies.searchChanged': [{ type: 'companies.searchChanged', search: 'nile' }],
      'companies.rateChanged': [{ type: 'companies.rateChanged', rate: 4 }],
      'companies.verifiedChanged': [{ type: 'companies.verifiedChanged', verifiedOnly: true }],
      'companies.addressChanged': [{ type: 'companies.addressChanged', address: 'Luxor' }],
      'companies.pageChanged': [{ type: 'companies.pageChanged', page: 2 }],
      'companies.queryRestored': [{ type: 'companies.queryRestored', query: { filters: { ...DEFAULT_FILTERS, address: 'Aswan' }, page: 2 } }],
      'companies.retry': [{ type: 'companies.retry' }],
    },
    actors: {
      fetchCompanies: {
        outputs: [
          { ok: true, page: threePages },
          { ok: true, page: { items: [], totalCount: 0, totalPages: 0 } },
          // Asked for page 2 of a one-page answer: the machine goes back to the last page.
          { ok: true, page: { items: [], totalCount: 4, totalPages: 1 } },
          { ok: false, error: 'listing.failed' },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
} satisfies MachineModel<typeof companyListingMachine>;
