import type { BookingDraft } from '@/machines/booking-form/booking-form.machine';

/**
 * What a traveller typed in the booking form, kept across a sign-in: when the server refuses
 * the session while booking (a 401), the sign-in guard takes the traveller to /login and back, and the
 * form starts again. The draft is kept in this tab's sessionStorage at that moment, for that tour, and the
 * form starts from it when it comes back; it is dropped once the booking is made, and after 30 minutes.
 * Written here: three calls on the platform's storage, with the tour and the age checked.
 */
const KEY = 'rihla.bookingDraft';
const KEEP_MS = 30 * 60 * 1000;

interface Kept {
  travelId: number;
  draft: BookingDraft;
  keptAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage turned off: nothing is kept, nothing breaks
  }
}

/** Keeps the draft of `travelId`'s form (the one kept before is replaced). */
export function keepDraft(travelId: number, draft: BookingDraft, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ travelId, draft, keptAt: now } satisfies Kept));
  } catch {
    // full or refused: the form simply starts afresh
  }
}

const FIELDS = ['name', 'phone', 'nationalId', 'adults', 'children', 'underFive'] as const;

function isDraft(value: unknown): value is BookingDraft {
  return typeof value === 'object' && value !== null && FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');
}

/** The draft kept for `travelId` within the last 30 minutes, or null. */
export function keptDraft(travelId: number | null, now = Date.now()): BookingDraft | null {
  if (travelId === null) return null;
  try {
    const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (!kept || kept.travelId !== travelId || !isDraft(kept.draft) || typeof kept.keptAt !== 'number') return null;
    return now - kept.keptAt <= KEEP_MS ? kept.draft : null;
  } catch {
    return null;
  }
}

/** Drops the kept draft (the booking was made). */
export function dropKeptDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing to drop
  }
}
