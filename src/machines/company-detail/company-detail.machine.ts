import { assign, setup } from 'xstate';
import { fetchCompany, readClock, writeFollowed, type CompanyDetail, type CompanyLoadResult } from './company-detail.actors';

/**
 * The company page (spec, accounts §2 Company detail, §4 Company tabs, Follow toggle, Open now rule;
 * S9, S15): loading, then the page, 'Company not found', or 'Failed to fetch company details'
 * with Try Again. The page runs three regions at once: the tabs (Travels by default), the Working Hours
 * dialog (closed or open) and the clock (the Open now badge is re-read every minute, so a page left open
 * does not lie). The Follow toggle is a flag, kept in this browser.
 */
export const COMPANY_TABS = ['travels', 'description', 'photos', 'reviews'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export interface CompanyDetailContext {
  companyId: string;
  company: CompanyDetail | null;
  following: boolean;
  /** The clock the Open now badge and Upcoming Travels read, in ms since the epoch. */
  now: number;
  /** Why the company could not be shown, as a key of the `companies` namespace. */
  error: string | null;
}

export interface CompanyDetailInput {
  /** The route's `:companyId`, as written in the address. */
  companyId: string;
}

export type CompanyDetailEvent =
  | { type: 'company.retry' }
  | { type: 'company.tabSelected'; tab: CompanyTab }
  | { type: 'company.hoursOpened' }
  | { type: 'company.hoursClosed' }
  | { type: 'company.followToggled' };

const tabTransition = (tab: CompanyTab) => ({
  guard: { type: 'isTab' as const, params: { tab } },
  target: `.${tab}`,
});

export const companyDetailMachine = setup({
  types: {
    context: {} as CompanyDetailContext,
    events: {} as CompanyDetailEvent,
    input: {} as CompanyDetailInput,
  },
  actors: { fetchCompany, readClock },
  delays: {
    clockTick: 60_000, // brief (spec §4 Open now rule): the Open now / Closed now badge is re-evaluated every minute
  },
  guards: {
    isFound: (_, result: CompanyLoadResult) => result.ok,
    isNotFound: (_, result: CompanyLoadResult) => !result.ok && result.error === 'detail.notFound',
    isTab: ({ event }, params: { tab: CompanyTab }) => event.type === 'company.tabSelected' && event.tab === params.tab,
  },
  actions: {
    assignCompany: assign((_, result: CompanyLoadResult) =>
      result.ok ? { company: result.company, following: result.following, now: result.now, error: null } : {},
    ),
    assignError: assign((_, result: CompanyLoadResult) => ({ error: result.ok ? null : result.error })),
    assignUnexpectedError: assign({ error: 'detail.failed' }),
    clearError: assign({ error: null }),
    assignNow: assign((_, now: number) => ({ now })),
    toggleFollowing: assign({ following: ({ context }) => !context.following }),
    storeFollowing: ({ context }) => writeFollowed(context.companyId, context.following),
  },
}).createMachine({
  id: 'companyDetail',
  context: ({ input }) => ({ companyId: input.companyId, company: null, following: false, now: 0, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCompany',
        src: 'fetchCompany',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'assignCompany', params: ({ event }) => event.output } },
          { guard: { type: 'isNotFound', params: ({ event }) => event.output }, target: 'notFound', actions: { type: 'assignError', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'assignError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    notFound: {},
    failed: {
      on: { 'company.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      type: 'parallel',
      on: {
        'company.followToggled': { actions: ['toggleFollowing', 'storeFollowing'] },
      },
      states: {
        tabs: {
          initial: 'travels',
          on: { 'company.tabSelected': COMPANY_TABS.map(tabTransition) },
          states: { travels: {}, description: {}, photos: {}, reviews: {} },
        },
        hours: {
          initial: 'closed',
          states: {
            closed: { on: { 'company.hoursOpened': 'open' } },
            open: { on: { 'company.hoursClosed': 'closed' } },
          },
        },
        clock: {
          initial: 'waiting',
          states: {
            waiting: { after: { clockTick: 'reading' } },
            reading: {
              invoke: {
                id: 'readClock',
                src: 'readClock',
                onDone: { target: 'waiting', actions: { type: 'assignNow', params: ({ event }) => event.output } },
                onError: { target: 'waiting' },
              },
            },
          },
        },
      },
    },
  },
});
