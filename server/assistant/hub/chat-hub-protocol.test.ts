// Kept whole: one protocol's rules on one stand-in hub (startHub, its clients and their cleanup after each test); split, each part would repeat that scaffolding.
/**
 * The hub's protocol, on a bare HTTP server with a small stand-in assistant and short timers, so the
 * SignalR rules (completions, errors, pings, timeouts, the connection cap, shutdown, session expiry)
 * can be checked quickly and exactly. The same hub through the real engine and the real server is in
 * chat-hub.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSISTANT_NAME } from '../assistant';
import type { Assistant, ConversationContext } from '../assistant-types';
import { collectingLogger } from '../../testing/log-lines';
import { attachChatHub, type ChatHub } from './chat-hub';
import type { HubLimits } from './hub-limits';
import { connectChat, connectRaw, RS, type ChatClient, type RawClient } from '../../testing/hub-clients';

interface Heard {
  text: string;
  context: ConversationContext | null;
}

/** Echoes the text, counts the turns in its context, and can be told to fail or dawdle. */
function fakeAssistant() {
  const heard: Heard[] = [];
  const assistant: Assistant & { heard: Heard[]; failWith?: Error; delayMs: (text: string) => number } = {
    heard,
    delayMs: () => 0,
    async reply({ text, context }) {
      heard.push({ text, context });
      const delay = assistant.delayMs(text);
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (assistant.failWith) throw assistant.failWith;
      const turns = typeof context?.turns === 'number' ? context.turns + 1 : 1;
      return {
        response: `echo: ${text}`,
        travels: [{ id: 7, title: 'Nile cruise', description: 'Four days', price: 900, imageUrl: null, extra: 'not for the client' } as never],
        events: [{ id: 3, name: 'Sound and light', date: '2026-03-01T18:00:00Z', location: 'Giza', description: 'Evening show' }],
        context: { turns },
      };
    },
  };
  return assistant;
}

interface Harness {
  url: string;
  hub: ChatHub;
  assistant: ReturnType<typeof fakeAssistant>;
  clock: { now: () => Date; advance(ms: number): void };
  server: Server;
  /** What the hub logged, parsed. */
  logged: () => Array<Record<string, unknown>>;
}

const running: Harness[] = [];
const clients: Array<{ stop(): Promise<void> } | RawClient> = [];

async function startHub(limits: Partial<HubLimits> = {}): Promise<Harness> {
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
  const assistant = fakeAssistant();
  const server = createServer((_request, response) => response.writeHead(404).end());
  const log = collectingLogger();
  const hub = attachChatHub(server, { assistant, now: clock.now, limits, logger: log.logger });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const harness = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hub, assistant, clock, server, logged: log.lines };
  running.push(harness);
  return harness;
}

async function chat(url: string, options: Parameters<typeof connectChat>[1] = {}): Promise<ChatClient> {
  const client = await connectChat(url, options);
  clients.push(client);
  return client;
}

async function raw(url: string, options: Parameters<typeof connectRaw>[1] = {}): Promise<RawClient> {
  const client = await connectRaw(url, options);
  clients.push(client);
  return client;
}

afterEach(async () => {
  for (const client of clients.splice(0)) {
    if ('socket' in client) client.socket.terminate();
    else await client.stop();
  }
  for (const harness of running.splice(0)) {
    await harness.hub.close();
    harness.server.closeAllConnections();
    await new Promise((resolve) => harness.server.close(resolve));
  }
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the /chatHub protocol', () => {
  it('answers SendMessage with a ReceiveMessage push, then completes the invocation', async () => {
    const { url } = await startHub();
    const client = await chat(url);
    const result: unknown = await client.connection.invoke('SendMessage', 'hello');
    // invoke resolves only after the completion (no result: the answer is the push, which came first).
    expect(result).toBeUndefined();
    expect(client.replies).toHaveLength(1);
    const reply = client.replies[0]!;
    expect(reply.name).toBe(ASSISTANT_NAME);
    expect(reply.response).toBe('echo: hello');
    expect(reply.sessionId).toMatch(UUID);
    // Only the fields the spec names reach the client.
    expect(reply.travels).toEqual([{ id: 7, title: 'Nile cruise', description: 'Four days', price: 900, imageUrl: null }]);
    expect(reply.events).toEqual([{ id: 3, name: 'Sound and light', date: '2026-03-01T18:00:00Z', location: 'Giza', description: 'Evening show' }]);
  });

  it('answers a send without an invocation id with the push alone', async () => {
    const { url } = await startHub();
    const client = await chat(url);
    await client.connection.send('SendMessage', 'no id');
    expect((await client.reply(1)).response).toBe('echo: no id');

    // On the wire: the push, and no completion for an invocation that had no id.
    const socket = await raw(url, { handshake: true });
    const from = socket.records.length;
    socket.send(`${JSON.stringify({ type: 1, target: 'SendMessage', arguments: ['raw'] })}${RS}`);
    const push = await socket.next((record) => record.type === 1, 5000, from);
    expect(push).toMatchObject({ target: 'ReceiveMessage', arguments: [ASSISTANT_NAME, { response: 'echo: raw' }] });
    expect(push).not.toHaveProperty('invocationId');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.records.filter((record) => record.type === 3)).toEqual([]);
  });

  it('completes with an error for an unknown method, wrong arguments, a stream and a cancel', async () => {
    const { url, assistant } = await startHub();
    const client = await chat(url);
    await expect(client.connection.invoke('Nope', 'x')).rejects.toThrow(/'Nope'.*does not exist/);
    await expect(client.connection.invoke('SendMessage', 42)).rejects.toThrow(/one argument, the message text/);
    await expect(client.connection.invoke('SendMessage', 'a', 'b')).rejects.toThrow(/2 arguments/);
    const streamed = await new Promise<Error>((resolve) => {
      client.connection.stream('SendMessage', 'x').subscribe({ next: () => {}, complete: () => resolve(new Error('completed')), error: resolve });
    });
    expect(streamed.message).toMatch(/no streaming methods/);
    expect(assistant.heard).toEqual([]);

    const socket = await raw(url, { handshake: true });
    socket.send(`${JSON.stringify({ type: 5, invocationId: '9' })}${RS}`);
    expect(await socket.next((record) => record.type === 3)).toEqual({ type: 3, invocationId: '9', error: expect.stringMatching(/no stream '9'/) as string });
    // The connection is still good after every refusal.
    await client.connection.invoke('SendMessage', 'still here');
    expect(client.replies.at(-1)?.response).toBe('echo: still here');
  });

  it('completes with an error when the assistant fails, and apologises when there is no id', async () => {
    const { url, assistant, logged } = await startHub();
    const client = await chat(url);
    assistant.failWith = new Error('engine down');
    await expect(client.connection.invoke('SendMessage', 'hello')).rejects.toThrow(/error occurred invoking 'SendMessage'/);
    expect(client.replies).toEqual([]);
    await client.connection.send('SendMessage', 'مرحبا');
    expect((await client.reply(1)).response).toBe('عذرًا، حدث خطأ ما. يرجى المحاولة مرة أخرى.');
    expect(logged().filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({ msg: 'chat hub: the assistant failed', err: expect.objectContaining({ type: 'Error', message: 'engine down' }) as unknown }),
      expect.objectContaining({ msg: 'chat hub: the assistant failed', err: expect.objectContaining({ type: 'Error', message: 'engine down' }) as unknown }),
    ]);
    assistant.failWith = undefined;
    await client.connection.invoke('SendMessage', 'better now');
    expect(client.replies.at(-1)?.response).toBe('echo: better now');
  });

  it('completes with an error when the assistant takes too long', async () => {
    const { url, assistant } = await startHub({ replyTimeoutMs: 100 });
    assistant.delayMs = () => 1000;
    const client = await chat(url);
    await expect(client.connection.invoke('SendMessage', 'slow')).rejects.toThrow(/took too long/);
  });

  it('answers messages one after another, in the order they came', async () => {
    const { url, assistant } = await startHub();
    assistant.delayMs = (text) => (text === 'first' ? 150 : 0);
    const client = await chat(url);
    await Promise.all([client.connection.invoke('SendMessage', 'first'), client.connection.invoke('SendMessage', 'second')]);
    expect(client.replies.map((reply) => reply.response)).toEqual(['echo: first', 'echo: second']);
    expect(assistant.heard[1]?.context).toEqual({ turns: 1 });
  });
});

describe('pings and timeouts', () => {
  it('pings on the interval, which keeps the stock client connected past its server timeout', async () => {
    const { url } = await startHub({ pingIntervalMs: 100 });
    const socket = await raw(url, { handshake: true });
    const client = await chat(url, { serverTimeoutMs: 400, keepAliveMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(socket.records.filter((record) => record.type === 6).length).toBeGreaterThanOrEqual(5);
    expect(client.connection.state).toBe('Connected');
    await client.connection.invoke('SendMessage', 'after a quiet second');
    expect(client.replies.at(-1)?.response).toBe('echo: after a quiet second');
  });

  it('(control) without pings the same client gives up, so the test above can fail', async () => {
    const { url } = await startHub({ pingIntervalMs: 60_000 });
    const client = await chat(url, { serverTimeoutMs: 400, keepAliveMs: 100 });
    const error = await client.closed;
    expect(error?.message).toMatch(/Server timeout elapsed/);
  });

  it('closes a client that says nothing for the client timeout, with an error it may reconnect after', async () => {
    const { url, hub } = await startHub({ pingIntervalMs: 100, clientTimeoutMs: 250 });
    const socket = await raw(url, { handshake: true });
    const close = await socket.next((record) => record.type === 7, 2000);
    expect(close).toEqual({ type: 7, error: expect.stringMatching(/nothing was received from the client/) as string, allowReconnect: true });
    expect(await socket.closed).toBe(1000);
    expect(hub.connections()).toBe(0);
  });

  it('closes a socket whose handshake does not arrive in time', async () => {
    const { url, hub } = await startHub({ handshakeTimeoutMs: 200 });
    const socket = await raw(url);
    expect(hub.connections()).toBe(1);
    expect(await socket.next((record) => 'error' in record, 2000)).toEqual({ error: expect.stringMatching(/handshake request did not arrive/) as string });
    expect(await socket.closed).toBe(1000);
    expect(hub.connections()).toBe(0);
  });
});

describe('malformed input', () => {
  it('refuses a handshake for another protocol with a handshake error', async () => {
    const { url } = await startHub();
    const socket = await raw(url);
    socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(await socket.next(() => true)).toEqual({ error: "The protocol 'messagepack' is not supported; use 'json'." });
    await socket.closed;
  });

  it.each([
    ['not JSON', 'hello there'],
    ['not an object', '[1,2]'],
    ['no type', '{"target":"SendMessage"}'],
    ['no target', '{"type":1,"arguments":[]}'],
    ['arguments not an array', '{"type":1,"target":"SendMessage","arguments":"hi"}'],
    ['a numeric invocation id', '{"type":1,"invocationId":1,"target":"SendMessage","arguments":["hi"]}'],
    ['an empty record', ''],
  ])('closes with an error on %s and keeps serving others', async (_name, record) => {
    const { url, hub } = await startHub();
    const bystander = await chat(url);
    const socket = await raw(url, { handshake: true });
    socket.send(`${record}${RS}`);
    const close = await socket.next((message) => message.type === 7);
    expect(close).toEqual({ type: 7, error: expect.stringMatching(/malformed message/) as string, allowReconnect: false });
    await socket.closed;
    expect(hub.connections()).toBe(1);
    await bystander.connection.invoke('SendMessage', 'unaffected');
    expect(bystander.replies.at(-1)?.response).toBe('echo: unaffected');
  });

  it('closes a connection that sends a frame over the size limit', async () => {
    const { url } = await startHub({ maxFrameBytes: 4096 });
    const socket = await raw(url, { handshake: true });
    socket.send('x'.repeat(5000));
    expect(await socket.closed).toBe(1009);
  });

  it('closes with an error when an unfinished record grows past the size limit', async () => {
    const { url } = await startHub({ maxFrameBytes: 4096 });
    const socket = await raw(url, { handshake: true });
    for (let i = 0; i < 3; i += 1) socket.send('y'.repeat(2000));
    expect(await socket.next((record) => record.type === 7)).toEqual({ type: 7, error: 'The message is larger than 4096 bytes.', allowReconnect: false });
  });

  it('accepts records split across frames and several records in one frame', async () => {
    const { url } = await startHub();
    const socket = await raw(url, { handshake: true });
    const first = JSON.stringify({ type: 1, invocationId: '1', target: 'SendMessage', arguments: ['split'] });
    socket.send(first.slice(0, 10));
    socket.send(`${first.slice(10)}${RS}${JSON.stringify({ type: 6 })}${RS}${JSON.stringify({ type: 1, invocationId: '2', target: 'sendmessage', arguments: ['two'] })}${RS}`);
    await socket.next((record) => record.type === 3 && record.invocationId === '2');
    const pushes = socket.records.filter((record) => record.type === 1).map((record) => (record.arguments as [string, { response: string }])[1].response);
    expect(pushes).toEqual(['echo: split', 'echo: two']);
    expect(socket.records.filter((record) => record.type === 3)).toEqual([
      { type: 3, invocationId: '1' },
      { type: 3, invocationId: '2' },
    ]);
  });

  it('answers an upgrade to any other path with 404', async () => {
    const { url } = await startHub();
    await expect(connectRaw(url, { path: '/elsewhere' })).rejects.toThrow('upgrade refused: 404');
  });
});

describe('limits', () => {
  it('asks a connection that sends too fast to slow down, then listens again after the window', async () => {
    const { url, assistant } = await startHub({ rateLimitMessages: 3, rateWindowMs: 400 });
    const client = await chat(url);
    await Promise.all(['1', '2', '3', '4', 'خمسة'].map((text) => client.connection.invoke('SendMessage', text)));
    expect(client.replies.map((reply) => reply.response)).toEqual([
      'echo: 1',
      'echo: 2',
      'echo: 3',
      'You are sending messages too quickly. Please wait a few seconds and try again.',
      'أنت ترسل الرسائل بسرعة كبيرة. يرجى الانتظار بضع ثوانٍ ثم المحاولة مرة أخرى.',
    ]);
    expect(assistant.heard.map((turn) => turn.text)).toEqual(['1', '2', '3']);
    await new Promise((resolve) => setTimeout(resolve, 450));
    await client.connection.invoke('SendMessage', 'later');
    expect(client.replies.at(-1)?.response).toBe('echo: later');
  });

  it('refuses upgrades past the connection cap with 503, and takes new ones when there is room', async () => {
    const { url, hub } = await startHub({ maxConnections: 2 });
    const first = await raw(url, { handshake: true });
    await chat(url);
    await expect(connectRaw(url)).rejects.toThrow('upgrade refused: 503');
    await expect(connectChat(url)).rejects.toThrow();
    first.socket.close();
    await first.closed;
    await expect.poll(() => hub.connections()).toBe(1);
    const again = await chat(url);
    await again.connection.invoke('SendMessage', 'room again');
  });

  it('closes a connection that floods past the queue limit', async () => {
    const { url, assistant } = await startHub({ maxQueuedMessages: 3 });
    assistant.delayMs = () => 200;
    const socket = await raw(url, { handshake: true });
    const record = JSON.stringify({ type: 1, target: 'SendMessage', arguments: ['flood'] }) + RS;
    socket.send(record.repeat(5));
    expect(await socket.next((message) => message.type === 7)).toEqual({
      type: 7,
      error: 'Too many messages are waiting for an answer (at most 3).',
      allowReconnect: false,
    });
  });
});

describe('sessions', () => {
  it('issues a session per conversation and resumes it with ?sessionId=, context and all', async () => {
    const { url, assistant } = await startHub();
    const first = await chat(url);
    await first.connection.invoke('SendMessage', 'one');
    const { sessionId } = first.replies[0]!;
    await first.stop();

    const other = await chat(url);
    await other.connection.invoke('SendMessage', 'someone else');
    expect(other.replies[0]!.sessionId).not.toBe(sessionId);

    const resumed = await chat(url, { sessionId });
    await resumed.connection.invoke('SendMessage', 'two');
    expect(resumed.replies[0]!.sessionId).toBe(sessionId);
    expect(assistant.heard.map((turn) => [turn.text, turn.context])).toEqual([
      ['one', null],
      ['someone else', null],
      ['two', { turns: 1 }],
    ]);
  });

  it('starts a new conversation for an unknown or malformed session id', async () => {
    const { url, assistant } = await startHub();
    for (const sessionId of ['0b6f3c1e-8a5b-4c1d-9e2f-3a4b5c6d7e8f', 'not-a-uuid', "' or 1=1 --"]) {
      const client = await chat(url, { sessionId });
      await client.connection.invoke('SendMessage', 'hi');
      expect(client.replies[0]!.sessionId).toMatch(UUID);
      expect(client.replies[0]!.sessionId).not.toBe(sessionId);
    }
    expect(assistant.heard.every((turn) => turn.context === null)).toBe(true);
  });

  it('forgets a conversation after an idle hour, by the server clock', async () => {
    const { url, assistant, clock, hub } = await startHub();
    const first = await chat(url);
    await first.connection.invoke('SendMessage', 'one');
    const { sessionId } = first.replies[0]!;
    await first.stop();
    // The idle hour starts when the server sees the disconnect.
    await expect.poll(() => hub.connections()).toBe(0);

    clock.advance(59 * 60 * 1000);
    const withinTheHour = await chat(url, { sessionId });
    await withinTheHour.connection.invoke('SendMessage', 'two');
    expect(withinTheHour.replies[0]!.sessionId).toBe(sessionId);
    await withinTheHour.stop();
    await expect.poll(() => hub.connections()).toBe(0);

    clock.advance(60 * 60 * 1000);
    const afterTheHour = await chat(url, { sessionId });
    await afterTheHour.connection.invoke('SendMessage', 'three');
    expect(afterTheHour.replies[0]!.sessionId).not.toBe(sessionId);
    expect(assistant.heard.at(-1)?.context).toBeNull();
  });

  it('keeps a conversation whose connection stays open, however long it is quiet', async () => {
    const { url, assistant, clock } = await startHub();
    const client = await chat(url);
    await client.connection.invoke('SendMessage', 'one');
    clock.advance(3 * 60 * 60 * 1000);
    await client.connection.invoke('SendMessage', 'two');
    expect(client.replies[1]!.sessionId).toBe(client.replies[0]!.sessionId);
    expect(assistant.heard[1]?.context).toEqual({ turns: 1 });
  });
});

describe('shutdown', () => {
  it('tells connected clients the server is restarting, with an error, and closes them', async () => {
    const harness = await startHub();
    const client = await chat(harness.url);
    const socket = await raw(harness.url, { handshake: true });
    await harness.hub.close();
    expect((await client.closed)?.message).toMatch(/The server is restarting/);
    expect(socket.records.at(-1)).toEqual({ type: 7, error: 'The server is restarting.', allowReconnect: true });
    expect(harness.hub.connections()).toBe(0);
  });
});
