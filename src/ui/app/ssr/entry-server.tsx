/**
 * The server render of every page (D185), built by Vite as its own bundle (`vite build --ssr`,
 * dist-ssr/) and loaded by the server (server/site/render.ts).
 *
 * A page is rendered with the app's own tree under a static router, in the request's language. Its
 * statecharts are the source of what it shows: a render reports every `useRouteMachine` it meets without a
 * snapshot; the server runs those machines with their real actors (whose API calls go straight into the
 * app in-process, through the same typed client the browser uses) until no `busy` tag remains, keeps their
 * persisted snapshots and renders again, until a render meets nothing new. The last render is the page;
 * the snapshots, the strings it used and its screens are embedded for the browser, which hydrates the same
 * tree from them (src/ui/app/main.tsx).
 *
 * Each render waits for every part (`onAllReady`) before the HTML is taken: React's out-of-order streaming
 * of late parts needs inline scripts, which the content security policy forbids; the data is read before
 * the last render, so the wait is render time only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import i18next, { type i18n as I18n } from 'i18next';
import { createActor, waitFor } from 'xstate';
import { sendCallsThrough } from '@/api/client';
import { recordFormatsIn, type FormatTable } from '@core/time/intl';
import { AppRoutes } from '../app';
import { baseI18nOptions } from '../i18n';
import { inspected } from '../inspector';
import { Session } from '../session';
import { DisplayCurrencyProvider, type CurrencyRates, type DisplayCurrency } from '@/ui/kit/price/display-currency';
import type { PageHead } from '../head/page-head';
import type { HydrationState } from './hydration-state';
import { RenderContext, type RenderCollector } from './render-context';
import type { Language } from '@core/text/language';

type Fetch = (request: Request) => Promise<Response>;

export interface RenderRequest {
  /** The page's path and query (`/travel-with-us?id=3`). */
  url: string;
  /** The language to render in (the server chose it: `?lng`, the `i18next` cookie, `Accept-Language`). */
  language: Language;
  /** Every string of that language, by namespace. */
  strings: Record<string, Record<string, unknown>>;
  /** The app itself: the page's API calls are answered in-process. */
  fetch: Fetch;
  /** The display currency (the `rihla_currency` cookie); EGP when absent. */
  currency?: DisplayCurrency;
  /** The server's exchange rates for it. */
  rates?: CurrencyRates;
}

export interface RenderedPage {
  html: string;
  status: number;
  head: PageHead | null;
  language: Language;
  dir: 'ltr' | 'rtl';
  state: HydrationState;
}

/** Renders before a page stops looking for statecharts it has not yet run (a section inside a section). */
const MAX_PASSES = 4;
/** How long one statechart may take to settle; one slower is left for the browser to read. */
const SETTLE_MS = 5_000;

const calls = new AsyncLocalStorage<Fetch>();
sendCallsThrough(() => calls.getStore());
/** What the render in progress formatted (numbers, dates), for the browser's first render (D202). */
const formats = new AsyncLocalStorage<FormatTable>();
recordFormatsIn(() => formats.getStore());

function createI18n(request: RenderRequest): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...baseI18nOptions,
    lng: request.language,
    ns: Object.keys(request.strings),
    resources: { [request.language]: request.strings },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

function tree(request: RenderRequest, i18n: I18n, collector: RenderCollector): ReactNode {
  return (
    <StrictMode>
      <RenderContext.Provider value={collector}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <DisplayCurrencyProvider currency={request.currency ?? 'EGP'} rates={request.rates ?? null}>
              <Session.Provider options={inspected()}>
                <StaticRouter location={request.url}>
                  <AppRoutes />
                </StaticRouter>
              </Session.Provider>
            </DisplayCurrencyProvider>
          </Suspense>
        </I18nextProvider>
      </RenderContext.Provider>
    </StrictMode>
  );
}

/** One render to the end: the HTML once every part is ready. */
function renderOnce(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(node, {
      // Every part inline, in order: a large part is otherwise sent apart with a script to move it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      onError: (error) => {
        // An error inside a part is rendered by the client instead; the page is not the server's to show.
        if (!failed) reject(error instanceof Error ? error : new Error(String(error)));
        failed = true;
      },
    });
  });
}

/** Runs every machine the last render met to a state without the `busy` tag and keeps its snapshot. */
async function settle(collector: RenderCollector): Promise<void> {
  await Promise.all(
    [...collector.discovered].map(async ([key, { machine, input }]) => {
      const actor = createActor(machine, inspected({ input }));
      actor.start();
      try {
        await waitFor(actor, (snapshot) => snapshot.status !== 'active' || !snapshot.hasTag('busy'), { timeout: SETTLE_MS });
        collector.snapshots.set(key, actor.getPersistedSnapshot());
      } catch {
        // Too slow or failed: the browser starts this one itself.
        collector.snapshots.set(key, undefined);
      } finally {
        actor.stop();
      }
    }),
  );
}

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const formatted: FormatTable = {};
  return calls.run(request.fetch, () => formats.run(formatted, () => renderPage(request, formatted)));
}

async function renderPage(request: RenderRequest, formatted: FormatTable): Promise<RenderedPage> {
  const i18n = createI18n(request);
  const used = new Set<string>();
  i18n.reportNamespaces = {
    addUsedNamespaces: (namespaces: readonly string[]) => namespaces.forEach((ns) => used.add(ns)),
    getUsedNamespaces: () => [...used],
  };
  const collector: RenderCollector = {
    server: true,
    snapshots: new Map(),
    discovered: new Map(),
    head: null,
    setHead: (head) => {
      collector.head = head;
    },
    screens: new Set(),
  };
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    collector.discovered.clear();
    collector.screens.clear();
    collector.head = null;
    // Only what the last render formatted is the page's.
    for (const key of Object.keys(formatted)) delete formatted[key];
    html = await renderOnce(tree(request, i18n, collector));
    if (collector.discovered.size === 0) break;
    await settle(collector);
  }
  const snapshots = Object.fromEntries([...collector.snapshots].filter(([, snapshot]) => snapshot !== undefined));
  const strings = Object.fromEntries([...used].flatMap((ns) => (request.strings[ns] ? [[ns, request.strings[ns]] as const] : [])));
  return {
    html,
    status: collector.head?.status ?? 200,
    head: collector.head,
    language: request.language,
    dir: i18n.dir(request.language),
    state: {
      language: request.language,
      strings,
      snapshots,
      screens: [...collector.screens],
      formats: formatted,
      currency: request.currency ?? 'EGP',
      ...(request.rates ? { rates: request.rates } : {}),
    },
  };
}

export { headTags } from '../head/head-tags';
export { scriptJson } from './hydration-state';
