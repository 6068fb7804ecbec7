/**
 * The server's one logger: JSON lines (pino) on standard output, one per request and one per error,
 * made in `startServer` and handed to everything through `Services`. What it writes about an error is
 * chosen field by field (D144): the error's kind, SQLSTATE code, schema names and stack, never a SQL
 * statement, its parameters, a request body, a token or an e-mail address.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export interface LoggerOptions {
  /** pino's level: `info` by default, `silent` in tests. */
  level?: string;
  /** Where lines go: standard output by default; tests pass a stream that collects them. */
  destination?: DestinationStream;
}

const EMAIL = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+\.[^\s@"'<>()[\]]+/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\bBearer\s+\S+/gi;

/** Takes e-mail addresses and tokens out of a text that may carry them (a driver's message). */
export function scrub(text: string): string {
  return text.replace(BEARER, 'Bearer [token]').replace(JWT, '[token]').replace(EMAIL, '[email]');
}

const SCHEMA_FIELDS = ['table', 'column', 'constraint', 'severity', 'routine'] as const;

/**
 * An error as the log shows it. Only named fields are copied: a driver's error carries the query and
 * its parameters as properties, and pino's default serializer would print every one of them.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error === 'string' ? scrub(error) : 'a value that is not an Error was thrown' };
  const record = error as Error & Record<string, unknown>;
  const shown: Record<string, unknown> = { type: error.constructor.name, message: scrub(error.message) };
  if (typeof record.code === 'string' || typeof record.code === 'number') shown.code = record.code;
  for (const field of SCHEMA_FIELDS) if (typeof record[field] === 'string') shown[field] = record[field];
  if (error.stack) shown.stack = scrub(error.stack);
  if (error.cause !== undefined && depth < 3) shown.cause = serializeError(error.cause, depth + 1);
  return shown;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: (error: unknown) => serializeError(error) },
    },
    options.destination,
  );
}
