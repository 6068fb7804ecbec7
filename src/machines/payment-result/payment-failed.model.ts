/**
 * The path-test model of `paymentFailedMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and what it implements, as src/machines/registry.ts lists it. Test tooling:
 * app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { paymentFailedMachine } from './payment-failed.machine';
import { bookingDetails, expiredBookingDetails, HOLD_EXPIRES_AT, paidBookingDetails, READ_AT } from './payment-result.fixtures';

const HOLD_END = Date.parse(HOLD_EXPIRES_AT);

export const paymentFailedModel = {
  machine: paymentFailedMachine,
  spec: 'booking §2 Payment failed, §4, §9',
  input: { bookingId: 42 },
  samples: {
    events: {
      'paymentFailed.payAgain': [{ type: 'paymentFailed.payAgain' }],
      'holdCountdown.ticked': [
        { type: 'holdCountdown.ticked', now: HOLD_END - 61_500 }, // a minute left: the offer stays
        { type: 'holdCountdown.ticked', now: HOLD_END }, // the hold is over
      ],
    },
    actors: {
      fetchBookingDetails: {
        outputs: [
          { ok: true, details: bookingDetails(), readAt: READ_AT }, // declined, still held
          { ok: true, details: expiredBookingDetails(), readAt: READ_AT }, // the hold lapsed
          { ok: true, details: paidBookingDetails(), readAt: READ_AT }, // paid meanwhile
          { ok: true, details: bookingDetails({ actions: { pay: true, cancel: true, voucher: false, calendar: false }, holdExpiresAt: null }), readAt: READ_AT }, // no hold to count
          { ok: false, reason: 'missingId' },
          { ok: false, reason: 'failed' },
        ],
        error: new Error('socket hang up'),
      },
      // The clock never finishes by itself: its only result is the events it sends.
      readClock: { outputs: [undefined] },
    },
  },
} satisfies MachineModel<typeof paymentFailedMachine>;
