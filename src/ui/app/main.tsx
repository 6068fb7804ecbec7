import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/global.css';
import { bootI18n } from './i18n';
import { App, preloadScreens } from './app';
import { renderWithInspector } from './inspector';
import { rememberFormats } from '@core/time/intl';
import { readHydrationState } from './ssr/hydration-state';
import { RenderContext, type RenderCollector } from './ssr/render-context';
import { DisplayCurrencyProvider, isDisplayCurrency, storedCurrency } from '@/ui/kit/price/display-currency';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server rendered carries its language, strings, statecharts' snapshots and screens:
// the browser's first render is built from them, so it matches the HTML and reads nothing again.
const state = readHydrationState(document);
// What the server formatted for the page: hydrating reads it back and leaves ICU asleep (D202).
rememberFormats(state?.formats);
const collector: RenderCollector = {
  server: false,
  snapshots: new Map(Object.entries(state?.snapshots ?? {})),
  discovered: new Map(),
  head: null,
  setHead: () => {},
  screens: new Set(),
};

/**
 * The page is the app's from here on: React listens for every event. A part whose code is still on its way
 * (the screen's chunk, the home page's sections) hydrates when it arrives; a click on it before then is
 * lost, as a click before the scripts was. The browser tests wait for this mark, then for those parts
 * (e2e/support/test.ts), since the app's scripts are asked for after the first paint (D200), not before
 * the page's load event.
 */
const markStarted = () => document.documentElement.setAttribute('data-app-started', '');

const app = (
  <StrictMode>
    <RenderContext.Provider value={collector}>
      {/* The shell waits for its own strings; screens wait for theirs below it. */}
      <Suspense fallback={null}>
        {/* The server's currency and rates when it rendered the page, so hydration converts as it did. */}
        <DisplayCurrencyProvider currency={isDisplayCurrency(state?.currency) ? state.currency : storedCurrency()} rates={state?.rates ?? null}>
          <App />
        </DisplayCurrencyProvider>
      </Suspense>
    </RenderContext.Provider>
  </StrictMode>
);

// In development, `?inspect` attaches the Stately inspector before the first actor starts.
renderWithInspector(window.location.search, () => {
  if (!state) {
    void bootI18n();
    createRoot(root).render(app);
    markStarted();
    return;
  }
  // At once: i18next starts synchronously from the embedded strings, and React takes the page over now. A
  // screen whose chunk is still on its way keeps the server's HTML until it arrives, and a click anywhere
  // else is answered at once.
  void bootI18n(state);
  void preloadScreens(state.screens);
  hydrateRoot(root, app, {
    // A mismatch React recovered from by rendering in the browser: the browser tests fail on this line.
    onRecoverableError: (error) => console.error('Hydration mismatch:', error),
  });
  markStarted();
});
