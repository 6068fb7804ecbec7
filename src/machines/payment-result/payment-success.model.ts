/**
 * The path-test model of `paymentSuccessMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and what it implements, as src/machines/registry.ts lists it. Test tooling:
 * app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { paymentSuccessMachine } from './payment-success.machine';
import { paidBookingDetails, READ_AT } from './payment-result.fixtures';

export const paymentSuccessModel = {
  machine: paymentSuccessMachine,
  spec: 'booking §2 Payment success, §4, §9',
  input: { bookingId: 42 },
  samples: {
    events: {},
    actors: {
      fetchBookingDetails: {
        outputs: [{ ok: true, details: paidBookingDetails(), readAt: READ_AT }, { ok: false, reason: 'missingId' }, { ok: false, reason: 'failed' }],
        error: new Error('socket hang up'),
      },
    },
  },
} satisfies MachineModel<typeof paymentSuccessMachine>;
