import { expect, vi } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import type { ChatLink } from './assistant-connection.actors';
import { assistantConnectionMachine, MAX_START_RETRIES } from './assistant-connection.machine';
import { selectConnectionError, selectConnectionStatus, selectIsRetryPending, selectStartRetries } from './assistant-connection.selectors';

// The reconnect threshold reads the clock when reconnecting begins: a still clock keeps the graph's
// snapshots identical from one traversal to the next.
vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['Date'] });

const link: ChatLink = { send: () => Promise.resolve() };

describePaths(assistantConnectionMachine, {
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
  states: {
    'disconnected.idle': (snapshot) => {
      expect(selectConnectionStatus(snapshot)).toBe('disconnected');
      expect(snapshot.context.link).toBeNull();
      expect(selectIsRetryPending(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'assistantConnection.start' })).toBe(true);
    },
    'disconnected.retryPending': (snapshot) => {
      expect(selectConnectionStatus(snapshot)).toBe('disconnected');
      expect(selectIsRetryPending(snapshot)).toBe(true);
      expect(selectConnectionError(snapshot)).not.toBeNull(); // only an error brings a retry
      expect(selectStartRetries(snapshot)).toBeLessThanOrEqual(MAX_START_RETRIES);
    },
    'linked.connecting': (snapshot) => {
      expect(selectConnectionStatus(snapshot)).toBe('connecting');
      expect(snapshot.context.link).toBeNull();
    },
    'linked.connected': (snapshot) => {
      expect(selectConnectionStatus(snapshot)).toBe('connected');
      expect(snapshot.context.link).toBe(link);
      expect(selectStartRetries(snapshot)).toBe(0);
      expect(selectConnectionError(snapshot)).toBeNull();
    },
    'linked.reconnecting.waiting': (snapshot) => {
      expect(selectConnectionStatus(snapshot)).toBe('reconnecting');
      expect(snapshot.context.link).toBeNull();
      expect(snapshot.context.reconnectingSince).not.toBeNull();
    },
    'linked.reconnecting.attempting': (snapshot) => {
      expect(selectConnectionStatus(snapshot)).toBe('reconnecting');
      expect(snapshot.context.link).toBeNull();
    },
  },
});
