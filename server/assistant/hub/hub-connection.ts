/** One connection to the hub and its state, the engine's reply timeout, and an upgrade refused on the socket. */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ChatSession } from './session-store';

export class ReplyTimeout extends Error {}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReplyTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface Connection {
  ws: WebSocket;
  session: ChatSession;
  handshaken: boolean;
  /** Text received but not yet ended by a record separator. */
  buffered: string;
  /** When the client last sent anything (monotonic ms). */
  lastReceived: number;
  /** When its recent SendMessage calls arrived (monotonic ms), for the rate limit. */
  recentMessages: number[];
  /** Messages are answered one after another, in the order they came. */
  queue: Promise<void>;
  queued: number;
  handshakeTimer: NodeJS.Timeout | undefined;
  closed: boolean;
}

export const HUB_PATH = '/chathub';

export function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ message });
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  socket.once('finish', () => socket.destroy());
}
