import { fromCallback } from 'xstate';
import { apiBaseUrl } from '@/api/config';

/**
 * The live side of the assistant's connection (spec, accounts §7 Assistant: a WebSocket to /chatHub,
 * negotiation skipped, no credentials; the client invokes SendMessage, the server pushes ReceiveMessage).
 * `@microsoft/signalr` is imported here, inside the actor, so it downloads only when the widget first
 * opens (never with the home route).
 */

/** What the conversation needs from a started connection: one send call (SignalR `invoke`). */
export interface ChatLink {
  send(text: string): Promise<void>;
}

/** What the hub actor reports to the connection machine. */
export type HubEvent =
  /** The start (or a restart) succeeded. */
  | { type: 'hub.opened'; link: ChatLink }
  /** The start (or a restart) failed. */
  | { type: 'hub.startFailed'; error: string }
  /** The transport dropped while connected: the kind of loss the spec's automatic reconnect is for. */
  | { type: 'hub.dropped'; error: string }
  /** The connection closed for good (the server closed it, or it was stopped); `error` when there was one. */
  | { type: 'hub.closed'; error: string | null }
  /** A ReceiveMessage push: its second argument, the reply object, still unchecked. */
  | { type: 'hub.received'; payload: unknown };

/** What the machine can ask of the hub actor: start again, with the session id known by then. */
export type HubCommand = { type: 'hub.restart'; sessionId: string | null };

export interface OpenChatConnectionInput {
  sessionId: string | null;
}

/** The hub's address: /chatHub on the API base (the page's own origin unless a build says otherwise). */
export function chatHubUrl(sessionId: string | null, base: string = apiBaseUrl()): string {
  const url = `${base}/chatHub`;
  return sessionId ? `${url}?sessionId=${encodeURIComponent(sessionId)}` : url;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' && error ? error : 'unknown error');

/**
 * One hub connection for as long as the machine is linked: starts at once, starts again on `hub.restart`
 * (a new HubConnection, so a session id issued since is sent back: S14), reports every outcome
 * and stops the connection on cleanup. Reconnect timing is the machine's (named delays): the client's own
 * automatic reconnect is given a policy that never waits, only so a dropped transport can be told apart
 * from a close the server meant (the client asks the policy only after a drop).
 */
export const openChatConnection = fromCallback<HubCommand, OpenChatConnectionInput, HubEvent>(({ input, sendBack, receive }) => {
  let stopped = false;
  let current: { stop(): Promise<void> } | null = null;

  const start = async (sessionId: string | null) => {
    const signalR = await import('@microsoft/signalr');
    if (stopped) return;
    let dropped = false;
    const connection = new signalR.HubConnectionBuilder()
      .withUrl(chatHubUrl(sessionId), {
        skipNegotiation: true,
        transport: signalR.HttpTransportType.WebSockets,
        withCredentials: false,
      })
      .withAutomaticReconnect({
        nextRetryDelayInMilliseconds: () => {
          dropped = true;
          return null; // the machine waits and restarts (5 s / 15 s rules), not the client
        },
      })
      .configureLogging(signalR.LogLevel.None)
      .build();
    current = connection;
    connection.on('ReceiveMessage', (_assistant: unknown, payload: unknown) => sendBack({ type: 'hub.received', payload }));
    connection.onclose((error) => {
      if (stopped || current !== connection) return;
      if (dropped) sendBack({ type: 'hub.dropped', error: messageOf(error) });
      else sendBack({ type: 'hub.closed', error: error ? messageOf(error) : null });
    });
    try {
      await connection.start();
    } catch (error) {
      if (!stopped && current === connection) sendBack({ type: 'hub.startFailed', error: messageOf(error) });
      return;
    }
    if (stopped) {
      void connection.stop();
      return;
    }
    sendBack({ type: 'hub.opened', link: { send: async (text: string) => void (await connection.invoke('SendMessage', text)) } });
  };

  const begin = (sessionId: string | null) => {
    const previous = current;
    current = null;
    void previous?.stop().catch(() => undefined);
    start(sessionId).catch((error: unknown) => {
      // The client could not even be loaded (offline on first open): a failed start like any other.
      if (!stopped) sendBack({ type: 'hub.startFailed', error: messageOf(error) });
    });
  };

  begin(input.sessionId);
  receive((command) => {
    if (command.type === 'hub.restart') begin(command.sessionId);
  });
  return () => {
    stopped = true;
    void current?.stop().catch(() => undefined);
    current = null;
  };
});
