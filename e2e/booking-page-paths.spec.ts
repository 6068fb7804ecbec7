// Kept whole: the bookingPage statechart's browser model and its paths, one model per file.
/**
 * The booking page and its cancellation, generated from the statechart (S4, S23). One test per browser path of the real bookingPage machine (e2e/support/model/), as
 * the booking page `/my-bookings/:id` and its voucher page `/my-bookings/:id/voucher` run it, against the
 * shared server and its sandbox gateway. Each path has a traveller and a booking of its own, made through
 * the API: pending (its seats held), pending after a declined card ("Pay with another card"), paid, paid on
 * a tour whose free cancellation ends while the page is open (a partner's tour of the worker, made for it),
 * cancelled; or no booking of theirs (not found), or a stored session the server refuses (signed out).
 * Each actor's request is held until the path releases it: to the real server, or as a dropped connection.
 * The hold's lapse (after a declined card) is the page clock moving on by the machine's own delay; a pending booking whose hold is
 * over by the device's clock is opened with the device's clock 16 minutes ahead. Whatever a path booked is
 * cancelled through the API when it ends, so the shared tour gets its seats back.
 *
 * Not driven from a browser (each stays in the model; the coverage test lists the transitions only they
 * reach, and booking-page.paths.test.ts drives them):
 * - every actor's unexpected throw (`onError`): the actors turn every failure into a result
 *   (CONVENTIONS #3), so a throw would be a defect;
 * - a pending booking without a hold time (`loaded.status.awaiting`, declared in the states table): the
 *   server keeps a hold time on every booking (bookings.hold_expires_at is `not null`) and sends it while
 *   the booking is pending; the machine keeps the state for an answer the API contract allows
 *   (holdExpiresAt nullable), which a client of the original API may meet;
 * - a re-read, once the hold lapsed by the device's clock, that finds the hold live: the server never moves
 *   a hold's end (S4);
 * - an answer to a cancel that still reads active: the server answers a cancel with the booking cancelled
 *   or refunded (or refuses it, 409).
 */
import { expect, test, type Route } from './support/test';
import { CANCEL_FAILED, CALENDAR_FAILED, LOAD_FAILED, NOT_FOUND, SIGNED_OUT, VOUCHER_FAILED, type BookingDetails } from '@/machines/booking-page/booking-page.actors';
import { heldBooking, paidBooking, refundedBooking } from '@/machines/booking-page/booking-page.fixtures';
import { bookingPageMachine } from '@/machines/booking-page/booking-page.machine';
import { statusKind } from '@/machines/bookings/booking-status';
import { workerPartner } from './support/partner';
import { book, cancelBooking, CARDS, partnerTour, pay } from './support/partner-tour';
import { registerTraveller, storeSessionOnLoad } from './support/session';
import { bookOneSeat, signIn, type BookingRun } from './support/model/booking-world';
import { builders, notDrivable, type BrowserModel, type BrowserRun } from './support/model/model';
import { describeModel } from './support/model/run';
import { say } from './support/model/strings';

const MINUTE = 60_000;
/** The sample answers' clock (what the machine is told; the real page reads the server's). */
const AT = Date.parse('2027-11-20T09:00:00.000Z');

// ── The samples: what the machine is told (faithful to what the server answers in each set-up) ──────────────

/** Pending, its seats held for the 15 minutes after booking (the page opens a moment after booking). */
const held = heldBooking(AT);
/** Pending after a declined card: the seats are still held, Pay with another card. */
const declined = heldBooking(AT, { payments: [{ status: 'declined', amount: 6250, at: new Date(AT).toISOString() }] });
/** Pending on the server's word (its actions still offered), its hold over by the device's clock. */
const heldBehind = heldBooking(AT - 16 * MINUTE);
const paid = paidBooking();
const cancelled: BookingDetails = { ...heldBooking(AT), status: 'cancelled', holdExpiresAt: null, actions: { pay: false, cancel: false, voucher: false, calendar: false } };
const refunded = refundedBooking();

// ── The world: how the page was opened, and what the traveller has touched ──────────────────────────────────

type Entry = 'unset' | 'signedOut' | 'unknown' | 'pending' | 'declined' | 'ahead' | 'paid' | 'voucher' | 'late' | 'cancelled';

type PageWorld = {
  entry: Entry;
  /** The first read dropped (Try Again reads it again). */
  failedOnce: boolean;
  /** What the traveller used on the loaded page: one region per path keeps the paths few. */
  used: 'none' | 'cancel' | 'downloads' | 'timer';
};

interface PageRun extends BookingRun {
  /** How the page was opened (set by the `before` set-ups of the path's first results). */
  opened?: Exclude<Entry, 'unset'>;
  /** A download the page is expected to hand to the browser. */
  download?: Promise<{ suggestedFilename(): string }>;
  /** Requests the path holds until it ends (not the model's actors). */
  slow: Route[];
  /** When the free cancellation of the `late` booking ends (ms since the epoch, the server's clock). */
  deadline?: number;
}

const { gesture, result, timer } = builders<PageWorld, PageRun>();
const unexpected = (actor: string) =>
  notDrivable(`${actor} turns every failure into a result (CONVENTIONS #3): a throw would be a defect (booking-page.paths.test.ts drives it)`, {
    error: new Error('socket hang up'),
  });
const opens =
  (entry: Exclude<Entry, 'unset'>) =>
  (run: PageRun): Promise<void> => {
    run.opened ??= entry;
    return Promise.resolve();
  };
const loadingIn = (world: PageWorld, snapshot: { matches: (state: string) => boolean }, ...entries: Entry[]) =>
  snapshot.matches('loading') && (world.entry === 'unset' || entries.includes(world.entry));
const refreshing = (_world: PageWorld, snapshot: { matches: (state: object) => boolean }) => snapshot.matches({ loaded: { status: 'refreshing' } });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// ── The server's side ────────────────────────────────────────────────────────────────────────────────────

/** A traveller whose stored session the server no longer accepts (its token's signature is not the server's). */
async function refusedSession(run: PageRun): Promise<void> {
  const { token, user } = await registerTraveller(run.request, 'MariamAdel');
  const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  await storeSessionOnLoad(run.page, user, tampered, { everyLoad: true });
  // The favourites the header reads with the same token would sign the session out too, before or after the
  // booking's read: held (a slow answer) until the path ends, so the booking's read is the one refused.
  await run.page.route(/\/api\/Travel\/Favtravels/, (route) => {
    run.slow.push(route);
  });
}

/** Cancels the path's booking through the API, as the traveller would in another tab. */
async function cancelElsewhere(run: PageRun): Promise<void> {
  if (!run.traveller || !run.booking) throw new Error('no booking to cancel');
  await cancelBooking(run.request, run.traveller.token, run.booking.id);
}

/** Pays the path's booking through the sandbox's form, as the traveller would in another tab. */
async function payElsewhere(run: PageRun): Promise<void> {
  if (!run.traveller || !run.booking) throw new Error('no booking to pay');
  await pay(run.request, run.traveller.token, run.booking, CARDS.succeeds);
}

/** The booking (and the address) each way of opening the page needs. */
async function open(run: PageRun): Promise<void> {
  const entry = run.opened ?? 'paid';
  let address: string;
  if (entry === 'signedOut') {
    await refusedSession(run);
    address = '/my-bookings/1';
  } else if (entry === 'unknown') {
    await signIn(run);
    address = '/my-bookings/999999999';
  } else {
    if (entry === 'late') {
      // A tour of the worker's partner whose free cancellation (until an hour before it leaves) ends in 15 s.
      const traveller = await signIn(run);
      const owner = await workerPartner(run.request, 'Closing Soon');
      const tour = await partnerTour(run.request, owner.token, 'Felucca at dawn', {
        publish: true,
        titleAr: 'فلوكة الفجر',
        freeCancellationEndsIn: 15_000,
        seats: 4,
        price: 900,
        freeCancellationHours: 1,
      });
      run.deadline = tour.freeCancellationEnds;
      run.booking = await book(run.request, tour, { traveller, phone: traveller.phone });
    } else {
      await bookOneSeat(run);
    }
    const booking = run.booking as { id: number; amount: number };
    const token = (run.traveller as { token: string }).token;
    if (entry === 'declined') await pay(run.request, token, booking, CARDS.declined).catch(() => undefined);
    if (entry === 'paid' || entry === 'voucher' || entry === 'late') await pay(run.request, token, booking, CARDS.succeeds);
    if (entry === 'cancelled') await cancelElsewhere(run);
    // The device's clock is 16 minutes ahead: the hold the server reports is over by it.
    if (entry === 'ahead') await run.page.clock.setSystemTime(Date.now() + 16 * MINUTE);
    address = `/my-bookings/${booking.id}${entry === 'voucher' ? '/voucher' : ''}`;
  }
  await run.page.goto(`${address}?lng=${run.language}`);
}

// ── The page ─────────────────────────────────────────────────────────────────────────────────────────────

const main = (run: BrowserRun) => run.page.getByRole('main');
const words = (run: BrowserRun, key: string, values: Record<string, string | number> = {}) => say(run, 'bookings', key, values);
const onVoucher = (run: PageRun) => run.opened === 'voucher';
const cancelButton = (run: PageRun) => main(run).getByTestId('booking-cancel');
const dialog = (run: PageRun) => run.page.getByTestId('cancel-dialog');
const outcome = (run: PageRun) => main(run).getByTestId('cancel-outcome');
const downloadsRegion = (run: PageRun) => main(run).getByRole('region', { name: words(run, 'bookingPage.downloads.heading') });
const calendarButton = (run: PageRun) => main(run).getByTestId('add-to-calendar');
const voucherButton = (run: PageRun) => main(run).getByTestId('download-voucher');
const status = (run: PageRun) => main(run).getByTestId('booking-status');

/** What any loaded booking page shows: the reference, and (on the booking page) the status label. */
async function showsBooking(run: PageRun, kind: string): Promise<void> {
  await expect(main(run).getByTestId('booking-reference')).toHaveText(/^RH-[0-9A-Z]{6}$/);
  if (onVoucher(run)) {
    await expect(main(run).getByTestId('voucher-sheet')).toBeVisible();
    await expect(main(run).getByTestId('voucher-qr')).toBeVisible();
    return;
  }
  await expect(status(run)).toHaveAttribute('data-status', kind);
  await expect(status(run)).toHaveText(words(run, `myBookings.status.${kind}`));
}

/** A download the page handed to the browser, with the file name it gave. */
async function expectsDownload(run: PageRun): Promise<void> {
  if (!run.download) return;
  const download = await run.download;
  run.download = undefined;
  expect(download.suggestedFilename()).toMatch(/^rihla-(voucher-)?RH-[0-9A-Z]{6}\.(ics|html)$/);
}

const bookingPage: BrowserModel<typeof bookingPageMachine, PageWorld, PageRun> = {
  machine: bookingPageMachine,
  input: { bookingId: 41 },
  world: { entry: 'unset', failedOnce: false, used: 'none' },
  start: { label: 'opening the booking', perform: open },
  events: {
    'bookingPage.retried': [gesture({ type: 'bookingPage.retried' }, 'Try Again', (run) => main(run).getByRole('button', { name: words(run, 'bookingPage.tryAgain') }).click())],
    'bookingPage.cancelRequested': [
      gesture({ type: 'bookingPage.cancelRequested' }, 'Cancel booking', (run) => cancelButton(run).click(), {
        possible: (world) => ['pending', 'paid', 'late'].includes(world.entry) && (world.used === 'none' || world.used === 'cancel'),
        then: { used: 'cancel' },
      }),
    ],
    'bookingPage.cancelDismissed': [
      gesture({ type: 'bookingPage.cancelDismissed' }, 'Keep booking', (run) => dialog(run).getByRole('button', { name: words(run, 'bookingPage.cancel.keep') }).click(), {
        possible: (world) => world.entry === 'paid',
      }),
    ],
    'bookingPage.cancelConfirmed': [
      gesture({ type: 'bookingPage.cancelConfirmed' }, 'Yes, cancel booking', (run) => dialog(run).getByTestId('cancel-confirm').click()),
    ],
    'bookingPage.calendarRequested': [
      gesture({ type: 'bookingPage.calendarRequested' }, 'Add to calendar', (run) => calendarButton(run).click(), {
        possible: (world) => world.entry === 'paid' && (world.used === 'none' || world.used === 'downloads'),
        then: { used: 'downloads' },
      }),
    ],
    'bookingPage.voucherRequested': [
      gesture({ type: 'bookingPage.voucherRequested' }, 'Download voucher', (run) => voucherButton(run).click(), {
        possible: (world) => (world.entry === 'paid' || world.entry === 'voucher') && (world.used === 'none' || world.used === 'downloads'),
        then: { used: 'downloads' },
      }),
    ],
    'bookingPage.printRequested': [
      gesture({ type: 'bookingPage.printRequested' }, 'Print or save as PDF', (run) => main(run).getByTestId('print-voucher').click(), {
        possible: (world) => world.entry === 'voucher' && (world.used === 'none' || world.used === 'downloads'),
        then: { used: 'downloads' },
      }),
    ],
  },
  actors: {
    fetchBookingDetails: {
      request: { method: 'GET', url: /\/api\/Booking\/\d+\/details(\?|$)/ },
      results: [
        result({ ok: false, error: SIGNED_OUT }, 'a session the server refuses', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'signedOut'),
          then: { entry: 'signedOut' },
          before: opens('signedOut'),
        }),
        result({ ok: false, error: NOT_FOUND }, 'no booking of theirs', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'unknown'),
          then: { entry: 'unknown' },
          before: opens('unknown'),
        }),
        result({ ok: false, error: LOAD_FAILED }, 'the connection drops', {
          possible: (world, snapshot) => snapshot.matches('loading') && world.entry === 'unset' && !world.failedOnce,
          then: { entry: 'paid', failedOnce: true },
          before: opens('paid'),
          release: 'abort',
        }),
        result({ ok: true, details: held, at: AT }, 'pending, its seats held', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'pending'),
          then: { entry: 'pending' },
          before: opens('pending'),
        }),
        result({ ok: true, details: declined, at: AT }, 'pending after a declined card', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'declined'),
          then: { entry: 'declined' },
          before: opens('declined'),
        }),
        result({ ok: true, details: heldBehind, at: AT }, 'pending, the hold over by the device’s clock', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'ahead'),
          then: { entry: 'ahead' },
          before: opens('ahead'),
        }),
        result({ ok: true, details: paid, at: AT }, 'paid', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'paid'),
          then: { entry: 'paid' },
          before: opens('paid'),
        }),
        result({ ok: true, details: paid, at: AT }, 'paid, on the voucher page', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'voucher') && !world.failedOnce,
          then: { entry: 'voucher' },
          before: opens('voucher'),
        }),
        result({ ok: true, details: paid, at: AT }, 'paid, free cancellation ending in seconds', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'late') && !world.failedOnce,
          then: { entry: 'late' },
          before: opens('late'),
        }),
        result({ ok: true, details: cancelled, at: AT }, 'cancelled', {
          possible: (world, snapshot) => loadingIn(world, snapshot, 'cancelled') && !world.failedOnce,
          then: { entry: 'cancelled' },
          before: opens('cancelled'),
        }),
        // The re-read when the hold lapses (the page clock has moved on; the server's has not).
        result({ ok: false, error: LOAD_FAILED }, 'the re-read’s connection drops', { possible: refreshing, release: 'abort' }),
        result({ ok: true, details: held, at: AT + 16 * MINUTE }, 'still pending on the server', { possible: refreshing }),
        result({ ok: true, details: paid, at: AT + 16 * MINUTE }, 'paid in another tab meanwhile', { possible: refreshing, arrange: payElsewhere }),
        result({ ok: true, details: cancelled, at: AT + 16 * MINUTE }, 'cancelled in another tab meanwhile', { possible: refreshing, arrange: cancelElsewhere }),
        notDrivable('the server keeps a hold time on every booking (bookings.hold_expires_at is not null) and sends it while pending', {
          output: { ok: true, details: { ...held, holdExpiresAt: null }, at: AT },
        }),
        notDrivable('the server never moves a hold’s end (S4): a re-read once the hold lapsed by the device’s clock cannot find it live', {
          output: { ok: true, details: held, at: AT + 16 * MINUTE - 15 * MINUTE },
        }),
      ],
      error: unexpected('fetchBookingDetails'),
    },
    cancelBooking: {
      request: { method: 'POST', url: /\/api\/Booking\/\d+\/cancel$/ },
      results: [
        result({ ok: true, details: refunded, at: AT }, 'cancelled and refunded', { possible: (world) => world.entry === 'paid' }),
        result({ ok: true, details: cancelled, at: AT }, 'cancelled, the seats released', { possible: (world) => world.entry === 'pending' }),
        result({ ok: false, kind: 'refused', message: 'Free cancellation ended on Tue, 30 Nov 2027, 08:00 (Cairo time).' }, 'refused: the free cancellation ended', {
          possible: (world) => world.entry === 'late',
          // The deadline passes while the page is open.
          arrange: async (run) => {
            const wait = (run.deadline ?? 0) + 1_000 - Date.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          },
        }),
        result({ ok: false, kind: 'failed', error: CANCEL_FAILED }, 'the connection drops', { possible: (world) => world.entry === 'paid', release: 'abort' }),
        notDrivable('the server answers a cancel with the booking cancelled or refunded, or refuses it (409): never one still active', {
          output: { ok: true, details: paid, at: AT },
        }),
      ],
      error: unexpected('cancelBooking'),
    },
    downloadCalendar: {
      request: { method: 'GET', url: /\/api\/Booking\/\d+\/calendar(\?|$)/ },
      results: [
        result({ ok: true }, 'the .ics file', {
          arrange: (run) => {
            run.download = run.page.waitForEvent('download');
            return Promise.resolve();
          },
        }),
        result({ ok: false, error: CALENDAR_FAILED }, 'the connection drops', { release: 'abort' }),
      ],
      error: unexpected('downloadCalendar'),
    },
    downloadVoucher: {
      request: { method: 'GET', url: /\/api\/Booking\/\d+\/voucher(\?|$)/ },
      results: [
        result({ ok: true }, 'the voucher file', {
          arrange: (run) => {
            run.download = run.page.waitForEvent('download');
            return Promise.resolve();
          },
        }),
        result({ ok: false, error: VOUCHER_FAILED }, 'the connection drops', { release: 'abort' }),
      ],
      error: unexpected('downloadVoucher'),
    },
    printVoucher: {
      results: [result(undefined, 'the print dialog closes', { release: 'none' })],
      error: notDrivable('window.print() does not throw in a browser that can print (booking-page.paths.test.ts drives it)', { error: new Error('print blocked') }),
    },
  },
  delays: {
    holdLapse: timer('the hold lapses', { possible: (world) => world.entry === 'declined' && world.used === 'none', then: { used: 'timer' } }),
  },
  states: {
    loading: async (run) => {
      await expect(main(run).locator('section[aria-busy="true"]')).toHaveCount(1);
      await expect(main(run).getByRole('status')).toHaveText(words(run, 'bookingPage.loading'));
    },
    // The refused token signs the session out (src/api/client.ts tells the session), and the sign-in guard
    // takes the traveller to log in at once: the page's own "log in" notice is never on screen.
    signedOut: async (run) => {
      await expect(run.page).toHaveURL(/\/login(\?|$)/);
      await expect(main(run).getByRole('heading', { level: 1 })).toHaveText(say(run, 'auth', 'login.title'));
      await expect(main(run).getByTestId('booking-reference')).toHaveCount(0);
    },
    notFound: async (run) => {
      await expect(main(run).getByTestId('booking-not-found')).toBeVisible();
      await expect(main(run).getByRole('heading', { level: 1 })).toHaveText(words(run, 'bookingPage.notFoundTitle'));
      await expect(main(run).getByTestId('booking-not-found')).toContainText(words(run, 'bookingPage.notFound'));
    },
    failed: async (run) => {
      await expect(main(run).getByRole('alert')).toContainText(words(run, 'bookingPage.loadFailed'));
      await expect(main(run).getByRole('button', { name: words(run, 'bookingPage.tryAgain') })).toBeEnabled();
    },
    'loaded.status.holding': async (run, snapshot) => {
      await showsBooking(run, 'pending');
      const again = snapshot.context.details?.payments.at(-1)?.status === 'declined';
      await expect(main(run).getByTestId('booking-pay')).toHaveText(words(run, again ? 'bookingPage.pay.payAgain' : 'bookingPage.pay.payNow'));
      await expect(main(run).getByText(words(run, 'bookingPage.pay.declined'))).toHaveCount(again ? 1 : 0);
      await expect(main(run).getByRole('timer')).toBeVisible();
    },
    'loaded.status.awaiting': notDrivable(
      'a pending booking without a hold time: the contract allows holdExpiresAt to be missing, but this server keeps one on every booking (bookings.hold_expires_at is not null) and sends it while the booking is pending; booking-page.paths.test.ts and the booking page view test cover the state',
    ),
    'loaded.status.lapsed': async (run) => {
      await showsBooking(run, 'expired');
      await expect(main(run).getByTestId('booking-pay')).toHaveCount(0);
      await expect(main(run).getByText(words(run, 'bookingPage.pay.lapsed'))).toBeVisible();
    },
    'loaded.status.refreshing': async (run) => {
      await showsBooking(run, 'expired');
      await expect(main(run).getByTestId('booking-pay')).toHaveCount(0);
      await expect(main(run).getByText(words(run, 'bookingPage.pay.lapsed'))).toBeVisible();
    },
    'loaded.status.paid': async (run) => {
      await showsBooking(run, 'paid');
      await expect(main(run).getByTestId('booking-pay')).toHaveCount(0);
    },
    'loaded.status.closed': async (run, snapshot) => {
      const kind = statusKind(snapshot.context.details?.status);
      await showsBooking(run, kind);
      await expect(main(run).getByTestId('booking-pay')).toHaveCount(0);
      const refund = main(run).getByTestId('refund-status');
      if (kind === 'refunded') await expect(refund).toHaveAttribute('data-refund', /^(refunded|due|inProgress)$/);
      else await expect(refund).toHaveText(words(run, 'bookingPage.refund.none'));
    },
    'loaded.cancel.idle': async (run, snapshot) => {
      await expect(dialog(run)).toHaveCount(0);
      if (onVoucher(run)) return;
      const offered = snapshot.context.details?.actions.cancel === true;
      await expect(cancelButton(run)).toHaveCount(offered ? 1 : 0);
      if (offered) await expect(cancelButton(run)).toHaveText(words(run, 'bookingPage.cancel.button'));
      await expect(outcome(run)).toHaveText('');
    },
    'loaded.cancel.confirming': async (run) => {
      await expect(dialog(run)).toBeVisible();
      await expect(dialog(run)).toHaveAttribute('aria-busy', 'false');
      await expect(dialog(run).getByRole('heading')).toHaveText(words(run, 'bookingPage.cancel.dialogTitle'));
      await expect(dialog(run).getByRole('button', { name: words(run, 'bookingPage.cancel.keep') })).toBeFocused();
      await expect(dialog(run).getByTestId('cancel-confirm')).toBeEnabled();
    },
    'loaded.cancel.cancelling': async (run) => {
      await expect(dialog(run)).toHaveAttribute('aria-busy', 'true');
      await expect(cancelButton(run)).toBeDisabled();
    },
    'loaded.cancel.refused': async (run) => {
      await expect(dialog(run)).toHaveCount(0);
      // The server's reason, as it words it in the page's language.
      const again = await run.request.post(`/api/Booking/${run.booking?.id}/cancel`, { headers: { ...bearer(run.traveller?.token ?? ''), 'Accept-Language': run.language } });
      expect(again.status()).toBe(409);
      const { message } = (await again.json()) as { message: string };
      await expect(outcome(run).getByRole('alert')).toHaveText(message);
      await expect(cancelButton(run)).toHaveCount(0);
    },
    'loaded.cancel.failed': async (run) => {
      await expect(dialog(run)).toHaveCount(0);
      await expect(outcome(run).getByRole('alert')).toHaveText(words(run, CANCEL_FAILED));
      await expect(cancelButton(run)).toBeEnabled();
    },
    'loaded.cancel.done': async (run) => {
      await expect(dialog(run)).toHaveCount(0);
      await expect(outcome(run)).toHaveText(words(run, 'bookingPage.cancel.done'));
      await expect(outcome(run)).toBeFocused();
      await expect(cancelButton(run)).toHaveCount(0);
    },
    'loaded.downloads.ready.idle': async (run, snapshot) => {
      await expectsDownload(run);
      const offered = snapshot.context.details?.actions.voucher === true;
      if (onVoucher(run)) {
        await expect(voucherButton(run)).toBeEnabled();
        await expect(main(run).getByTestId('print-voucher')).toBeEnabled();
        await expect(main(run).getByRole('alert')).toHaveCount(0);
        return;
      }
      await expect(downloadsRegion(run)).toHaveCount(offered ? 1 : 0);
      if (!offered) return;
      await expect(voucherButton(run)).toHaveText(words(run, 'bookingPage.downloads.downloadVoucher'));
      await expect(voucherButton(run)).toBeEnabled();
      await expect(calendarButton(run)).toHaveText(words(run, 'bookingPage.downloads.addToCalendar'));
      await expect(downloadsRegion(run).getByRole('alert')).toHaveCount(0);
    },
    'loaded.downloads.ready.calendarFailed': async (run) => {
      await expect(downloadsRegion(run).getByRole('alert')).toHaveText(words(run, CALENDAR_FAILED));
      await expect(calendarButton(run)).toBeEnabled();
    },
    'loaded.downloads.ready.voucherFailed': async (run) => {
      const alert = onVoucher(run) ? main(run).getByRole('alert') : downloadsRegion(run).getByRole('alert');
      await expect(alert).toHaveText(words(run, VOUCHER_FAILED));
      await expect(voucherButton(run)).toBeEnabled();
    },
    'loaded.downloads.calendar': async (run) => {
      await expect(calendarButton(run)).toHaveText(words(run, 'bookingPage.downloads.downloading'));
      await expect(calendarButton(run)).toBeDisabled();
      await expect(voucherButton(run)).toBeDisabled();
    },
    'loaded.downloads.voucher': async (run) => {
      await expect(voucherButton(run)).toHaveText(words(run, 'bookingPage.downloads.downloading'));
      await expect(voucherButton(run)).toBeDisabled();
      if (onVoucher(run)) await expect(main(run).getByTestId('print-voucher')).toBeDisabled();
      else await expect(calendarButton(run)).toBeDisabled();
    },
    'loaded.downloads.printing': { kind: 'fleeting', why: 'window.print() returns at once in headless Chromium: the dialog is never on screen' },
  },
};

describeModel(bookingPage, {
  test,
  each: (title: string, walk: (fixtures: Pick<BrowserRun, 'page' | 'request'>) => Promise<void>) => test(title, ({ page, request }) => walk({ page, request })),
  context: (_fixtures: unknown, base: BrowserRun): PageRun => ({ ...base, device: test.info().project.name === 'phone' ? 1 : 0, held: [], slow: [] }),
  // Whatever the path booked is cancelled, so the shared tour gets its seats back (a refused or repeated cancel is fine).
  finish: async (run: PageRun) => {
    for (const route of run.slow.splice(0)) await route.continue().catch(() => undefined);
    if (run.traveller && run.booking) await cancelBooking(run.request, run.traveller.token, run.booking.id).catch(() => undefined);
  },
});
