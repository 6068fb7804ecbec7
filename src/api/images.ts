import { imageBaseUrl } from './config';

/** Shown when a tour has no image or its image fails to load (spec: broken images fall back). */
export const DEFAULT_TOUR_IMAGE = '/images/default-tour.svg';
/** Shown when a company has no logo or its logo fails to load. */
export const PLACEHOLDER_LOGO = '/images/placeholder-logo.svg';

// Full addresses, inline images, and protocol-relative addresses (`//cdn…`) are used as they are.
const ABSOLUTE = /^(?:https?:|data:|blob:|\/\/)/i;

/**
 * The address to load an image from. Paths without `http` are prefixed with the API base (root-relative when the API is this site) (spec, accounts
 * §7); an empty path gives the fallback.
 */
export function resolveImageUrl(
  path: string | null | undefined,
  fallback: string = DEFAULT_TOUR_IMAGE,
  base: string = imageBaseUrl(),
): string {
  const trimmed = path?.trim();
  const chosen = trimmed ? trimmed : fallback;
  if (ABSOLUTE.test(chosen)) return chosen;
  return `${base.replace(/\/+$/, '')}/${chosen.replace(/^\/+/, '')}`;
}

/**
 * An `onError` handler for an image element: swaps in the fallback, and stops when the fallback itself
 * fails (so a broken fallback cannot loop). It keeps no mark on the element, so an element React reuses
 * for another picture gets the fallback again when that picture breaks.
 */
export function fallbackOnError(fallback: string = DEFAULT_TOUR_IMAGE, base: string = imageBaseUrl()) {
  const replacement = resolveImageUrl(fallback, fallback, base);
  return (event: { currentTarget: HTMLImageElement }): void => {
    const image = event.currentTarget;
    // The element reports its address absolute: a root-relative fallback is matched by its end.
    if (image.src === replacement || image.src.endsWith(replacement)) return;
    image.src = replacement;
  };
}
