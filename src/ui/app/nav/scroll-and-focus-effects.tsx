import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { pageChange, type Address, type NavigationType, type PageChange } from './page-change';
import './scroll-and-focus.css';

/** Where each history entry was scrolled to, by its location key: kept for the tab's life (a reload, then Back). */
const STORAGE_KEY = 'rihla.scrollPositions';
/** The most recent entries kept; older ones are dropped so the store stays small. */
const KEPT_ENTRIES = 50;
/** How long a returning page may take to grow tall enough for its old position (its data arrives after it). */
const RESTORE_BOUND_MS = 3000;
/** How long a new page's heading is waited for while focus waits on `main` (a page still loading its data). */
const HEADING_BOUND_MS = 10_000;

type Positions = Map<string, number>;

function readPositions(): Positions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return new Map();
    return new Map(stored.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])));
  } catch {
    return new Map();
  }
}

function writePositions(positions: Positions) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)));
  } catch {
    // Storage full or refused (private mode): positions are kept for this document only.
  }
}

/** How the document was opened: a reload or Back/Forward into it restores its position; a plain visit does not. */
function documentWasReturnedTo(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * Scrolls to `top`, frame after frame, until the document is tall enough to get there (a returning page's
 * content arrives after its first render, and its lazy images below the fold load only as they come near),
 * or until RESTORE_BOUND_MS have passed, where it stays as near as it got. Stops when the person scrolls
 * themselves. Returns a function that cancels it.
 */
function restoreScroll(top: number, done: () => void): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    done();
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() - started > RESTORE_BOUND_MS) {
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Makes `element` focusable from script only (no tab stop) and focuses it without scrolling. */
function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Focus on the new page's heading so a screen reader announces it; while the page has no `<h1>` yet (its
 * code or data still loading), on `main`. Until HEADING_BOUND_MS have passed or the person acts, focus
 * follows the page as it settles: onto the heading when it appears, and back onto it when a loading state
 * hid or replaced the element that had it (focus then falls back to the document's body).
 */
function focusPage(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const settle = (first = false) => {
    const active = document.activeElement;
    // At first wherever focus is (the link just followed); then only while the page has not got it yet.
    if (!first && active !== main && active !== document.body && active !== null) return;
    const heading = main.querySelector<HTMLElement>('h1');
    // Not while a loading state hides it (React hides suspended content with display: none).
    const shown = heading && (typeof heading.checkVisibility === 'function' ? heading.checkVisibility() : true);
    if (heading && shown) focusQuietly(heading);
    else if (active !== main) focusQuietly(main);
  };
  const observer = new MutationObserver(() => settle());
  const timer = setTimeout(() => stop(), HEADING_BOUND_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of PERSON_ACTS) window.removeEventListener(type, stop, true);
  };
  for (const type of PERSON_ACTS) window.addEventListener(type, stop, true);
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  settle(true);
  return stop;
}
const PERSON_ACTS = ['pointerdown', 'keydown'] as const;

/**
 * Navigation: a new page opens at the top, Back and Forward put an entry back where it was
 * scrolled, and focus moves to the new page's heading (see page-change.ts for what counts as a new page).
 * Renders nothing; everything happens in effects, so the server's render and the hydrated one are the same.
 * Rendered after the page's other parts, so its effect runs last: focus lands on the heading, not where a
 * closing menu put it back.
 */
export function ScrollAndFocusEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  /** The entry the window's scroll belongs to now; null while a position is being restored. */
  const recording = useRef<string | null>(null);
  const previous = useRef<Address | null>(null);
  /** The change each location key was, decided once (an effect run twice in development does the same again). */
  const decided = useRef<{ key: string; change: PageChange } | null>(null);

  // The browser's own restoration jumps before the page's content is there: this component does it.
  useEffect(() => {
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    let pending = 0;
    const onScroll = () => {
      const key = recording.current;
      if (key === null || !positions.current) return;
      positions.current.delete(key);
      positions.current.set(key, window.scrollY);
      if (pending === 0) pending = window.setTimeout(flush, 200);
    };
    const flush = () => {
      pending = 0;
      if (positions.current) writePositions(positions.current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', flush);
      window.clearTimeout(pending);
      flush();
      history.scrollRestoration = before;
    };
  }, []);

  // Before paint and before the scroll the new page's height causes: from here on, scrolling belongs to it.
  useLayoutEffect(() => {
    const { key, pathname, search } = location;
    if (decided.current?.key !== key) {
      // A screen that gives itself its new address (a new tour's first save: /partner/tours/new becomes
      // /partner/tours/6) says so, and stays the same page: no scroll to the top, no focus taken from it.
      const replaced: NavigationType = navigationType;
      const sameScreen = replaced === 'REPLACE' && (location.state as { samePage?: unknown } | null)?.samePage === true;
      decided.current = { key, change: sameScreen ? 'samePage' : pageChange(previous.current, { pathname, search }, navigationType) };
    }
    previous.current = { pathname, search };
    const { change } = decided.current;
    const stored = positions.current ?? readPositions();
    positions.current = stored;
    const saved = stored.get(key);

    if (change === 'samePage') {
      // The same page under a new entry: Back to it later finds it where it is now.
      stored.set(key, window.scrollY);
      recording.current = key;
      return;
    }
    if (change === 'newPage' || (change === 'returned' && saved === undefined)) {
      window.scrollTo(0, 0);
      recording.current = key;
      return;
    }
    if (saved === undefined || (change === 'first' && !documentWasReturnedTo())) {
      recording.current = key;
      return;
    }
    recording.current = null;
    return restoreScroll(saved, () => {
      recording.current = key;
    });
  }, [location, navigationType]);

  useEffect(() => {
    const change = decided.current?.change;
    if (change === 'newPage' || change === 'returned') return focusPage();
    return undefined;
  }, [location]);

  return null;
}
