/**
 * The one script a server-rendered page names (D200): it starts the app's scripts once the page
 * the server sent has painted, with its pictures in view.
 *
 * Why: a phone on a slow link gets the server's HTML with its styles inside (D199), so it can paint the
 * page at once. Requested at the same time, the app's scripts (about 150 KB gzip) share the link with the
 * pictures in view, and their parsing shares the phone's CPU with the first layout and paint: the page
 * paints later and its picture arrives later. Asked for after the paint, the scripts take the link on their
 * own; the same bytes on the same link, so hydration starts about when it did, while the page is read.
 * Links work before hydration, as plain links.
 *
 * The server writes this module's tag with the entry's address (`data-entry`) and the files to preload
 * with it (`data-preload`, the entry's imports and the page's screens). The entry is added as a script
 * element, so when it is added before the window's load event, that event waits for it.
 *
 * Kept tiny and dependency-free: it is the only script on the first paint's path.
 */

/** The longest the page waits for its first paint and its pictures before its scripts are asked for. */
export const PAINT_WAIT_MS = 1500;

/** The pictures in the first screen that are still on their way (lazy ones are not waited for). */
function picturesInView(document: Document, height: number): HTMLImageElement[] {
  return Array.from(document.images).filter((image) => {
    if (image.complete || image.loading === 'lazy') return false;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < height && box.width > 0 && box.height > 0;
  });
}

/** Resolves after the browser has presented the page's first contentful paint (or when it never will). */
function firstPaint(window: Window): Promise<void> {
  return new Promise((resolve) => {
    if (window.document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        resolve();
      }
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
}

const loaded = (image: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });

/** The next frame after this one has been painted. */
const nextFrame = (window: Window) => new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));

/** Waits for the first paint, then for the pictures in view and their paint; never longer than PAINT_WAIT_MS. */
export async function afterFirstPaint(window: Window, waitMs = PAINT_WAIT_MS): Promise<void> {
  const settled = (async () => {
    await firstPaint(window);
    const pictures = picturesInView(window.document, window.innerHeight);
    if (pictures.length === 0) return;
    await Promise.all(pictures.map(loaded));
    if (window.document.visibilityState !== 'hidden') await nextFrame(window);
  })();
  await Promise.race([settled, new Promise<void>((resolve) => window.setTimeout(resolve, waitMs))]);
}

/** Adds the entry's script and its preloads, as the HTML would have. */
export function startEntry(document: Document, entry: string, preloads: readonly string[]): void {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.body.append(script);
}

/** The tag the server wrote for this module: the entry's address and the files to preload. */
export function entryOf(document: Document): { entry: string; preloads: string[] } | null {
  const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
  const entry = tag?.dataset.entry;
  if (!tag || !entry) return null;
  return { entry, preloads: (tag.dataset.preload ?? '').split(' ').filter(Boolean) };
}

if (typeof document !== 'undefined' && !import.meta.env.SSR) {
  const named = entryOf(document);
  if (named) void afterFirstPaint(window).then(() => startEntry(document, named.entry, named.preloads));
}
