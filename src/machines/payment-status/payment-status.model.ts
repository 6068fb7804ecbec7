/**
 * The path-test model of `paymentStatusMachine` (CONVENTIONS #6, issue 9): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { paymentStatusMachine } from './payment-status.machine';

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
          { ok: true, status: 'pending' },
          { ok: true, status: 'success' },
          { ok: true, status: 'failed' },
          { ok: true, status: 'expired' },
          { ok: false, reason: 'missingId' },
          { ok: false, reason: 'failed' },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
} satisfies MachineModel<typeof paymentStatusMachine>;
