import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { newPartner, signInAsAdmin, signInAsPartner, type Partner } from './partner';
import { book, partnerTour, type Booking, type BookingOptions, type PartnerTour, type TourOptions } from './partner-tour';
import { registerTraveller, signInThroughApi, type Traveller, type TravellerOptions } from './session';

export * from '@playwright/test';

/** How long a loaded page may take to start its scripts (they are asked for after its first paint). */
const START_TIMEOUT_MS = 15_000;

/**
 * Resolves once the loaded document is the app's (main.tsx marks `<html data-app-started>` when React has
 * taken the page over), or is no page of the app (a sandbox payment page, a file, a JSON answer).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started') || !document.getElementById('root'), undefined, {
    timeout: START_TIMEOUT_MS,
  });
  await partsLoaded(page);
}

/** The app's script files each page has asked for and not yet received. */
const scriptsInFlight = new WeakMap<Page, Set<string>>();

function trackScripts(page: Page): void {
  const inFlight = new Set<string>();
  scriptsInFlight.set(page, inFlight);
  const isScript = (url: string) => /\/assets\/[^/?]+\.js(\?|$)/.test(url);
  page.on('request', (request) => {
    if (isScript(request.url())) inFlight.add(request.url());
  });
  page.on('requestfinished', (request) => inFlight.delete(request.url()));
  page.on('requestfailed', (request) => inFlight.delete(request.url()));
}

/**
 * Waits until the page's screen and its parts (the home page's sections, say) have arrived and React has
 * hydrated them: a click on a part whose code is still on its way is not replayed by React (a discrete
 * event on content it cannot hydrate yet is dropped), so a test, like a traveller, must not click it then.
 */
async function partsLoaded(page: Page): Promise<void> {
  const inFlight = scriptsInFlight.get(page);
  const deadline = Date.now() + START_TIMEOUT_MS;
  // A part's code can ask for the next part's only once it has run (the home screen, then its sections), so
  // the set may be empty for a moment between the two: it counts as settled when it is still empty after
  // React has had its frames.
  do {
    while (inFlight && inFlight.size > 0 && Date.now() < deadline) await page.waitForTimeout(20);
    // React hydrates a part in the tasks after its code arrives: two frames let it finish.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))).catch(() => undefined);
  } while (inFlight && inFlight.size > 0 && Date.now() < deadline);
}

/**
 * The people and things a test needs, made through the real API on the shared server (e2e/support/session.ts,
 * partner.ts, partner-tour.ts): the one way the specs set them up, unless setting them up on the screen is
 * what the test checks. The model-driven specs' worlds (e2e/support/model/) call the same helpers with the
 * path's own `request`.
 */
export interface SetUp {
  /** A new traveller registered under `name`, whom the page is signed in as (the session the app keeps). */
  signIn: (name: string, options?: TravellerOptions) => Promise<Traveller>;
  /** A new traveller registered under `name`; the page is left as it is (signed out). */
  newTraveller: (name: string, options?: TravellerOptions) => Promise<Traveller>;
  /** Signs the page in as the run's admin (ADMIN_EMAILS in playwright.config.ts). */
  signInAsAdmin: () => Promise<void>;
  /**
   * A new partner company under `label` (and the time), applied, approved and its password chosen; with
   * `signIn`, the page is signed in as its partner.
   */
  newPartner: (label: string, options?: { signIn?: boolean }) => Promise<Partner>;
  /** A tour of the partner's own, complete and bilingual, a draft or published (`TourOptions`). */
  partnerTour: (partner: { token: string }, title: string, options: TourOptions) => Promise<PartnerTour>;
  /** A booking of the tour, pending or paid, by the given traveller or a new one (`BookingOptions`). */
  book: (tour: { id: number; price: number }, options?: BookingOptions) => Promise<Booking>;
}

/**
 * Playwright's `test`, whose page waits, after each navigation that loads a document, for the app to have
 * started: a server-rendered page asks for its scripts after its first paint (D200), so its load event
 * can come before React has taken it over, and a click then would reach plain HTML. Pages with JavaScript
 * off (the server-render tests) wait for nothing.
 */
export const test = base.extend<SetUp>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      trackScripts(page);
      await page.addInitScript(watchReactCommits);
      for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
        (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
          const response = await navigate(...args);
          await appStarted(page);
          return response;
        };
      }
      const waitForURL = page.waitForURL.bind(page);
      page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
        await waitForURL(...args);
        await appStarted(page);
      };
    }
    await use(page);
  },
  signIn: async ({ page, request }, use) => {
    await use((name, options) => signInThroughApi(page, request, name, options));
  },
  newTraveller: async ({ request }, use) => {
    await use((name, options) => registerTraveller(request, name, options));
  },
  signInAsAdmin: async ({ page, request }, use) => {
    await use(() => signInAsAdmin(page, request));
  },
  newPartner: async ({ page, request }, use) => {
    await use(async (label, options = {}) => {
      const partner = await newPartner(request, label);
      if (options.signIn) await signInAsPartner(page, partner);
      return partner;
    });
  },
  partnerTour: async ({ request }, use) => {
    await use((partner, title, options) => partnerTour(request, partner.token, title, options));
  },
  book: async ({ request }, use) => {
    await use((tour, options) => book(request, tour, options));
  },
});

/**
 * Runs in every page before its scripts: React tells a developer tool about each tree it commits (the hook
 * React DevTools uses, which production builds call too), and the page keeps those roots, so a test can ask
 * whether an element belongs to what React has committed.
 */
function watchReactCommits(): void {
  const roots = new Set<unknown>();
  const page = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown; __rihlaReactRoots?: Set<unknown> };
  page.__rihlaReactRoots = roots;
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: unknown, root: unknown) => roots.add(root),
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    checkDCE: () => undefined,
  };
}

/**
 * Waits until React has hydrated an element and committed it: a part of a page whose code arrives after the
 * rest (the home page's search box, its carousels) answers only from then on, and a choice made in a select
 * before then is put back to React's state when it hydrates. React puts its fiber on an element while it
 * renders, before that render is committed, and a tap then can be dropped (CI once clicked a company's
 * Reviews tab in that moment): so the element must be found in a tree React has committed.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          type Fiber = { stateNode: unknown; child: Fiber | null; sibling: Fiber | null };
          const roots = (window as unknown as { __rihlaReactRoots?: Set<{ current: Fiber }> }).__rihlaReactRoots ?? new Set();
          for (const root of roots) {
            const stack: Fiber[] = [root.current];
            while (stack.length > 0) {
              const fiber = stack.pop() as Fiber;
              if (fiber.stateNode === element) return true;
              if (fiber.child) stack.push(fiber.child);
              if (fiber.sibling) stack.push(fiber.sibling);
            }
          }
          return false;
        }),
      { timeout: START_TIMEOUT_MS },
    )
    .toBe(true);
}
