import type { PageHead } from './page-head';
import type { Language } from '@core/text/language';
import { isArabic } from '@core/text/language';

/** Where and in which language a head is written: the site's origin and the page's language. */
export interface HeadSite {
  /** `https://rihla.example` (the server: PUBLIC_URL's origin; the browser: `location.origin`). */
  origin: string;
  /** The page's language ('en', 'ar', 'ar-EG'): Arabic when it starts with 'ar'. */
  language: string;
}

/**
 * One element of a page's head, in the order the head carries them. `head-tags.ts` (the server's HTML) and
 * `apply-head.ts` (the live document) both write this one list, so the two cannot drift apart.
 */
export type HeadElement =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attributes: Readonly<Record<string, string>> }
  | { tag: 'link'; attributes: Readonly<Record<string, string>> }
  | { tag: 'script'; json: object };

export const SITE_NAME = 'Rihla';

/** The attribute that marks the head elements a page owns, so the browser replaces them on the next page. */
export const OWNED = 'data-rihla-head';


/** The address of a path in a language: English at the path itself, Arabic at the path with `lng=ar` (D171). */
export function addressIn(origin: string, path: string, language: Language): string {
  const base = `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (language === 'en') return base;
  return `${base}${base.includes('?') ? '&' : '?'}lng=ar`;
}

/** An image's absolute address: site-relative paths get the origin, full ones are kept. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The size of a card picture (`/images/card/…png`): the 1.91:1 Open Graph ratio chat apps draw (D197). */
export const CARD_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The card picture for a catalogue illustration: `/images/tours/nile.svg` → `/images/card/tours/nile.png`,
 * which the server renders (server/site/card-images.routes.ts), since Facebook, WhatsApp, X and LinkedIn
 * draw no SVG. The same on the site's own full address; anything else (uploads, other sites) is kept.
 */
export function cardImage(origin: string, url: string): string | null {
  const base = origin.replace(/\/+$/, '');
  const path = base && url.startsWith(`${base}/`) ? url.slice(base.length) : url;
  const match = /^\/images\/(?!card\/)((?:[\w-][\w.-]*\/)*[\w-][\w.-]*)\.svg$/i.exec(path);
  return match ? `${base}/images/card/${match[1]}.png` : null;
}

/** Structured-data fields that name a page of the site (made the page's address in the head's language). */
const PAGE_KEYS = new Set(['url', 'item', 'urlTemplate', '@id']);
/** Structured-data fields that name a picture (made absolute). */
const IMAGE_KEYS = new Set(['image', 'logo']);
const isSitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * The builders write site-relative addresses in structured data (they cannot know the origin while
 * rendering): here pages become absolute addresses in the head's language and pictures absolute URLs.
 */
function resolveAddresses(value: unknown, origin: string, language: Language, key = ''): unknown {
  if (Array.isArray(value)) return value.map((entry) => resolveAddresses(entry, origin, language, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, resolveAddresses(entry, origin, language, name)]));
  }
  if (PAGE_KEYS.has(key) && isSitePath(value)) return addressIn(origin, value, language);
  if (IMAGE_KEYS.has(key) && isSitePath(value)) return absoluteUrl(origin, value);
  return value;
}

/**
 * The elements of a page's head: title, description, robots, canonical, the hreflang
 * alternates, Open Graph, the Twitter card and the JSON-LD scripts. A catalogue SVG is named in Open Graph
 * and Twitter by its PNG card with the card's size (chat apps draw no SVG; D198); every picture carries the
 * page's title as its alt text. Structured data keeps the SVG.
 */
export function headElements(head: PageHead, { origin, language }: HeadSite): HeadElement[] {
  const arabic = isArabic(language);
  const canonical = addressIn(origin, head.path, arabic ? 'ar' : 'en');
  const picture = head.image ? absoluteUrl(origin, head.image) : null;
  const card = picture ? cardImage(origin, picture) : null;
  const image = card ?? picture;
  const meta = (attributes: Record<string, string>): HeadElement => ({ tag: 'meta', attributes });
  const link = (attributes: Record<string, string>): HeadElement => ({ tag: 'link', attributes });
  const elements: HeadElement[] = [
    { tag: 'title', text: head.title },
    meta({ name: 'description', content: head.description }),
  ];
  if (head.noindex) elements.push(meta({ name: 'robots', content: 'noindex' }));
  elements.push(
    link({ rel: 'canonical', href: canonical }),
    link({ rel: 'alternate', hreflang: 'en', href: addressIn(origin, head.path, 'en') }),
    link({ rel: 'alternate', hreflang: 'ar', href: addressIn(origin, head.path, 'ar') }),
    link({ rel: 'alternate', hreflang: 'x-default', href: addressIn(origin, head.path, 'en') }),
    meta({ property: 'og:site_name', content: SITE_NAME }),
    meta({ property: 'og:type', content: head.type ?? 'website' }),
    meta({ property: 'og:title', content: head.title }),
    meta({ property: 'og:description', content: head.description }),
    meta({ property: 'og:url', content: canonical }),
    meta({ property: 'og:locale', content: arabic ? 'ar_EG' : 'en_US' }),
    meta({ property: 'og:locale:alternate', content: arabic ? 'en_US' : 'ar_EG' }),
  );
  if (image) {
    elements.push(meta({ property: 'og:image', content: image }));
    if (card) {
      elements.push(
        meta({ property: 'og:image:type', content: 'image/png' }),
        meta({ property: 'og:image:width', content: String(CARD_IMAGE.width) }),
        meta({ property: 'og:image:height', content: String(CARD_IMAGE.height) }),
      );
    }
    elements.push(meta({ property: 'og:image:alt', content: head.title }));
  }
  elements.push(
    meta({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    meta({ name: 'twitter:title', content: head.title }),
    meta({ name: 'twitter:description', content: head.description }),
  );
  if (image) elements.push(meta({ name: 'twitter:image', content: image }), meta({ name: 'twitter:image:alt', content: head.title }));
  for (const json of head.jsonLd ?? []) elements.push({ tag: 'script', json: resolveAddresses(json, origin, arabic ? 'ar' : 'en') as object });
  return elements;
}

/**
 * A JSON-LD object as script text: `<` (and the line separators JavaScript once rejected) written as
 * `\u` escapes, so no `</script>` or `<!--` in the content can end the script early; JSON readers decode
 * them back to the same text.
 */
export function jsonLdText(json: object): string {
  return JSON.stringify(json)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
