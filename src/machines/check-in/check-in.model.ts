/**
 * The path-test model of `checkInMachine` (CONVENTIONS #6): a sample of every event and actor result; every
 * guard meets a sample that passes it and one that does not. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { FORBIDDEN, SIGNED_OUT } from '@/machines/console/console-calls';
import { CHECK_IN_FAILED, OPEN_FAILED, type CheckedInBooking } from './check-in.actors';
import { checkInMachine } from './check-in.machine';

export const SCANNED = 'RIHLA1:RH-7KQ2M9:c2lnbmF0dXJl';
export const TYPED = 'RH-7KQ2M9';

export const checkedIn: CheckedInBooking = {
  id: 41,
  reference: 'RH-7KQ2M9',
  traveller: { name: 'Mona Samir' },
  tour: { id: 6, title: 'Valley of the Kings', startDate: '2027-12-01T06:00:00.000Z' },
  adults: 2,
  children: 1,
  underFive: 0,
  seats: 3,
  checkedInAt: '2027-12-01T05:40:00.000Z',
};

export const checkInModel = {
  machine: checkInMachine,
  spec: 'partner portal: check-in by the voucher QR or the typed reference (D322, D323)',
  samples: {
    events: {
      'checkIn.cameraChosen': [{ type: 'checkIn.cameraChosen' }],
      'checkIn.typingChosen': [{ type: 'checkIn.typingChosen' }],
      'checkIn.codeScanned': [{ type: 'checkIn.codeScanned', code: SCANNED }],
      'checkIn.cameraFailed': [{ type: 'checkIn.cameraFailed' }],
      'checkIn.codeTyped': [
        { type: 'checkIn.codeTyped', code: TYPED },
        { type: 'checkIn.codeTyped', code: '  ' },
      ],
      'checkIn.submitted': [{ type: 'checkIn.submitted' }],
      'checkIn.retried': [{ type: 'checkIn.retried' }],
      'checkIn.next': [{ type: 'checkIn.next' }],
    },
    actors: {
      checkAccess: {
        outputs: [{ ok: true }, { ok: false, error: SIGNED_OUT }, { ok: false, error: FORBIDDEN }, { ok: false, error: OPEN_FAILED }],
        error: new Error('chunk failed to load'),
      },
      detectCamera: { outputs: [true, false], error: new Error('navigator is not defined') },
      watchCamera: { outputs: [undefined] },
      checkInBooking: {
        outputs: [
          { ok: true, booking: checkedIn },
          {
            ok: false,
            kind: 'refused',
            reason: 'alreadyCheckedIn',
            message: 'Booking RH-7KQ2M9 was already checked in on Wed, 1 Dec 2027, 07:40 (Cairo time).',
            checkedInAt: checkedIn.checkedInAt,
          },
          { ok: false, kind: 'failed', error: SIGNED_OUT },
          { ok: false, kind: 'failed', error: FORBIDDEN },
          { ok: false, kind: 'failed', error: CHECK_IN_FAILED },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.cameraSupported,
      snapshot.context.cameraFailed,
      snapshot.context.draft.trim() !== '',
      snapshot.context.code,
      snapshot.context.checkedIn?.id ?? null,
      snapshot.context.refusal?.reason ?? null,
      snapshot.context.error,
    ]),
} satisfies MachineModel<typeof checkInMachine>;
