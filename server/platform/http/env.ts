import type { ServerConfig } from '../config';
import type { Role } from '../tokens';
import type { ValidatedInput } from './contract';
import type { Language } from './messages';
import type { CachedAnswer } from './catalogue-cache';

/** The signed-in user of a request, from a valid, unrevoked bearer token. */
export interface AuthUser {
  id: string;
  userName: string;
  email: string;
  /** The token's id and expiry, for logout. */
  tokenId: string;
  expiresAt: Date;
  /** What the account may do now (ADMIN_EMAILS counted), and a partner's company (D283). */
  role: Role;
  companyId: number | null;
}

/** What every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    config: ServerConfig;
    language: Language;
    input: ValidatedInput;
    user: AuthUser | null;
    /** The request's id (X-Request-Id), in its log lines. */
    requestId: string;
    /** The contract's path template of the request's operation (`/api/Travel/{id}`), for the log. */
    route: string;
    /** A server-rendered page's inline stylesheet, as a CSP source (`'sha256-…'`): its policy allows it. */
    inlineStyleHash?: string;
    /** The catalogue's cached answer this request was sent, and in which encoding (server/platform/http/catalogue-cache.ts). */
    cachedAnswer?: CachedAnswer;
  };
}
