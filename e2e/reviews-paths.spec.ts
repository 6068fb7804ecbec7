// Kept whole: the reviews statechart's browser model and its paths, one model per file.
/**
 * A tour's or a company's reviews, generated from the statechart (spec, accounts
 * §2 Company detail, §3 Review, §5 Review; S10, S15). One test per browser path of the
 * real reviews machine (e2e/support/model/), as the reviews panel runs it on a company page's Reviews tab
 * (`/companies/:id`) and on a tour page (`/travel-with-us?id=`), against the shared server:
 * - the company is a new one per path, reviewed by six travellers of the worker (two pages of reviews), so
 *   a path's own review, "More reviews" and the counts are its own;
 * - the tour is a seeded one, reviewed by a new traveller who has not booked it (the server refuses them):
 *   a traveller who may review a tour needs a paid booking of one that has taken place, which needs the
 *   server's clock moved (e2e/reviews.spec.ts does that on a server of its own); the machine treats the
 *   company's signed-in traveller and the tour's allowed one the same (`standing.canReview`), so the
 *   company paths drive writing, editing and deleting, and the tour paths the refusals.
 * The first page of reviews is read on the server with the page; a page that opens signed in is told who
 * is signed in once the session restores, and reads them again in the browser (`reviews.authorChanged`).
 * A signed-out path that needs the reading in the browser opens the page in the other language and
 * switches to its own (the page's reviews are read again, in the browser, for the new language).
 * Each actor's request is held until the path releases it: to the real server, or as a dropped connection
 * (the first page read again after a write answered belongs to that write and goes straight on).
 *
 * A signed-in traveller whose reading failed has no standing: their press on the form's button is then
 * answered that the reviews could not be loaded (`explainStanding`), on a company's page as on a tour's;
 * it is the only way a company's page reaches `loadingMore ─ loadMoreReviews done [3]`.
 *
 * Not driven from a browser (each stays in the model; the coverage test lists the transitions only they
 * reach, and reviews.paths.test.ts drives them):
 * - every actor's unexpected throw (`onError`): the actors turn every failure into a result
 *   (CONVENTIONS #3), so a throw would be a defect;
 * - `reviews.authorChanged` to nobody: signing out (the user menu's Log out) leaves the page for /login, so
 *   no page of reviews is told of it;
 * - `reviews.ratingChanged` out of 1 to 5: the form offers only the five stars.
 */
import { expect, test as base, expectHydrated } from './support/test';
import type { Review, ReviewAuthor } from '@/machines/reviews/reviews.actors';
import { reviewsMachine, type ReviewsContext } from '@/machines/reviews/reviews.machine';
import { newPartner } from './support/partner';
import { keepSession, registerTraveller } from './support/session';
import { builders, notDrivable, type BrowserModel, type BrowserRun } from './support/model/model';
import { describeModel } from './support/model/run';
import { say, t } from './support/model/strings';

/** Six travellers per worker, who review each path's new company (two pages of five). */
interface Reviewer {
  token: string;
}

const REVIEWER_TEXTS = [
  'Our guide met us early and the jeep was spotless; the canyon walk was the highlight.',
  'Clear prices, friendly drivers and lunch at a Bedouin camp that we still talk about.',
  'The snorkelling stop was crowded but the crew found us a quieter reef nearby.',
  'رحلة منظمة جيدًا، والمرشد كان صبورًا ويشرح كل شيء بوضوح.',
  'They changed our pickup time the night before without any fuss.',
  'وصلنا في الموعد تمامًا، والحافلة كانت مريحة ونظيفة.',
];

const test = base.extend<object, { reviewers: Reviewer[] }>({
  reviewers: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const reviewers: Reviewer[] = [];
      for (const [index] of REVIEWER_TEXTS.entries()) reviewers.push({ token: (await registerTraveller(request, `Path Reviewer ${'ABCDEF'[index]}`)).token });
      await request.dispose();
      await use(reviewers);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

type Subject = 'company' | 'tour';

interface ReviewsRun extends BrowserRun {
  reviewers: Reviewer[];
  /** Set by the `before` set-ups of the path's first steps. */
  subject?: Subject;
  entry?: 'server' | 'switch';
  signedIn?: boolean;
  /** What the path's traveller types (in the page's language). */
  typed: string;
  /** Write requests answered: the page then reads the first page again, which goes straight to the server. */
  rereads: number;
}

/** What a path has set up, and what the server holds for it. */
type ReviewsWorld = {
  subject: 'unset' | Subject;
  /** How the first page of reviews was read: with the page, on the server, or in the browser after a language switch. */
  entry: 'unset' | 'server' | 'switch';
  signedIn: boolean;
  /** The user has done something on the page (the session is restored before that). */
  touched: boolean;
  /** The path's traveller has a review of the company on the server. */
  own: boolean;
};

// ── The samples: what the machine is told (faithful in number and order to what the server answers) ──────

const me: ReviewAuthor = { userId: 'the-path-traveller', name: 'Mariam Adel', avatar: null };
const review = (id: number, userId: string): Review => ({
  id,
  userId,
  userName: 'Traveller',
  userAvatar: null,
  rating: 4,
  text: 'A review.',
  language: 'en',
  date: '2026-01-10T12:00:00.000Z',
  editedAt: null,
});
/** The company's six other reviews, newest first. */
const others = [106, 105, 104, 103, 102, 101].map((id) => review(id, `reviewer-${id}`));
const mine = { ...review(200, me.userId), rating: 4 };
const companySummary = { rating: 4, reviewCount: 6 };
const withMineSummary = { rating: 4, reviewCount: 7 };
/** A seeded tour's reviews (one page; the tour screens do not count them). */
const tourReviews = [review(301, 'seeded-traveller')];

const { gesture, arrival, result } = builders<ReviewsWorld, ReviewsRun>();
const unexpected = (actor: string) =>
  notDrivable(`${actor} turns every failure into a result (CONVENTIONS #3): a throw would be a defect (reviews.paths.test.ts drives it)`, {
    error: new Error('socket hang up'),
  });
const touch = { touched: true };
const company = (world: ReviewsWorld) => world.subject === 'company';

// ── The page ─────────────────────────────────────────────────────────────────────────────────────────────

const namespaceOf = (run: ReviewsRun) => (run.subject === 'tour' ? 'tour' : 'companies');
const words = (run: ReviewsRun, key: string, values: Record<string, string | number> = {}) => say(run, namespaceOf(run), `reviews.${key}`, values);
const panel = (run: ReviewsRun) =>
  run.subject === 'tour' ? run.page.getByRole('region', { name: say(run, 'tour', 'reviews.title') }) : run.page.getByRole('tabpanel');
const toggle = (run: ReviewsRun) => panel(run).locator('button[aria-expanded]');
const form = (run: ReviewsRun) => panel(run).locator('form');
const submit = (run: ReviewsRun) => form(run).locator('button[type="submit"]');
const list = (run: ReviewsRun) => panel(run).getByRole('list', { name: words(run, 'listLabel') }).locator(':scope > li');
const more = (run: ReviewsRun) => panel(run).getByRole('button', { name: new RegExp(`^(${words(run, 'more')}|${words(run, 'loading')})$`) });

/** The reviews on screen, the toggle's words and the message the machine's context calls for. */
async function showsReviews(run: ReviewsRun, snapshot: { context: ReviewsContext }): Promise<void> {
  const { context } = snapshot;
  // The tour's seeded reviews are the catalogue's; a company's are the path's own.
  if (run.subject === 'company') await expect(list(run)).toHaveCount(context.reviews.length);
  const own = context.author !== null && context.reviews.some((item) => item.userId === context.author?.userId);
  await expect(panel(run).getByRole('listitem').filter({ hasText: words(run, 'yours') })).toHaveCount(own ? 1 : 0);
  const alerts = panel(run).getByRole('alert');
  if (context.error === 'reviews.loginRequired') {
    await expect(alerts).toHaveText(`${words(run, 'loginRequired')} ${words(run, 'login')}`);
    await expect(alerts.getByRole('link', { name: words(run, 'login') })).toBeVisible();
  } else if (context.error) {
    await expect(alerts).toHaveText(t(namespaceOf(run), context.error, {}, run.language));
  } else {
    await expect(alerts).toHaveCount(0);
  }
}

/** A new company with six reviews (two pages), each by one of the worker's travellers, oldest first. */
async function reviewedCompany(run: ReviewsRun): Promise<number> {
  const partner = await newPartner(run.request, 'Reviewed Reefs');
  for (const [index, reviewer] of run.reviewers.entries()) {
    const written = await run.request.put(`/api/Company/${partner.companyId}/reviews/mine`, {
      headers: { Authorization: `Bearer ${reviewer.token}` },
      data: { rating: 4, text: REVIEWER_TEXTS[index] },
    });
    expect(written.ok(), await written.text()).toBe(true);
  }
  return partner.companyId;
}

/** A seeded tour with a page of reviews (the catalogue's; nobody can add one on the shared server). */
async function reviewedTour(run: ReviewsRun): Promise<number> {
  const answer = await run.request.get('/api/Travel?PageIndex=1&PageSize=1000&Sort=price-desc');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: Array<{ id: number; reviewCount?: number | null }> };
  const tour = items.find((item) => (item.reviewCount ?? 0) >= 1 && (item.reviewCount ?? 0) <= 5);
  if (!tour) throw new Error('no seeded tour with one page of reviews');
  return tour.id;
}

const MINE = /\/api\/(Company|Travel)\/\d+\/reviews\/mine$/;
const LIST = /\/api\/(Company|Travel)\/\d+\/reviews\?/;

const reviews: BrowserModel<typeof reviewsMachine, ReviewsWorld, ReviewsRun> = {
  machine: reviewsMachine,
  input: { subject: 'company', subjectId: 1, author: null },
  world: { subject: 'unset', entry: 'unset', signedIn: false, touched: false, own: false },
  start: {
    label: 'opening the reviews',
    prepare: async (run) => {
      // The first page read again after a write answered is part of that write's result: straight to the server
      // (routes added later are asked first).
      await run.page.route(LIST, async (route) => {
        if (route.request().method() === 'GET' && run.rereads > 0) {
          run.rereads -= 1;
          await route.continue();
        } else await route.fallback();
      });
    },
    perform: async (run) => {
      const subject = (run.subject ??= 'company');
      const id = subject === 'company' ? await reviewedCompany(run) : await reviewedTour(run);
      if (run.signedIn) {
        const { token, user } = await registerTraveller(run.request, 'MariamAdel');
        await keepSession(run.page, user, token);
      }
      const other = run.language === 'en' ? 'ar' : 'en';
      const address = (language: string) => (subject === 'company' ? `/companies/${id}?lng=${language}` : `/travel-with-us?id=${id}&lng=${language}`);
      if (run.entry !== 'server') {
        await run.page.goto(address(other));
        const language = run.page.getByRole('group', { name: t('common', 'language.label', {}, other) }).locator(`button[lang="${run.language}"]`);
        await expectHydrated(language);
        await language.click();
        await expect(run.page.locator('html')).toHaveAttribute('lang', run.language);
      } else {
        await run.page.goto(address(run.language));
      }
      if (subject === 'company') {
        const tab = run.page.getByRole('main').getByRole('tab', { name: say(run, 'companies', 'tabs.reviews') });
        await expectHydrated(tab);
        await tab.click();
      }
      await expect(panel(run)).toBeVisible();
    },
  },
  events: {
    'reviews.formToggled': [
      gesture({ type: 'reviews.formToggled' }, 'the form’s button', (run) => toggle(run).click(), {
        // Pressed while the page's first reading is under way: that reading is the browser's (a language switch).
        then: (world) => ({ ...touch, entry: world.entry === 'unset' ? 'switch' : world.entry }),
      }),
    ],
    'reviews.ratingChanged': [
      gesture({ type: 'reviews.ratingChanged', rating: 4 }, '4 stars', (run) => form(run).getByRole('radio', { name: words(run, 'ratingOption', { value: 4 }) }).check(), {
        then: touch,
      }),
      notDrivable('the form offers only the five stars', { event: { type: 'reviews.ratingChanged', rating: 0 } }),
    ],
    'reviews.textChanged': [
      gesture({ type: 'reviews.textChanged', text: 'Wonderful guides.' }, 'a review typed', (run) => panel(run).getByLabel(words(run, 'text'), { exact: true }).fill(run.typed), {
        then: touch,
      }),
    ],
    'reviews.submitted': [gesture({ type: 'reviews.submitted' }, 'Submit Review', (run) => submit(run).click(), { then: touch })],
    'reviews.moreRequested': [gesture({ type: 'reviews.moreRequested' }, 'More reviews', (run) => more(run).click(), { possible: company, then: touch })],
    'reviews.deleteRequested': [
      gesture({ type: 'reviews.deleteRequested' }, 'Delete your review', (run) => panel(run).getByRole('button', { name: words(run, 'delete') }).click(), {
        then: touch,
      }),
    ],
    'reviews.authorChanged': [
      arrival({ type: 'reviews.authorChanged', author: me }, 'the stored session restores', {
        possible: (world) => world.entry === 'server' && !world.signedIn && !world.touched,
        then: { signedIn: true },
        before: (run) => {
          run.signedIn = true;
          return Promise.resolve();
        },
      }),
      notDrivable('signing out (the user menu’s Log out) leaves the page for /login: no page of reviews is told of it', {
        event: { type: 'reviews.authorChanged', author: null },
      }),
    ],
  },
  actors: {
    loadReviews: {
      request: { method: 'GET', url: LIST },
      results: [
        result({ ok: true, reviews: others.slice(0, 5), summary: companySummary, totalPages: 2, standing: null }, 'the company page read on the server', {
          possible: (world) => world.entry === 'unset',
          then: { entry: 'server', subject: 'company' },
          release: 'none',
          before: (run) => {
            run.entry ??= 'server';
            run.subject ??= 'company';
            return Promise.resolve();
          },
        }),
        result({ ok: true, reviews: tourReviews, summary: { rating: 4, reviewCount: 1 }, totalPages: 1, standing: null }, 'the tour page read on the server', {
          possible: (world) => world.entry === 'unset',
          then: { entry: 'server', subject: 'tour' },
          release: 'none',
          before: (run) => {
            run.entry ??= 'server';
            run.subject ??= 'tour';
            return Promise.resolve();
          },
        }),
        result({ ok: true, reviews: others.slice(0, 5), summary: companySummary, totalPages: 2, standing: null }, 'the company’s reviews, after a language switch', {
          possible: (world) => world.entry !== 'server' && !world.signedIn,
          then: { entry: 'switch', subject: 'company' },
          before: (run) => {
            run.entry ??= 'switch';
            run.subject ??= 'company';
            return Promise.resolve();
          },
        }),
        result({ ok: true, reviews: others.slice(0, 5), summary: companySummary, totalPages: 2, standing: { canReview: true } }, 'the company’s reviews, signed in', {
          possible: (world) => world.signedIn && company(world) && !world.own,
        }),
        result(
          { ok: true, reviews: tourReviews, summary: { rating: 4, reviewCount: 1 }, totalPages: 1, standing: { canReview: false, reason: 'notBooked' } },
          'the tour’s reviews, for a traveller who has not booked it',
          { possible: (world) => world.signedIn && world.subject === 'tour' },
        ),
        result({ ok: false, error: 'reviews.loadFailed' }, 'the connection drops', {
          possible: (world) => world.signedIn && company(world),
          release: 'abort',
        }),
      ],
      error: unexpected('loadReviews'),
    },
    loadMoreReviews: {
      request: { method: 'GET', url: /\/api\/(Company|Travel)\/\d+\/reviews\?PageIndex=2&/ },
      results: [
        result({ ok: true, reviews: others.slice(5), summary: companySummary, totalPages: 2 }, 'the second page', { possible: (world) => company(world) && !world.own }),
        result({ ok: true, reviews: others.slice(4), summary: withMineSummary, totalPages: 2 }, 'the second page, after the traveller’s review', {
          possible: (world) => company(world) && world.own,
        }),
        result({ ok: false, error: 'reviews.loadFailed' }, 'the connection drops', { possible: company, release: 'abort' }),
      ],
      error: unexpected('loadMoreReviews'),
    },
    saveReview: {
      request: { method: 'PUT', url: MINE },
      results: [
        result({ ok: true, reviews: [mine, ...others.slice(0, 4)], summary: withMineSummary, totalPages: 2 }, 'saved', {
          possible: company,
          then: { own: true },
          arrange: (run) => {
            run.rereads += 1;
            return Promise.resolve();
          },
        }),
        result({ ok: false, error: 'reviews.saveFailed' }, 'the connection drops', { release: 'abort' }),
      ],
      error: unexpected('saveReview'),
    },
    deleteReview: {
      request: { method: 'DELETE', url: MINE },
      results: [
        result({ ok: true, reviews: others.slice(0, 5), summary: companySummary, totalPages: 2 }, 'deleted', {
          possible: company,
          then: { own: false },
          arrange: (run) => {
            run.rereads += 1;
            return Promise.resolve();
          },
        }),
        result({ ok: false, error: 'reviews.deleteFailed' }, 'the connection drops', { release: 'abort' }),
      ],
      error: unexpected('deleteReview'),
    },
  },
  delays: {},
  states: {
    loading: async (run, snapshot) => {
      await expect(panel(run).locator('[aria-busy="true"]')).toHaveCount(1);
      if (snapshot.context.reviews.length === 0) await expect(panel(run).getByText(words(run, 'loading'), { exact: true })).toBeVisible();
      else await expect(more(run)).toBeDisabled();
    },
    closed: async (run, snapshot) => {
      // A page opened signed in passes through it in the moment between hydrating and the session restoring.
      if (run.signedIn && snapshot.context.author === null) return;
      await expect(panel(run).locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(toggle(run)).toHaveAttribute('aria-expanded', 'false');
      const own = snapshot.context.author !== null && snapshot.context.reviews.some((item) => item.userId === snapshot.context.author?.userId);
      await expect(toggle(run)).toHaveText(words(run, own ? 'edit' : 'write'));
      await expect(form(run)).toHaveCount(0);
      await showsReviews(run, snapshot);
      await expect(more(run)).toHaveCount(snapshot.context.pagesRead < snapshot.context.totalPages ? 1 : 0);
      await expect(panel(run).getByRole('button', { name: words(run, 'delete') })).toHaveCount(own ? 1 : 0);
    },
    loadingMore: async (run, snapshot) => {
      await expect(panel(run).locator('[aria-busy="true"]')).toHaveCount(1);
      await expect(more(run)).toHaveText(words(run, 'loading'));
      await expect(more(run)).toBeDisabled();
      if (run.subject === 'company') await expect(list(run)).toHaveCount(snapshot.context.reviews.length);
    },
    open: async (run, snapshot) => {
      const { draft } = snapshot.context;
      await expect(toggle(run)).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle(run)).toHaveText(words(run, 'closeForm'));
      await expect(form(run)).toHaveAttribute('aria-busy', 'false');
      const checked = form(run).locator('input[type="radio"]:checked');
      await expect(checked).toHaveCount(draft.rating === null ? 0 : 1);
      if (draft.rating !== null) await expect(checked).toHaveValue(String(draft.rating));
      await expect(panel(run).getByLabel(words(run, 'text'), { exact: true })).toHaveValue(draft.text === '' ? '' : /\S/);
      const complete = draft.rating !== null && draft.text.trim() !== '';
      await expect(submit(run)).toHaveText(words(run, 'submit'));
      if (complete) await expect(submit(run)).toBeEnabled();
      else await expect(submit(run)).toBeDisabled();
      await expect(form(run).getByText(words(run, complete ? 'textHint' : 'incomplete', { max: 2000 }), { exact: true })).toBeVisible();
      if (snapshot.context.error) await expect(form(run).getByRole('alert')).toHaveText(t(namespaceOf(run), snapshot.context.error, {}, run.language));
      else await expect(form(run).getByRole('alert')).toHaveCount(0);
      if (run.subject === 'company') await expect(list(run)).toHaveCount(snapshot.context.reviews.length);
    },
    saving: async (run) => {
      await expect(form(run)).toHaveAttribute('aria-busy', 'true');
      await expect(submit(run)).toHaveText(words(run, 'saving'));
      await expect(submit(run)).toBeDisabled();
    },
    deleting: async (run) => {
      await expect(panel(run).locator('[aria-busy="true"]')).toHaveCount(1);
      await expect(panel(run).getByText(words(run, 'deleting'), { exact: true })).toBeVisible();
    },
  },
};

type ReviewsFixtures = Pick<BrowserRun, 'page' | 'request'> & { reviewers: Reviewer[] };

const TYPED = {
  en: 'The guides knew every reef by name and the boat left right on time.',
  ar: 'المرشدون يعرفون كل شعاب مرجانية باسمها، والقارب انطلق في موعده تمامًا.',
} as const;

describeModel(reviews, {
  test,
  each: (title: string, walk: (fixtures: ReviewsFixtures) => Promise<void>) =>
    test(title, ({ page, request, reviewers }) => walk({ page, request, reviewers })),
  context: ({ reviewers }: ReviewsFixtures, run: BrowserRun): ReviewsRun => ({ ...run, reviewers, typed: TYPED[run.language], rereads: 0 }),
});
