import { lazy, type ComponentType } from 'react';

/**
 * A part of the page kept out of the home route's first-paint JavaScript (scripts/bundle-budget.mjs),
 * loaded as a chunk of its own. The server render waits for it, so its HTML is in the page; the browser
 * hydrates it when the chunk arrives. Outside the route's error boundary, a part that fails to download is
 * left out rather than taking the page down with it.
 */
export function optionalPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const missing: ComponentType<P> = () => null;
  return lazy(() => load().then((part) => ({ default: part }), () => ({ default: missing })));
}
