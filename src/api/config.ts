/**
 * The API's absolute base URL. openapi-fetch needs an absolute base (under jsdom a relative one fails),
 * so the browser uses its own origin: the server serves the SPA and the API on one port.
 * `VITE_API_BASE_URL` points a build at another host.
 */
export function apiBaseUrl(): string {
  const configured = configuredBaseUrl();
  if (configured) return configured;
  const origin = globalThis.location?.origin;
  if (origin && origin !== 'null') return origin;
  return 'http://localhost:8080';
}

/**
 * Where images are loaded from: the configured API host, else this site, as a root-relative address
 * (`/images/…`). The same on the server and in the browser, so a server-rendered page hydrates unchanged
 *.
 */
export function imageBaseUrl(): string {
  return configuredBaseUrl() ?? '';
}

function configuredBaseUrl(): string | null {
  // `import.meta.env` is Vite's (the app, Vitest); plain Node has none: the Playwright runner loads the
  // machines (and so this module) to generate its browser paths (e2e/support/model).
  const configured = import.meta.env?.VITE_API_BASE_URL as string | undefined;
  return configured ? configured.replace(/\/+$/, '') : null;
}
