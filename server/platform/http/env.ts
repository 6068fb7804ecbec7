import type { ServerConfig } from '../config';
import type { Role } from '../tokens';
import type { Language } from './messages';

/** What a route gets: the validated, typed input of its operation. */
export interface ValidatedInput {
  operationId: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Files of a multipart body, by field name. */
  files: Record<string, File>;
}

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
  };
}
