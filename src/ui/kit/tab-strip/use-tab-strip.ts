import { useEffect, useRef } from 'react';

/** Room left beside the chosen tab when it is scrolled into view: its neighbour peeks out of the fade. */
const PEEK_PX = 40;

/** Marks where a strip is cut, in reading order: "start", "end", "start end" or "none". */
function markCut(strip: HTMLElement) {
  // scrollLeft is 0 at the start and negative towards the end in a right-to-left strip.
  const scrolled = Math.abs(strip.scrollLeft);
  const start = scrolled > 1;
  const end = scrolled + strip.clientWidth < strip.scrollWidth - 1;
  const cut = start && end ? 'start end' : start ? 'start' : end ? 'end' : 'none';
  if (strip.dataset.cut !== cut) strip.dataset.cut = cut;
}

/**
 * A tab strip that may be wider than a phone's screen (D262): it scrolls sideways, marks where it
 * is cut (`data-cut`) so its style can fade that edge, and scrolls the selected tab into view whenever the
 * selection changes (arrow keys, Home, End, or a tap on a half-hidden tab). Only the strip scrolls, never
 * the page. The mark is set after hydration, on the element itself: it changes no size, so nothing shifts.
 */
export function useTabStrip<T extends HTMLElement>(selected: unknown) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return undefined;
    const mark = () => markCut(strip);
    strip.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', mark);
    return () => {
      strip.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
  }, []);

  // After every render: the tabs' words change with the language.
  useEffect(() => {
    if (ref.current) markCut(ref.current);
  });

  useEffect(() => {
    const strip = ref.current;
    const tab = strip?.querySelector('[role="tab"][aria-selected="true"]');
    if (!strip || !tab) return;
    const view = strip.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < view.left + PEEK_PX) strip.scrollLeft += box.left - view.left - PEEK_PX;
    else if (box.right > view.right - PEEK_PX) strip.scrollLeft += box.right - view.right + PEEK_PX;
  }, [selected]);

  return ref;
}
