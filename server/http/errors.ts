import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { components } from '../../src/api/schema';

/** The contract's one error shape: every 4xx and 5xx answers `{ message }`. */
export type ErrorBody = components['schemas']['Error'];

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ message } satisfies ErrorBody, status);
}
