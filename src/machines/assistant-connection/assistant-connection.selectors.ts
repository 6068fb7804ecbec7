import type { SnapshotFrom } from 'xstate';
import type { assistantConnectionMachine, ConnectionStatus } from './assistant-connection.machine';

export type AssistantConnectionSnapshot = SnapshotFrom<typeof assistantConnectionMachine>;

/** The spec's connection status (accounts §4). */
export function selectConnectionStatus(snapshot: AssistantConnectionSnapshot): ConnectionStatus {
  if (snapshot.matches({ linked: 'connected' })) return 'connected';
  if (snapshot.matches({ linked: 'reconnecting' })) return 'reconnecting';
  if (snapshot.matches({ linked: 'connecting' })) return 'connecting';
  return 'disconnected';
}

export const selectConnectionError = (snapshot: AssistantConnectionSnapshot) => snapshot.context.error;
export const selectStartRetries = (snapshot: AssistantConnectionSnapshot) => snapshot.context.startRetries;
export const selectIsRetryPending = (snapshot: AssistantConnectionSnapshot) => snapshot.matches({ disconnected: 'retryPending' });
