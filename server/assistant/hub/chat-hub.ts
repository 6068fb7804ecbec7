import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { type Logger, requestLanguage } from '../../platform';
import { ASSISTANT_NAME } from '../assistant';
import type { Assistant, AssistantEvent, AssistantTravel, ChatParty, ConversationContext } from '../assistant-types';
import { type Connection, HUB_PATH, refuseUpgrade, ReplyTimeout, withTimeout } from './hub-connection';
import { DEFAULT_HUB_LIMITS, type HubLimits } from './hub-limits';
import { eventCard, formatLimit, hubMessages, languageOf, travelCard } from './hub-messages';
import { createSessionStore, SESSION_ID } from './session-store';
import type { StoredConversations } from './stored-conversations';
import {
  frame,
  MessageType,
  parseHandshake,
  parseMessage,
  splitRecords,
  type ClientMessage,
  type ServerMessage,
} from './signalr-protocol';

/**
 * /chatHub: the assistant's real-time endpoint (spec §9 Assistant: "a real-time WebSocket connection to a
 * /chatHub endpoint, negotiation skipped, no credentials"). It speaks the
 * SignalR JSON hub protocol over `ws` on the HTTP server's own port, so the stock `@microsoft/signalr`
 * client connects unchanged with `skipNegotiation: true` and the WebSockets transport.
 *
 * The one hub method is `SendMessage(text)`: the hub asks the assistant engine, then pushes
 * `ReceiveMessage(ASSISTANT_NAME, { response, sessionId, travels, events })` to the caller, then (when the
 * invocation had an id) completes it, so by the time `invoke` resolves the reply is already on screen.
 *
 * Its pieces: the limits (hub-limits.ts), what it says and sends (hub-messages.ts), a connection's state and
 * an upgrade refused (hub-connection.ts), the SignalR protocol (signalr-protocol.ts), the conversations kept
 * in memory (session-store.ts) and for every process (stored-conversations.ts).
 */

export interface ChatHub {
  close(): Promise<void>;
  connections(): number;
}

export function attachChatHub(
  server: Server,
  deps: {
    assistant: Assistant;
    now?: () => Date;
    limits?: Partial<HubLimits>;
    logger: Logger;
    /** Which browser pages may open the hub, by their Origin and the Host they addressed (server/platform/http/security.ts); all when absent. */
    originAllowed?: (origin: string | undefined, host: string | undefined) => boolean;
    /** Security headers for the answers written to the socket (the upgrade and its refusals). */
    headers?: Record<string, string>;
    /** Where conversations are kept for every process of the site (D333); this process's memory only when absent. */
    conversations?: StoredConversations;
  },
): ChatHub {
  const { logger } = deps;
  const limits: HubLimits = { ...DEFAULT_HUB_LIMITS, ...deps.limits };
  const securityHeaders = deps.headers ?? {};
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionStore({ now, idleMs: limits.sessionIdleMs, maxSessions: limits.maxSessions });
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes, perMessageDeflate: false, clientTracking: false });
  const open = new Set<Connection>();
  let upgrading = 0;
  let closing = false;

  function send(connection: Connection, message: ServerMessage | Record<string, unknown>) {
    if (connection.ws.readyState === WebSocket.OPEN) connection.ws.send(frame(message));
  }

  /** A close message (type 7) with the reason, then the socket closes; the process carries on. */
  function closeWithError(connection: Connection, error: string, allowReconnect = false) {
    if (connection.closed) return;
    // Before the handshake the client reads handshake responses only: the error goes in one of those.
    send(connection, connection.handshaken ? { type: MessageType.Close, error, allowReconnect } : { error });
    finish(connection);
    connection.ws.close(1000);
  }

  function finish(connection: Connection) {
    if (connection.closed) return;
    connection.closed = true;
    clearTimeout(connection.handshakeTimer);
    open.delete(connection);
    sessions.release(connection.session);
    // The idle hour counts from the disconnect on every process. Not while this process stops: the database
    // is about to close, and the client resumes elsewhere from what its last reply kept.
    if (connection.session.context && !closing) {
      deps.conversations?.touch(connection.session.id, now()).catch((error: unknown) => logger.error({ err: error }, 'chat hub: keeping a conversation failed'));
    }
  }

  function complete(connection: Connection, invocationId: string | undefined, error?: string) {
    if (invocationId === undefined) return;
    send(connection, { type: MessageType.Completion, invocationId, ...(error !== undefined ? { error } : {}) });
  }

  function pushReply(connection: Connection, response: string, travels: AssistantTravel[] = [], events: AssistantEvent[] = [], party?: ChatParty) {
    send(connection, {
      type: MessageType.Invocation,
      target: 'ReceiveMessage',
      arguments: [
        ASSISTANT_NAME,
        { response, sessionId: connection.session.id, travels: travels.map(travelCard), events: events.map(eventCard), ...(party ? { party: { ...party } } : {}) },
      ],
    });
  }

  function enqueue(connection: Connection, work: () => Promise<void> | void) {
    if (connection.queued >= limits.maxQueuedMessages) {
      closeWithError(connection, `Too many messages are waiting for an answer (at most ${limits.maxQueuedMessages}).`);
      return;
    }
    connection.queued += 1;
    connection.queue = connection.queue
      .then(async () => {
        if (!connection.closed) await work();
      })
      .catch((error: unknown) => logger.error({ err: error, session: connection.session.id }, 'chat hub: a message failed'))
      .finally(() => {
        connection.queued -= 1;
      });
  }

  async function answer(connection: Connection, text: string, invocationId: string | undefined) {
    const { session } = connection;
    try {
      const reply = await withTimeout(deps.assistant.reply({ text, context: session.context, now: now() }), limits.replyTimeoutMs);
      session.context = reply.context;
      sessions.touch(session);
      // Kept before the reply goes out, so that a reconnect to any process resumes from it.
      await deps.conversations?.save(session.id, reply.context, now()).catch((error: unknown) => logger.error({ err: error }, 'chat hub: keeping a conversation failed'));
      pushReply(connection, reply.response, reply.travels, reply.events, reply.party);
      complete(connection, invocationId);
    } catch (error) {
      if (!(error instanceof ReplyTimeout)) logger.error({ err: error, session: session.id }, 'chat hub: the assistant failed');
      const reason =
        error instanceof ReplyTimeout ? 'The assistant took too long to answer. Please try again.' : "An error occurred invoking 'SendMessage' on the server.";
      if (invocationId !== undefined) complete(connection, invocationId, reason);
      // A send without an id has no completion to carry the error: tell the person instead.
      else pushReply(connection, hubMessages(languageOf(text), 'failed'));
    }
  }

  function sendMessage(connection: Connection, args: unknown[], invocationId: string | undefined) {
    const text = args[0];
    if (args.length !== 1 || typeof text !== 'string') {
      complete(connection, invocationId, `Failed to invoke 'SendMessage': it takes one argument, the message text, but was given ${args.length === 1 ? `a ${typeof text}` : `${args.length} arguments`}.`);
      return;
    }
    const language = languageOf(text);
    const at = performance.now();
    connection.recentMessages = connection.recentMessages.filter((time) => at - time < limits.rateWindowMs);
    connection.recentMessages.push(at);
    if (connection.recentMessages.length > limits.rateLimitMessages) {
      // Answered as the assistant (not as a failed call) so the person reads why nothing else came back.
      enqueue(connection, () => {
        pushReply(connection, hubMessages(language, 'tooFast'));
        complete(connection, invocationId);
      });
      return;
    }
    if ([...text].length > limits.maxMessageLength) {
      enqueue(connection, () => {
        pushReply(connection, hubMessages(language, 'tooLong', { limit: formatLimit(limits.maxMessageLength, language) }));
        complete(connection, invocationId);
      });
      return;
    }
    enqueue(connection, () => answer(connection, text, invocationId));
  }

  function handle(connection: Connection, message: ClientMessage) {
    switch (message.type) {
      case MessageType.Invocation:
        if (message.streamIds?.length) {
          complete(connection, message.invocationId, `Failed to invoke '${message.target}': client streaming is not supported.`);
        } else if (message.target.toLowerCase() === 'sendmessage') {
          // Hub method names are matched without regard to case, as SignalR servers do.
          sendMessage(connection, message.arguments, message.invocationId);
        } else {
          complete(connection, message.invocationId, `Failed to invoke '${message.target}': the method does not exist.`);
        }
        return;
      case MessageType.StreamInvocation:
        complete(connection, message.invocationId, `Failed to invoke '${message.target}': the hub has no streaming methods.`);
        return;
      case MessageType.CancelInvocation:
        complete(connection, message.invocationId, `There is no stream '${message.invocationId}' to cancel: the hub has no streaming methods.`);
        return;
      case MessageType.Close:
        // The client is leaving; nothing to answer.
        finish(connection);
        connection.ws.close(1000);
        return;
      case MessageType.Ping:
      case 'ignored':
        return;
    }
  }

  function receive(connection: Connection, data: RawData) {
    if (connection.closed) return;
    connection.lastReceived = performance.now();
    const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    connection.buffered += chunk.toString('utf8');
    const { records, rest } = splitRecords(connection.buffered);
    if (Buffer.byteLength(rest) > limits.maxFrameBytes) {
      closeWithError(connection, `The message is larger than ${limits.maxFrameBytes} bytes.`);
      return;
    }
    connection.buffered = rest;
    for (const record of records) {
      if (connection.closed) return;
      if (!connection.handshaken) {
        const handshake = parseHandshake(record);
        if (!handshake.ok) {
          // A failed handshake is answered with a handshake response carrying the error, then closed.
          closeWithError(connection, handshake.error);
          return;
        }
        connection.handshaken = true;
        clearTimeout(connection.handshakeTimer);
        send(connection, {});
        continue;
      }
      const parsed = parseMessage(record);
      if (!parsed.ok) {
        closeWithError(connection, `Connection closed with an error: the server received a malformed message. ${parsed.error}`);
        return;
      }
      handle(connection, parsed.value);
    }
  }

  function start(ws: WebSocket, requestedSessionId: string | null, stored: ConversationContext | null) {
    const connection: Connection = {
      ws,
      session: sessions.open(requestedSessionId, stored),
      handshaken: false,
      buffered: '',
      lastReceived: performance.now(),
      recentMessages: [],
      queue: Promise.resolve(),
      queued: 0,
      handshakeTimer: undefined,
      closed: false,
    };
    open.add(connection);
    connection.handshakeTimer = setTimeout(() => {
      if (!connection.handshaken) closeWithError(connection, `The handshake request did not arrive within ${limits.handshakeTimeoutMs / 1000} s.`);
    }, limits.handshakeTimeoutMs);
    ws.on('message', (data) => receive(connection, data));
    // ws reports protocol violations (a frame over maxPayload, bad UTF-8, a reset) here, then closes.
    ws.on('error', () => finish(connection));
    ws.on('close', () => finish(connection));
  }

  const refuse = (socket: Duplex, status: number, reason: string, message: string, headers: Record<string, string> = {}) =>
    refuseUpgrade(socket, status, reason, message, { ...securityHeaders, ...headers });

  /** The memory kept for a conversation this process does not hold (another process's), or null. */
  async function resumable(requestedSessionId: string | null): Promise<ConversationContext | null> {
    if (!deps.conversations || !requestedSessionId || !SESSION_ID.test(requestedSessionId) || sessions.knows(requestedSessionId)) return null;
    try {
      return await deps.conversations.load(requestedSessionId.toLowerCase(), now());
    } catch (error) {
      logger.error({ err: error }, 'chat hub: reading a kept conversation failed');
      return null;
    }
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://hub.invalid');
    if (url.pathname.toLowerCase() !== HUB_PATH) {
      // Only ours: nobody else will answer this upgrade, so do not leave the socket hanging.
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found', `No WebSocket endpoint at ${url.pathname}.`);
      return;
    }
    socket.on('error', () => socket.destroy());
    // A page on another origin is refused before anything else (CORS_ORIGINS; clients without Origin are not browsers).
    const origin = request.headers.origin;
    if (deps.originAllowed && !deps.originAllowed(origin, request.headers.host)) {
      refuse(socket, 403, 'Forbidden', hubMessages(requestLanguage(request.headers['accept-language']), 'originRefused', { origin: origin ?? '' }));
      return;
    }
    if (closing) {
      refuse(socket, 503, 'Service Unavailable', 'The server is shutting down.');
      return;
    }
    if (open.size + upgrading >= limits.maxConnections) {
      refuse(socket, 503, 'Service Unavailable', 'The assistant is busy. Please try again shortly.', { 'Retry-After': '5' });
      return;
    }
    upgrading += 1;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      upgrading -= 1;
    };
    // ws answers a bad upgrade (400) itself without calling back; the socket closing settles it then.
    socket.once('close', settle);
    const requestedSessionId = url.searchParams.get('sessionId');
    void resumable(requestedSessionId).then((stored) => {
      // ws checks that the socket is still open (the client may have gone while the database answered).
      wss.handleUpgrade(request, socket, head, (ws) => {
        settle();
        if (closing) {
          ws.terminate();
          return;
        }
        start(ws, requestedSessionId, stored);
      });
    });
  }

  server.on('upgrade', onUpgrade);
  wss.on('headers', (headers) => headers.push(...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`)));

  const pings = setInterval(() => {
    const at = performance.now();
    for (const connection of [...open]) {
      if (!connection.handshaken) continue;
      // Checked on the ping tick, so a silent client is closed 30 to 45 s after its last message.
      if (at - connection.lastReceived > limits.clientTimeoutMs) {
        closeWithError(connection, `Connection timed out: nothing was received from the client for ${limits.clientTimeoutMs / 1000} s.`, true);
      } else {
        send(connection, { type: MessageType.Ping });
      }
    }
  }, limits.pingIntervalMs);
  pings.unref();

  const sweeps = setInterval(() => {
    sessions.sweep();
    deps.conversations?.sweep(now()).catch((error: unknown) => logger.error({ err: error }, 'chat hub: sweeping kept conversations failed'));
  }, limits.sessionSweepIntervalMs);
  sweeps.unref();

  return {
    connections: () => open.size,
    async close() {
      if (closing) return;
      closing = true;
      server.off('upgrade', onUpgrade);
      clearInterval(pings);
      clearInterval(sweeps);
      const sockets = [...open].map((connection) => connection.ws);
      // With an error and allowReconnect, the widget's connection retries (spec §4: on close with an
      // error, retry after 5 s), so a restart is a short "reconnecting", not a dead chat.
      for (const connection of [...open]) closeWithError(connection, 'The server is restarting.', true);
      await Promise.all(
        sockets.map(
          (ws) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === WebSocket.CLOSED) return resolve();
              const drop = setTimeout(() => ws.terminate(), limits.shutdownGraceMs);
              ws.once('close', () => {
                clearTimeout(drop);
                resolve();
              });
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
