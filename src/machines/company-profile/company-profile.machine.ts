import { assign, setup } from 'xstate';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { setAt } from '@/machines/console/field-path';
import { imageProblem, type ImageProblem } from '@/machines/console/partner-image';
import { fetchCompany, saveCompany, uploadPartnerImage, type CompanyResult, type SaveResult, type UploadResult } from './company-profile.actors';
import { companyFieldsOf, companyFormOf, emptyCompanyForm, nextDay, type CompanyForm, type PartnerCompany, type PictureField } from './company-form';

/**
 * A partner's company profile (D316): names, slogans and descriptions in English and Arabic,
 * contact, address with map coordinates, working hours in the spec's format, logo and cover.
 *
 * Reading ends signed out, not a partner's, failed (Try again) or in `editing`: fields change (one event,
 * by path), working-hour rows are added and removed, a logo or cover is checked (type, 2 MB) and uploaded one
 * at a time, then Save PATCHes every field. The server's refusal (a missing name, a day given twice) is shown
 * as it wrote it and the form stays as typed; so does a failure.
 */
export interface CompanyProfileContext {
  company: PartnerCompany | null;
  form: CompanyForm;
  error: string | null;
  refusal: string | null;
  changeError: string | null;
  saved: boolean;
  /** The picture being uploaded. */
  picture: PictureField | null;
  imageError: ImageProblem | typeof CHANGE_FAILED | typeof SIGNED_OUT | { message: string } | null;
}

export type CompanyProfileEvent =
  | { type: 'company.retried' }
  /** Any field, by its path in the form (`slogan.ar`, `hours.0.from`). */
  | { type: 'company.fieldChanged'; path: string; value: string }
  | { type: 'company.hoursAdded' }
  | { type: 'company.hoursRemoved'; index: number }
  | { type: 'company.imageChosen'; picture: PictureField; file: File }
  | { type: 'company.saveRequested' };

const readOutput = ({ event }: { event: { output: CompanyResult } }) => event.output;
const saveOutput = ({ event }: { event: { output: SaveResult } }) => event.output;
const uploadOutput = ({ event }: { event: { output: UploadResult } }) => event.output;

export const companyProfileMachine = setup({
  types: { context: {} as CompanyProfileContext, events: {} as CompanyProfileEvent },
  actors: { fetchCompany, saveCompany, uploadPartnerImage },
  guards: {
    isSignedOut: (_, result: CompanyResult) => !result.ok && result.error === SIGNED_OUT,
    isForbidden: (_, result: CompanyResult) => !result.ok && result.error === FORBIDDEN,
    isFailure: (_, result: CompanyResult) => !result.ok,
    isImageAcceptable: ({ event }) => event.type === 'company.imageChosen' && imageProblem(event.file) === null,
    isRefused: (_, result: SaveResult) => !result.ok && result.kind === 'refused',
    isSaveFailure: (_, result: SaveResult) => !result.ok,
    isUploadRefused: (_, result: UploadResult) => !result.ok && result.kind === 'refused',
    isUploadFailure: (_, result: UploadResult) => !result.ok,
  },
  actions: {
    assignCompany: assign((_, result: CompanyResult) => (result.ok ? { company: result.data, form: companyFormOf(result.data), error: null } : {})),
    assignError: assign((_, result: CompanyResult) => (result.ok ? {} : { error: result.error })),
    assignUnexpectedError: assign({ error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    assignField: assign(({ context, event }) => (event.type === 'company.fieldChanged' ? { form: setAt(context.form, event.path, event.value), saved: false } : {})),
    addHours: assign(({ context }) => ({
      form: { ...context.form, hours: [...context.form.hours, { day: nextDay(context.form.hours), kind: 'open' as const, from: '09:00', to: '17:00' }] },
      saved: false,
    })),
    removeHours: assign(({ context, event }) =>
      event.type === 'company.hoursRemoved' ? { form: { ...context.form, hours: context.form.hours.filter((_, index) => index !== event.index) }, saved: false } : {},
    ),
    startUpload: assign(({ event }) => (event.type === 'company.imageChosen' ? { picture: event.picture, imageError: null } : {})),
    assignImageProblem: assign(({ event }) => (event.type === 'company.imageChosen' ? { imageError: imageProblem(event.file) } : {})),
    assignPicture: assign(({ context }, result: UploadResult) =>
      result.ok && context.picture ? { form: { ...context.form, [context.picture]: result.data.url }, picture: null, saved: false } : {},
    ),
    assignImageRefusal: assign((_, result: UploadResult) => (!result.ok && result.kind === 'refused' ? { imageError: { message: result.message }, picture: null } : {})),
    assignImageFailure: assign((_, result: UploadResult) => (!result.ok && result.kind === 'failed' ? { imageError: result.error, picture: null } : {})),
    assignUnexpectedImageFailure: assign({ imageError: CHANGE_FAILED, picture: null }),
    clearOutcome: assign({ refusal: null, changeError: null, saved: false }),
    assignSaved: assign((_, result: SaveResult) => (result.ok ? { company: result.data, form: companyFormOf(result.data), saved: true } : {})),
    assignRefusal: assign((_, result: SaveResult) => (!result.ok && result.kind === 'refused' ? { refusal: result.message } : {})),
    assignChangeError: assign((_, result: SaveResult) => (!result.ok && result.kind === 'failed' ? { changeError: result.error } : {})),
    assignUnexpectedChangeError: assign({ changeError: CHANGE_FAILED }),
  },
}).createMachine({
  id: 'companyProfile',
  context: { company: null, form: emptyCompanyForm(), error: null, refusal: null, changeError: null, saved: false, picture: null, imageError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCompany',
        src: 'fetchCompany',
        onDone: [
          { guard: { type: 'isSignedOut', params: readOutput }, target: 'signedOut', actions: { type: 'assignError', params: readOutput } },
          { guard: { type: 'isForbidden', params: readOutput }, target: 'forbidden', actions: { type: 'assignError', params: readOutput } },
          { guard: { type: 'isFailure', params: readOutput }, target: 'failed', actions: { type: 'assignError', params: readOutput } },
          { target: 'editing', actions: { type: 'assignCompany', params: readOutput } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    signedOut: {},
    forbidden: {},
    failed: { on: { 'company.retried': { target: 'loading', actions: 'clearError' } } },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'company.fieldChanged': { actions: 'assignField' },
            'company.hoursAdded': { actions: 'addHours' },
            'company.hoursRemoved': { actions: 'removeHours' },
            'company.imageChosen': [{ guard: 'isImageAcceptable', target: 'uploading', actions: 'startUpload' }, { actions: 'assignImageProblem' }],
            'company.saveRequested': { target: 'saving', actions: 'clearOutcome' },
          },
        },
        /** One picture on its way; typing goes on. */
        uploading: {
          tags: ['uploading'],
          on: { 'company.fieldChanged': { actions: 'assignField' } },
          invoke: {
            id: 'uploadPartnerImage',
            src: 'uploadPartnerImage',
            input: ({ event }) => ({ file: event.type === 'company.imageChosen' ? event.file : new File([], 'none') }),
            onDone: [
              { guard: { type: 'isUploadRefused', params: uploadOutput }, target: 'idle', actions: { type: 'assignImageRefusal', params: uploadOutput } },
              { guard: { type: 'isUploadFailure', params: uploadOutput }, target: 'idle', actions: { type: 'assignImageFailure', params: uploadOutput } },
              { target: 'idle', actions: { type: 'assignPicture', params: uploadOutput } },
            ],
            onError: { target: 'idle', actions: 'assignUnexpectedImageFailure' },
          },
        },
        saving: {
          tags: ['busy', 'saving'],
          invoke: {
            id: 'saveCompany',
            src: 'saveCompany',
            input: ({ context }) => ({ fields: companyFieldsOf(context.form) }),
            onDone: [
              { guard: { type: 'isRefused', params: saveOutput }, target: 'idle', actions: { type: 'assignRefusal', params: saveOutput } },
              { guard: { type: 'isSaveFailure', params: saveOutput }, target: 'idle', actions: { type: 'assignChangeError', params: saveOutput } },
              { target: 'idle', actions: { type: 'assignSaved', params: saveOutput } },
            ],
            onError: { target: 'idle', actions: 'assignUnexpectedChangeError' },
          },
        },
      },
    },
  },
});
