import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config';
import { originOf } from '../origins';

/**
 * What the server tells browsers about itself: a Content-Security-Policy that allows exactly
 * what the app uses, frame, sniffing, referrer, permissions and opener policies on every response, HSTS
 * when the site is served over https, and CORS for the other origins CORS_ORIGINS names (the assistant's
 * hub checks the same list at its upgrade: see `hubOriginCheck`).
 */
export type SecurityConfig = Pick<ServerConfig, 'publicUrl' | 'googleClientId' | 'environment' | 'corsOrigins' | 'apiOrigin'>;

/** The Vite dev server's addresses (`npm run dev`), allowed to call the API in development only. */
export const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The OpenStreetMap embed on a tour's map tab (src/ui/screens/tour-details/tour-format.ts). */
const MAP_EMBED = 'https://www.openstreetmap.org';
/** Google Identity Services: its script, its button's styles, its iframes and its calls (developers.google.com/identity/gsi/web/guides/get-google-api-clientid, "Content Security Policy"). */
const GSI = { script: 'https://accounts.google.com/gsi/client', style: 'https://accounts.google.com/gsi/style', frame: 'https://accounts.google.com/gsi/', connect: 'https://accounts.google.com/gsi/' };

/** The WebSocket origin (ws/wss) of an http(s) origin: what the assistant's /chatHub is reached at. */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/** The policy of the app's pages: same-origin everything, plus exactly the outside services the app uses. */
export function appContentSecurityPolicy(config: SecurityConfig): string {
  const site = new URL(config.publicUrl).origin;
  const api = config.apiOrigin && config.apiOrigin !== site ? [config.apiOrigin] : [];
  const google = Boolean(config.googleClientId);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite emits module scripts only (dist/index.html has no inline script): no 'unsafe-inline', no eval.
    'script-src': ["'self'", ...(google ? [GSI.script] : [])],
    // vanilla-extract's CSS files; React sets style properties through the CSSOM, which CSP allows.
    'style-src': ["'self'", ...(google ? [GSI.style] : [])],
    // Catalogue images and uploads (here or on the API host), and the inline SVG avatars (data:).
    'img-src': ["'self'", 'data:', ...api],
    // The guide's videos.
    'media-src': ["'self'", ...api],
    // The API and the assistant's hub: 'self' covers ws(s) to this host in current browsers; the site's
    // ws(s) origin is named too for those that do not.
    'connect-src': ["'self'", socketOrigin(site), ...api.flatMap((origin) => [origin, socketOrigin(origin)]), ...(google ? [GSI.connect] : [])],
    'frame-src': [MAP_EMBED, ...(google ? [GSI.frame] : [])],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A policy that also allows one more style source: a server-rendered page's inline stylesheet, by its hash. */
export const withStyleSource = (policy: string, source: string) => policy.replace(/(^|; )style-src ([^;]*)/, (_, start: string, sources: string) => `${start}style-src ${sources} ${source}`);

/**
 * Everything that is not one of the app's pages (API JSON, images, uploads, videos): nothing may run if a
 * browser ever renders it as a document (an uploaded file opened on its own, say). Images and videos shown
 * in a page are governed by the page's policy, not by this one.
 */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** A page the server writes itself with a <style> block and no script (the developer pages under /dev/). */
export const STYLED_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Permissions-Policy: the microphone for the assistant's voice input, the camera for the partners' check-in
 * desk (the voucher's QR code; the browser still asks the partner first), the guide videos' autoplay
 * (muted, ambient), full screen and picture-in-picture (their native controls), and the identity
 * provider's FedCM sign-in when GOOGLE_CLIENT_ID is set, for this origin only; every other powerful
 * feature off.
 */
export function permissionsPolicy(config: Pick<SecurityConfig, 'googleClientId'>): string {
  const self = ['microphone', 'camera', 'autoplay', 'fullscreen', 'picture-in-picture', ...(config.googleClientId ? ['identity-credentials-get'] : [])];
  const off = [
    // Only names Chromium knows (an unknown one is a console warning on every page: e2e/security-policy.spec.ts).
    'accelerometer', 'display-capture', 'encrypted-media', 'geolocation', 'gyroscope', 'hid', 'idle-detection',
    'magnetometer', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb',
    'xr-spatial-tracking', 'browsing-topics',
    ...(config.googleClientId ? [] : ['identity-credentials-get']),
  ];
  return [...self.map((feature) => `${feature}=(self)`), ...off.map((feature) => `${feature}=()`)].join(', ');
}

/** HSTS when the site is reached over https: a year, this host only (the operator's other hosts are theirs to decide). */
export function strictTransportSecurity(config: Pick<SecurityConfig, 'publicUrl'>): string | false {
  return config.publicUrl.startsWith('https:') ? 'max-age=31536000' : false;
}

/**
 * The security headers, set on every response on its way out. A response that already carries one keeps
 * its own (the sandbox checkout page's stricter CSP, its no-referrer and DENY).
 */
export function securityHeaders(config: SecurityConfig): MiddlewareHandler {
  const common = secureHeaders({
    overwrite: false,
    // The identity provider's sign-in popup must be able to message its opener (GSI's guide, "Cross-Origin Opener Policy").
    crossOriginOpenerPolicy: config.googleClientId ? 'same-origin-allow-popups' : 'same-origin',
    crossOriginResourcePolicy: false, // per path, below
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: strictTransportSecurity(config),
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    permissionsPolicy: {},
  });
  const permissions = permissionsPolicy(config);
  // PUBLIC_URL can be settled after the app is made (a test server on port 0): the policy follows it.
  let policy = { publicUrl: '', value: '' };
  const appPolicy = () => {
    if (policy.publicUrl !== config.publicUrl) policy = { publicUrl: config.publicUrl, value: appContentSecurityPolicy(config) };
    return policy.value;
  };
  return async (c, next) => {
    await common(c, async () => {
      await next();
      const headers = c.res.headers;
      if (!headers.has('Content-Security-Policy')) {
        const page = (headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/html');
        const inlineStyle = page ? (c.get('inlineStyleHash') as string | undefined) : undefined;
        headers.set('Content-Security-Policy', !page ? RESOURCE_CONTENT_SECURITY_POLICY : inlineStyle ? withStyleSource(appPolicy(), inlineStyle) : appPolicy());
      }
      if (!headers.has('Permissions-Policy')) headers.set('Permissions-Policy', permissions);
      // Images, uploads and videos are public, and other origins' pages (CORS_ORIGINS) show them; the rest
      // is for this origin's pages (the API's answers reach other origins through CORS, which CORP does not limit).
      if (!headers.has('Cross-Origin-Resource-Policy')) {
        headers.set('Cross-Origin-Resource-Policy', PUBLIC_FILES.test(c.req.path) ? 'cross-origin' : 'same-origin');
      }
      // An API answer may carry a token or a traveller's data (ASVS 8.2.1): no browser or proxy keeps it,
      // unless its route says it may be cached.
      if (c.req.path.startsWith('/api/') && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    });
  };
}

/** The public files other origins may embed: the catalogue's images and the guide's videos, and users' avatars. */
const PUBLIC_FILES = /^\/(images|uploads)\//;

/**
 * The headers for answers written straight to a socket (the hub's upgrade and its refusals), which never
 * pass through Hono.
 */
export function rawSecurityHeaders(config: SecurityConfig): Record<string, string> {
  const hsts = strictTransportSecurity(config);
  return {
    'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}

/** The other origins allowed to call the API and open the hub: CORS_ORIGINS, and in development Vite's dev server. */
export function grantedOrigins(config: Pick<SecurityConfig, 'corsOrigins' | 'environment'>): Set<string> {
  return new Set([...config.corsOrigins, ...(config.environment === 'development' ? VITE_DEV_ORIGINS : [])]);
}

/**
 * CORS for /api: a granted origin gets `Access-Control-Allow-Origin` with its own origin, the preflight
 * answered for GET/POST/PUT/DELETE with Authorization, Content-Type and Accept-Language, and the headers a
 * client reads exposed; any other origin gets no grant. No credentials: the session is a bearer token.
 */
export function apiCors(config: Pick<SecurityConfig, 'corsOrigins' | 'environment'>): MiddlewareHandler {
  const granted = grantedOrigins(config);
  return cors({
    origin: (origin) => (granted.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
}

/**
 * Who may open the assistant's hub (/chatHub): no Origin at all (not a browser: the stock SignalR client
 * in Node, tests), the site's own origin (PUBLIC_URL's, or the host the request was addressed to), or a
 * granted origin. Any other browser page is refused at the upgrade.
 */
export function hubOriginCheck(config: Pick<SecurityConfig, 'corsOrigins' | 'environment' | 'publicUrl'>): (origin: string | undefined, host: string | undefined) => boolean {
  const granted = grantedOrigins(config);
  return (origin, host) => {
    if (origin === undefined) return true;
    if (granted.has(origin) || origin === new URL(config.publicUrl).origin) return true;
    const parsed = originOf(origin);
    // The host the browser addressed (behind a proxy that terminates TLS the scheme differs, the host does not).
    return 'origin' in parsed && host !== undefined && new URL(parsed.origin).host === host.toLowerCase();
  };
}
