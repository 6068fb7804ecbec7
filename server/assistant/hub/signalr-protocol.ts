/**
 * The SignalR JSON hub protocol (version 1), the part a server needs: records are JSON texts each ended
 * by the record separator 0x1e; the first record a client sends is the handshake request, answered by
 * `{}` (or `{"error": …}`); after it, every record is a hub message with a numeric `type`.
 * Reference: https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 *
 * Everything here is pure: parsing answers with a result (never throws) so the hub can close a
 * connection that sends something malformed with a clear error and carry on.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface StreamInvocationMessage {
  type: typeof MessageType.StreamInvocation;
  invocationId: string;
  target: string;
  arguments: unknown[];
}

export interface CancelInvocationMessage {
  type: typeof MessageType.CancelInvocation;
  invocationId: string;
}

/** A message the client may send that the hub acts on; anything else valid is ignored. */
export type ClientMessage =
  | InvocationMessage
  | StreamInvocationMessage
  | CancelInvocationMessage
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string }
  /** Stream items, client results, acks, sequences and future types: valid, but nothing to do. */
  | { type: 'ignored' };

/** What the server sends. */
export type ServerMessage =
  | { type: typeof MessageType.Invocation; target: string; arguments: unknown[] }
  | { type: typeof MessageType.Completion; invocationId: string; error?: string; result?: unknown }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string; allowReconnect?: boolean };

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** One record, separator included. */
export function frame(message: ServerMessage | Record<string, unknown>): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/**
 * Splits buffered text into complete records and the unfinished rest (a record may arrive across
 * several WebSocket frames, and one frame may hold several records).
 */
export function splitRecords(buffered: string): { records: string[]; rest: string } {
  const parts = buffered.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

function parseObject(record: string): Parsed<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: 'The message is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'The message is not a JSON object.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** The handshake request: `{"protocol":"json","version":1}`. */
export function parseHandshake(record: string): Parsed<{ protocol: 'json'; version: 1 }> {
  const parsed = parseObject(record);
  if (!parsed.ok) return { ok: false, error: `The handshake request could not be read: ${parsed.error}` };
  const { protocol, version } = parsed.value;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return { ok: false, error: 'The handshake request must name a protocol and a version.' };
  }
  if (protocol !== 'json') return { ok: false, error: `The protocol '${protocol}' is not supported; use 'json'.` };
  if (version !== 1) return { ok: false, error: `The protocol version ${version} is not supported; use 1.` };
  return { ok: true, value: { protocol: 'json', version: 1 } };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A hub message after the handshake. */
export function parseMessage(record: string): Parsed<ClientMessage> {
  const parsed = parseObject(record);
  if (!parsed.ok) return parsed;
  const message = parsed.value;
  const { type } = message;
  if (typeof type !== 'number' || !Number.isInteger(type)) return { ok: false, error: 'The message has no numeric type.' };
  const invocationId = message.invocationId;
  if (invocationId !== undefined && invocationId !== null && typeof invocationId !== 'string') {
    return { ok: false, error: 'The invocationId must be a string.' };
  }
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      if (typeof message.target !== 'string' || message.target === '') return { ok: false, error: 'The invocation has no target.' };
      if (!Array.isArray(message.arguments)) return { ok: false, error: 'The invocation arguments must be an array.' };
      if (message.streamIds !== undefined && !isStringArray(message.streamIds)) {
        return { ok: false, error: 'The invocation streamIds must be an array of strings.' };
      }
      if (type === MessageType.StreamInvocation) {
        if (typeof invocationId !== 'string') return { ok: false, error: 'A stream invocation needs an invocationId.' };
        return { ok: true, value: { type, invocationId, target: message.target, arguments: message.arguments } };
      }
      return {
        ok: true,
        value: {
          type,
          target: message.target,
          arguments: message.arguments,
          ...(typeof invocationId === 'string' ? { invocationId } : {}),
          ...(message.streamIds ? { streamIds: message.streamIds } : {}),
        },
      };
    }
    case MessageType.CancelInvocation:
      if (typeof invocationId !== 'string') return { ok: false, error: 'A cancel invocation needs an invocationId.' };
      return { ok: true, value: { type, invocationId } };
    case MessageType.Ping:
      return { ok: true, value: { type } };
    case MessageType.Close:
      return { ok: true, value: { type, ...(typeof message.error === 'string' ? { error: message.error } : {}) } };
    default:
      // Stream items, completions (client results), acks, sequences and types newer than this server:
      // the protocol says a receiver ignores what it does not use.
      return { ok: true, value: { type: 'ignored' } };
  }
}
