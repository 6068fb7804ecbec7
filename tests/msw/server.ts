/**
 * The msw server for node tests. Strict (CONVENTIONS #7): a request no handler answers is an error, so a
 * test cannot pass by reaching a server it did not mean to.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Starts the strict server for the calling test file, forgets per-test handlers after each test, stops it at the end. */
export function startMswServer(): typeof server {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
