/**
 * The path-test model of `assistantConnectionMachine` (CONVENTIONS #6): a sample of every event
 * and invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts
 * lists it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { freezeClock } from '../../../tests/paths/environment';
import type { ChatLink } from './assistant-connection.actors';
import { assistantConnectionMachine } from './assistant-connection.machine';

export const link: ChatLink = { send: () => Promise.resolve() };

export const assistantConnectionModel = {
  machine: assistantConnectionMachine,
  spec: 'accounts §4 Assistant connection status, §9 constants',
  // The reconnect threshold reads the clock when reconnecting begins: a still clock keeps the graph's
  // snapshots identical from one traversal to the next.
  setUp: () => ({ tearDown: freezeClock(Date.UTC(2026, 0, 1)) }),
  input: { sessionId: null },
  samples: {
    events: {
      'assistantConnection.start': [{ type: 'assistantConnection.start' }],
      'assistantConnection.sessionIssued': [{ type: 'assistantConnection.sessionIssued', sessionId: 's-1' }],
      'hub.opened': [{ type: 'hub.opened', link }],
      'hub.startFailed': [{ type: 'hub.startFailed', error: 'WebSocket failed to connect.' }],
      'hub.dropped': [{ type: 'hub.dropped', error: 'WebSocket closed with status code: 1006 ().' }],
      'hub.closed': [
        { type: 'hub.closed', error: 'Server returned an error on close: Connection closed with an error.' },
        { type: 'hub.closed', error: null },
      ],
      'hub.received': [{ type: 'hub.received', payload: { response: 'Hello', sessionId: 's-1', travels: [], events: [] } }],
    },
    actors: {
      openChatConnection: { outputs: [undefined] },
    },
  },
} satisfies MachineModel<typeof assistantConnectionMachine>;
