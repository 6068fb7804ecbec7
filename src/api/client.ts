import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@core/contract/schema';
import { apiBaseUrl } from './config';
import { sessionEvents, TOKEN_REFUSED } from './session-events';
import { readStoredToken } from './stored-session';

/** Why a call failed: the server answered with an error status, or no answer came at all. */
export type ApiError =
  | { kind: 'http'; status: number; message: string }
  | { kind: 'network'; status: null; message: string };

/** Expected failures are results, not throws (CONVENTIONS #3): machines branch on `ok`. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  baseUrl?: string;
  /** The bearer token to send, or null for none. Defaults to the stored session's token. */
  getToken?: () => string | null;
  /** The language to ask the server for. Defaults to the page's `lang`, which the i18n boot keeps current. */
  getLanguage?: () => string | null;
}

function documentLanguage(): string | null {
  const lang = globalThis.document?.documentElement.lang;
  return lang ? lang : null;
}

function sessionHeaders(getToken: () => string | null, getLanguage: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      const language = getLanguage();
      if (language) request.headers.set('Accept-Language', language);
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('Authorization')) sessionEvents.dispatchEvent(new Event(TOKEN_REFUSED));
      return response;
    },
  };
}

type Fetch = (request: Request) => Promise<Response>;
let serverFetch: (() => Fetch | undefined) | null = null;

/**
 * On the server: the page being rendered's own way to the API, looked up per call. The server
 * render runs the page's statecharts with their real actors, whose calls go through this client straight
 * into the app in-process (src/ui/app/ssr/entry-server.tsx), in the request's language.
 */
export function sendCallsThrough(lookup: () => Fetch | undefined): void {
  serverFetch = lookup;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? apiBaseUrl(),
    // Looked up at call time, not captured at creation, so msw (and any later patch) is seen.
    fetch: (request) => (serverFetch?.() ?? globalThis.fetch)(request),
  });
  client.use(sessionHeaders(options.getToken ?? readStoredToken, options.getLanguage ?? documentLanguage));
  return client;
}

/** The one client the browser uses. */
export const api: ApiClient = createApiClient();

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/**
 * Turns an openapi-fetch call into a typed result. 4xx and 5xx carry the server's `message` when it sent
 * one, else `fallbackMessage`; a network failure (no answer) carries `fallbackMessage` with kind 'network'.
 */
export async function toResult<D>(
  call: Promise<{ data?: D; error?: unknown; response: Response }>,
  fallbackMessage: string,
): Promise<ApiResult<D>> {
  let answer: { data?: D; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch {
    return { ok: false, error: { kind: 'network', status: null, message: fallbackMessage } };
  }
  const { data, error, response } = answer;
  if (response.ok) return { ok: true, data: data as D };
  return {
    ok: false,
    error: { kind: 'http', status: response.status, message: serverMessage(error) ?? fallbackMessage },
  };
}
