import type { components } from '@/api/schema';
import { numberLocale } from '../price/format-price';
import { dateTimeFormat } from '@/content/intl';

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
 * A tour date in the UI language ("1 Dec 2027", "1 ديسمبر 2027"), or null when missing or unreadable.
 * Tours run in Egypt, so the date is the one on the calendar in Cairo, wherever the reader is.
 */
export function formatTourDate(date: string | null | undefined, language: string): string | null {
  const parsed = parse(date);
  if (!parsed) return null;
  return dateTimeFormat(numberLocale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Cairo' }).format(parsed);
}

/**
 * A departure or return date with its time, or null when there is none. Shown in Cairo's time: the tours
 * run in Egypt, and a traveller abroad must not read a departure an hour or a day off.
 */
export function tourDate(iso: string | null | undefined, language: string): string | null {
  const date = parse(iso);
  if (!date) return null;
  return dateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Cairo' }).format(date);
}

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
