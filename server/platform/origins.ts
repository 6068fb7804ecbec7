/** The origins named in the settings (CORS_ORIGINS, VITE_API_BASE_URL), read and checked at start. */

/** An http(s) origin alone (scheme://host[:port]), normalised as browsers send it in `Origin`, or what is wrong with `raw`. */
export function originOf(raw: string): { origin: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'is not an address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: 'is not an http(s) origin' };
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(raw)) {
    return { problem: `is more than an origin: give scheme://host[:port] alone (${url.origin})` };
  }
  return { origin: url.origin };
}

/**
 * CORS_ORIGINS: the other origins whose pages may call the API, comma-separated
 * (`https://app.example.com,https://admin.example.com`). A bad entry stops the server with the reason.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const origins = entries.map((entry) => {
    if (entry === '*') throw new Error("CORS_ORIGINS: '*' is not accepted; list each origin that may call the API (https://app.example.com)");
    const parsed = originOf(entry);
    if ('problem' in parsed) throw new Error(`CORS_ORIGINS: '${entry}' ${parsed.problem}; expected comma-separated origins such as https://app.example.com`);
    return parsed.origin;
  });
  return [...new Set(origins)];
}

/** VITE_API_BASE_URL's origin (the app built against an API on another host), for the page's policy. */
export function parseApiOrigin(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`VITE_API_BASE_URL must be an http(s) address, got '${value}'`);
}
