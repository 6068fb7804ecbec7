import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseApiOrigin, parseCorsOrigins } from './origins';
import { isLoopbackHost } from './loopback';
import { DEFAULT_RATES_FILE, readRatesFile, type CurrencyRates } from './currency-rates';

/** The server's configuration, read once from the environment with safe defaults (see README). */
export interface ServerConfig {
  port: number;
  /** Where the server keeps its data (the embedded database, uploads, generated secrets). */
  dataDir: string;
  /**
   * Where users' uploads (avatars, partner documents) are kept: UPLOADS_DIR, a folder every process of the
   * site shares (D334), or `dataDir`/uploads.
   */
  uploadsDir: string;
  /** UPLOADS_DIR was given: the uploads folder is the operator's shared one, not this machine's data directory. */
  uploadsShared: boolean;
  /** A PostgreSQL connection string; when absent, PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** The built single-page app to serve. */
  distDir: string;
  /** The server-render bundle (`vite build --ssr`): beside the app's build, `dist-ssr` for `dist`. */
  ssrDir: string;
  /** The address users reach the site at; used in links the server writes (e-mails, gateway returns). */
  publicUrl: string;
  /**
   * Signs the session tokens (HS256). When not given: generated once and kept in `dataDir` on the embedded
   * database, or in the database on PostgreSQL, where every process reads the same one (`secretsFromDatabase`).
   */
  jwtSecret: string;
  /**
   * ADMIN_EMAILS (comma-separated, lower-cased): the accounts with these e-mail addresses are admins whatever
   * their stored role (D283), beside those made with `npm run admin:create`.
   */
  adminEmails: ReadonlySet<string>;
  /** smtp(s)://user:pass@host:port for real mail; when absent, mail goes to the outbox. */
  smtpUrl: string | undefined;
  /**
   * SUPPORT_EMAIL: where Contact Us messages are mailed. Required on a public address, like
   * SMTP_URL; on loopback `support@rihla.example`, whose mail the outbox keeps.
   */
  supportEmail: string;
  /** The identity provider's client id; identity-provider sign-in is off without it. */
  googleClientId: string | undefined;
  /** Where the identity provider publishes its signing keys. */
  googleJwksUrl: string;
  /** Signs the payment gateway's callbacks (HMAC-SHA512). When not given: generated once, like `jwtSecret`. */
  paymentCallbackSecret: string;
  /**
   * The generated secrets that PostgreSQL keeps (DATABASE_URL set, the secret not given): empty here, and
   * filled in by `startServer` from the database before anything uses them.
   */
  secretsFromDatabase: GeneratedSecret[];
  environment: 'production' | 'development' | 'test';
  version: string;
  /** Tests only: check every API answer against the contract, and fail loudly when one does not match. */
  validateResponses: boolean;
  /**
   * An OpenAI-compatible chat-completions endpoint that phrases the assistant's replies:
   * ASSISTANT_LLM_URL (the full …/chat/completions address) and ASSISTANT_LLM_MODEL, with an optional
   * ASSISTANT_LLM_API_KEY. Null (the embedded assistant alone) unless both the address and the model are set.
   */
  assistantLlm: { url: string; model: string; apiKey?: string } | null;
  /** CORS_ORIGINS: the other origins whose pages may call the API and open the hub (server/platform/http/security.ts). */
  corsOrigins: string[];
  /** VITE_API_BASE_URL's origin when the app is built against another API host: the page's policy allows it. */
  apiOrigin: string | undefined;
  /** Which gateway takes payments, and its keys (see `readDeployment`). */
  payment: PaymentConfig;
  /** PUBLIC_URL is a loopback address: a developer's machine (the sandbox and the printed outbox are allowed). */
  loopback: boolean;
  /**
   * TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For (0: none, the socket's
   * address is the client's). With 1, the last address in the header is the client's, as the proxy saw it.
   */
  trustProxy: number;
  /**
   * RATE_LIMIT_ADDRESS_FACTOR: every per-address allowance of the rate limits is multiplied by this (1 by
   * default). Raise it when many people share one address (the browser tests' hundreds of travellers on
   * 127.0.0.1); the per-account limits do not change.
   */
  rateLimitAddressFactor: number;
  /**
   * PARTNER_COMMISSION_PERCENT (D325): the share of a paid booking Rihla keeps; the partner
   * dashboard's payouts owed are the departed paid bookings less this. 20 by default; 0 to 100, at most two
   * decimals (12.5).
   */
  partnerCommissionPercent: number;
  /**
   * The exchange rates for the display-currency choice at start: CURRENCY_RATES_FILE, by default
   * server/assets/currency-rates.json (with its date and source). Amounts stay EGP; these only show an
   * approximate dollar or euro amount beside them.
   */
  currencyRates: CurrencyRates;
  /** CURRENCY_RATES_URL: when set, the server fetches new rates (the file's shape) from it at start and daily. */
  currencyRatesUrl: string | undefined;
  /**
   * WORKERS: how many server processes `npm start` runs on the one port (Node's cluster module).
   * 1 by default; more only on PostgreSQL, since the embedded database admits one process (D350).
   */
  workers: number;
  /** Tests only (RIHLA_HOLD_SWEEP_MS): how often the seat-hold sweep ticks; 30 s otherwise. */
  holdSweepMs: number | undefined;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got '${raw}'`);
  return value;
}

/** A percentage from 0 to 100 with at most two decimals (`12.5`), or `fallback` when unset. */
function percent(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw.trim()) || value > 100) throw new Error(`${name} must be a percentage from 0 to 100 (at most two decimals, e.g. 12.5), got '${raw}'`);
  return value;
}

function assistantLlm(env: NodeJS.ProcessEnv): ServerConfig['assistantLlm'] {
  const url = optional(env.ASSISTANT_LLM_URL);
  const model = optional(env.ASSISTANT_LLM_MODEL);
  if (!url || !model) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`ASSISTANT_LLM_URL must be an http(s) address, got '${url}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`ASSISTANT_LLM_URL must be an http(s) address, got '${url}'`);
  }
  const apiKey = optional(env.ASSISTANT_LLM_API_KEY);
  return { url, model, ...(apiKey ? { apiKey } : {}) };
}

/** The rates file named by CURRENCY_RATES_FILE, or the one shipped with the server; a bad file stops the start. */
function currencyRatesFrom(env: NodeJS.ProcessEnv): CurrencyRates {
  const file = optional(env.CURRENCY_RATES_FILE);
  try {
    return readRatesFile(file ? resolve(file) : DEFAULT_RATES_FILE);
  } catch (error) {
    throw new ConfigError(`CURRENCY_RATES_FILE: ${(error as Error).message}`);
  }
}

function httpAddress(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) address, got '${raw}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) address, got '${raw}'`);
  return raw;
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got '${raw}'`);
  }
  return value;
}

function environment(raw: string | undefined): ServerConfig['environment'] {
  return raw === 'development' || raw === 'test' ? raw : 'production';
}

function optional(raw: string | undefined): string | undefined {
  return raw && raw.trim() !== '' ? raw.trim() : undefined;
}

/** The secrets the server generates when the environment does not give them. */
export type GeneratedSecret = 'jwtSecret' | 'paymentCallbackSecret';

/** Where each generated secret is kept: the file in `dataDir`, or the row of `server_secrets`. */
export const GENERATED_SECRET_NAMES: Record<GeneratedSecret, string> = {
  jwtSecret: 'jwt-secret',
  paymentCallbackSecret: 'payment-callback-secret',
};

/**
 * A secret from the environment, else the one kept in `dataDir`, else a new one written there, so tokens
 * and signatures survive a restart. Memory-only data directories get a fresh secret each time.
 */
function persistentSecret(given: string | undefined, dataDir: string, file: string): string {
  if (given) return given;
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

// ------------------------------------------------------------------------- deployment

/** A setting that keeps the server from starting: its message says what to set, and main prints only it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type PaymentConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'paymob';
      secretKey: string;
      publicKey: string;
      hmacSecret: string;
      integrationId: number;
      /** Paymob's address (Egypt by default): the Intention and refund APIs and the Unified Checkout. */
      baseUrl: string;
    };

export const PAYMOB_DEFAULT_BASE_URL = 'https://accept.paymob.com';

/** localhost, 127.0.0.0/8 or [::1]: an address only this machine reaches. */
export function isLoopbackUrl(address: string): boolean {
  try {
    return isLoopbackHost(new URL(address).hostname);
  } catch {
    return false;
  }
}

function paymentConfig(env: NodeJS.ProcessEnv, loopback: boolean, publicUrl: string): PaymentConfig {
  const chosen = optional(env.PAYMENT_PROVIDER)?.toLowerCase();
  if (chosen === undefined) {
    if (loopback) return { provider: 'sandbox' };
    throw new ConfigError(
      `PUBLIC_URL is ${publicUrl}, a public address, and no payment gateway is configured. Set PAYMENT_PROVIDER=paymob ` +
        'with PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET and PAYMOB_INTEGRATION_ID (README, "Going live"), ' +
        'or PAYMENT_PROVIDER=sandbox to run the test gateway on purpose (no money moves; any 4242 card books).',
    );
  }
  if (chosen === 'sandbox') return { provider: 'sandbox' };
  if (chosen !== 'paymob') throw new ConfigError(`PAYMENT_PROVIDER must be paymob or sandbox, got '${env.PAYMENT_PROVIDER}'`);
  const key = (name: string): string => {
    const value = optional(env[name]);
    if (!value) throw new ConfigError(`PAYMENT_PROVIDER=paymob needs ${name} (from the Paymob dashboard; README, "Going live")`);
    return value;
  };
  const secretKey = key('PAYMOB_SECRET_KEY');
  const publicKey = key('PAYMOB_PUBLIC_KEY');
  const hmacSecret = key('PAYMOB_HMAC_SECRET');
  const rawIntegration = key('PAYMOB_INTEGRATION_ID');
  if (!/^\d{1,15}$/.test(rawIntegration) || Number(rawIntegration) === 0) {
    throw new ConfigError(`PAYMOB_INTEGRATION_ID must be the card integration's number, got '${rawIntegration}'`);
  }
  const baseUrl = (optional(env.PAYMOB_BASE_URL) ?? PAYMOB_DEFAULT_BASE_URL).replace(/\/+$/, '');
  let parsed: URL | null = null;
  try {
    parsed = new URL(baseUrl);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new ConfigError(`PAYMOB_BASE_URL must be an http(s) address, got '${baseUrl}'`);
  }
  return { provider: 'paymob', secretKey, publicKey, hmacSecret, integrationId: Number(rawIntegration), baseUrl };
}

/**
 * What a public deployment must have (D122): PUBLIC_URL not on loopback means real people, so
 * a payment gateway chosen on purpose and mail that leaves the machine. A loopback PUBLIC_URL (the
 * default, and the tests') keeps `npm start` working with nothing set: the sandbox, and mail kept in the
 * outbox and printed for the developer.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@rihla.example';

/** SUPPORT_EMAIL (D255): an address, required when real people write to it (a public PUBLIC_URL). */
function supportEmail(env: NodeJS.ProcessEnv, loopback: boolean, publicUrl: string): string {
  const given = optional(env.SUPPORT_EMAIL);
  if (given === undefined) {
    if (loopback) return DEFAULT_SUPPORT_EMAIL;
    throw new ConfigError(
      `PUBLIC_URL is ${publicUrl}, a public address, and SUPPORT_EMAIL is not set: Contact Us messages would reach nobody. ` +
        'Set SUPPORT_EMAIL=support@your-domain (README, "Going live").',
    );
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(given)) throw new ConfigError(`SUPPORT_EMAIL must be an e-mail address, got '${given}'`);
  return given;
}

function readDeployment(env: NodeJS.ProcessEnv, publicUrl: string): Pick<ServerConfig, 'payment' | 'loopback' | 'supportEmail'> {
  const loopback = isLoopbackUrl(publicUrl);
  const payment = paymentConfig(env, loopback, publicUrl);
  if (!loopback && !optional(env.SMTP_URL)) {
    throw new ConfigError(
      `PUBLIC_URL is ${publicUrl}, a public address, and SMTP_URL is not set: password-reset mail would never reach anyone. ` +
        'Set SMTP_URL=smtps://user:password@host:465 (README, "Going live").',
    );
  }
  return { payment, loopback, supportEmail: supportEmail(env, loopback, publicUrl) };
}

/** UPLOADS_DIR when given; else `dataDir`/uploads, or a throwaway folder for a memory-only database (tests). */
function uploadsFolder(given: string | undefined, dataDir: string): Pick<ServerConfig, 'uploadsDir' | 'uploadsShared'> {
  if (given) return { uploadsDir: resolve(given), uploadsShared: true };
  return { uploadsDir: dataDir.startsWith('memory://') ? mkdtempSync(join(tmpdir(), 'rihla-uploads-')) : join(dataDir, 'uploads'), uploadsShared: false };
}

// ------------------------------------------------------------------------------------------------------

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serverPort = port(env.PORT);
  const cors = { corsOrigins: parseCorsOrigins(env.CORS_ORIGINS), apiOrigin: parseApiOrigin(env.VITE_API_BASE_URL) };
  const publicUrl = (optional(env.PUBLIC_URL) ?? `http://localhost:${serverPort}`).replace(/\/+$/, '');
  const deployment = readDeployment(env, publicUrl);
  const rawDataDir = env.DATA_DIR ?? './data';
  const dataDir = rawDataDir.startsWith('memory://') ? rawDataDir : resolve(rawDataDir);
  const databaseUrl = optional(env.DATABASE_URL);
  // On PostgreSQL a generated secret lives in the database, so that every process signs and verifies with
  // the same one; a data directory is one machine's.
  const secretsFromDatabase: GeneratedSecret[] = [];
  const secret = (name: GeneratedSecret, given: string | undefined): string => {
    if (given || !databaseUrl) return persistentSecret(given, dataDir, GENERATED_SECRET_NAMES[name]);
    secretsFromDatabase.push(name);
    return '';
  };
  return {
    port: serverPort,
    dataDir,
    ...uploadsFolder(optional(env.UPLOADS_DIR), dataDir),
    databaseUrl,
    distDir: resolve(env.DIST_DIR ?? './dist'),
    ssrDir: resolve(env.SSR_DIR ?? `${resolve(env.DIST_DIR ?? './dist')}-ssr`),
    publicUrl,
    jwtSecret: secret('jwtSecret', optional(env.JWT_SECRET)),
    adminEmails: new Set((optional(env.ADMIN_EMAILS) ?? '').split(',').map((email) => email.trim().toLowerCase()).filter((email) => email !== '')),
    smtpUrl: optional(env.SMTP_URL),
    googleClientId: optional(env.GOOGLE_CLIENT_ID),
    googleJwksUrl: optional(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    paymentCallbackSecret: secret('paymentCallbackSecret', optional(env.PAYMENT_CALLBACK_SECRET)),
    secretsFromDatabase,
    environment: environment(env.NODE_ENV),
    version: env.npm_package_version ?? '0.1.0',
    validateResponses: env.RIHLA_VALIDATE_RESPONSES === '1',
    assistantLlm: assistantLlm(env),
    ...cors,
    ...deployment,
    trustProxy: wholeNumber('TRUST_PROXY', env.TRUST_PROXY, 0, 0),
    rateLimitAddressFactor: wholeNumber('RATE_LIMIT_ADDRESS_FACTOR', env.RATE_LIMIT_ADDRESS_FACTOR, 1, 1),
    partnerCommissionPercent: percent('PARTNER_COMMISSION_PERCENT', env.PARTNER_COMMISSION_PERCENT, 20),
    currencyRates: currencyRatesFrom(env),
    currencyRatesUrl: httpAddress('CURRENCY_RATES_URL', optional(env.CURRENCY_RATES_URL)),
    workers: wholeNumber('WORKERS', env.WORKERS, 1, 1),
    holdSweepMs: env.RIHLA_HOLD_SWEEP_MS ? wholeNumber('RIHLA_HOLD_SWEEP_MS', env.RIHLA_HOLD_SWEEP_MS, 30_000, 100) : undefined,
  };
}
