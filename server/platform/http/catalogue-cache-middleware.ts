/**
 * Serving the catalogue's public reads from the cache (catalogue-cache.ts): the middleware in the app's
 * chain, and the fast lane in front of all of it (D342).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { type CatalogueCache, type Encoding, type Entry, PUBLIC_CACHE_CONTROL, type Variant } from './catalogue-cache';
import type { AppEnv } from './env';
import { requestLanguage, type Language } from './messages';
import { logRequest, requestIdOf } from './request-log';

/** The reads served from the cache: public, the same for every user, 200 answers only. */
const CACHED_PATHS =
  /^\/api\/(?:Travel(?:\/discounted|\/leaving-soon|\/\d+)?|Travels\/\d+|Category|Search|Company(?:\/\d+)?|ApiEvents\/events(?:\/\d+)?)$/;

const VARY = 'Accept-Language, Accept-Encoding';
/** Bodies smaller than this are sent as they are (hono/compress's threshold). */
const COMPRESS_THRESHOLD = 1024;

/** What the cache sent a request: the fast lane learns the answer's whole headers from it. */
export interface CachedAnswer {
  entry: Entry;
  variant: Variant;
}

/** The answer the cache sent each request, for the fast lane around the whole app to learn its headers. */
const cachedAnswers = new WeakMap<Request, CachedAnswer>();

/** The request's cache key: language, path and the query with its parameters in a fixed order. */
function requestKey(c: Context<AppEnv>, language: Language): string {
  const url = c.req.url;
  const at = url.indexOf('?');
  const query = at < 0 ? '' : url.slice(at + 1).split('&').filter(Boolean).sort().join('&');
  return `${language} ${c.req.path}?${query}`;
}

/** The encoding hono/compress would choose for this Accept-Encoding (gzip first), or none. */
export function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    quality.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const of = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  const gzipQ = of('gzip');
  const deflateQ = of('deflate');
  if (gzipQ <= 0 && deflateQ <= 0) return undefined;
  return gzipQ >= deflateQ ? 'gzip' : 'deflate';
}

const etagOf = (entry: Entry, encoding: Encoding | undefined) => `"${entry.hash}${encoding ? `-${encoding}` : ''}"`;

/** If-None-Match names this answer (any of its encodings; weak comparison, as RFC 9110 asks for it). */
function notModified(header: string | undefined, entry: Entry): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${entry.hash}"` || tag === `"${entry.hash}-gzip"` || tag === `"${entry.hash}-deflate"`;
  });
}

/** The cached answer as this request wants it: 304, or the body compressed as it accepts, made once. */
async function send(c: Context<AppEnv>, cache: CatalogueCache, entry: Entry): Promise<Response> {
  if (entry.route) c.set('route', entry.route);
  const encoding = encodingFor(entry, c.req.header('accept-encoding'));
  const headers: Record<string, string> = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etagOf(entry, encoding), Vary: VARY };
  if (notModified(c.req.header('if-none-match'), entry)) return c.body(null, 304, headers);
  const body = encoding ? await cache.encoded(entry, encoding) : entry.body;
  headers['Content-Type'] = entry.type;
  // With its length (and its encoding) set, hono/compress leaves the answer as it is: never compressed twice.
  headers['Content-Length'] = String(body.byteLength);
  if (encoding) headers['Content-Encoding'] = encoding;
  cachedAnswers.set(c.req.raw, { entry, variant: encoding ?? 'identity' });
  return c.body(body, 200, headers);
}

const encodingFor = (entry: Entry, acceptEncoding: string | undefined) =>
  entry.body.byteLength >= COMPRESS_THRESHOLD ? chosenEncoding(acceptEncoding) : undefined;

/**
 * Serves the catalogue's public reads from `cache`. Mounted before the user is read and the request is
 * checked against the contract: an answer cached was computed for the same path and query, which passed.
 */
export function catalogueCacheMiddleware(cache: CatalogueCache, now: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || !CACHED_PATHS.test(c.req.path)) return next();
    const { entry, computed } = await cache.answer(requestKey(c, c.get('language')), now().getTime(), async () => {
      await next();
      if (c.res.status !== 200 || c.error) return null;
      return { body: new Uint8Array(await c.res.arrayBuffer()), type: c.res.headers.get('content-type') ?? 'application/json', route: c.get('route') };
    });
    if (!entry) return undefined; // the route's own answer (an error, a 404) stands
    if (!computed) return send(c, cache, entry);
    const answer = await send(c, cache, entry);
    c.res = undefined;
    c.res = answer;
    return undefined;
  };
}

/**
 * The fast lane (D342), first of all the app's middleware: a fresh cached answer already sent once in the
 * variant this request wants is sent again with the very headers the whole app gave it then (security
 * headers, Vary, ETag…) and a request id of its own, and logged like any request, without the rest of the
 * middleware. Requests with Origin (CORS) or If-None-Match (304) take the ordinary way, as does anything the
 * lane has not seen answered yet; it learns the headers from those.
 */
export function catalogueFastLane(cache: CatalogueCache, now: () => Date, logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const lane = c.req.method === 'GET' && CACHED_PATHS.test(c.req.path) && !c.req.header('origin') && !c.req.header('if-none-match');
    if (!lane) return next();
    const started = performance.now();
    const entry = cache.servable(requestKey(c, requestLanguage(c.req.header('accept-language'))), now().getTime());
    if (entry) {
      const variant = encodingFor(entry, c.req.header('accept-encoding')) ?? 'identity';
      const headers = entry.sent[variant];
      const body = variant === 'identity' ? entry.body : entry.compressed[variant];
      if (headers && body) {
        const requestId = requestIdOf(c.req.header('x-request-id'));
        logRequest(logger, { requestId, method: 'GET', route: entry.route ?? null, status: 200, started });
        return new Response(body, { status: 200, headers: { ...headers, 'x-request-id': requestId } });
      }
    }
    await next();
    const answered = cachedAnswers.get(c.req.raw);
    if (answered && c.res.status === 200 && !answered.entry.sent[answered.variant]) {
      const headers: Record<string, string> = {};
      c.res.headers.forEach((value, name) => {
        if (name !== 'x-request-id' && name !== 'set-cookie') headers[name] = value;
      });
      answered.entry.sent[answered.variant] = headers;
    }
  };
}
