/**
 * Test support for the hub: the stock `@microsoft/signalr` client as the widget uses it (negotiation
 * skipped, WebSockets, no credentials), and a raw `ws` client for what the stock client never sends.
 */
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import type { AssistantEvent, AssistantTravel, ChatParty } from '../assistant/assistant-types';

export interface ChatReply {
  name: string;
  response: string;
  sessionId: string;
  travels: AssistantTravel[];
  events: AssistantEvent[];
  party?: ChatParty;
}

export interface ChatClient {
  connection: HubConnection;
  /** Every ReceiveMessage so far, oldest first. */
  replies: ChatReply[];
  /** Resolves with the `count`-th reply (1-based) once it has arrived. */
  reply(count: number, timeoutMs?: number): Promise<ChatReply>;
  /** Resolves when the connection closes, with the error it closed with. */
  closed: Promise<Error | undefined>;
  stop(): Promise<void>;
}

export async function connectChat(
  baseUrl: string,
  options: { sessionId?: string; serverTimeoutMs?: number; keepAliveMs?: number } = {},
): Promise<ChatClient> {
  const query = options.sessionId ? `?sessionId=${encodeURIComponent(options.sessionId)}` : '';
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/chatHub${query}`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, withCredentials: false })
    .configureLogging(LogLevel.None)
    .build();
  if (options.serverTimeoutMs) connection.serverTimeoutInMilliseconds = options.serverTimeoutMs;
  if (options.keepAliveMs) connection.keepAliveIntervalInMilliseconds = options.keepAliveMs;
  const replies: ChatReply[] = [];
  const waiters: Array<() => void> = [];
  connection.on('ReceiveMessage', (name: string, payload: Omit<ChatReply, 'name'>) => {
    replies.push({ name, ...payload });
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose((error) => resolve(error)));
  await connection.start();
  return {
    connection,
    replies,
    closed,
    async reply(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (replies.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} replies, got ${replies.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return replies[count - 1]!;
    },
    stop: () => connection.stop(),
  };
}

/** Sends `text` and resolves with the assistant's reply to it. */
export async function ask(client: ChatClient, text: string): Promise<ChatReply> {
  const count = client.replies.length + 1;
  await client.connection.invoke('SendMessage', text);
  return client.reply(count);
}

/**
 * Asks "cheaper ones?" on a connection that resumed the conversation `opening` began (on another process,
 * or before a restart): the follow-up keeps the conversation's id and refines that request, so every tour
 * it shows is cheaper than the dearest `opening` showed. Resolves with the follow-up.
 */
export async function expectCheaperFollowUp(resumed: ChatClient, opening: ChatReply): Promise<ChatReply> {
  const followUp = await ask(resumed, 'cheaper ones?');
  expect(followUp.sessionId).toBe(opening.sessionId);
  expect(followUp.travels.length).toBeGreaterThan(0);
  const dearestBefore = Math.max(...opening.travels.map((travel) => travel.price));
  for (const travel of followUp.travels) expect(travel.price).toBeLessThan(dearestBefore);
  return followUp;
}

export const RS = '\u001e';

export interface RawClient {
  socket: WebSocket;
  /** Every record received so far, parsed. */
  records: Array<Record<string, unknown>>;
  /** Resolves with the first record received (after `from`) that matches. */
  next(match: (record: Record<string, unknown>) => boolean, timeoutMs?: number, from?: number): Promise<Record<string, unknown>>;
  /** Resolves with the close code once the socket has closed. */
  closed: Promise<number>;
  send(text: string): void;
}

/** A raw WebSocket to /chatHub; `handshake` sends the JSON protocol handshake and waits for `{}`. */
export async function connectRaw(baseUrl: string, options: { handshake?: boolean; path?: string } = {}): Promise<RawClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${options.path ?? '/chatHub'}`);
  const records: Array<Record<string, unknown>> = [];
  let buffered = '';
  const listeners = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    buffered += data.toString('utf8');
    const parts = buffered.split(RS);
    buffered = parts.pop() ?? '';
    for (const part of parts) records.push(JSON.parse(part) as Record<string, unknown>);
    for (const listener of [...listeners]) listener();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
  const client: RawClient = {
    socket,
    records,
    closed,
    send: (text) => socket.send(text),
    next(match, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = records.slice(from).find(match);
          if (found) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching record; got ${JSON.stringify(records)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
  if (options.handshake) {
    client.send(`{"protocol":"json","version":1}${RS}`);
    await client.next((record) => Object.keys(record).length === 0);
  }
  return client;
}
