/**
 * The API's absolute base URL. openapi-fetch needs an absolute base (under jsdom a relative one fails),
 * so the browser uses its own origin: the server serves the SPA and the API on one port.
 * `VITE_API_BASE_URL` points a build at another host.
 */
export function apiBaseUrl(): string {
  // `import.meta.env` is Vite's (the app, Vitest); plain Node has none: the Playwright runner loads the
  // machines (and so this module) to generate its browser paths (e2e/support/model).
  const configured = import.meta.env?.VITE_API_BASE_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  const origin = globalThis.location?.origin;
  if (origin && origin !== 'null') return origin;
  return 'http://localhost:8080';
}
