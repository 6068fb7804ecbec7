/**
 * Stopping is bounded: told to stop, the server stops accepting, lets the requests in
 * flight finish, closes idle keep-alive connections and the assistant's hub connections (whose clients
 * hear that the server is restarting and may reconnect elsewhere), and is done well within the 10 s a
 * process manager waits after SIGTERM, however long a client would keep a connection open.
 */
import { connect, type Socket } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './platform/http/env';
import { connectChat } from './testing/hub-clients';
import { startTestServer, type TestServer } from './testing/harness';

/**
 * A route in front of the app that answers after `ms`, or never when `ms` is null; `started` resolves when
 * the server has begun handling it (the moment the request is in flight, whatever the machine's load).
 */
function slowRoutes(ms: number | null) {
  let begin: () => void = () => undefined;
  const started = new Promise<number>((resolve) => (begin = () => resolve(performance.now())));
  const routes = new Hono<AppEnv>().get('/__test/slow', async (c) => {
    begin();
    if (ms === null) await new Promise(() => {});
    await new Promise((resolve) => setTimeout(resolve, ms ?? 0));
    return c.text('finished');
  });
  return { routes, started };
}

interface RawHttp {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
  /** Sends one HTTP/1.1 request on the connection, kept alive. */
  get(path: string): void;
  /** Resolves once `count` responses have arrived in full. */
  responses(count: number): Promise<void>;
}

/** A raw HTTP/1.1 keep-alive connection, so a test sees exactly when the server closes it. */
async function openConnection(url: string): Promise<RawHttp> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    received: () => text,
    closed,
    get: (path) => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`),
    responses: (count) => expect.poll(() => text.split('HTTP/1.1 ').length - 1, { timeout: 10_000 }).toBe(count),
  };
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('stopping the server', () => {
  it('finishes the request in flight, closes idle keep-alive and hub connections, and stops within seconds', async () => {
    const slow = slowRoutes(1500);
    const server: TestServer = await startTestServer({}, { before: slow.routes });
    // An idle keep-alive connection that has been answered once and stays open.
    const idle = await openConnection(server.url);
    idle.get('/api/health');
    await idle.responses(1);
    // A request in flight when the stop comes, on a keep-alive connection of its own.
    const busy = await openConnection(server.url);
    busy.get('/__test/slow');
    // A conversation with the assistant.
    const chat = await connectChat(server.url);
    await chat.connection.invoke('SendMessage', 'hello');
    // The slow request is in flight: the server is handling it.
    const startedAt = await slow.started;

    const stopMs = await timed(() => server.close());

    // The answer reaches this client a moment after the server is done with it: read it once the server has
    // closed the connection (which it does only after answering, or when it cut the request).
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(busy.received()).toMatch(/finished$/);
    await idle.closed;
    expect((await chat.closed)?.message).toMatch(/The server is restarting/);
    // It waited for the slow request's 1.5 s (counted from when the server began it: on a busy machine the
    // set-up above can take much of it), and stopped soon after.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(1450);
    expect(stopMs).toBeLessThan(4000);
    // Nothing is accepted any more.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('cuts a request that does not finish within the grace period, and still stops in time', async () => {
    const slow = slowRoutes(null);
    const server = await startTestServer({}, { before: slow.routes, shutdownGraceMs: 1000 });
    const stuck = await openConnection(server.url);
    stuck.get('/__test/slow');
    await slow.started;

    const stopMs = await timed(() => server.close());

    await stuck.closed;
    expect(stuck.received()).toBe('');
    expect(stopMs).toBeGreaterThanOrEqual(900);
    expect(stopMs).toBeLessThan(3000);
  }, 60_000);

  it('stops within 10 s with the default grace period however long a request would take', async () => {
    const slow = slowRoutes(null);
    const server = await startTestServer({}, { before: slow.routes });
    const stuck = await openConnection(server.url);
    stuck.get('/__test/slow');
    await slow.started;

    const stopMs = await timed(() => server.close());

    await stuck.closed;
    expect(stopMs).toBeLessThan(10_000);
  }, 60_000);
});
