import { assign, setup } from 'xstate';
import { FORBIDDEN, LOAD_FAILED, SIGNED_OUT, CHANGE_FAILED } from '@/machines/console/console-calls';
import { changeCompany, fetchCompanies, type AdminCompany, type CompaniesResult, type CompanyChange, type CompanyChangeResult } from './admin-companies.actors';

/**
 * The admin console's companies (D285, D377): every company with its verified badge and
 * whether it is suspended. The badge switches at once; suspending (its tours leave the catalogue at once)
 * asks to be confirmed first; letting a company back does not. One change at a time: the answer is the company
 * as it now stands, the server's refusal is shown as it wrote it, a failure leaves the company as it was.
 */
export interface AdminCompaniesContext {
  companies: AdminCompany[];
  error: string | null;
  /** The company whose suspension waits to be confirmed, or being changed. */
  companyId: number | null;
  change: CompanyChange | null;
  refusal: string | null;
  changeError: string | null;
  /** The last change done, for the announcement. */
  done: CompanyChange | null;
}

export type AdminCompaniesEvent =
  | { type: 'companies.retried' }
  | { type: 'companies.verifiedToggled'; companyId: number }
  | { type: 'companies.suspendRequested'; companyId: number }
  | { type: 'companies.suspendConfirmed' }
  | { type: 'companies.suspendDismissed' }
  | { type: 'companies.reinstated'; companyId: number };

const find = (context: AdminCompaniesContext, id: number | null) => context.companies.find((company) => company.id === id) ?? null;
const idOf = (event: AdminCompaniesEvent) => ('companyId' in event ? event.companyId : null);
const listOutput = ({ event }: { event: { output: CompaniesResult } }) => event.output;
const changeOutput = ({ event }: { event: { output: CompanyChangeResult } }) => event.output;

export const adminCompaniesMachine = setup({
  types: { context: {} as AdminCompaniesContext, events: {} as AdminCompaniesEvent },
  actors: { fetchCompanies, changeCompany },
  guards: {
    isSignedOut: (_, result: CompaniesResult) => !result.ok && result.error === SIGNED_OUT,
    isForbidden: (_, result: CompaniesResult) => !result.ok && result.error === FORBIDDEN,
    isFailure: (_, result: CompaniesResult) => !result.ok,
    isListed: ({ context, event }) => find(context, idOf(event)) !== null,
    isActive: ({ context, event }) => find(context, idOf(event))?.suspendedAt === null,
    isSuspended: ({ context, event }) => (find(context, idOf(event))?.suspendedAt ?? null) !== null,
    isRefused: (_, result: CompanyChangeResult) => !result.ok && result.kind === 'refused',
    isChangeFailure: (_, result: CompanyChangeResult) => !result.ok,
  },
  actions: {
    assignCompanies: assign((_, result: CompaniesResult) => (result.ok ? { companies: result.data, error: null } : {})),
    assignError: assign((_, result: CompaniesResult) => (result.ok ? {} : { companies: [], error: result.error })),
    assignUnexpectedError: assign({ companies: [], error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    startVerifiedChange: assign(({ context, event }) => {
      const company = find(context, idOf(event));
      return company ? { companyId: company.id, change: { companyId: company.id, verified: !company.verified }, refusal: null, changeError: null, done: null } : {};
    }),
    askSuspension: assign(({ event }) => ({ companyId: idOf(event), refusal: null, changeError: null, done: null })),
    startSuspension: assign(({ context }) => (context.companyId === null ? {} : { change: { companyId: context.companyId, suspended: true } })),
    startReinstatement: assign(({ event }) => {
      const companyId = idOf(event);
      return companyId === null ? {} : { companyId, change: { companyId, suspended: false }, refusal: null, changeError: null, done: null };
    }),
    clearCompany: assign({ companyId: null, change: null }),
    assignCompany: assign(({ context }, result: CompanyChangeResult) =>
      result.ok ? { companies: context.companies.map((company) => (company.id === result.data.id ? result.data : company)), done: context.change, companyId: null, change: null } : {},
    ),
    assignRefusal: assign((_, result: CompanyChangeResult) => (!result.ok && result.kind === 'refused' ? { refusal: result.message, companyId: null, change: null } : {})),
    assignChangeError: assign((_, result: CompanyChangeResult) => (!result.ok && result.kind === 'failed' ? { changeError: result.error, companyId: null, change: null } : {})),
    assignUnexpectedChangeError: assign({ changeError: CHANGE_FAILED, companyId: null, change: null }),
  },
}).createMachine({
  id: 'adminCompanies',
  context: { companies: [], error: null, companyId: null, change: null, refusal: null, changeError: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCompanies',
        src: 'fetchCompanies',
        onDone: [
          { guard: { type: 'isSignedOut', params: listOutput }, target: 'signedOut', actions: { type: 'assignError', params: listOutput } },
          { guard: { type: 'isForbidden', params: listOutput }, target: 'forbidden', actions: { type: 'assignError', params: listOutput } },
          { guard: { type: 'isFailure', params: listOutput }, target: 'failed', actions: { type: 'assignError', params: listOutput } },
          { target: 'list', actions: { type: 'assignCompanies', params: listOutput } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    signedOut: {},
    forbidden: {},
    failed: { on: { 'companies.retried': { target: 'loading', actions: 'clearError' } } },
    list: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'companies.verifiedToggled': { guard: 'isListed', target: 'changing', actions: 'startVerifiedChange' },
            'companies.suspendRequested': { guard: 'isActive', target: 'confirming', actions: 'askSuspension' },
            'companies.reinstated': { guard: 'isSuspended', target: 'changing', actions: 'startReinstatement' },
          },
        },
        /** "Suspend? Its tours leave the catalogue at once": confirmed or dismissed. */
        confirming: {
          on: {
            'companies.suspendConfirmed': { target: 'changing', actions: 'startSuspension' },
            'companies.suspendDismissed': { target: 'idle', actions: 'clearCompany' },
          },
        },
        changing: {
          tags: ['changing'],
          invoke: {
            id: 'changeCompany',
            src: 'changeCompany',
            input: ({ context }) => context.change ?? { companyId: 0, verified: false },
            onDone: [
              { guard: { type: 'isRefused', params: changeOutput }, target: 'idle', actions: { type: 'assignRefusal', params: changeOutput } },
              { guard: { type: 'isChangeFailure', params: changeOutput }, target: 'idle', actions: { type: 'assignChangeError', params: changeOutput } },
              { target: 'idle', actions: { type: 'assignCompany', params: changeOutput } },
            ],
            onError: { target: 'idle', actions: 'assignUnexpectedChangeError' },
          },
        },
      },
    },
  },
});
