/**
 * The partner's tour editor (/partner/tours/:id), generated from its statechart (D308–D315). One test per
 * browser path of the real tourEditor machine (e2e/support/model/), in English on the desktop and in Arabic
 * on the phone (D386), against the real server: a partner company per worker, a login
 * of its own per path, and a tour of its own per path made through the API (e2e/support/partner-tour.ts):
 * a complete draft, or a published tour of which a traveller holds two seats. The partner edits it (the
 * English title retyped, the Arabic title emptied, seats below those sold, a day added or removed, the image
 * removed), adds an image (a real PNG; a file that only claims to be one, refused by the server; a PDF,
 * refused in the page), saves, publishes (saved first when there are unsaved changes; the server names what is
 * missing), unpublishes and duplicates. Each request is held until the path lets it go to the real server or
 * drops it as a lost connection does.
 *
 * Not driven from a browser (each stays in the model; the coverage test lists the transitions only they
 * reach, and tour-editor.paths.test.ts drives them all):
 * - every actor's unexpected throw (`onError`): the actors turn every failure into a result
 *   (CONVENTIONS #3), so a throw would be a defect;
 * - duplicateTour refused (404): a partner's own tour cannot go missing while the editor is open (no API
 *   removes a tour).
 */
import { expect, expectHydrated, test } from './support/test';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { tourEditorMachine } from '@/machines/tour-editor/tour-editor.machine';
import { chosenFile, draftTour } from '@/machines/tour-editor/tour-editor.model';
import { partnerLogin, PNG, workerPartner } from './support/partner';
import { book, partnerTour } from './support/partner-tour';
import { logOutElsewhere, travellerSession } from './support/model/check-in-world';
import { builders, notDrivable, opener, type BrowserModel, type BrowserRun } from './support/model/model';
import { describeModel } from './support/model/run';
import { say } from './support/model/strings';
import { storeSessionOnLoad } from './support/session';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const main = (run: BrowserRun) => run.page.getByRole('main');
const words = (run: BrowserRun, key: string, values: Record<string, string | number> = {}) => say(run, 'partnerTours', key, values);
/** A problem the screen shows: the consoles' shared words (`console.*`) are common's, the rest the editor's. */
const problemWords = (run: BrowserRun, key: string) => (key.startsWith('console.') ? say(run, 'common', key) : words(run, key));
/** A field of the editor by its label; a text in two languages by its label in one of them. */
const field = (run: BrowserRun, key: string, language?: 'en' | 'ar') =>
  main(run).getByLabel(language ? words(run, `fieldIn.${language}`, { field: words(run, key) }) : words(run, key), { exact: true });
const button = (run: BrowserRun, key: string) => main(run).getByRole('button', { name: words(run, key), exact: true });

interface EditorRun extends BrowserRun {
  /** How the path opens the editor: a draft of the partner's, a published tour with seats sold, or as a traveller. */
  entry?: 'draft' | 'published' | 'traveller';
  session?: { token: string; user: Record<string, unknown> };
  tourId?: number;
  /** The next image chosen only claims to be a PNG (the server reads its bytes and refuses it). */
  notAnImage?: boolean;
}

/** The worker's partner company: each path has its own login and its own tour. */
const company = (run: EditorRun) => workerPartner(run.request, 'Tour Editor');

async function partnerSession(run: EditorRun): Promise<{ token: string; user: Record<string, unknown> }> {
  run.session ??= await partnerLogin(run.request, await company(run));
  return run.session;
}

/** A tour of the path's own: a complete draft, or published with two seats held by a traveller. */
async function pathTour(run: EditorRun): Promise<number> {
  if (run.tourId !== undefined) return run.tourId;
  const partner = await company(run);
  const published = run.entry === 'published';
  const tour = await partnerTour(run.request, partner.token, `Editor ${run.language} ${Date.now()}`, { publish: published });
  if (published) await book(run.request, tour, { traveller: await travellerSession(run.request), adults: 2 });
  run.tourId = tour.id;
  return tour.id;
}

/** A `before` set-up: how the page under test is opened, unless an earlier result decided it. */
const opens = opener<EditorRun>();

/**
 * What the generated paths respect: how the editor was opened; whether the tour on the screen would pass
 * the server's publishing check; whether the seats typed are below those sold; whether Duplicate has moved
 * the page to the copy; whether the tour changed on the server behind the editor's back.
 */
type EditorWorld = {
  entry: 'unset' | 'draft' | 'published' | 'traveller';
  complete: boolean;
  seatsLow: boolean;
  /** A date typed that the server refuses to store (before 2000). */
  badDate: boolean;
  copied: boolean;
  stale: boolean;
};
const b = builders<EditorWorld, EditorRun>();
const editable = (world: EditorWorld) => (world.entry === 'draft' || world.entry === 'published') && !world.copied && !world.stale;
const categories = [{ id: 1, categoryName: 'Beaches' }];
const published = { ...draftTour, status: 'published' as const, seatsSold: 2 };
const unpublished = { ...draftTour, status: 'unpublished' as const, seatsSold: 2 };
const problems = [{ field: 'title', language: 'ar' as const, message: '“Title” in Arabic is required.' }];
const statusOf = (snapshot: { context: { status: string } }) => snapshot.context.status;

const tourEditor: BrowserModel<typeof tourEditorMachine, EditorWorld, EditorRun> = {
  machine: tourEditorMachine,
  input: { tourId: draftTour.id },
  world: { entry: 'unset', complete: true, seatsLow: false, badDate: false, copied: false, stale: false },
  start: {
    label: 'opening the tour in the editor',
    perform: async (run) => {
      const traveller = run.entry === 'traveller';
      const { user, token } = traveller ? await travellerSession(run.request) : await partnerSession(run);
      // A traveller is refused before the tour is looked up: any tour's address will do.
      const tourId = traveller ? draftTour.id : await pathTour(run);
      await storeSessionOnLoad(run.page, user, token);
      await run.page.goto(`/partner/tours/${tourId}?lng=${run.language}`);
    },
  },
  events: {
    'tour.retried': [b.gesture({ type: 'tour.retried' }, 'Try again', (run) => main(run).getByRole('button', { name: say(run, 'common', 'console.tryAgain'), exact: true }).click())],
    'tour.fieldChanged': [
      b.gesture({ type: 'tour.fieldChanged', path: 'title.en', value: 'Felucca at dusk' }, 'the English title retyped', (run) => typeInto(field(run, 'editor.fields.title', 'en'), 'Felucca at dusk'), {
        possible: editable,
      }),
      b.gesture({ type: 'tour.fieldChanged', path: 'title.ar', value: '' }, 'the Arabic title emptied', (run) => typeInto(field(run, 'editor.fields.title', 'ar'), ''), {
        possible: (world) => editable(world) && !world.badDate,
        then: { complete: false },
      }),
      b.gesture({ type: 'tour.fieldChanged', path: 'endDate', value: '1999-12-31T10:00' }, 'the return set in 1999', (run) => typeInto(field(run, 'editor.fields.endDate'), '1999-12-31T10:00'), {
        possible: (world) => editable(world) && world.complete && !world.seatsLow && !world.badDate,
        then: { badDate: true },
      }),
      b.gesture({ type: 'tour.fieldChanged', path: 'seats', value: '1' }, 'seats set below those sold', (run) => typeInto(field(run, 'editor.fields.seats'), '1'), {
        possible: (world) => editable(world) && world.entry === 'published' && !world.seatsLow && !world.badDate,
        then: { seatsLow: true },
      }),
    ],
    'tour.dayAdded': [
      b.gesture({ type: 'tour.dayAdded' }, 'Add a day', (run) => button(run, 'editor.days.add').click(), { possible: (world) => editable(world) && !world.badDate, then: { complete: false } }),
    ],
    'tour.dayRemoved': [
      b.gesture({ type: 'tour.dayRemoved', index: 0 }, 'Remove day 1', (run) => main(run).getByRole('button', { name: words(run, 'editor.days.remove', { number: 1 }) }).click(), {
        possible: editable,
      }),
    ],
    'tour.imageChosen': [
      b.gesture({ type: 'tour.imageChosen', file: chosenFile('reef.png', 'image/png') }, 'an image chosen', (run) => chooseImage(run), { possible: editable }),
      b.gesture({ type: 'tour.imageChosen', file: chosenFile('menu.pdf', 'application/pdf') }, 'a PDF chosen', (run) => main(run).getByLabel(words(run, 'images.add')).setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') }), {
        possible: editable,
      }),
    ],
    'tour.imageArranged': [
      b.gesture({ type: 'tour.imageArranged', index: 0, action: 'remove' }, 'the image removed', (run) => main(run).getByRole('button', { name: words(run, 'images.remove', { number: 1 }) }).click(), {
        possible: (world) => editable(world) && !world.badDate,
        then: { complete: false },
      }),
    ],
    'tour.saveRequested': [b.gesture({ type: 'tour.saveRequested' }, 'Save', (run) => main(run).getByTestId('tour-save').click(), { possible: editable })],
    'tour.publishRequested': [b.gesture({ type: 'tour.publishRequested' }, 'Publish', (run) => button(run, 'editor.actions.publish').click(), { possible: editable })],
    'tour.unpublishRequested': [b.gesture({ type: 'tour.unpublishRequested' }, 'Unpublish', (run) => button(run, 'editor.actions.unpublish').click(), { possible: editable })],
    'tour.duplicateRequested': [b.gesture({ type: 'tour.duplicateRequested' }, 'Duplicate', (run) => button(run, 'editor.actions.duplicate').click(), { possible: editable })],
  },
  actors: {
    loadTour: {
      request: { method: 'GET', url: /\/api\/partner\/tours\/\d+$/ },
      results: [
        b.result({ ok: true, data: { tour: draftTour, categories } }, 'a complete draft of theirs', {
          possible: (world) => world.entry === 'unset' || world.entry === 'draft',
          then: { entry: 'draft' },
          before: opens('draft'),
        }),
        b.result({ ok: true, data: { tour: published, categories } }, 'a published tour, two seats sold', {
          possible: (world) => world.entry === 'unset' || world.entry === 'published',
          then: { entry: 'published' },
          before: opens('published'),
        }),
        b.result({ ok: false, error: SIGNED_OUT }, 'the session ended elsewhere meanwhile', {
          possible: (world) => world.entry === 'unset',
          then: { entry: 'draft' },
          before: opens('draft'),
          arrange: async (run) => logOutElsewhere(run.request, (await partnerSession(run)).token),
        }),
        b.result({ ok: false, error: FORBIDDEN }, "a traveller's account", {
          possible: (world) => world.entry === 'unset' || world.entry === 'traveller',
          then: { entry: 'traveller' },
          before: opens('traveller'),
        }),
        b.result({ ok: false, error: LOAD_FAILED }, 'the connection drops', {
          possible: (world) => world.entry === 'unset' || world.entry === 'draft',
          then: { entry: 'draft' },
          before: opens('draft'),
          release: 'abort',
        }),
      ],
      error: notDrivable('loadTour turns every failure into a result (CONVENTIONS #3): a throw would be a defect', { error: new Error('socket hang up') }),
    },
    saveTour: {
      request: { method: 'PATCH', url: /\/api\/partner\/tours\/\d+$/ },
      results: [
        b.result({ ok: true, data: draftTour }, 'saved (a draft)', { possible: (world, snapshot) => statusOf(snapshot) === 'draft' && !world.seatsLow && !world.badDate }),
        b.result({ ok: true, data: published }, 'saved (published, still complete)', {
          possible: (world, snapshot) => statusOf(snapshot) === 'published' && world.complete && !world.seatsLow && !world.badDate,
        }),
        b.result({ ok: true, data: unpublished }, 'saved (unpublished)', { possible: (world, snapshot) => statusOf(snapshot) === 'unpublished' && !world.seatsLow && !world.badDate }),
        b.result({ ok: false, kind: 'refused', status: 400, message: 'The return date cannot be stored.', problems: [] }, 'refused: a date no calendar holds', {
          possible: (world) => world.badDate,
        }),
        b.result({ ok: false, kind: 'refused', status: 409, message: '2 seats are already sold.', problems: [] }, 'refused: seats below those sold', {
          possible: (world) => world.seatsLow,
        }),
        b.result({ ok: false, kind: 'refused', status: 400, message: 'The tour cannot stay published.', problems }, 'refused: a published tour left incomplete', {
          possible: (world, snapshot) => statusOf(snapshot) === 'published' && !world.complete && !world.seatsLow && !world.badDate,
        }),
        b.result({ ok: false, kind: 'failed', error: CHANGE_FAILED }, 'the connection drops', { release: 'abort' }),
      ],
      error: notDrivable('saveTour turns every failure into a result (CONVENTIONS #3): a throw would be a defect', { error: new Error('socket hang up') }),
    },
    publishTour: {
      request: { method: 'POST', url: /\/api\/partner\/tours\/\d+\/publish$/ },
      results: [
        b.result({ ok: true, data: { ...draftTour, status: 'published' } }, 'published', { possible: (world) => world.complete }),
        b.result({ ok: false, kind: 'refused', status: 400, message: 'Some things are missing.', problems }, 'refused: something is missing', { possible: (world) => !world.complete }),
        b.result({ ok: false, kind: 'failed', error: CHANGE_FAILED }, 'the connection drops', { release: 'abort' }),
      ],
      error: notDrivable('publishTour turns every failure into a result (CONVENTIONS #3): a throw would be a defect', { error: new Error('socket hang up') }),
    },
    unpublishTour: {
      request: { method: 'POST', url: /\/api\/partner\/tours\/\d+\/unpublish$/ },
      results: [
        b.result({ ok: true, data: unpublished }, 'unpublished'),
        b.result({ ok: false, kind: 'refused', status: 409, message: 'The tour is not published.', problems: [] }, 'refused: unpublished in another tab meanwhile', {
          then: { stale: true },
          arrange: async (run) => {
            const answer = await run.request.post(`/api/partner/tours/${run.tourId}/unpublish`, { headers: bearer((await partnerSession(run)).token) });
            expect(answer.ok(), await answer.text()).toBe(true);
          },
        }),
        b.result({ ok: false, kind: 'failed', error: CHANGE_FAILED }, 'the connection drops', { release: 'abort' }),
      ],
      error: notDrivable('unpublishTour turns every failure into a result (CONVENTIONS #3): a throw would be a defect', { error: new Error('socket hang up') }),
    },
    duplicateTour: {
      request: { method: 'POST', url: /\/api\/partner\/tours\/\d+\/duplicate$/ },
      results: [
        b.result({ ok: true, data: { ...draftTour, id: 9 } }, 'the copy made', { then: { copied: true } }),
        notDrivable("a partner's own tour cannot go missing while the editor is open: no API removes a tour", {
          output: { ok: false, kind: 'refused', status: 404, message: 'Tour not found', problems: [] },
        }),
        b.result({ ok: false, kind: 'failed', error: CHANGE_FAILED }, 'the connection drops', { release: 'abort' }),
      ],
      error: notDrivable('duplicateTour turns every failure into a result (CONVENTIONS #3): a throw would be a defect', { error: new Error('socket hang up') }),
    },
    uploadPartnerImage: {
      request: { method: 'POST', url: /\/api\/partner\/images$/ },
      results: [
        b.result({ ok: true, data: { url: '/uploads/tours/b.png' } }, 'uploaded'),
        b.result({ ok: false, kind: 'refused', status: 400, message: 'Not an image.', problems: [] }, 'refused: not really an image', {
          before: (run) => {
            run.notAnImage = true;
            return Promise.resolve();
          },
        }),
        b.result({ ok: false, kind: 'failed', error: CHANGE_FAILED }, 'the connection drops', { release: 'abort' }),
      ],
      error: notDrivable('uploadPartnerImage turns every failure into a result (CONVENTIONS #3): a throw would be a defect', { error: new Error('socket hang up') }),
    },
  },
  delays: {},
  states: {
    loading: async (run) => {
      await expect(main(run).getByRole('status').filter({ hasText: say(run, 'common', 'console.loading') })).toBeVisible();
      await expect(main(run).getByTestId('tour-save')).toHaveCount(0);
    },
    signedOut: async (run) => {
      // The server refused the token: the session ends, and the sign-in guard asks to log in again.
      await expect(run.page).toHaveURL(/\/login(\?|$)/);
      await expect(main(run).getByRole('button', { name: say(run, 'auth', 'login.submit') })).toBeVisible();
    },
    forbidden: async (run) => {
      await expect(main(run).getByTestId('console-forbidden')).toContainText(say(run, 'common', 'console.forbidden.partner'));
      await expect(main(run).getByTestId('tour-save')).toHaveCount(0);
    },
    failed: async (run) => {
      await expect(main(run).getByRole('alert')).toContainText(say(run, 'common', 'console.loadFailed'));
      await expect(main(run).getByRole('button', { name: say(run, 'common', 'console.tryAgain'), exact: true })).toBeVisible();
    },
    'editing.idle': async (run, snapshot) => {
      const { context } = snapshot;
      if (context.copyId !== null) {
        // Duplicate opened the copy, a draft of its own, in an editor of its own: its address is another tour's,
        // and its reading (held like every loadTour request) goes on to the real server.
        await expect(run.page).not.toHaveURL(new RegExp(`/partner/tours/${run.tourId}(\\?|$)`));
        await run.network.release('loadTour', 'continue');
        await expect(main(run).getByText(words(run, 'editor.copyNotice'))).toBeVisible();
        await expect(main(run).getByTestId('tour-status')).toHaveText(words(run, 'status.draft'));
        return;
      }
      await expect(main(run).getByTestId('tour-status')).toHaveText(words(run, `status.${context.status}`));
      await expect(main(run).getByTestId('tour-save')).toBeEnabled();
      if (context.outcome) await expect(main(run).getByRole('status').filter({ hasText: words(run, `editor.outcome.${context.outcome}`) })).toBeVisible();
      if (context.changeError) await expect(main(run).getByTestId('tour-problem')).toHaveText(problemWords(run, context.changeError));
      if (context.refusal) await expect(main(run).getByTestId('tour-problem')).toBeVisible();
      if (context.seatsRefusal) await expect(field(run, 'editor.fields.seats')).toHaveAttribute('aria-invalid', 'true');
      if (context.problems.length > 0) await expect(main(run).getByTestId('tour-problems')).toBeVisible();
      // The image's problem: the page's own words (a file that is not an image, a dropped connection) or the server's.
      if (context.imageError) await expect(main(run).getByTestId('tour-image-error')).toHaveText(typeof context.imageError === 'object' ? /\S/ : problemWords(run, context.imageError));
      await expect(main(run).getByTestId('tour-image-uploading')).toHaveCount(0);
    },
    'editing.uploading': async (run) => {
      await expect(main(run).getByTestId('tour-image-uploading')).toBeVisible();
    },
    'editing.saving': async (run) => {
      await expect(main(run).getByTestId('tour-save')).toHaveText(words(run, 'editor.actions.saving'));
    },
    'editing.publishing.saving': async (run) => {
      await expect(button(run, 'editor.actions.publishing')).toBeVisible();
    },
    'editing.publishing.sending': async (run) => {
      await expect(button(run, 'editor.actions.publishing')).toBeVisible();
    },
    'editing.unpublishing': async (run) => {
      await expect(button(run, 'editor.actions.unpublishing')).toBeVisible();
    },
    'editing.duplicating': async (run) => {
      await expect(button(run, 'editor.actions.duplicating')).toBeVisible();
    },
  },
  // What the screens read: the state, the tour's status, unsaved changes, and what the last change said.
  serialize: (snapshot) => {
    const { context } = snapshot;
    return [snapshot.value, context.status, context.dirty, context.error, context.outcome, context.changeError, context.refusal !== null, context.seatsRefusal !== null, context.problems.length > 0, context.imageError, context.copyId !== null];
  },
};

/** Types into a field once React answers it (the editor is server-rendered, then hydrated). */
async function typeInto(target: ReturnType<typeof field>, text: string): Promise<void> {
  await expectHydrated(target);
  await target.fill(text);
}

/** Chooses an image: a real PNG, or (when the path says the server refuses it) text that only claims to be one. */
function chooseImage(run: EditorRun): Promise<void> {
  const buffer = run.notAnImage ? Buffer.from('this is not a picture') : PNG;
  run.notAnImage = false;
  return main(run).getByLabel(words(run, 'images.add')).setInputFiles({ name: 'reef.png', mimeType: 'image/png', buffer });
}

type Fixtures = Pick<BrowserRun, 'page' | 'request'>;

describeModel(tourEditor, {
  test,
  each: (title: string, walk: (fixtures: Fixtures) => Promise<void>) => test(title, ({ page, request }) => walk({ page, request })),
  context: (_fixtures: Fixtures, base: BrowserRun): EditorRun => ({ ...base }),
});
