/**
 * The path-test model of `assistantChatMachine` (CONVENTIONS #6), as src/machines/registry.ts
 * lists it (test tooling: app code never imports it). A conversation's transcript grows with every
 * message, so a graph that told states apart by their whole context would have no end: here two snapshots
 * are the same vertex when their state and the facts the rules read (connection status, a link, the
 * message being sent, the input method, an alert, whether the greeting was shown, whether a reply offered
 * cards with a party to book for) are the same.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import type { ChatLink } from '@/machines/assistant-connection/assistant-connection.actors';
import { assistantChatMachine } from './assistant-chat.machine';
import { selectAlert } from './assistant-chat.selectors';

export const link: ChatLink = { send: () => Promise.resolve() };
const party = { adults: 2, children: 2, underFive: 0 };
const reply = { response: 'Sinai has 2 beach trips under $10,000.', sessionId: 's-9', travels: [{ id: 3, title: 'Dahab', description: '', price: 4200, imageUrl: null }], events: [], party };

export const assistantChatModel = {
  machine: assistantChatMachine,
  spec: 'accounts §2 Assistant chat widget, §3 Chat message, §4, §5 Chat, §8 Assistant',
  input: { sessionId: null },
  samples: {
    events: {
      'assistantChat.opened': [{ type: 'assistantChat.opened' }],
      'assistantChat.closed': [{ type: 'assistantChat.closed' }],
      'assistantChat.toggled': [{ type: 'assistantChat.toggled' }],
      'assistantChat.submitted': [
        { type: 'assistantChat.submitted', text: 'beach trips in Sinai', via: 'text' },
        { type: 'assistantChat.submitted', text: '   ', via: 'text' },
        { type: 'assistantChat.submitted', text: 'ما هي أسعار تذاكر الأهرامات؟', via: 'voice' },
      ],
      'assistantChat.noted': [{ type: 'assistantChat.noted', text: "Couldn't understand. Retrying in English." }],
      'assistantChat.alerted': [{ type: 'assistantChat.alerted', text: 'Your browser does not support Speech Recognition.' }],
      'assistantConnection.changed': [
        { type: 'assistantConnection.changed', status: 'connected', link, error: null },
        { type: 'assistantConnection.changed', status: 'disconnected', link: null, error: 'WebSocket failed to connect.' },
        { type: 'assistantConnection.changed', status: 'reconnecting', link: null, error: '1006' },
      ],
      'assistantConnection.received': [{ type: 'assistantConnection.received', payload: reply }],
      // A card of that reply with its party (the hand-over), and a tour no reply offered (ignored).
      'assistantChat.bookingStarted': [
        { type: 'assistantChat.bookingStarted', travelId: 3, party },
        { type: 'assistantChat.bookingStarted', travelId: 99, party },
      ],
    },
    actors: {
      sendChatMessage: { outputs: [{ ok: true }, { ok: false, error: 'Invocation canceled' }], error: new Error('socket hang up') },
      // The connection is a child machine that runs as long as the conversation is active: it never
      // finishes, so its result changes nothing (its news arrives as `assistantConnection.*` events).
      assistantConnection: { outputs: [undefined] },
    },
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.context.connection.status,
      link: snapshot.context.connection.link !== null,
      outgoing: snapshot.context.outgoing !== null,
      via: snapshot.context.via,
      alert: selectAlert(snapshot) !== null,
      greeted: snapshot.context.messages.length > 0,
      offered: snapshot.context.messages.some((message) => message.party !== null && message.travels.length > 0),
    }),
} satisfies MachineModel<typeof assistantChatMachine>;
