// Kept whole: the booking flow's browser models (form, payment redirect, payment status, countdown) and their paths, one flow per file.
/**
 * Booking to payment to status, generated from the statecharts (spec, booking §2, §4, §5, §8, §9;
 * S1, S3, S4, S5). One test per browser path of each real machine (e2e/support/model/):
 * bookingForm (/book-now), paymentRedirect (/payment), paymentStatus (/payment-status) and timedRedirect
 * (the result pages' countdown), against the real server and its sandbox gateway. Each event is a
 * gesture, each actor result a server set-up, each state what the screen shows.
 *
 * Not driven from a browser (each stays in the model; the coverage test lists the transitions only they
 * reach, and the machines' own path tests cover them):
 * - every actor's unexpected throw (`onError`): the actors turn every failure into a result
 *   (CONVENTIONS #3), so a throw would be a defect;
 * - createBooking 'notSignedIn': a refused token signs the session out, and the sign-in guard then shows
 *   the login page instead of the form's notice;
 * - createBooking 'failed' with a server message: a valid booking is refused only for a tour that is gone
 *   or has left, which the API cannot set up;
 * - initiatePayment 'authenticationRequired': /payment is behind the sign-in guard, so a page without a
 *   stored token never starts a payment;
 * - initiatePayment 'rejected' without a message and 'noPaymentUrl': the server always says why it
 *   refuses, and always answers a payment address;
 * - redirectBrowser's result: the browser leaves for the payment page, the redirect never reports back;
 * - fetchBookingStatus 'expired' and 'failed': a seat hold lapses after 15 minutes of the server's clock,
 *   which a browser test cannot move (server/bookings/booking-holds.test.ts covers it).
 */
import { expect, test } from './support/test';
import { makeTour } from '../tests/fixtures/catalogue';
import { bookingFormMachine } from '@/machines/booking-form/booking-form.machine';
import { paymentRedirectMachine } from '@/machines/payment-redirect/payment-redirect.machine';
import type { BookingStatusCheck } from '@/machines/payment-status/payment-status.actors';
import { paymentStatusMachine } from '@/machines/payment-status/payment-status.machine';
import { timedRedirectMachine } from '@/machines/timed-redirect/timed-redirect.machine';
import { cancelBooking, CARDS, pay as payThroughApi } from './support/partner-tour';
import {
  bookOneSeat,
  bookThroughForm,
  chooseTour,
  departedTourId,
  payOnSandbox,
  releaseSeats,
  signIn,
  takeEverySeat,
  UNKNOWN_ID,
  type BookingRun,
} from './support/model/booking-world';
import { builders, notDrivable, opener, type BrowserModel, type BrowserRun } from './support/model/model';
import { describeModel } from './support/model/run';
import { pattern, t } from './support/model/strings';

const main = (run: BrowserRun) => run.page.getByRole('main');
const unexpected = (actor: string) =>
  notDrivable(`${actor} turns every failure into a result (CONVENTIONS #3): a throw would be a defect (its .paths.test.ts drives it)`, {
    error: new Error('socket hang up'),
  });

/** A `before` set-up: how the page under test is opened, unless an earlier result decided it. */
const opens = opener<BookingRun>();

/** How every booking-flow path test is declared and set up. */
const options = {
  test,
  each: (title: string, walk: (fixtures: Pick<BrowserRun, 'page' | 'request'>) => Promise<void>) => test(title, ({ page, request }) => walk({ page, request })),
  context: (_fixtures: unknown, base: BrowserRun): BookingRun => ({ ...base, device: test.info().project.name === 'phone' ? 1 : 0, held: [] }),
  finish: (run: BookingRun) => releaseSeats(run),
};

// ── /book-now ───────────────────────────────────────────────────────────────────────────────────────────

/** Which address the form was opened with, and whether the tour still has seats. */
type FormWorld = { address: 'unset' | 'tour' | 'none' | 'unknown' | 'departed'; seats: 'open' | 'taken' };
const anyTour = (world: FormWorld) => world.address === 'unset' || world.address === 'tour';
const openTour = makeTour(1, { price: 1999, availableSeats: 10 });
const fullTour = makeTour(1, { price: 1999, availableSeats: 0 });
const departedTour = makeTour(1, { price: 1999, availableSeats: 0, startDate: '2025-11-26T08:00:00.000Z' });

const form = builders<FormWorld, BookingRun>();
const bookingForm: BrowserModel<typeof bookingFormMachine, FormWorld, BookingRun> = {
  machine: bookingFormMachine,
  input: { travelId: 1, fromRecommendation: false, traveller: { name: 'Mariam Adel', phone: '+20 100 123 4567' } },
  world: { address: 'unset', seats: 'open' },
  start: {
    label: 'opening /book-now',
    perform: async (run) => {
      await signIn(run);
      const travelId =
        run.entry === 'noTravelId'
          ? null
          : run.entry === 'unknownTravelId'
            ? UNKNOWN_ID
            : run.entry === 'departedTour'
              ? await departedTourId(run)
              : (await chooseTour(run)).id;
      await run.page.goto(travelId === null ? '/book-now?lng=en' : `/book-now?travelId=${travelId}&lng=en`);
    },
  },
  events: {
    'booking.fieldChanged': [
      form.gesture({ type: 'booking.fieldChanged', field: 'nationalId', value: '29801011234567' }, 'national ID typed', (run) =>
        main(run).getByLabel(t('booking', 'fields.nationalId')).fill('29801011234567'),
      ),
      form.gesture({ type: 'booking.fieldChanged', field: 'adults', value: '' }, 'adults emptied', (run) => main(run).getByLabel(t('booking', 'fields.adults')).fill('')),
    ],
    'booking.submitted': [form.gesture({ type: 'booking.submitted' }, 'Book Now', (run) => main(run).getByRole('button', { name: t('booking', 'submit') }).click())],
    'booking.retried': [form.gesture({ type: 'booking.retried' }, 'Try Again', (run) => main(run).getByRole('button', { name: t('booking', 'tryAgain') }).click())],
  },
  actors: {
    fetchTravel: {
      request: { method: 'GET', url: /\/api\/Travels\/\d+$/ },
      results: [
        form.result({ ok: true, tour: openTour }, 'a tour with seats', {
          possible: (world) => anyTour(world) && world.seats === 'open',
          then: { address: 'tour' },
        }),
        form.result({ ok: true, tour: fullTour }, 'its last seats taken meanwhile', {
          possible: anyTour,
          then: { address: 'tour', seats: 'taken' },
          arrange: takeEverySeat,
          exclusive: true,
        }),
        form.result({ ok: true, tour: departedTour }, 'a tour that has already left', {
          possible: (world) => world.address === 'unset' || world.address === 'departed',
          then: { address: 'departed' },
          before: opens('departedTour'),
        }),
        form.result({ ok: false, reason: 'missingId' }, 'no travel id in the address', {
          possible: (world) => world.address === 'unset' || world.address === 'none',
          then: { address: 'none' },
          before: opens('noTravelId'),
          release: 'none',
        }),
        form.result({ ok: false, reason: 'notFound' }, 'a travel id no tour has', {
          possible: (world) => world.address === 'unset' || world.address === 'unknown',
          then: { address: 'unknown' },
          before: opens('unknownTravelId'),
        }),
        form.result({ ok: false, reason: 'failed' }, 'the connection drops', { possible: anyTour, then: { address: 'tour' }, release: 'abort' }),
      ],
      error: unexpected('fetchTravel'),
    },
    createBooking: {
      request: { method: 'POST', url: /\/api\/Booking$/ },
      results: [
        form.result({ ok: true, bookingId: 42, amount: 1999 }, 'booked', { possible: (world) => world.seats === 'open' }),
        form.result({ ok: false, failure: { kind: 'seats', message: 'Not enough seats left on this tour.' } }, 'another traveller took the seats meanwhile', {
          possible: (world) => world.seats === 'open',
          then: { seats: 'taken' },
          arrange: takeEverySeat,
          exclusive: true,
        }),
        form.result({ ok: false, failure: { kind: 'offline' } }, 'the connection drops', { release: 'abort' }),
        notDrivable('a refused token signs the session out: the sign-in guard shows the login page, not this notice', {
          output: { ok: false, failure: { kind: 'notSignedIn' } },
        }),
        notDrivable('the server refuses a valid booking only for a tour that is gone or has left, which the API cannot set up', {
          output: { ok: false, failure: { kind: 'failed', message: 'Tour not found' } },
        }),
      ],
      error: unexpected('createBooking'),
    },
  },
  delays: {},
  states: {
    loading: async (run) => {
      await expect(main(run).getByRole('status')).toHaveText(t('booking', 'loading'));
    },
    missingId: async (run) => {
      await expect(main(run).getByRole('alert')).toContainText(t('booking', 'missingId'));
      await expect(main(run).getByRole('link', { name: t('booking', 'browseTours') })).toBeVisible();
      await expect(main(run).getByRole('button', { name: t('booking', 'tryAgain') })).toHaveCount(0);
    },
    loadFailed: async (run, snapshot) => {
      const text = t('booking', snapshot.context.loadFailure === 'notFound' ? 'loadFailed.notFound' : 'loadFailed.failed');
      await expect(main(run).getByRole('alert')).toContainText(text);
      await expect(main(run).getByRole('button', { name: t('booking', 'tryAgain') })).toBeEnabled();
    },
    departed: async (run) => {
      await expect(main(run).getByRole('status')).toContainText(t('booking', 'tour.departedText'));
      await expect(main(run).getByRole('status')).not.toContainText(t('booking', 'tour.soldOutText'));
      await expect(main(run).getByRole('button', { name: t('booking', 'submit') })).toHaveCount(0);
    },
    soldOut: async (run) => {
      await expect(main(run).getByRole('status')).toContainText(t('booking', 'tour.soldOutText'));
      await expect(main(run).getByRole('button', { name: t('booking', 'submit') })).toHaveCount(0);
    },
    'form.editing': async (run, snapshot) => {
      const { draft, fieldErrors, failure, tour } = snapshot.context;
      const submit = main(run).getByRole('button', { name: t('booking', 'submit') });
      // Nothing typed is lost, whatever happened.
      await expect(main(run).getByLabel(t('booking', 'fields.name'), { exact: true })).toHaveValue(draft.name);
      await expect(main(run).getByLabel(t('booking', 'fields.nationalId'))).toHaveValue(draft.nationalId);
      await expect(main(run).getByLabel(t('booking', 'fields.adults'))).toHaveValue(draft.adults);
      if (fieldErrors.nationalId) await expect(main(run).getByText(t('booking', fieldErrors.nationalId.key))).toBeVisible();
      if (fieldErrors.adults) await expect(main(run).getByText(t('booking', fieldErrors.adults.key))).toBeVisible();
      if (failure?.kind === 'offline') {
        await expect(main(run).getByRole('alert')).toContainText(t('booking', 'failure.bookingFailed', { message: t('booking', 'failure.offline') }));
      }
      if (failure?.kind === 'seats') {
        await expect(main(run).getByRole('alert').filter({ hasText: pattern('booking', 'failure.bookingFailed') })).toContainText(t('booking', 'failure.seatsKept'));
      }
      if (tour && tour.availableSeats <= 0) {
        // Sold out after a 409: the form stays with everything typed, and takes no submit.
        await expect(main(run).getByText(t('booking', 'errors.soldOut'))).toBeVisible();
        await expect(submit).toBeDisabled();
      } else {
        await expect(submit).toBeEnabled();
      }
    },
    'form.submitting': async (run) => {
      await expect(main(run).getByRole('button', { name: t('booking', 'submitting') })).toBeDisabled();
      await expect(main(run).getByLabel(t('booking', 'fields.nationalId'))).toBeDisabled();
    },
    'form.rechecking': async (run, snapshot) => {
      await expect(main(run).getByRole('alert').filter({ hasText: pattern('booking', 'failure.bookingFailed') })).toBeVisible();
      await expect(main(run).getByRole('button', { name: t('booking', 'submit') })).toBeDisabled();
      // Typing goes on while the seats are read again.
      await expect(main(run).getByLabel(t('booking', 'fields.nationalId'))).toHaveValue(snapshot.context.draft.nationalId);
      await expect(main(run).getByLabel(t('booking', 'fields.nationalId'))).toBeEditable();
    },
    booked: async (run) => {
      // On to payment: /payment, which sends the browser on to the sandbox's checkout page.
      await expect(run.page).toHaveURL(/\/payment(\?|$)|\/api\/Payment\/sandbox\/checkout\//);
    },
  },
};

describeModel(bookingForm, options);

// ── /payment ────────────────────────────────────────────────────────────────────────────────────────────

/** How /payment was reached, and whether its booking can still be paid. */
type PaymentWorld = { entry: 'unset' | 'form' | 'typed'; booking: 'payable' | 'settled' };
const fromForm = (world: PaymentWorld) => world.entry !== 'typed';
const CHECKOUT = 'http://127.0.0.1/api/Payment/sandbox/checkout/pay_sample?lang=en';

/** The booking the page is paying for, read from its own held request. */
async function bookingOnPage(run: BookingRun): Promise<{ id: number; amount: number }> {
  if (run.booking) return run.booking;
  const body = (await run.network.held('initiatePayment')).postDataJSON() as { bookingId: number; amount: number };
  run.booking = { id: body.bookingId, amount: body.amount };
  return run.booking;
}

const pay = builders<PaymentWorld, BookingRun>();
const paymentRedirect: BrowserModel<typeof paymentRedirectMachine, PaymentWorld, BookingRun> = {
  machine: paymentRedirectMachine,
  input: { request: { bookingId: 42, amount: 1999, currency: 'EGP', paymentMethod: 'card' }, language: 'en' },
  world: { entry: 'unset', booking: 'payable' },
  start: {
    label: 'booking a tour through /book-now',
    perform: async (run) => {
      await signIn(run);
      if (run.entry === 'typedAddress') await run.page.goto('/payment?lng=en');
      else await bookThroughForm(run);
    },
  },
  events: {
    'payment.retry': [pay.gesture({ type: 'payment.retry' }, 'Try again', (run) => main(run).getByRole('button', { name: t('payment', 'redirect.tryAgain') }).click())],
  },
  actors: {
    initiatePayment: {
      request: { method: 'POST', url: /\/api\/Payment\/initiate$/ },
      results: [
        pay.result({ ok: true, paymentUrl: CHECKOUT }, 'the payment page address', {
          possible: (world) => fromForm(world) && world.booking === 'payable',
          then: { entry: 'form' },
        }),
        pay.result({ ok: false, failure: { reason: 'missingInformation' } }, 'opened by its address, with no booking', {
          possible: (world) => world.entry !== 'form',
          then: { entry: 'typed' },
          before: opens('typedAddress'),
          release: 'none',
        }),
        pay.result({ ok: false, failure: { reason: 'rejected', message: 'This booking is already paid.' } }, 'paid in another tab meanwhile', {
          possible: fromForm,
          then: { entry: 'form', booking: 'settled' },
          arrange: async (run) => {
            if (run.entry === 'sandbox') return; // already paid
            const booking = await bookingOnPage(run);
            await payThroughApi(run.request, (await signIn(run)).token, booking, CARDS.succeeds);
            run.entry = 'sandbox';
          },
        }),
        pay.result({ ok: false, failure: { reason: 'unreachable' } }, 'the connection drops', { possible: fromForm, then: { entry: 'form' }, release: 'abort' }),
        notDrivable('/payment is behind the sign-in guard: a page without a stored token never starts a payment', {
          output: { ok: false, failure: { reason: 'authenticationRequired' } },
        }),
        notDrivable('the server always says why it refuses a payment', { output: { ok: false, failure: { reason: 'rejected', message: null } } }),
        notDrivable('the server always answers a payment address (tests/contract checks it)', { output: { ok: false, failure: { reason: 'noPaymentUrl' } } }),
      ],
      error: unexpected('initiatePayment'),
    },
    redirectBrowser: {
      results: [notDrivable('the browser leaves for the payment page: the redirect never reports back', { output: undefined })],
      error: notDrivable('window.location.assign throws only for an address the page refuses (payment-redirect.actors)', { error: new Error('The operation is insecure.') }),
    },
  },
  delays: {},
  states: {
    initiating: async (run) => {
      await expect(main(run).getByRole('status')).toHaveText(t('payment', 'redirect.starting'));
    },
    // The page sends the browser on at once: what the traveller sees is the gateway's checkout page
    // (holding that navigation would hold Playwright's own checks too).
    redirecting: async (run) => {
      await expect(run.page).toHaveURL(/\/api\/Payment\/sandbox\/checkout\/[^/?]+\?lang=en$/);
      await expect(run.page.getByRole('heading', { level: 1, name: 'Pay for your trip' })).toBeVisible();
    },
    failed: async (run, snapshot) => {
      const failure = snapshot.context.failure;
      const alert = main(run).getByRole('alert');
      const retry = main(run).getByRole('button', { name: t('payment', 'redirect.tryAgain') });
      if (failure?.reason === 'missingInformation') {
        await expect(alert).toHaveText(t('payment', 'redirect.missingInformation'));
        await expect(retry).toHaveCount(0);
      } else if (failure?.reason === 'unreachable') {
        await expect(alert).toHaveText(t('payment', 'redirect.paymentFailed', { reason: t('payment', 'redirect.unreachable') }));
        await expect(retry).toBeEnabled();
      } else {
        // Refused: 'Payment failed: ' and the server's own words; trying again may help.
        await expect(alert).toHaveText(pattern('payment', 'redirect.paymentFailed'));
        await expect(retry).toBeEnabled();
      }
      await expect(main(run).getByRole('link', { name: t('payment', 'links.myBookings') })).toBeVisible();
    },
  },
};

describeModel(paymentRedirect, options);

// ── /payment-status ─────────────────────────────────────────────────────────────────────────────────────

/** How the status page was opened, and what became of its booking. */
type StatusWorld = { entry: 'unset' | 'sandbox' | 'pending' | 'none' | 'unknown'; booking: 'pending' | 'paid' | 'declined' | 'cancelled' };
const stillPending = (world: StatusWorld) => world.booking === 'pending' && (world.entry === 'unset' || world.entry === 'pending');

/** The end of a seat hold, for the samples (the browser reads the server's own). */
const HOLD = '2030-01-01T00:15:00.000Z';
/** An answer of the status poll (the latest payment attempt and the hold). */
const answer = (status: string, lastPayment: 'pending' | 'declined' | 'success' | null, holdExpiresAt: string | null = null): BookingStatusCheck => ({
  ok: true,
  status,
  lastPayment,
  holdExpiresAt,
  readAt: 0,
});

/** The gateway decides: on the sandbox page when the page is not open yet, else from another tab. */
function paidWith(card: string): { before: (run: BookingRun) => Promise<void>; arrange: (run: BookingRun) => Promise<void> } {
  return {
    before: (run) => {
      if (!run.entry) {
        run.entry = 'sandbox';
        run.card = card;
      }
      return Promise.resolve();
    },
    arrange: async (run) => {
      if (run.entry !== 'pendingBooking' || !run.booking) return;
      await payThroughApi(run.request, (await signIn(run)).token, run.booking, card);
    },
  };
}

const status = builders<StatusWorld, BookingRun>();
const paymentStatus: BrowserModel<typeof paymentStatusMachine, StatusWorld, BookingRun> = {
  machine: paymentStatusMachine,
  input: { bookingId: '42' },
  world: { entry: 'unset', booking: 'pending' },
  start: {
    label: 'opening /payment-status',
    perform: async (run) => {
      await signIn(run);
      switch (run.entry) {
        case 'noBookingId':
          await run.page.goto('/payment-status?lng=en');
          return;
        case 'unknownBookingId':
          await run.page.goto(`/payment-status?bookingId=${UNKNOWN_ID}&lng=en`);
          return;
        case 'sandbox':
          // The whole way: the form, /payment, the gateway's page, and back to the status page.
          await bookThroughForm(run);
          await payOnSandbox(run.page, run.card ?? CARDS.succeeds);
          return;
        default: {
          run.entry = 'pendingBooking';
          const booking = await bookOneSeat(run);
          await run.page.goto(`/payment-status?bookingId=${booking.id}&lng=en`);
        }
      }
    },
  },
  events: {
    'paymentStatus.checkAgain': [
      status.gesture({ type: 'paymentStatus.checkAgain' }, 'Check again', (run) => main(run).getByRole('button', { name: t('payment', 'status.checkAgain') }).click()),
    ],
  },
  actors: {
    fetchBookingStatus: {
      request: { method: 'GET', url: /\/api\/Booking\/\d+$/ },
      results: [
        status.result(answer('pending', null, HOLD), 'not paid yet', { possible: stillPending, then: { entry: 'pending' } }),
        status.result(answer('success', 'success'), 'paid with the 4242 card', {
          possible: stillPending,
          then: (world) => ({ entry: world.entry === 'unset' ? 'sandbox' : world.entry, booking: 'paid' }),
          ...paidWith(CARDS.succeeds),
        }),
        // A declined card leaves the booking pending while its hold lasts; the poll ends at once.
        status.result(answer('pending', 'declined', HOLD), 'the card declined', {
          possible: stillPending,
          then: (world) => ({ entry: world.entry === 'unset' ? 'sandbox' : world.entry, booking: 'declined' }),
          ...paidWith(CARDS.declined),
        }),
        status.result({ ok: false, reason: 'missingId' }, 'no booking id in the address', {
          possible: (world) => world.entry === 'unset',
          then: { entry: 'none' },
          before: opens('noBookingId'),
          release: 'none',
        }),
        status.result({ ok: false, reason: 'failed' }, 'a booking id no booking has', {
          possible: (world) => world.entry === 'unset',
          then: { entry: 'unknown' },
          before: opens('unknownBookingId'),
        }),
        status.result({ ok: false, reason: 'failed' }, 'the connection drops', { possible: (world) => world.entry === 'pending', release: 'abort' }),
        notDrivable("a seat hold lapses after 15 minutes of the server's clock, which a browser test cannot move (booking-holds.test.ts)", {
          output: answer('expired', 'declined'),
        }),
        notDrivable('a payment that arrives after its seats were released needs the hold to lapse first (booking-holds.test.ts)', {
          output: answer('failed', 'success'),
        }),
        // Cancelled from another tab while the status page is open (the booking page's Cancel).
        status.result(answer('cancelled', null), 'cancelled from another tab', {
          possible: (world) => world.entry === 'pending' && world.booking === 'pending',
          then: { booking: 'cancelled' },
          arrange: async (run) => {
            const traveller = await signIn(run);
            await cancelBooking(run.request, traveller.token, run.booking!.id);
          },
        }),
        // Paid from another tab, then cancelled before the deadline: refunded at once.
        status.result(answer('refunded', 'success'), 'paid, then cancelled and refunded from another tab', {
          possible: (world) => world.entry === 'pending' && world.booking === 'pending',
          then: { booking: 'cancelled' },
          arrange: async (run) => {
            const traveller = await signIn(run);
            await payThroughApi(run.request, traveller.token, run.booking!, CARDS.succeeds);
            expect(await cancelBooking(run.request, traveller.token, run.booking!.id)).toBe('refunded');
          },
        }),
      ],
      error: unexpected('fetchBookingStatus'),
    },
  },
  delays: {
    pollInterval: status.timer('the 3 s poll'),
    confirmedPause: status.timer('the 1.5 s pause'),
    pollLimit: status.timer('10 minutes'),
  },
  states: {
    'polling.checking': async (run) => {
      await expect(main(run).getByRole('status')).toHaveText(t('payment', 'status.waiting'));
      await expect(main(run).getByText(pattern('payment', 'status.booking'))).toBeVisible();
    },
    'polling.waiting': async (run) => {
      await expect(main(run).getByRole('status')).toHaveText(t('payment', 'status.waiting'));
      await expect(main(run).getByText(t('payment', 'status.waitingHint'))).toBeVisible();
    },
    confirmed: async (run) => {
      await expect(main(run).getByRole('status')).toHaveText(t('payment', 'status.confirmed'));
    },
    paid: async (run) => {
      await expect(run.page).toHaveURL(/\/payment-success\?bookingId=\d+$/);
      await expect(run.page.getByRole('heading', { level: 1, name: t('payment', 'success.title') })).toBeVisible();
    },
    failed: async (run, snapshot) => {
      await expect(run.page).toHaveURL(/\/payment-failed(\?bookingId=\d+)?$/);
      await expect(main(run).getByRole('alert')).toHaveText(t('payment', snapshot.context.error ?? 'status.somethingWentWrong'));
    },
    closed: async (run, snapshot) => {
      await expect(main(run).getByRole('status')).toHaveText(t('payment', snapshot.context.closedAs === 'refunded' ? 'status.refunded' : 'status.cancelled'));
    },
    timedOut: async (run) => {
      await expect(main(run).getByRole('status')).toHaveText(t('payment', 'status.timedOut'));
      await expect(main(run).getByRole('button', { name: t('payment', 'status.checkAgain') })).toBeEnabled();
      await expect(main(run).getByRole('link', { name: t('payment', 'links.myBookings') })).toBeVisible();
    },
  },
};

describeModel(paymentStatus, options);

// ── /payment-success: the countdown home ────────────────────────────────────────────────────────────────

const clock = builders<Record<string, never>, BookingRun>();
const countdown: BrowserModel<typeof timedRedirectMachine, Record<string, never>, BookingRun> = {
  machine: timedRedirectMachine,
  input: { page: 'success' },
  world: {},
  start: {
    label: 'opening /payment-success',
    perform: async (run) => {
      await signIn(run);
      await run.page.goto('/payment-success?lng=en');
    },
  },
  events: {
    'timedRedirect.stayed': [clock.gesture({ type: 'timedRedirect.stayed' }, 'Stay on this page', (run) => main(run).getByRole('button', { name: t('payment', 'countdown.stay') }).click())],
  },
  actors: {},
  delays: {
    returnHome: clock.timer('4 s'),
    countdownTick: clock.timer('1 s'),
  },
  states: {
    'counting.ticking': async (run) => {
      await expect(main(run).getByText(pattern('payment', 'countdown.returning'))).toBeVisible();
      await expect(main(run).getByRole('button', { name: t('payment', 'countdown.stay') })).toBeEnabled();
    },
    returning: async (run) => {
      await expect(run.page).toHaveURL(/\/(\?.*)?$/);
      await expect(run.page.getByRole('heading', { level: 1, name: t('payment', 'success.title') })).toHaveCount(0);
    },
    stayed: async (run) => {
      await expect(main(run).getByText(t('payment', 'countdown.stayed'))).toBeVisible();
      await expect(main(run).getByText(pattern('payment', 'countdown.returning'))).toHaveCount(0);
    },
  },
};

describeModel(countdown, options);
