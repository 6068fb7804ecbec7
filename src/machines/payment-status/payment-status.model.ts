/**
 * The path-test model of `paymentStatusMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import type { BookingStatusCheck } from './payment-status.actors';
import { paymentStatusMachine } from './payment-status.machine';

/** The clock when the sample answers arrived, and the end of the booking's 15-minute hold. */
export const READ_AT = Date.parse('2025-11-02T12:40:00.000Z');
export const HOLD_EXPIRES_AT = '2025-11-02T12:55:00.000Z';

const answer = (status: string, lastPayment: 'pending' | 'declined' | 'success' | null, holdExpiresAt: string | null = null): BookingStatusCheck => ({
  ok: true,
  status,
  lastPayment,
  holdExpiresAt,
  readAt: READ_AT,
});

export const paymentStatusModel = {
  machine: paymentStatusMachine,
  spec: 'booking §2 Payment status, §4, §8, §9',
  input: { bookingId: '42' },
  samples: {
    events: {
      'paymentStatus.checkAgain': [{ type: 'paymentStatus.checkAgain' }],
    },
    actors: {
      fetchBookingStatus: {
        outputs: [
          answer('pending', 'pending', HOLD_EXPIRES_AT), // the checkout is open, the seats held
          answer('pending', null), // no payment started, the hold unknown: no countdown
          answer('pending', 'declined', HOLD_EXPIRES_AT), // the card was refused, the hold goes on
          answer('success', 'success'),
          answer('failed', 'success'), // a payment after the seats were released (refunded)
          answer('expired', 'declined'), // a declined card, then the hold lapsed
          answer('cancelled', null),
          answer('refunded', 'success'),
          { ok: false, reason: 'missingId' },
          { ok: false, reason: 'failed' },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
} satisfies MachineModel<typeof paymentStatusMachine>;
