import { ScrollAndFocusEffects } from './scroll-and-focus-effects';

// Part of the shell (about 1 KB): it must be listening from the moment the page is hydrated, or a scroll made
// while a chunk of its own was still on its way would not be recorded, and Back would not find it.

/**
 * A new page opens at the top with focus on its heading, and Back/Forward restore a page's
 * scroll position (scroll-and-focus-effects.tsx). Renders nothing.
 */
export function ScrollAndFocus() {
  return <ScrollAndFocusEffects />;
}
