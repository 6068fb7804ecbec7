import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { type Services, type AppEnv, defineMessages } from '../platform';

/** The renderer (a native module) is loaded when a card is first drawn, not on the way to the first request (D392). */
const resvg = () => import('@resvg/resvg-js');

/** The card's size: the 1.91:1 Open Graph ratio, as the page heads announce it (CARD_IMAGE in src/ui/app/head/head-elements.ts). */
const CARD_IMAGE = { width: 1200, height: 630 } as const;
const IMAGES_DIR = fileURLToPath(new URL('../assets/images/', import.meta.url));
/** The site's theme colour (index.html's theme-color): the card's ground where the picture does not reach. */
const THEME = '#0b5d6b';
/** Cards kept in memory: more than the catalogue's illustrations (about 130), so each is rendered once. */
const CACHE_ENTRIES = 200;
/**
 * A picture fitted to the card's width is cropped to its height (centred) while at most this share of it
 * is lost (the 16:10 illustrations lose 16%, the 16:9 ones 7%); a taller one (a square logo) is shown whole
 * on the theme colour, as is one wider than the card.
 */
const MAX_CROP = 0.2;

const messages = defineMessages('cardImages');

/**
 * The illustration a card path names (`tours/nile.png` → `…/images/tours/nile.svg`), or null when the path
 * is not one: only plain names (letters, digits, `_`, `-`, inner dots) in folders of the images folder, so
 * no `..`, `.`, empty or absolute segment, no backslash, no NUL, no percent escape left over.
 */
export function cardSource(path: string): string | null {
  if (!/^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.png$/.test(path) || path.length > 300) return null;
  const file = resolve(IMAGES_DIR, `${path.slice(0, -'.png'.length)}.svg`);
  return file.startsWith(IMAGES_DIR.endsWith(sep) ? IMAGES_DIR : `${IMAGES_DIR}${sep}`) ? file : null;
}

/**
 * The SVG drawn on a 1200×630 card: fitted to the width and cropped to the height around its centre, or
 * shown whole on the theme colour when cropping would lose too much (`preserveAspectRatio` slice or meet
 * on the picture embedded as an image, so its own ids, gradients and viewBox stay its own).
 */
export async function cardSvg(svg: Buffer): Promise<string> {
  const { Resvg } = await resvg();
  const { width, height } = new Resvg(svg, { font: { loadSystemFonts: false } }); // throws when the SVG is not one
  const fittedHeight = (CARD_IMAGE.width / width) * height;
  const crop = fittedHeight >= CARD_IMAGE.height && 1 - CARD_IMAGE.height / fittedHeight <= MAX_CROP;
  const { width: w, height: h } = CARD_IMAGE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${THEME}"/>` +
    `<image width="${w}" height="${h}" preserveAspectRatio="xMidYMid ${crop ? 'slice' : 'meet'}" href="data:image/svg+xml;base64,${svg.toString('base64')}"/>` +
    `</svg>`
  );
}

/** A bounded map that forgets the least recently used entry first. */
class Lru<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * `GET /images/card/<path>.png`: the catalogue's and guide's SVG illustrations as the PNG
 * cards Facebook, WhatsApp, X and LinkedIn draw (they draw no SVG); the page heads name these
 * (src/ui/app/head/head-elements.ts). Rendered once off the event loop (resvg on libuv's pool), then served
 * from memory; a request while one renders waits for that render. A path outside the images folder or an
 * SVG that is not there is a 404 in the reader's language.
 */
export function cardImageRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const cards = new Lru<Promise<Uint8Array<ArrayBuffer> | null>>(CACHE_ENTRIES);

  async function render(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
    let svg: Buffer;
    try {
      svg = await readFile(file);
    } catch {
      return null; // no such picture
    }
    try {
      const started = performance.now();
      const png = (await (await resvg()).renderAsync(await cardSvg(svg), { font: { loadSystemFonts: false } })).asPng();
      services.logger.debug({ file, ms: Math.round(performance.now() - started), bytes: png.length }, 'card image rendered');
      return new Uint8Array(png);
    } catch (error) {
      services.logger.warn({ file, err: error }, 'card image could not be rendered');
      return null;
    }
  }

  app.get('/images/card/*', async (c) => {
    const file = cardSource(c.req.path.slice('/images/card/'.length));
    let png: Uint8Array<ArrayBuffer> | null = null;
    if (file) {
      let pending = cards.get(file);
      if (!pending) {
        pending = render(file);
        cards.set(file, pending);
      }
      png = await pending;
      // A missing picture is not remembered: it may be added, and names that are not there cannot fill the cache.
      if (!png) cards.delete(file);
    }
    if (!png) return c.json({ message: messages(c.get('language'), 'noCard', { path: c.req.path }) }, 404);
    return c.body(png, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
  });
  return app;
}
