import { createLogger, type Logger } from '../platform/logger';

/** A logger whose lines a test can read, parsed (pino writes each line to `write` as it logs). */
export function collectingLogger(level = 'info'): { logger: Logger; lines: () => Array<Record<string, unknown>>; text: () => string } {
  const written: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void written.push(line) } });
  return {
    logger,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  };
}
