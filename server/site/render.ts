import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import { type ServerConfig, type CurrencyRates, requestLanguage } from '../platform';
import type { Language } from '@core/text/language';



/**
 * What the server-render bundle (src/ui/app/ssr/entry-server.tsx, built to dist-ssr/) exports: the server
 * never imports the browser's code, it loads the built bundle (tests/ssr-contract.test.ts checks the two agree).
 */
export interface RenderModule {
  render(request: {
    url: string;
    language: Language;
    strings: Record<string, Record<string, unknown>>;
    fetch: (request: Request) => Promise<Response>;
    currency?: DisplayCurrency;
    rates?: CurrencyRates;
  }): Promise<{ html: string; status: number; head: object | null; language: Language; dir: 'ltr' | 'rtl'; state: { screens: string[] } }>;
  headTags(head: object, context: { origin: string; language: string }): string;
  scriptJson(value: unknown): string;
}

const LOCALES_DIR = new URL('../../locales/', import.meta.url);
const LANGUAGE_COOKIE = /(?:^|;\s*)i18next=([^;]*)/;
/** The display-currency choice the browser keeps (src/ui/kit/price/display-currency.tsx names the same cookie). */
const CURRENCY_COOKIE = /(?:^|;\s*)rihla_currency=([^;]*)/;
type DisplayCurrency = 'EGP' | 'USD' | 'EUR';

/** The display currency a page is rendered with: the `rihla_currency` cookie, else EGP. */
export function pageCurrency(cookie: string | undefined): DisplayCurrency {
  const named = cookie ? CURRENCY_COOKIE.exec(cookie)?.[1]?.trim().toUpperCase() : undefined;
  return named === 'USD' || named === 'EUR' ? named : 'EGP';
}

/**
 * The language a page is rendered in: `?lng`, then the `i18next` cookie the browser sets when
 * a language is chosen, then `Accept-Language`; English when none names English or Arabic.
 */
export function pageLanguage(url: URL, cookie: string | undefined, acceptLanguage: string | undefined): Language {
  for (const named of [url.searchParams.get('lng'), cookie ? LANGUAGE_COOKIE.exec(cookie)?.[1] : null]) {
    const language = named?.trim().toLowerCase().split('-')[0];
    if (language === 'en' || language === 'ar') return language;
  }
  return requestLanguage(acceptLanguage);
}

/** Every string of a language, by namespace, read once. */
function readStrings(language: Language): Record<string, Record<string, unknown>> {
  const dir = new URL(`${language}/`, LOCALES_DIR);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>]),
  );
}

/** The script a rendered page names instead of the entry (D200). */
const STARTER_SOURCE = 'src/ui/app/ssr/start-after-paint.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files a screen's chunk needs beyond the entry's: named by the page, preloaded with the entry, so nothing waits on them. */
function screenPreloads(manifest: Record<string, ManifestChunk>, screens: readonly string[]): string[] {
  const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src !== STARTER_SOURCE);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  if (entry) walk(Object.keys(manifest).find((key) => manifest[key] === entry) ?? '', loaded);
  const wanted = new Set<string>();
  for (const screen of screens) walk(screen, wanted);
  return [...wanted].filter((file) => !loaded.has(file));
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function preloadTag(file: string): string {
  return file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/**
 * The build's one stylesheet (cssCodeSplit off), written into the page instead of linked (D199): a phone on a
 * slow link paints the server's HTML as soon as it arrives, without a second round trip for the styles, and
 * before the hydration chunks run. The policy allows exactly this text, by its SHA-256 (server/platform/http/security.ts).
 * The template keeps its link when there is no stylesheet to read, or when the text could end the element.
 */
export function inlineStylesheet(template: string, distDir: string): { template: string; styleHash: string | null } {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) return { template, styleHash: null };
  const [link, file] = links[0] as unknown as [string, string];
  const path = join(distDir, file);
  if (!existsSync(path)) return { template, styleHash: null };
  const css = readFileSync(path, 'utf8');
  if (/<\/style/i.test(css)) return { template, styleHash: null };
  return {
    template: template.replace(link, () => `<style>${css}</style>`),
    styleHash: `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  };
}

interface EntryStarter {
  /** The template with the entry's script and preloads replaced by the starter's tag, naming them and these files too. */
  tag(moreFiles: readonly string[]): string;
}

/**
 * A rendered page names one small script (src/ui/app/ssr/start-after-paint.ts, D200) instead of the app's
 * entry and its preloads: that script asks for them once the page has painted. Null when the build has no
 * such script, or the template is not shaped as expected: the page then names the entry itself.
 */
export function entryStarter(template: string, manifest: Record<string, ManifestChunk>): EntryStarter | null {
  const starter = manifest[STARTER_SOURCE]?.file;
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template);
  if (!starter || !entry) return null;
  const preloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
  let stripped = template.replace(entry[0], () => '%STARTER%');
  for (const [link] of preloads) stripped = stripped.replace(link, () => '');
  const entryPreloads = preloads.map(([, href]) => href as string);
  return {
    tag: (moreFiles) => {
      const files = [...new Set([...entryPreloads, ...moreFiles.map((file) => `/${file}`)])];
      return stripped.replace(
        '%STARTER%',
        () => `<script type="module" crossorigin src="/${starter}" data-entry="${escapeAttribute(entry[1] as string)}" data-preload="${escapeAttribute(files.join(' '))}"></script>`,
      );
    },
  };
}

export interface PageRenderer {
  /** The page as the server renders it, or null when this build has no server render (the SPA shell answers). */
  render(c: Context, app: (request: Request, env: unknown) => Response | Promise<Response>): Promise<Response | null>;
}

/**
 * Server rendering of the app's pages (D185): dist/index.html (Vite's, with the entry's script and
 * styles) is the template; the page's head, language, HTML and embedded state go into it.
 */
export function pageRenderer(
  config: Pick<ServerConfig, 'distDir' | 'ssrDir' | 'publicUrl'>,
  logger: Logger,
  /** The exchange rates in use (they may be refreshed while the server runs), embedded in every page. */
  currentRates: () => CurrencyRates | undefined = () => undefined,
): PageRenderer {
  const entry = join(config.ssrDir, 'entry-server.js');
  let loading: Promise<{
    module: RenderModule;
    template: string;
    styleHash: string | null;
    manifest: Record<string, ManifestChunk>;
    starter: EntryStarter | null;
  } | null> | null = null;
  const strings = new Map<Language, Record<string, Record<string, unknown>>>();
  const load = () =>
    (loading ??= (async () => {
      if (!existsSync(entry) || !existsSync(join(config.distDir, 'index.html'))) return null;
      const module = (await import(pathToFileURL(entry).href)) as RenderModule;
      const { template, styleHash } = inlineStylesheet(readFileSync(join(config.distDir, 'index.html'), 'utf8'), config.distDir);
      const manifestPath = join(config.distDir, '.vite', 'manifest.json');
      const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
      return { module, template, styleHash, manifest, starter: entryStarter(template, manifest) };
    })());
  const origin = new URL(config.publicUrl).origin;

  return {
    async render(c, app) {
      const built = await load();
      if (!built) return null;
      const url = new URL(c.req.url);
      const language = pageLanguage(url, c.req.header('cookie'), c.req.header('accept-language'));
      if (!strings.has(language)) strings.set(language, readStrings(language));
      try {
        const page = await built.module.render({
          url: `${url.pathname}${url.search}`,
          language,
          strings: strings.get(language) ?? {},
          currency: pageCurrency(c.req.header('cookie')),
          rates: currentRates(),
          // The page's reads ask in the page's language, as the browser's do (src/api/client.ts).
          fetch: async (request) => {
            const headers = new Headers(request.headers);
            headers.set('accept-language', language);
            return app(new Request(request, { headers }), c.env);
          },
        });
        const head = page.head ? built.module.headTags(page.head, { origin, language }) : '<title>Rihla</title>';
        // The page's picture (a tour's cover, a guide page's hero) is its largest paint: asked for first.
        const image = (page.head as { image?: string | null } | null)?.image;
        const imagePreload = image?.startsWith('/') && !image.startsWith('//') ? `\n    <link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">` : '';
        const screenFiles = screenPreloads(built.manifest, page.state.screens);
        const preloads = screenFiles
          .filter((file) => !built.starter || file.endsWith('.css'))
          .map(preloadTag)
          .join('\n    ');
        const template = built.starter ? built.starter.tag(screenFiles.filter((file) => !file.endsWith('.css'))) : built.template;
        const html = template
          // Replacers are functions: the page's text is never read as a replacement pattern (`$&`).
          .replace(/<html[^>]*>/, () => `<html lang="${page.language}" dir="${page.dir}">`)
          .replace(/\s*<meta name="description"[^>]*>/, () => '')
          .replace(/<title>[^<]*<\/title>/, () => `${head}${imagePreload}`)

          .replace(
            '<div id="root"></div>',
            // The route's chunks are announced after the page's content: they hydrate a page that has already
            // painted, so they must not compete with its stylesheet and pictures for the first paint.
            () =>
              `<div id="root">${page.html}</div>\n    <script type="application/json" id="rihla-state">${built.module.scriptJson(page.state)}</script>\n    ${preloads}`,
          );
        if (built.styleHash) c.set('inlineStyleHash', built.styleHash);
        return c.html(html, page.status as 200 | 404, { 'Content-Language': page.language, Vary: 'Accept-Language, Cookie' });
      } catch (error) {
        // The page is still served: the browser renders it, as it did before server rendering.
        logger.warn({ err: error, path: url.pathname }, 'server render failed; sending the client-rendered page');
        return null;
      }
    },
  };
}
