import { assign, sendTo, setup } from 'xstate';
import { FORBIDDEN, SIGNED_OUT } from '@/machines/console/console-calls';
import {
  CHECK_IN_FAILED,
  checkAccess,
  checkInBooking,
  OPEN_FAILED,
  type AccessResult,
  detectCamera,
  watchCamera,
  type CameraEvent,
  type CheckedInBooking,
  type CheckInRefusal,
  type CheckInResult,
  type FrameEvent,
} from './check-in.actors';

/**
 * Checking travellers in at the departure (D322, D323), on the partner's phone. The desk
 * first asks the server whether the account is a partner's (a traveller is told at once the desk is not
 * theirs); then it starts with the camera where the browser can read a QR code from it, else with a field to type the booking
 * reference; the partner can switch either way, and a camera that cannot be used (refused, missing, busy)
 * leaves the partner typing, told why. A code read or typed is sent to the server, which checks the voucher's
 * signature and the company and marks the booking attended once: the answer is the traveller checked in, or
 * the server's refusal as it wrote it (a second scan says when the first was). "Scan the next" gets the desk
 * ready for the next voucher; a failure to reach the server can be tried again with the same code.
 */
export interface CheckInContext {
  /** This browser can read a QR code from its camera. */
  cameraSupported: boolean;
  /** The camera could not be used: the desk says so and offers typing until the partner asks for it again. */
  cameraFailed: boolean;
  /** What the partner has typed. */
  draft: string;
  /** The code being (or last) sent. */
  code: string;
  checkedIn: CheckedInBooking | null;
  refusal: CheckInRefusal | null;
  error: string | null;
}

export type CheckInEvent =
  | { type: 'checkIn.cameraChosen' }
  | { type: 'checkIn.typingChosen' }
  | { type: 'checkIn.codeTyped'; code: string }
  | { type: 'checkIn.submitted' }
  | { type: 'checkIn.retried' }
  | { type: 'checkIn.next' }
  | CameraEvent;

const detected = ({ event }: { event: { output: boolean } }) => event.output;
const answered = ({ event }: { event: { output: CheckInResult } }) => event.output;
/** Why there is no answer to go on with (signed out, not a partner, failed), or null. */
const accessError = ({ event }: { event: { output: AccessResult } }) => (event.output.ok ? null : event.output.error);
const answerError = ({ event }: { event: { output: CheckInResult } }) => (!event.output.ok && event.output.kind === 'failed' ? event.output.error : null);

export const checkInMachine = setup({
  types: { context: {} as CheckInContext, events: {} as CheckInEvent },
  actors: { checkAccess, detectCamera, watchCamera, checkInBooking },
  delays: {
    scanInterval: 250, // The camera's picture is searched for a QR code about four times a second
  },
  guards: {
    canScan: ({ context }, supported: boolean) => supported && !context.cameraFailed,
    hasCamera: ({ context }) => context.cameraSupported,
    hasDraft: ({ context }) => context.draft.trim() !== '',
    isCheckedIn: (_, result: CheckInResult) => result.ok,
    isRefused: (_, result: CheckInResult) => !result.ok && result.kind === 'refused',
    isSignedOut: (_, error: string | null) => error === SIGNED_OUT,
    isForbidden: (_, error: string | null) => error === FORBIDDEN,
    isFailure: (_, error: string | null) => error !== null,
  },
  actions: {
    assignSupport: assign((_, supported: boolean) => ({ cameraSupported: supported })),
    askForFrame: sendTo('watchCamera', { type: 'camera.frameDue' } satisfies FrameEvent),
    assignScannedCode: assign(({ event }) => (event.type === 'checkIn.codeScanned' ? { code: event.code } : {})),
    assignDraft: assign(({ event }) => (event.type === 'checkIn.codeTyped' ? { draft: event.code } : {})),
    assignTypedCode: assign(({ context }) => ({ code: context.draft.trim() })),
    noteCameraFailed: assign({ cameraFailed: true }),
    clearCameraFailed: assign({ cameraFailed: false }),
    assignCheckedIn: assign((_, result: CheckInResult) => (result.ok ? { checkedIn: result.booking } : {})),
    assignRefusal: assign((_, result: CheckInResult) =>
      !result.ok && result.kind === 'refused' ? { refusal: { reason: result.reason, message: result.message, checkedInAt: result.checkedInAt } } : {},
    ),
    assignError: assign((_, error: string | null) => ({ error })),
    assignUnexpectedError: assign({ error: CHECK_IN_FAILED }),
    assignUnexpectedOpenError: assign({ error: OPEN_FAILED }),
    clearError: assign({ error: null }),
    clearVoucher: assign({ draft: '', code: '', checkedIn: null, refusal: null, error: null }),
  },
}).createMachine({
  id: 'checkIn',
  context: { cameraSupported: false, cameraFailed: false, draft: '', code: '', checkedIn: null, refusal: null, error: null },
  initial: 'opening',
  states: {
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'checkAccess',
        src: 'checkAccess',
        onDone: [
          { guard: { type: 'isSignedOut', params: accessError }, target: 'signedOut', actions: { type: 'assignError', params: accessError } },
          { guard: { type: 'isForbidden', params: accessError }, target: 'forbidden', actions: { type: 'assignError', params: accessError } },
          { guard: { type: 'isFailure', params: accessError }, target: 'unopened', actions: { type: 'assignError', params: accessError } },
          { target: 'choosing' },
        ],
        onError: { target: 'unopened', actions: 'assignUnexpectedOpenError' },
      },
    },
    /** The server could not say whether the desk is the account's: Try again. */
    unopened: { on: { 'checkIn.retried': { target: 'opening', actions: 'clearError' } } },
    /** Can this browser scan? The camera if so (and it has not failed), else typing. */
    choosing: {
      invoke: {
        id: 'detectCamera',
        src: 'detectCamera',
        onDone: [
          { guard: { type: 'canScan', params: detected }, target: 'scanning', actions: { type: 'assignSupport', params: detected } },
          { target: 'typing', actions: { type: 'assignSupport', params: detected } },
        ],
        onError: 'typing',
      },
    },
    scanning: {
      invoke: { id: 'watchCamera', src: 'watchCamera' },
      on: {
        'checkIn.codeScanned': { target: 'verifying', actions: 'assignScannedCode' },
        'checkIn.cameraFailed': { target: 'typing', actions: 'noteCameraFailed' },
        'checkIn.typingChosen': 'typing',
      },
      initial: 'watching',
      states: {
        watching: {
          after: { scanInterval: { target: 'watching', reenter: true, actions: 'askForFrame' } },
        },
      },
    },
    typing: {
      on: {
        'checkIn.codeTyped': { target: '.editing', actions: 'assignDraft' },
        'checkIn.submitted': [{ guard: 'hasDraft', target: 'verifying', actions: 'assignTypedCode' }, { target: '.missing' }],
        'checkIn.cameraChosen': { guard: 'hasCamera', target: 'scanning', actions: 'clearCameraFailed' },
      },
      initial: 'editing',
      states: {
        editing: {},
        /** Sent with nothing typed: the field says what to type. */
        missing: {},
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'checkInBooking',
        src: 'checkInBooking',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          { guard: { type: 'isCheckedIn', params: answered }, target: 'checkedIn', actions: { type: 'assignCheckedIn', params: answered } },
          { guard: { type: 'isRefused', params: answered }, target: 'refused', actions: { type: 'assignRefusal', params: answered } },
          { guard: { type: 'isSignedOut', params: answerError }, target: 'signedOut', actions: { type: 'assignError', params: answerError } },
          { guard: { type: 'isForbidden', params: answerError }, target: 'forbidden', actions: { type: 'assignError', params: answerError } },
          { target: 'failed', actions: { type: 'assignError', params: answerError } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    checkedIn: { on: { 'checkIn.next': { target: 'choosing', actions: 'clearVoucher' } } },
    refused: { on: { 'checkIn.next': { target: 'choosing', actions: 'clearVoucher' } } },
    /** No answer: the same code again, or the next voucher. */
    failed: {
      on: {
        'checkIn.retried': { target: 'verifying', actions: 'clearError' },
        'checkIn.next': { target: 'choosing', actions: 'clearVoucher' },
      },
    },
    signedOut: {},
    /** Not a partner's account: the server's 403 without a reason. */
    forbidden: {},
  },
});
