/**
 * The shapes of Rihla's seed catalogue. Every text a traveller reads is a pair, English and Arabic,
 * written side by side so the two never drift apart; the loader (seed.ts) splits them into the *_en
 * and *_ar columns. Dates are offsets from the moment the seed runs, so the catalogue never goes stale.
 */

/** One text in both languages. */
export interface Text {
  readonly en: string;
  readonly ar: string;
}

/** Writes a bilingual text: English first, Arabic second. */
export function t(en: string, ar: string): Text {
  return { en, ar };
}

export type CategorySlug =
  | 'beaches'
  | 'heritage'
  | 'mountains'
  | 'cities'
  | 'museums'
  | 'desert'
  | 'nile-cruises'
  | 'diving';

export interface CategorySeed {
  readonly slug: CategorySlug;
  readonly name: Text;
  /** A served path under /images/. */
  readonly imageUrl: string;
}

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** `workingTime` is 'HH:MM - HH:MM' (the end may be past midnight), 'CLOSED' or '24/7'. */
export interface WorkingDay {
  readonly dayOfWeek: Weekday;
  readonly workingTime: string;
}

export type CompanyKey =
  | 'nileways'
  | 'pharaohs-gate'
  | 'thebes-voyages'
  | 'red-sea-divers'
  | 'nubian-sails'
  | 'alex-horizons'
  | 'blue-hole-dahab'
  | 'coral-coast'
  | 'siwa-sands'
  | 'sinai-peaks'
  | 'white-desert-safari'
  | 'fayoum-trails'
  | 'deep-south'
  | 'cairo-walks'
  | 'tarabin-camps';

export interface CompanySeed {
  readonly key: CompanyKey;
  readonly name: Text;
  readonly slogan: Text;
  readonly description: Text;
  readonly email: string;
  readonly phone: string;
  readonly website: string;
  readonly address: Text;
  readonly city: Text;
  readonly verified: boolean;
  readonly destinations: readonly Text[];
  /** Monday to Sunday, in that order. */
  readonly workingHours: readonly WorkingDay[];
  readonly profileImageUrl: string;
  readonly coverImageUrl: string;
  readonly createdDaysAgo: number;
}

/** A place with real coordinates. */
export interface Place {
  readonly name: Text;
  readonly lat: number;
  readonly lng: number;
}

/** Meals included on a day: B breakfast, L lunch, D dinner. */
export type Meals = '' | 'B' | 'L' | 'D' | 'BL' | 'BD' | 'LD' | 'BLD';

export interface ItineraryDaySeed {
  /** 'HH:MM:SS'; 08:00:00 when omitted (the spec's default). */
  readonly startTime?: string;
  /** 'HH:MM:SS'; 18:00:00 when omitted (the spec's default). */
  readonly endTime?: string;
  readonly title: Text;
  readonly description: Text;
  readonly location: Text;
  readonly activities: readonly Text[];
  readonly meals: Meals;
  readonly notes: Text;
}

/**
 * A tour's departure and return come from its itinerary (seed.ts, tourTimes): it leaves at day 1's start time
 * and returns when the last day ends, on the Cairo calendar, so every screen's date and time agrees with the
 * Tour Plan; the itinerary has one entry per started day of that span (the spec's duration, rounded up).
 */
export interface TourSeed {
  readonly company: CompanyKey;
  readonly category: CategorySlug;
  readonly title: Text;
  readonly description: Text;
  /** Per adult, whole Egyptian pounds. */
  readonly price: number;
  /** A real discount: the loader stores original_price = Math.round(price / 0.7), the client's display rule. */
  readonly discounted?: boolean;
  readonly totalSeats: number;
  readonly availableSeats: number;
  /**
   * Days from now to departure; negative for a tour that has already left. The whole days pick the 24 hours
   * the tour leaves in (0: within the next 24 hours, 1: the 24 hours after, -5: between five and four days
   * ago); it leaves at day 1's `startTime` in Cairo, the first time Cairo's clock reads it in those hours.
   * The fraction only keeps the sign readable (0.6 is upcoming): it does not move the departure.
   */
  readonly startInDays: number;
  readonly createdDaysAgo: number;
  readonly departure: Place;
  readonly destination: Place;
  readonly transportation: Text;
  readonly amenities: readonly Text[];
  readonly included: readonly Text[];
  readonly notIncluded: readonly Text[];
  readonly tags: readonly Text[];
  /** Served paths; the first is the cover. */
  readonly images: readonly string[];
  readonly itinerary: readonly ItineraryDaySeed[];
  /**
   * Free cancellation until this many hours before departure; null: none once paid (S23).
   * 24 when absent, the default for tours.
   */
  readonly freeCancellationHours?: number | null;
}

export interface EventSeed {
  readonly name: Text;
  readonly description: Text;
  readonly travelTips: Text;
  /** 'Venue, City, Egypt': cards show the first comma-separated part. */
  readonly location: Text;
  readonly category: Text;
  readonly type: Text;
  /** Days from now to the event's day (negative: already happened). */
  readonly startsInDays: number;
  /** Local time in Cairo, 'HH:MM'. */
  readonly localTime: string;
  readonly imageUrl: string;
  /**
   * The event's own official page, or null when it has none we know to be real (D237): the
   * event page then shows no "more info" link rather than an invented address.
   */
  readonly link: string | null;
  /** An OpenStreetMap link, or null when the event has no single spot (a rally, a race across dunes). */
  readonly mapLink: string | null;
}
