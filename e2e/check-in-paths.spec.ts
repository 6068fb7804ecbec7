/**
 * The partner's check-in desk (/partner/check-in), generated from its statechart (D322,
 * D323). One test per browser path of the real checkIn machine (e2e/support/model/), in
 * English on the desktop and in Arabic on the phone, against the real server: a partner company of its own
 * (per worker) with a session of its own per path, a paid booking of its own tour per path, and the voucher
 * code the server signed for it. The access check's results are a partner, a traveller opening the desk, a
 * session ended elsewhere meanwhile and a dropped connection; the check-in's are the voucher code typed
 * (checked in), the reference typed a second time (refused, with the time of the first), a session ended
 * meanwhile and a dropped connection (tried again, or left for the next voucher). The camera is Chromium's
 * fake camera (--use-fake-device-for-media-stream), allowed or refused through the context's permissions.
 * The server's refusals the statechart does not tell apart (a reference no booking has, another company's
 * voucher, an altered code) are driven after the paths, on one desk.
 *
 * The camera's reader: Chromium on Linux has no BarcodeDetector (the Shape Detection API reads barcodes on
 * macOS, ChromeOS and Android only) and the project ships no QR decoder, so the camera paths give the page a
 * stand-in reader that finds no code in a picture (check-in-world.ts, `readerStandIn`); the fake camera's
 * test pattern holds none. With it the desk offers the camera as on a phone, and the paths drive the real
 * camera: its picture in the page, the reader asked for a frame every 250 ms, "type instead", and a refused
 * camera leaving the partner typing, told why.
 *
 * Not driven from a browser (each stays in the model; the coverage test lists the transitions only they
 * reach; check-in.paths.test.ts drives them all, check-in.camera.test.ts the camera actor):
 * - `checkIn.codeScanned`: a code read from the camera needs a QR reader, which this Chromium lacks (see
 *   above): check-in.camera.test.ts reads codes from frames with a fake reader, the paths test takes the event;
 * - checkAccess's, detectCamera's and checkInBooking's unexpected throws (`onError`): the actors turn every
 *   failure into a result (CONVENTIONS #3) and detectCamera only reads what the browser has, so a throw would
 *   be a defect;
 * - checkInBooking 'forbidden' (a 403 without a reason): the desk's account would have to stop being a
 *   partner's between opening the desk and sending a code, and no API takes a partner's role away (only an
 *   approval changes a role, traveller to partner);
 * - watchCamera's result: the camera lives as long as the scanning and never finishes (the machine takes
 *   none from it).
 *
 * A visitor with no session at all never reaches the desk (the sign-in guard sends them to /login before
 * the machine starts); the desk's `signedOut` is a session the server ends while the desk is open, and the
 * screen it leads to is that guard's login page.
 */
import { expect, expectHydrated, test as base } from './support/test';
import { FORBIDDEN, SIGNED_OUT } from '@/machines/console/console-calls';
import { CHECK_IN_FAILED, OPEN_FAILED } from '@/machines/check-in/check-in.actors';
import { checkInMachine } from '@/machines/check-in/check-in.machine';
import { checkedIn as checkedInSample, SCANNED } from '@/machines/check-in/check-in.model';
import { bookingReference } from '../server/bookings/booking-reference';
import { partnerMessages } from '../server/partners/partner-bookings.routes';
import {
  deskBooking,
  logOutElsewhere,
  otherCompanyBooking,
  partnerSession,
  readerStandIn,
  travellerSession,
  type DeskRun,
} from './support/model/check-in-world';
import { builders, fleeting, notDrivable, type BrowserModel, type BrowserRun } from './support/model/model';
import { Network } from './support/model/network';
import { describeModel } from './support/model/run';
import { say, sayPattern } from './support/model/strings';
import { storeSessionOnLoad } from './support/session';

/** Chromium with a fake camera (a moving test pattern): whether a page may use it is the context's permission. */
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream'] });
    },
    { scope: 'worker' },
  ],
});

const main = (run: BrowserRun) => run.page.getByRole('main');
const desk = (run: BrowserRun, key: string, values: Record<string, string | number> = {}) => say(run, 'partnerPortal', key, values);
const field = (run: BrowserRun) => main(run).getByLabel(desk(run, 'checkIn.typing.label'));
const nextButton = (run: BrowserRun) => main(run).getByRole('button', { name: new RegExp(`^(${escape(desk(run, 'checkIn.next'))}|${escape(desk(run, 'checkIn.nextTyped'))})$`) });

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The server's refusal as it words it, in the page's language (a time it fills in reads as anything). */
function refusalText(run: BrowserRun, reason: Parameters<typeof partnerMessages>[1], reference: string): RegExp {
  return new RegExp(`^${escape(partnerMessages(run.language, reason, { reference, when: '\u0000' })).replace('\u0000', '.+')}$`);
}

/** What the page holds for a code of the model (its samples stand for the path's own booking's). */
function onPage(run: DeskRun, code: string): string {
  if (code === SCANNED) return run.booking?.code ?? code;
  if (code === checkedInSample.reference.toLowerCase()) return run.booking?.reference.toLowerCase() ?? code;
  return code;
}

/** How often the page has put the camera's picture on the screen, and read frames from it. */
const cameraSeen = (run: BrowserRun) =>
  run.page.evaluate(() => (window as unknown as { __checkInCamera?: { views: number; frames: number } }).__checkInCamera ?? { views: 0, frames: 0 });

/**
 * The page is given a QR reader (and the camera allowed or not), once, before it opens. The camera works
 * only where the server's Permissions-Policy lets its own pages use it (`camera=(self)`), as the desk needs.
 */
async function giveReader(run: DeskRun, camera: 'allowed' | 'refused'): Promise<void> {
  if (run.camera) return;
  run.camera = camera;
  if (camera === 'allowed') await run.page.context().grantPermissions(['camera']);
  await run.page.addInitScript(readerStandIn);
}

/** Types into the desk's field, as a partner does (or a handheld scanner that types what it reads). */
async function typeCode(run: DeskRun, code: (booking: Awaited<ReturnType<typeof deskBooking>>) => string): Promise<void> {
  const booking = await deskBooking(run);
  await expectHydrated(field(run));
  await field(run).fill(code(booking));
}

/**
 * What the generated paths respect: what the desk offers (typing only, or the camera, allowed or refused),
 * what is in the field, whether the path's booking has been checked in, and who opened the desk.
 */
type DeskWorld = {
  desk: 'unset' | 'typing' | 'camera' | 'cameraRefused';
  typed: 'nothing' | 'code' | 'reference';
  attended: boolean;
  account: 'unset' | 'partner' | 'traveller';
};

const b = builders<DeskWorld, DeskRun>();
const refusedAlready = {
  ok: false,
  kind: 'refused',
  reason: 'alreadyCheckedIn',
  message: 'Booking RH-7KQ2M9 was already checked in on Wed, 1 Dec 2027, 07:40 (Cairo time).',
  checkedInAt: checkedInSample.checkedInAt,
} as const;

const checkIn: BrowserModel<typeof checkInMachine, DeskWorld, DeskRun> = {
  machine: checkInMachine,
  world: { desk: 'unset', typed: 'nothing', attended: false, account: 'unset' },
  start: {
    label: 'opening /partner/check-in',
    perform: async (run) => {
      const { user, token } = run.account === 'traveller' ? await travellerSession(run.request) : await partnerSession(run);
      await storeSessionOnLoad(run.page, user, token);
      await run.page.goto(`/partner/check-in?lng=${run.language}`);
    },
  },
  events: {
    'checkIn.cameraChosen': [b.gesture({ type: 'checkIn.cameraChosen' }, 'Scan with the camera', (run) => main(run).getByRole('button', { name: desk(run, 'checkIn.typing.useCamera') }).click())],
    'checkIn.typingChosen': [
      b.gesture({ type: 'checkIn.typingChosen' }, 'Type the code instead', (run) => main(run).getByRole('button', { name: desk(run, 'checkIn.scanning.typeInstead') }).click(), {
        // A refused camera leaves scanning by itself within a moment.
        possible: (world) => world.desk === 'camera',
      }),
    ],
    'checkIn.codeScanned': [
      notDrivable("a code read from the camera needs a QR reader: Chromium on Linux has no BarcodeDetector and the project ships no decoder (check-in.camera.test.ts reads codes with a fake reader)", {
        event: { type: 'checkIn.codeScanned', code: SCANNED },
      }),
    ],
    'checkIn.cameraFailed': [b.arrival({ type: 'checkIn.cameraFailed' }, 'the camera is not allowed', { possible: (world) => world.desk === 'cameraRefused' })],
    'checkIn.codeTyped': [
      b.gesture({ type: 'checkIn.codeTyped', code: SCANNED }, "the voucher's code typed", (run) => typeCode(run, (booking) => booking.code), { then: { typed: 'code' } }),
      b.gesture({ type: 'checkIn.codeTyped', code: checkedInSample.reference.toLowerCase() }, 'the booking reference typed', (run) => typeCode(run, (booking) => booking.reference.toLowerCase()), {
        then: { typed: 'reference' },
      }),
    ],
    'checkIn.submitted': [b.gesture({ type: 'checkIn.submitted' }, 'Check in', (run) => main(run).getByRole('button', { name: desk(run, 'checkIn.typing.submit'), exact: true }).click())],
    'checkIn.retried': [b.gesture({ type: 'checkIn.retried' }, 'Try again', (run) => main(run).getByRole('button', { name: say(run, 'common', 'console.tryAgain') }).click())],
    'checkIn.next': [b.gesture({ type: 'checkIn.next' }, 'the next voucher', (run) => nextButton(run).click(), { then: { typed: 'nothing' } })],
  },
  actors: {
    checkAccess: {
      request: { method: 'GET', url: /\/api\/partner\/company(\?|$)/ },
      results: [
        b.result({ ok: true }, "a partner's account", { possible: (world) => world.account !== 'traveller', then: { account: 'partner' } }),
        b.result({ ok: false, error: SIGNED_OUT }, 'the session ended elsewhere meanwhile', {
          possible: (world) => world.account !== 'traveller',
          then: { account: 'partner' },
          arrange: async (run) => logOutElsewhere(run.request, (await partnerSession(run)).token),
        }),
        b.result({ ok: false, error: FORBIDDEN }, "a traveller's account", {
          possible: (world) => world.account !== 'partner',
          then: { account: 'traveller' },
          before: (run) => {
            run.account = 'traveller';
            return Promise.resolve();
          },
        }),
        b.result({ ok: false, error: OPEN_FAILED }, 'the connection drops', { possible: (world) => world.account !== 'traveller', then: { account: 'partner' }, release: 'abort' }),
      ],
      error: notDrivable('checkAccess turns every failure into a result (CONVENTIONS #3): a throw would be a defect', { error: new Error('chunk failed to load') }),
    },
    detectCamera: {
      results: [
        b.result(false, 'this browser reads no QR codes', { possible: (world) => world.desk === 'unset' || world.desk === 'typing', then: { desk: 'typing' }, release: 'none' }),
        b.result(true, 'a QR reader, the camera allowed', {
          possible: (world) => world.desk === 'unset' || world.desk === 'camera',
          then: { desk: 'camera' },
          before: (run) => giveReader(run, 'allowed'),
          release: 'none',
        }),
        b.result(true, 'a QR reader, the camera not allowed', {
          possible: (world) => world.desk === 'unset' || world.desk === 'cameraRefused',
          then: { desk: 'cameraRefused' },
          before: (run) => giveReader(run, 'refused'),
          release: 'none',
        }),
      ],
      error: notDrivable('detectCamera only reads whether the browser has BarcodeDetector and getUserMedia: a throw would be a defect', { error: new Error('navigator is not defined') }),
    },
    watchCamera: {
      results: [notDrivable('the camera lives as long as the scanning and never finishes (the machine takes no result from it)', { output: undefined })],
    },
    checkInBooking: {
      request: { method: 'POST', url: /\/api\/partner\/check-in(\?|$)/ },
      results: [
        b.result({ ok: true, booking: checkedInSample }, 'checked in', { possible: (world) => world.typed === 'code' && !world.attended, then: { attended: true } }),
        b.result(refusedAlready, 'refused: already checked in', { possible: (world) => world.typed === 'reference' && world.attended }),
        b.result({ ok: false, kind: 'failed', error: SIGNED_OUT }, 'the session ended elsewhere meanwhile', {
          possible: (world) => world.typed === 'reference' && !world.attended,
          arrange: async (run) => logOutElsewhere(run.request, (await partnerSession(run)).token),
        }),
        notDrivable('no API takes a partner\'s role away between opening the desk and sending a code (only an approval changes a role)', {
          output: { ok: false, kind: 'failed', error: FORBIDDEN },
        }),
        b.result({ ok: false, kind: 'failed', error: CHECK_IN_FAILED }, 'the connection drops', { possible: (world) => world.typed === 'reference' && !world.attended, release: 'abort' }),
      ],
      error: notDrivable('checkInBooking turns every failure into a result (CONVENTIONS #3): a throw would be a defect', { error: new Error('socket hang up') }),
    },
  },
  delays: {
    scanInterval: b.timer('the 250 ms until the next frame is read', { possible: (world) => world.desk === 'camera' }),
  },
  states: {
    opening: async (run) => {
      await expect(main(run).getByRole('heading', { name: desk(run, 'checkIn.heading') })).toBeVisible();
      await expect(main(run).getByRole('status').filter({ hasText: say(run, 'common', 'console.loading') })).toBeAttached();
      await expect(field(run)).toHaveCount(0);
    },
    unopened: async (run) => {
      await expect(main(run).getByRole('alert')).toContainText(desk(run, 'checkIn.openFailed'));
      await expect(main(run).getByRole('button', { name: say(run, 'common', 'console.tryAgain') })).toBeVisible();
      await expect(field(run)).toHaveCount(0);
    },
    choosing: fleeting('detectCamera answers at once (it reads what the browser has): the desk passes it within a frame'),
    'scanning.watching': async (run) => {
      const video = main(run).getByTestId('check-in-camera');
      const before = run.cameraViews;
      if (run.camera === 'refused') {
        // The browser refuses the camera within a moment: the picture was put on the page, then the desk went on.
        await expect.poll(async () => (await cameraSeen(run)).views).toBeGreaterThan(before);
      } else {
        await expect(main(run).getByText(desk(run, 'checkIn.scanning.hint'))).toBeVisible();
        await expect(video).toBeVisible();
        await expect(video).toHaveAccessibleName(desk(run, 'checkIn.scanning.video'));
        // Chromium's camera is playing in it, and the desk reads its frames.
        await expect
          .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth > 0 && element.srcObject instanceof MediaStream && element.srcObject.getVideoTracks()[0]?.readyState === 'live'))
          .toBe(true);
        await expect.poll(async () => (await cameraSeen(run)).frames).toBeGreaterThan(0);
        await expect(main(run).getByRole('button', { name: desk(run, 'checkIn.scanning.typeInstead') })).toBeVisible();
        await expect(field(run)).toHaveCount(0);
      }
      run.cameraViews = (await cameraSeen(run)).views;
    },
    'typing.editing': async (run, snapshot) => {
      const { draft, cameraFailed, cameraSupported } = snapshot.context;
      await expect(field(run)).toBeVisible();
      await expect(field(run)).toHaveValue(onPage(run, draft));
      await expect(main(run).getByText(desk(run, 'checkIn.typing.missing'))).toHaveCount(0);
      await expect(main(run).getByTestId('camera-failed')).toHaveCount(cameraFailed ? 1 : 0);
      if (cameraFailed) await expect(main(run).getByTestId('camera-failed')).toHaveText(desk(run, 'checkIn.cameraFailed'));
      await expect(main(run).getByRole('button', { name: desk(run, 'checkIn.typing.useCamera') })).toHaveCount(cameraSupported ? 1 : 0);
      await expect(main(run).getByTestId('check-in-camera')).toHaveCount(0);
    },
    'typing.missing': async (run) => {
      await expect(field(run)).toBeVisible();
      await expect(main(run).getByText(desk(run, 'checkIn.typing.missing'))).toBeVisible();
    },
    verifying: async (run, snapshot) => {
      await expect(main(run).getByRole('status').filter({ hasText: desk(run, 'checkIn.verifying', { code: onPage(run, snapshot.context.code).trim() }) })).toBeVisible();
      await expect(main(run).locator('section[aria-busy="true"]')).toBeVisible();
    },
    checkedIn: async (run, snapshot) => {
      const booking = run.booking;
      const success = main(run).getByTestId('check-in-success');
      await expect(success).toBeFocused();
      await expect(success.getByText(desk(run, 'checkIn.done.title'), { exact: true })).toBeVisible();
      await expect(success).toContainText(booking?.traveller ?? '');
      await expect(success).toContainText(booking?.reference ?? '');
      await expect(success).toContainText(booking?.tourTitle ?? '');
      const withCamera = snapshot.context.cameraSupported && !snapshot.context.cameraFailed;
      await expect(nextButton(run)).toHaveText(desk(run, withCamera ? 'checkIn.next' : 'checkIn.nextTyped'));
    },
    refused: async (run) => {
      const refusal = main(run).getByTestId('check-in-refusal');
      await expect(refusal).toBeFocused();
      await expect(refusal.getByText(desk(run, 'checkIn.refused.title'), { exact: true })).toBeVisible();
      await expect(refusal.getByText(refusalText(run, 'alreadyCheckedIn', run.booking?.reference ?? ''))).toBeVisible();
      await expect(refusal.getByTestId('check-in-first-time')).toHaveText(sayPattern(run, 'partnerPortal', 'checkIn.refused.firstTime'));
      await expect(nextButton(run)).toBeVisible();
    },
    failed: async (run) => {
      await expect(main(run).getByRole('alert')).toContainText(desk(run, 'checkIn.failed'));
      await expect(main(run).getByRole('alert').getByRole('button', { name: say(run, 'common', 'console.tryAgain') })).toBeVisible();
      await expect(nextButton(run)).toBeVisible();
    },
    signedOut: async (run) => {
      // The server refused the token: the session ends, and the sign-in guard asks to log in again.
      await expect(run.page).toHaveURL(/\/login(\?|$)/);
      await expect(main(run).getByRole('button', { name: say(run, 'auth', 'login.submit') })).toBeVisible();
    },
    forbidden: async (run) => {
      await expect(main(run).getByTestId('console-forbidden')).toContainText(say(run, 'common', 'console.forbidden.partner'));
      await expect(main(run).getByRole('link', { name: say(run, 'common', 'console.home') })).toBeVisible();
      await expect(field(run)).toHaveCount(0);
    },
  },
};

type Fixtures = Pick<BrowserRun, 'page' | 'request'>;

describeModel(checkIn, {
  test,
  each: (title: string, walk: (fixtures: Fixtures) => Promise<void>) => test(title, ({ page, request }) => walk({ page, request })),
  context: (_fixtures: Fixtures, base: BrowserRun): DeskRun => ({ ...base, account: 'partner', cameraViews: 0 }),
});

test.describe('checkIn: the refusals the statechart does not tell apart', () => {
  test("a reference no booking has, another company's voucher and an altered code are each refused as the server words them", async ({ page, request }) => {
    test.setTimeout(90_000);
    const run: DeskRun = { page, request, network: new Network(page), exclusive: false, language: test.info().project.name === 'phone' ? 'ar' : 'en', account: 'partner', cameraViews: 0 };
    const own = await deskBooking(run);
    const other = await otherCompanyBooking(request);
    await checkIn.start.perform(run);
    const unknown = bookingReference(999_999_999);
    const altered = own.code.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const cases = [
      { code: unknown, reason: 'notFound', reference: unknown },
      { code: other.code, reason: 'otherCompany', reference: other.reference },
      { code: altered, reason: 'invalidSignature', reference: own.reference },
    ] as const;
    for (const { code, reason, reference } of cases) {
      await test.step(`${reason}: ${code}`, async () => {
        await expectHydrated(field(run));
        await field(run).fill(code);
        await main(run).getByRole('button', { name: desk(run, 'checkIn.typing.submit'), exact: true }).click();
        const refusal = main(run).getByTestId('check-in-refusal');
        await expect(refusal).toBeFocused();
        await expect(refusal.getByText(desk(run, 'checkIn.refused.title'), { exact: true })).toBeVisible();
        await expect(refusal.getByText(refusalText(run, reason, reference))).toBeVisible();
        await expect(refusal.getByTestId('check-in-first-time')).toHaveCount(0);
        await nextButton(run).click();
        await expect(field(run)).toHaveValue('');
      });
    }
  });
});
