import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from './harness';

/** useTestServer's handle: the running server inside its block, a clear error before it started and after it closed. */
const seen: { handle?: TestServer; readEarly?: unknown } = {};

describe('useTestServer', () => {
  let loggerAsked = false;
  const server = useTestServer(() => ({ SUPPORT_EMAIL: 'care@rihla.test' }), () => {
    loggerAsked = true;
    return {};
  });
  seen.handle = server;
  try {
    void server.url;
  } catch (error) {
    seen.readEarly = error;
  }

  it('throws a clear error when the handle is read while the tests are collected, before the server started', () => {
    expect(seen.readEarly).toBeInstanceOf(Error);
    expect((seen.readEarly as Error).message).toMatch(/read \("url"\) before it started: read it inside a test or a hook/);
  });

  it('forwards to the server started with the environment and options given (functions called at start)', async () => {
    expect(loggerAsked).toBe(true);
    expect(server.services.config.supportEmail).toBe('care@rihla.test');
    expect('clock' in server).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await server.api().GET('/api/Category')).response.status).toBe(200);
  });

  it('is no promise: resolving a promise with the handle gives the handle', async () => {
    expect(await Promise.resolve(server)).toBe(server);
  });
});

describe('useTestServer, after its block', () => {
  it('throws a clear error when the handle is read after the server closed', () => {
    expect(() => seen.handle!.url).toThrow(/read \("url"\) after it closed/);
  });
});
