import type { components } from '@core/contract/schema';

// The duration rule (day difference rounded up, at least 1 day) and the departure's wording are the tour
// card's: one rule everywhere (the booking form shows the departure too).
export { durationDays, formatTourDateTime } from '@/ui/kit/tour-card/tour-facts';

type ItineraryDay = components['schemas']['ItineraryDay'];

/** Default itinerary times (spec, accounts §3 and §9): 08:00:00 and 18:00:00. */
export const DEFAULT_START_TIME = '08:00:00';
export const DEFAULT_END_TIME = '18:00:00';

/** 'HH:MM:SS' → 'HH:MM'; anything unreadable gives the default. */
function clock(value: string | null | undefined, fallback: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value?.trim() ?? '');
  return match ? `${match[1]}:${match[2]}` : clock(fallback, '00:00');
}

/** A day's time range, '08:00 – 18:00' by default (spec, accounts §9). */
export function dayTimes(day: Pick<ItineraryDay, 'startTime' | 'endTime'>): { start: string; end: string } {
  return { start: clock(day.startTime, DEFAULT_START_TIME), end: clock(day.endTime, DEFAULT_END_TIME) };
}

/** The zero-padded day number of the Tour Plan timeline: 1 → '01'. */
export const dayLabel = (dayNumber: number) => String(dayNumber).padStart(2, '0');

/** Roughly 5 km either side of the point: the town and its surroundings. */
const MAP_SPAN = 0.05;

export interface MapLinks {
  /** The OpenStreetMap embed (S16: no key needed). */
  embed: string;
  /** The same place on openstreetmap.org, for a bigger map. */
  page: string;
}

/** The map of a destination, or null when its coordinates are unknown ('Location data not available.'). */
export function destinationMap(lat: number | null | undefined, lng: number | null | undefined): MapLinks | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const round = (value: number) => Number(value.toFixed(5));
  const bbox = [lng - MAP_SPAN, lat - MAP_SPAN, lng + MAP_SPAN, lat + MAP_SPAN].map(round).join(',');
  const embed = `https://www.openstreetmap.org/export/embed.html?${new URLSearchParams({ bbox, layer: 'mapnik', marker: `${round(lat)},${round(lng)}` }).toString()}`;
  const page = `https://www.openstreetmap.org/?mlat=${round(lat)}&mlon=${round(lng)}#map=13/${round(lat)}/${round(lng)}`;
  return { embed, page };
}
