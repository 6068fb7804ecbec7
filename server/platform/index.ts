/**
 * The platform: what every area stands on and that knows no area. Settings, the log, the database and its
 * migrations, mail, background-job runs, ids, Cairo's clock, tokens and roles, uploads, rate limits, and the
 * HTTP kit every area's routes use (the contract's check, messages in both languages, the signed-in user,
 * security headers, the request log, the catalogue's answer cache). Other areas import it from here only.
 */
import { purgeRateLimitsJob } from './http/rate-limits';
import type { AreaSetup } from './services';

export { CAIRO_TIME_ZONE, cairoDay, cairoMidnight, cairoWallClock } from './cairo-time';
export { readConfig, type ServerConfig } from './config';
export { createRatesStore, type CurrencyRates, DEFAULT_RATES_FILE, RATES_REFRESH_INTERVAL_MS, type RatesStore, readRatesFile } from './currency-rates';
export { type Db, openDb, type Queryable } from './db/db';
export { migrate } from './db/migrate';
export { listen } from './db/notifications';
export { escapeHtml, formatCairoDateTime, formatEgp } from './display';
export { currentUser, partnerCompanyOf, readUser, requireRole, requireUser } from './http/auth-middleware';
export { CatalogueCache } from './http/catalogue-cache';
export { catalogueCacheMiddleware, catalogueFastLane } from './http/catalogue-cache-middleware';
export { contractMiddleware, inputOf } from './http/contract';
export { Contract } from './http/contract-document';
export type { AppEnv } from './http/env';
export { common, defineMessages, screenWords, type Language, requestLanguage } from './http/messages';
export { accountKeyOf, normaliseIdentifier, rateLimits } from './http/rate-limits';
export { requestLog } from './http/request-log';
export { apiCors, hubOriginCheck, rawSecurityHeaders, securityHeaders, STYLED_PAGE_CONTENT_SECURITY_POLICY } from './http/security';
export { isRowId, SQL_INT_MAX } from './ids';
export { runJobOnce } from './job-runs';
export { createLogger, type Logger } from './logger';
export { isLoopbackHost } from './loopback';
export { createMailer, type Mail, type MailAttachment, type Mailer, type OutboxEntry, readOutbox, readOutboxMail } from './mail';
export type { Area, AreaSetup, BackgroundJob, Services } from './services';
export { loadSharedSecrets } from './shared-secrets';
export { createTestClock } from './test-clock';
export { issueToken, revokeToken, type Role, roleOf } from './tokens';
export { checkUpload, type FileKind, removeUpload, saveUpload } from './uploads';

/** The platform's own job: forgetting rate-limit windows that have passed. */
export const platformArea: AreaSetup = { routes: [], jobs: [purgeRateLimitsJob] };
