/** The chat hub's limits: message length and rate, connections, frames, timeouts, kept conversations. */

export interface HubLimits {
  /** Longest message the assistant reads, in characters (e.g. 1,000; longer gets a clear reply). */
  maxMessageLength: number;
  /** Messages one connection may send per `rateWindowMs` before it is asked to slow down. */
  rateLimitMessages: number;
  /** rateWindow: the per-connection rate limit's sliding window (10 messages per 10 s). */
  rateWindowMs: number;
  /** Open connections at most; upgrades beyond it are refused with 503 (a cap on connections). */
  maxConnections: number;
  /** Largest WebSocket frame, and largest unfinished record, in bytes; larger closes the connection. */
  maxFrameBytes: number;
  /** Messages waiting for the engine on one connection; a client that floods past it is closed. */
  maxQueuedMessages: number;
  /** handshakeTimeout: the handshake must arrive within 15 s of the upgrade or the socket closes (SignalR's default). */
  handshakeTimeoutMs: number;
  /** pingInterval: the server pings every 15 s ("pings every 15 s"; SignalR KeepAliveInterval). */
  pingIntervalMs: number;
  /** clientTimeout: nothing from the client for 30 s (it pings every 15 s) closes it (SignalR ClientTimeoutInterval). */
  clientTimeoutMs: number;
  /** replyTimeout: the longest the hub waits for the engine before answering the invocation with an error. */
  replyTimeoutMs: number;
  /** sessionIdle: a conversation is forgotten after an idle hour (docs/decisions.md #14). */
  sessionIdleMs: number;
  /** sessionSweepInterval: how often forgotten conversations are swept from memory (every 5 min). */
  sessionSweepIntervalMs: number;
  /** Conversations kept at most; the least recently used idle one makes room. */
  maxSessions: number;
  /** shutdownGrace: how long close() lets clients read the close message before dropping them. */
  shutdownGraceMs: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = {
  maxMessageLength: 1000,
  rateLimitMessages: 10,
  rateWindowMs: 10_000, // 10 messages per 10 s
  maxConnections: 2000,
  maxFrameBytes: 64 * 1024, // 1,000 characters are at most 4 KB of UTF-8; room for JSON and several records
  maxQueuedMessages: 50,
  handshakeTimeoutMs: 15_000, // handshake within 15 s
  pingIntervalMs: 15_000, // pings every 15 s
  clientTimeoutMs: 30_000, // two missed client pings
  replyTimeoutMs: 30_000, // the engine's own LLM timeout is shorter; this only guards against a hang
  sessionIdleMs: 60 * 60 * 1000, // sessions expire after an idle hour
  sessionSweepIntervalMs: 5 * 60 * 1000, // sweep every 5 min
  maxSessions: 50_000,
  shutdownGraceMs: 1000,
};
