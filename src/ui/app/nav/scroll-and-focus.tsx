import { lazy, Suspense } from 'react';

// Not needed for the first paint (it acts on the next navigation, or restores a reloaded page's position once
// its content is there), so it loads just after the page and stays out of the home route's JavaScript
// (scripts/bundle-budget.mjs). A chunk that fails to download leaves the browser's own behaviour.
const Effects = lazy(() =>
  import('./scroll-and-focus-effects').then(
    (module) => ({ default: module.ScrollAndFocusEffects }),
    () => ({ default: () => null }),
  ),
);

/**
 * Issue 15 §6: a new page opens at the top with focus on its heading, and Back/Forward restore a page's
 * scroll position (scroll-and-focus-effects.tsx). Renders nothing.
 */
export function ScrollAndFocus() {
  return (
    <Suspense fallback={null}>
      <Effects />
    </Suspense>
  );
}
