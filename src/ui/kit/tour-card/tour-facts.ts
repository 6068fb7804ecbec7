import type { components } from '@core/contract/schema';

type Tour = components['schemas']['Tour'];

const DAY_MS = 86_400_000;

/** The cover: coverImageUrl, else image, else the first of imageUrls; null for none (the fallback shows). */
export function coverImage(tour: Pick<Tour, 'coverImageUrl' | 'image' | 'imageUrls'>): string | null {
  const candidates = [tour.coverImageUrl, tour.image, ...(tour.imageUrls ?? [])];
  return candidates.find((candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '') ?? null;
}

function parse(date: string | null | undefined): Date | null {
  if (!date) return null;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * A tour's departure or return, date and time on Cairo's clock, in the UI language; null when missing or
 * unreadable. The one wording every surface uses (src/content/tour-time.ts, D250).
 */
export { formatTourDateTime } from '@core/time/tour-time';

/** Duration in days: the day difference rounded up (spec, accounts §9); null without both dates. */
export function durationDays(start: string | null | undefined, end: string | null | undefined): number | null {
  const from = parse(start);
  const to = parse(end);
  if (!from || !to || to < from) return null;
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

/** Bookable while seats remain (spec, accounts §4): sold out at 0 or less. */
export const isSoldOut = (tour: Pick<Tour, 'availableSeats'>): boolean => !(tour.availableSeats > 0);

/** The discount badge's percent for a struck original price ("-30%"), or null when there is no discount. */
export function discountPercent(price: number, originalPrice: number | undefined): number | null {
  if (!originalPrice || !Number.isFinite(originalPrice) || originalPrice <= price || originalPrice <= 0) return null;
  return Math.round((1 - price / originalPrice) * 100);
}
