import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { ChatLink } from '@/machines/assistant-connection/assistant-connection.actors';
import {
  assistantConnectionMachine,
  type AssistantConnectionReport,
  type ConnectionStatus,
} from '@/machines/assistant-connection/assistant-connection.machine';
import { saveChatSessionId, sendChatMessage, type SendResult } from './assistant-chat.actors';
import { bookNowHref, checkReply, type ChatEvent, type ChatParty, type ChatTravel } from './assistant-reply';

/**
 * The assistant conversation (spec, accounts §2 Assistant chat widget, §3 Chat message, §4, §5 Chat, §8
 * Assistant; S14). Two regions: the `panel` (closed or open) and the `conversation`:
 * - `dormant` until the widget first opens; then a greeting (in the language of the moment: it is a key)
 *   and the connection (a child machine) starts. A message sent before that is ignored (no connection).
 * - `idle`: a blank message is ignored; otherwise the user's message shows at once and the send begins.
 * - `sending` (tag `busy`: typing indicator, input disabled): waits for the connection when it is not up,
 *   restarting it first when it is disconnected (spec §4), then runs the SendMessage call until it finishes.
 * Replies arrive as pushes at any time, are checked (./assistant-reply.ts) and shown with their cards or as
 * the spec's error texts; the session id the server pushes is stored as chat_session_id and handed to the
 * connection for its next start. When the last input was voice, each reply is emitted as
 * `assistantChat.replied` so the view can speak it.
 * A reply that carries the party the conversation established lets its travel cards start a booking (D307):
 * `assistantChat.bookingStarted` for a card and party a reply offered emits
 * `assistantChat.handedOver` with the /book-now address (tour and party filled in) and closes the panel.
 */
export type InputMethod = 'text' | 'voice';

/** Texts of ours shown as bot messages: keys of the `assistant` namespace with their values. */
export type ChatNoticeKey =
  | 'greeting'
  | 'errors.sendFailed'
  | 'errors.sendError'
  | 'errors.invalidReply'
  | 'errors.emptyReply'
  | 'errors.processing';

export interface ChatMessage {
  id: number;
  sender: 'user' | 'bot';
  /** Words as written: the user's message, the assistant's reply, or a voice notice already in the UI language. */
  text: string | null;
  /** A text of ours (greeting, error), rendered in the current language. */
  notice: { key: ChatNoticeKey; values?: Record<string, string> } | null;
  timestamp: number;
  travels: ChatTravel[];
  events: ChatEvent[];
  /** The party the conversation established, for the travel cards' Book button. */
  party: ChatParty | null;
}

export interface AssistantChatContext {
  messages: ChatMessage[];
  nextId: number;
  sessionId: string | null;
  connection: { status: ConnectionStatus; link: ChatLink | null; error: string | null };
  /** The last input method: replies are also spoken when it is voice (spec §4 reply mode). */
  via: InputMethod;
  /** The message being sent. */
  outgoing: string | null;
  /** A voice alert (unsupported browser, recognition error), already in the UI language. */
  alert: string | null;
}

export interface AssistantChatInput {
  /** chat_session_id as stored (spec §3). */
  sessionId: string | null;
}

export type AssistantChatEvent =
  | { type: 'assistantChat.opened' }
  | { type: 'assistantChat.closed' }
  | { type: 'assistantChat.toggled' }
  | { type: 'assistantChat.submitted'; text: string; via: InputMethod }
  | { type: 'assistantChat.noted'; text: string }
  | { type: 'assistantChat.alerted'; text: string }
  /** A travel card's Book button: the hand-over to booking with the conversation's party. */
  | { type: 'assistantChat.bookingStarted'; travelId: number; party: ChatParty }
  | AssistantConnectionReport;

export type AssistantChatEmitted =
  | { type: 'assistantChat.replied'; text: string }
  /** Open the booking form: the view navigates to `href` (the panel has closed). */
  | { type: 'assistantChat.handedOver'; href: string; travelId: number; party: ChatParty };

const noticeMessage = (id: number, key: ChatNoticeKey, values?: Record<string, string>): ChatMessage => ({
  id,
  sender: 'bot',
  text: null,
  notice: values ? { key, values } : { key },
  timestamp: Date.now(),
  travels: [],
  events: [],
  party: null,
});

export const assistantChatMachine = setup({
  types: {
    context: {} as AssistantChatContext,
    events: {} as AssistantChatEvent,
    input: {} as AssistantChatInput,
    emitted: {} as AssistantChatEmitted,
  },
  actors: { assistantConnection: assistantConnectionMachine, sendChatMessage },
  delays: {
    // Our decision (the spec sets no limit): a message waits at most 10 s for the connection to come up,
    // then says 'Failed to send the message, check your connection and try again'.
    connectionWait: 10_000,
  },
  guards: {
    isBlank: ({ event }) => event.type === 'assistantChat.submitted' && event.text.trim() === '',
    isConnected: ({ context }) => context.connection.status === 'connected' && context.connection.link !== null,
    isDisconnected: ({ context }) => context.connection.status === 'disconnected',
    isNowConnected: ({ event }) => event.type === 'assistantConnection.changed' && event.status === 'connected' && event.link !== null,
    isNowDisconnected: ({ event }) => event.type === 'assistantConnection.changed' && event.status === 'disconnected',
    isSent: (_, result: SendResult) => result.ok,
    // Only a tour and a party the conversation offered: a card of a reply that carried that party.
    isBookable: ({ context, event }) =>
      event.type === 'assistantChat.bookingStarted' &&
      context.messages.some(
        (message) =>
          message.party !== null &&
          message.party.adults === event.party.adults &&
          message.party.children === event.party.children &&
          message.party.underFive === event.party.underFive &&
          message.travels.some((travel) => travel.id === event.travelId),
      ),
  },
  actions: {
    greet: assign(({ context }) => ({ messages: [...context.messages, noticeMessage(context.nextId, 'greeting')], nextId: context.nextId + 1 })),
    assignConnection: assign({
      connection: ({ event, context }) =>
        event.type === 'assistantConnection.changed' ? { status: event.status, link: event.link, error: event.error } : context.connection,
    }),
    acceptMessage: assign(({ context, event }) => {
      if (event.type !== 'assistantChat.submitted') return {};
      const text = event.text.trim();
      const message: ChatMessage = { id: context.nextId, sender: 'user', text, notice: null, timestamp: Date.now(), travels: [], events: [], party: null };
      return { messages: [...context.messages, message], nextId: context.nextId + 1, outgoing: text, via: event.via, alert: null };
    }),
    clearOutgoing: assign({ outgoing: null }),
    restartConnection: sendTo('connection', { type: 'assistantConnection.start' }),
    note: assign(({ context }, params: { key: ChatNoticeKey; values?: Record<string, string> }) => ({
      messages: [...context.messages, noticeMessage(context.nextId, params.key, params.values)],
      nextId: context.nextId + 1,
    })),
    noteBotText: assign(({ context, event }) => {
      if (event.type !== 'assistantChat.noted' || !event.text.trim()) return {};
      const message: ChatMessage = { id: context.nextId, sender: 'bot', text: event.text, notice: null, timestamp: Date.now(), travels: [], events: [], party: null };
      return { messages: [...context.messages, message], nextId: context.nextId + 1 };
    }),
    handOver: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'assistantChat.bookingStarted') return;
      enqueue.emit({ type: 'assistantChat.handedOver', href: bookNowHref(event.travelId, event.party), travelId: event.travelId, party: event.party });
    }),
    assignAlert: assign({ alert: ({ event, context }) => (event.type === 'assistantChat.alerted' ? event.text : context.alert) }),
    receiveReply: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'assistantConnection.received') return;
      const check = checkReply(event.payload);
      const id = context.nextId;
      let message: ChatMessage;
      if (check.ok) {
        const { reply } = check;
        message = { id, sender: 'bot', text: reply.response, notice: null, timestamp: Date.now(), travels: reply.travels, events: reply.events, party: reply.party };
      } else if (check.error === 'empty') {
        message = { ...noticeMessage(id, 'errors.emptyReply'), travels: check.travels, events: check.events };
      } else {
        message = noticeMessage(id, check.error === 'invalid' ? 'errors.invalidReply' : 'errors.processing');
      }
      enqueue.assign({ messages: [...context.messages, message], nextId: id + 1 });
      const sessionId = check.ok ? check.reply.sessionId : check.sessionId;
      if (sessionId && sessionId !== context.sessionId) {
        enqueue.assign({ sessionId });
        enqueue(() => saveChatSessionId(sessionId)); // kept as chat_session_id (spec §3)
        enqueue.sendTo('connection', { type: 'assistantConnection.sessionIssued', sessionId });
      }
      if (check.ok && context.via === 'voice') enqueue.emit({ type: 'assistantChat.replied', text: check.reply.response });
    }),
  },
}).createMachine({
  id: 'assistantChat',
  type: 'parallel',
  context: ({ input }) => ({
    messages: [],
    nextId: 1,
    sessionId: input.sessionId,
    connection: { status: 'disconnected', link: null, error: null },
    via: 'text',
    outgoing: null,
    alert: null,
  }),
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'assistantChat.opened': 'open', 'assistantChat.toggled': 'open' } },
        // The hand-over to booking closes the panel: the booking form takes the page.
        open: { on: { 'assistantChat.closed': 'closed', 'assistantChat.toggled': 'closed', 'assistantChat.bookingStarted': 'closed' } },
      },
    },
    conversation: {
      initial: 'dormant',
      states: {
        /** Never opened: no greeting yet, no connection (a message now is ignored, spec §5). */
        dormant: {
          on: {
            'assistantChat.opened': { target: 'active', actions: 'greet' },
            'assistantChat.toggled': { target: 'active', actions: 'greet' },
          },
        },
        active: {
          invoke: { id: 'connection', src: 'assistantConnection', input: ({ context }) => ({ sessionId: context.sessionId }) },
          on: {
            'assistantConnection.changed': { actions: 'assignConnection' },
            'assistantConnection.received': { actions: 'receiveReply' },
            'assistantChat.noted': { actions: 'noteBotText' },
            'assistantChat.alerted': { actions: 'assignAlert' },
            'assistantChat.bookingStarted': { guard: 'isBookable', actions: 'handOver' },
          },
          initial: 'idle',
          states: {
            idle: {
              on: {
                'assistantChat.submitted': [
                  // spec §5: an empty or blank message is ignored
                  { guard: 'isBlank' },
                  { guard: 'isConnected', target: 'sending.invoking', actions: 'acceptMessage' },
                  // spec §4: a disconnected connection is restarted before sending
                  { guard: 'isDisconnected', target: 'sending.awaitingConnection', actions: ['acceptMessage', 'restartConnection'] },
                  // connecting or reconnecting: the message waits for it
                  { target: 'sending.awaitingConnection', actions: 'acceptMessage' },
                ],
              },
            },
            sending: {
              tags: ['busy'],
              exit: 'clearOutgoing',
              initial: 'invoking',
              states: {
                awaitingConnection: {
                  after: {
                    connectionWait: { target: '#assistantChat.conversation.active.idle', actions: { type: 'note', params: { key: 'errors.sendFailed' } } },
                  },
                  on: {
                    'assistantConnection.changed': [
                      { guard: 'isNowConnected', target: 'invoking', actions: 'assignConnection' },
                      {
                        guard: 'isNowDisconnected',
                        target: '#assistantChat.conversation.active.idle',
                        actions: ['assignConnection', { type: 'note', params: { key: 'errors.sendFailed' } }],
                      },
                      { actions: 'assignConnection' },
                    ],
                  },
                },
                invoking: {
                  invoke: {
                    id: 'sendChatMessage',
                    src: 'sendChatMessage',
                    input: ({ context }) => ({ link: context.connection.link, text: context.outgoing ?? '' }),
                    onDone: [
                      { guard: { type: 'isSent', params: ({ event }) => event.output }, target: '#assistantChat.conversation.active.idle' },
                      {
                        target: '#assistantChat.conversation.active.idle',
                        actions: {
                          type: 'note',
                          params: ({ event }) => ({ key: 'errors.sendError' as const, values: { message: event.output.ok ? '' : event.output.error } }),
                        },
                      },
                    ],
                    onError: {
                      target: '#assistantChat.conversation.active.idle',
                      actions: {
                        type: 'note',
                        params: ({ event }) => ({
                          key: 'errors.sendError' as const,
                          values: { message: event.error instanceof Error ? event.error.message : String(event.error) },
                        }),
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
