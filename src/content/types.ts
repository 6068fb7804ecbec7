/**
 * The shapes of Rihla's static guide content (spec, booking document §2 and §3 "static content
 * records"). Every record carries its English and Arabic text side by side (`Text`), so a missing
 * translation is a compile error; a few generic page components render them (src/ui/screens/guide).
 * Labels that are not content (section headings, button texts) live in locales/<lang>/guide.json.
 */

/** One piece of content in both languages. */
export interface Text {
  en: string;
  ar: string;
}

export type Currency = 'EGP' | 'USD';

/** A fixed price: EGP 30, USD 100. */
export interface Money {
  currency: Currency;
  amount: number;
}

/**
 * A price as a guide states it: "about EGP 500 per hour" (approx), "from EGP 700" (from), "$50–80"
 * (amount and upTo).
 */
export interface PriceRange {
  currency: Currency;
  amount: number;
  /** The top of a range ($50–80: amount 50, upTo 80). */
  upTo?: number;
  /** "about EGP 150" */
  approx?: boolean;
  /** "from EGP 700" */
  from?: boolean;
  /** "per hour", "per person", "per session" */
  per?: Text;
}

/** A picture served by the server (`/images/...`), with its alternative text and an optional caption. */
export interface Picture {
  src: string;
  alt: Text;
  caption?: Text;
}

/**
 * A video shipped with the product (`/images/guide/<name>.webm`), shown lazily with a poster.
 * `click`: plays when asked (the destination pages' embedded video); `ambient`: muted, autoplaying and
 * looping once it scrolls into view (the beaches and monuments pages).
 */
export interface Video {
  src: string;
  poster: string;
  title: Text;
  mode: 'click' | 'ambient';
}

/** A ticket on a destination page. */
export interface Ticket {
  name: Text;
  price: Money;
  /** What the ticket covers or limits ("5 consecutive days"). */
  note?: Text;
  /** A daily visitor cap (Inside the Pyramid: 300 a day, booking §9). */
  dailyCap?: number;
}

/** One season's opening hours, months 1–12 inclusive (summer April–September: 4..9). */
export interface Season {
  name: Text;
  months: readonly [first: number, last: number];
  /** 24-hour 'HH:MM', Cairo time. */
  opens: string;
  closes: string;
}

export interface OpeningHours {
  seasons: readonly Season[];
  /** Last entry this many minutes before closing (Pyramids 60, Luxor Temple 30). */
  lastEntryMinutesBeforeClose: number;
}

/** An activity (booking §3): title, description, price, image, optional external booking link. */
export interface Activity {
  title: Text;
  description: Text;
  price: PriceRange;
  image: string;
  /** An external booking page. Without one the Learn More button is shown disabled (Nuweiba, spec). */
  bookingLink?: string;
}

/** A sample dish with its price (the Pyramids dining cards show USD dish prices). */
export interface Dish {
  name: Text;
  price: Money;
}

/** A restaurant (booking §3): name, description, rating, price tier, image, optional link. */
export interface Restaurant {
  name: Text;
  description: Text;
  /** 0–5 */
  rating: number;
  /** 1 ($) to 4 ($$$$) */
  priceTier: 1 | 2 | 3 | 4;
  image: string;
  link?: string;
  dishes?: readonly Dish[];
}

/** An FAQ entry (booking §3). */
export interface Faq {
  question: Text;
  answer: Text;
}

/** A way to get there or get around (air, metro, car or taxi; ferry; local transport). */
export interface TravelOption {
  mode: Text;
  details: Text;
  price?: PriceRange;
}

/** A named fact shown in an about section (Height: 146.5 m). */
export interface Fact {
  label: Text;
  value: Text;
}

/** An internal link a page offers (the Siwa call to action: accommodation, tours). */
export interface PageLink {
  label: Text;
  /** An internal route, e.g. '/tours'. Every one must resolve to a real screen. */
  to: string;
}

/** A destination page: Pyramids, Luxor Temple, Nuweiba, Siwa (booking §2). */
export interface DestinationGuide {
  id: string;
  route: string;
  title: Text;
  tagline: Text;
  heroImage: string;
  /** Hero tags (Nuweiba: Beach, Diving, Desert…). */
  tags?: readonly Text[];
  about: { paragraphs: readonly Text[]; facts: readonly Fact[] };
  highlights?: readonly { title: Text; description: Text }[];
  video?: Video;
  tickets?: readonly Ticket[];
  hours?: OpeningHours;
  /** Notes shown under the hours or tickets (e.g. the Luxor FAQ's other reading of the price). */
  visitorNotes?: readonly Text[];
  activities: readonly Activity[];
  restaurants: readonly Restaurant[];
  gallery: readonly Picture[];
  /** How to get there (Pyramids, Luxor), travel info (Nuweiba), travel essentials (Siwa). */
  travel: { title: Text; options: readonly TravelOption[]; tips?: readonly Text[] };
  /** Nuweiba's visa tip. */
  visaTip?: Text;
  location?: { address: Text; details: readonly Fact[]; mapUrl?: string };
  faq: readonly Faq[];
  /** Siwa's closing call to action. */
  callToAction?: { title: Text; text: Text; links: readonly PageLink[] };
}

/**
 * A card on an index page (cities, museums, mountains, beaches, monuments, services). `route` is
 * absent for the items the spec gives no page: those cards are not clickable.
 */
export interface GuideCard {
  id: string;
  name: Text;
  description: Text;
  image: string;
  route?: string;
  highlights?: readonly Text[];
  bestFor?: Text;
  /** Museums, mountains */
  location?: Text;
  /** Mountains, in metres. */
  heightMetres?: number;
}

/** An index page: /cities, /museums, /mountains, /beaches, /heritage, /services. */
export interface GuideIndex {
  id: string;
  route: string;
  title: Text;
  intro: Text;
  video?: Video;
  cards: readonly GuideCard[];
  /** The card's link text ("Learn More" on services, "Explore" elsewhere) comes from guide.json by this key. */
  linkLabel: 'learnMore' | 'explore';
}

/**
 * Which live tours a place page lists, read from the API: a listing search (title, destination,
 * tags, in both languages), a category by slug, or the discounted and newest tours.
 */
export type TourQuery =
  | { kind: 'search'; search: string }
  | { kind: 'category'; slug: string }
  | { kind: 'discounted' }
  | { kind: 'newest' };

/**
 * A page the guide links to that the spec lists without content (/cairo, /cruises, /newest-tours…):
 * a short bilingual description and the live tours for that place or kind.
 */
export interface PlacePage {
  route: string;
  title: Text;
  description: Text;
  image: string;
  tours: TourQuery;
  /** The index it belongs to, for the way back (e.g. /cities). */
  parent?: { route: string; title: Text };
}

/** The about page (booking §2): about (mission, vision), features, the team of nine, and counters. */
export interface AboutPage {
  title: Text;
  intro: readonly Text[];
  mission: Text;
  vision: Text;
  features: readonly { title: Text; description: Text }[];
  team: readonly { name: Text; role: Text; team: 'backend' | 'frontend' | 'ai' | 'mobile' }[];
  /** 9 members, 1 vision, 4 teams: they count up when they come into view. */
  counters: readonly { value: number; label: Text }[];
}
