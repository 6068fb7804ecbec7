import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { MAX_START_RETRIES } from './assistant-connection.machine';
import { assistantConnectionModel, link } from './assistant-connection.model';
import { selectConnectionError, selectConnectionStatus, selectIsRetryPending, selectStartRetries } from './assistant-connection.selectors';

describePaths(assistantConnectionModel, {
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
