import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { openChatConnection, type ChatLink, type HubEvent, type OpenChatConnectionInput } from './assistant-connection.actors';

/**
 * The assistant's connection (spec, accounts §4 Assistant connection status, §9 constants; S14):
 * `disconnected`, `connecting`, `connected`, `reconnecting`, with the spec's rules exactly:
 * - on close it goes to disconnected and, if there was an error, retries after 5 s;
 * - automatic reconnect (after the transport drops) waits 5 s while under 60 s have elapsed, then 15 s;
 * - a failed initial start retries after 5 s while the retry counter is under 3;
 * - a disconnected connection is restarted before sending (`assistantConnection.start`, sent by the chat).
 * The hub actor lives for the whole of `linked` (one connection that starts, drops and starts again);
 * each status change and each pushed reply is reported to the parent (the conversation), when there is one.
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export interface AssistantConnectionContext {
  /** The conversation's session id, sent back on every (re)start as `?sessionId=` (S14). */
  sessionId: string | null;
  link: ChatLink | null;
  /** Failed starts retried so far (spec §9: at most 3, 5 s apart); reset by a successful start. */
  startRetries: number;
  /** When automatic reconnecting began (ms since the epoch), for the 60 s threshold. */
  reconnectingSince: number | null;
  /** The last connection error, for 'Connection error: {message}'. */
  error: string | null;
}

export interface AssistantConnectionInput {
  sessionId: string | null;
}

export type AssistantConnectionEvent =
  | { type: 'assistantConnection.start' }
  | { type: 'assistantConnection.sessionIssued'; sessionId: string }
  | HubEvent;

/** What the connection tells its parent (the conversation machine). */
export type AssistantConnectionReport =
  | { type: 'assistantConnection.changed'; status: ConnectionStatus; link: ChatLink | null; error: string | null }
  | { type: 'assistantConnection.received'; payload: unknown };

/** Spec §9: at most 3 start retries. */
export const MAX_START_RETRIES = 3;
/** Spec §4/§9: automatic reconnect waits 5 s while under 60 s have elapsed, then 15 s. */
export const RECONNECT_THRESHOLD_MS = 60_000;
export const RECONNECT_EARLY_DELAY_MS = 5000;
export const RECONNECT_LATE_DELAY_MS = 15_000;

export const assistantConnectionMachine = setup({
  types: {
    context: {} as AssistantConnectionContext,
    events: {} as AssistantConnectionEvent,
    input: {} as AssistantConnectionInput,
  },
  actors: { openChatConnection },
  delays: {
    retryDelay: 5000, // spec §4/§9: a failed start, or a close with an error, retries after 5 s
    // spec §4/§9: automatic reconnect waits 5 s while under 60 s have elapsed since it began, then 15 s
    reconnectDelay: ({ context }) =>
      Date.now() - (context.reconnectingSince ?? Date.now()) < RECONNECT_THRESHOLD_MS ? RECONNECT_EARLY_DELAY_MS : RECONNECT_LATE_DELAY_MS,
  },
  guards: {
    canRetryStart: ({ context }) => context.startRetries < MAX_START_RETRIES,
    hasCloseError: ({ event }) => event.type === 'hub.closed' && event.error !== null,
  },
  actions: {
    assignLink: assign({ link: ({ event }) => (event.type === 'hub.opened' ? event.link : null), startRetries: 0, reconnectingSince: null, error: null }),
    clearLink: assign({ link: null }),
    assignError: assign({
      error: ({ event, context }) =>
        event.type === 'hub.startFailed' || event.type === 'hub.dropped' ? event.error : event.type === 'hub.closed' ? event.error : context.error,
    }),
    countStartRetry: assign({ startRetries: ({ context }) => context.startRetries + 1 }),
    markReconnecting: assign({ reconnectingSince: () => Date.now() }),
    assignSessionId: assign({ sessionId: ({ event, context }) => (event.type === 'assistantConnection.sessionIssued' ? event.sessionId : context.sessionId) }),
    restartHub: sendTo('hub', ({ context }) => ({ type: 'hub.restart' as const, sessionId: context.sessionId })),
    reportStatus: enqueueActions(({ context, enqueue, self }, params: { status: ConnectionStatus }) => {
      if (!self._parent) return; // run on its own (tests), nobody to tell
      const report: AssistantConnectionReport = { type: 'assistantConnection.changed', status: params.status, link: context.link, error: context.error };
      enqueue.sendParent(report);
    }),
    forwardReply: enqueueActions(({ event, enqueue, self }) => {
      if (!self._parent || event.type !== 'hub.received') return;
      const report: AssistantConnectionReport = { type: 'assistantConnection.received', payload: event.payload };
      enqueue.sendParent(report);
    }),
  },
}).createMachine({
  id: 'assistantConnection',
  context: ({ input }) => ({ sessionId: input.sessionId, link: null, startRetries: 0, reconnectingSince: null, error: null }),
  // Created when the widget first opens: it starts connecting at once.
  initial: 'linked',
  on: {
    'assistantConnection.sessionIssued': { actions: 'assignSessionId' },
  },
  states: {
    disconnected: {
      entry: [{ type: 'clearLink' }, { type: 'reportStatus', params: { status: 'disconnected' } }],
      initial: 'idle',
      states: {
        /** Closed without an error, or out of start retries. */
        idle: {},
        /** Waiting 5 s before starting again (a failed start under the retry limit, or a close with an error). */
        retryPending: {
          after: { retryDelay: '#assistantConnection.linked' },
        },
      },
      on: {
        // First open, or the restart before sending.
        'assistantConnection.start': { target: 'linked' },
      },
    },
    linked: {
      invoke: { id: 'hub', src: 'openChatConnection', input: ({ context }): OpenChatConnectionInput => ({ sessionId: context.sessionId }) },
      on: { 'hub.received': { actions: 'forwardReply' } },
      initial: 'connecting',
      states: {
        connecting: {
          entry: { type: 'reportStatus', params: { status: 'connecting' } },
          on: {
            'hub.opened': { target: 'connected', actions: 'assignLink' },
            'hub.startFailed': [
              { guard: 'canRetryStart', target: '#assistantConnection.disconnected.retryPending', actions: ['assignError', 'countStartRetry'] },
              { target: '#assistantConnection.disconnected.idle', actions: 'assignError' },
            ],
          },
        },
        connected: {
          entry: { type: 'reportStatus', params: { status: 'connected' } },
          on: {
            'hub.dropped': { target: 'reconnecting', actions: ['clearLink', 'assignError', 'markReconnecting'] },
            'hub.closed': [
              { guard: 'hasCloseError', target: '#assistantConnection.disconnected.retryPending', actions: 'assignError' },
              { target: '#assistantConnection.disconnected.idle', actions: 'assignError' },
            ],
          },
        },
        reconnecting: {
          entry: { type: 'reportStatus', params: { status: 'reconnecting' } },
          initial: 'waiting',
          states: {
            waiting: {
              after: { reconnectDelay: 'attempting' },
            },
            attempting: {
              entry: 'restartHub',
              on: {
                'hub.opened': { target: '#assistantConnection.linked.connected', actions: 'assignLink' },
                // Automatic reconnect keeps trying (the spec sets no limit): 5 s, then 15 s after 60 s.
                'hub.startFailed': { target: 'waiting', actions: 'assignError' },
              },
            },
          },
        },
      },
    },
  },
});
