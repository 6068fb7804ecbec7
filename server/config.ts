import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The server's configuration, read once from the environment with safe defaults (see README). */
export interface ServerConfig {
  port: number;
  /** Where the server keeps its data (the embedded database, uploads, generated secrets). */
  dataDir: string;
  /** Where users' uploads (avatars, partner documents) are kept: `dataDir`/uploads. */
  uploadsDir: string;
  /** A PostgreSQL connection string; when absent, PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** The built single-page app to serve. */
  distDir: string;
  /** The address users reach the site at; used in links the server writes (e-mails, gateway returns). */
  publicUrl: string;
  /** Signs the session tokens (HS256). Generated once and kept in `dataDir` when not given. */
  jwtSecret: string;
  /** smtp(s)://user:pass@host:port for real mail; when absent, mail goes to the outbox. */
  smtpUrl: string | undefined;
  /** The identity provider's client id; identity-provider sign-in is off without it. */
  googleClientId: string | undefined;
  /** Where the identity provider publishes its signing keys. */
  googleJwksUrl: string;
  /** Signs the payment gateway's callbacks (HMAC-SHA512). Generated once and kept in `dataDir` when not given. */
  paymentCallbackSecret: string;
  environment: 'production' | 'development' | 'test';
  version: string;
  /** Tests only: check every API answer against the contract, and fail loudly when one does not match. */
  validateResponses: boolean;
  /**
   * An OpenAI-compatible chat-completions endpoint that phrases the assistant's replies (issue 7):
   * ASSISTANT_LLM_URL (the full …/chat/completions address) and ASSISTANT_LLM_MODEL, with an optional
   * ASSISTANT_LLM_API_KEY. Null (the embedded assistant alone) unless both the address and the model are set.
   */
  assistantLlm: { url: string; model: string; apiKey?: string } | null;
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
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got '${raw}'`);
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serverPort = port(env.PORT);
  const rawDataDir = env.DATA_DIR ?? './data';
  const dataDir = rawDataDir.startsWith('memory://') ? rawDataDir : resolve(rawDataDir);
  return {
    port: serverPort,
    dataDir,
    // A memory-only database (tests) keeps its uploads in a throwaway folder.
    uploadsDir: dataDir.startsWith('memory://') ? mkdtempSync(join(tmpdir(), 'rihla-uploads-')) : join(dataDir, 'uploads'),
    databaseUrl: optional(env.DATABASE_URL),
    distDir: resolve(env.DIST_DIR ?? './dist'),
    publicUrl: (optional(env.PUBLIC_URL) ?? `http://localhost:${serverPort}`).replace(/\/+$/, ''),
    jwtSecret: persistentSecret(optional(env.JWT_SECRET), dataDir, 'jwt-secret'),
    smtpUrl: optional(env.SMTP_URL),
    googleClientId: optional(env.GOOGLE_CLIENT_ID),
    googleJwksUrl: optional(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    paymentCallbackSecret: persistentSecret(optional(env.PAYMENT_CALLBACK_SECRET), dataDir, 'payment-callback-secret'),
    environment: environment(env.NODE_ENV),
    version: env.npm_package_version ?? '0.1.0',
    validateResponses: env.RIHLA_VALIDATE_RESPONSES === '1',
    assistantLlm: assistantLlm(env),
    trustProxy: wholeNumber('TRUST_PROXY', env.TRUST_PROXY, 0, 0),
    rateLimitAddressFactor: wholeNumber('RATE_LIMIT_ADDRESS_FACTOR', env.RATE_LIMIT_ADDRESS_FACTOR, 1, 1),
  };
}
