import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Whether the reader asked the system for less motion (`prefers-reduced-motion: reduce`): no autoplaying
 * video, counters show their value at once. Read when it matters, so a change of setting is seen.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Reports when an element comes into view and leaves it (IntersectionObserver), from the first time it
 * is rendered. Without IntersectionObserver (a very old browser) the element counts as in view.
 */
export function useInView<T extends Element>(
  ref: RefObject<T | null>,
  onChange: (visible: boolean) => void,
  threshold = 0.25,
): void {
  const report = useEffectEvent(onChange);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      report(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.target === element) report(entry.isIntersecting);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
}
