import type { SnapshotFrom } from 'xstate';
import type { assistantChatMachine } from './assistant-chat.machine';

export type AssistantChatSnapshot = SnapshotFrom<typeof assistantChatMachine>;

export const selectIsOpen = (snapshot: AssistantChatSnapshot) => snapshot.matches({ panel: 'open' });
export const selectMessages = (snapshot: AssistantChatSnapshot) => snapshot.context.messages;
/** The typing indicator shows, and the input is disabled, while the send call runs (spec §4). */
export const selectIsSending = (snapshot: AssistantChatSnapshot) => snapshot.hasTag('busy');
export const selectConnectionStatus = (snapshot: AssistantChatSnapshot) => snapshot.context.connection.status;
/** 'Connection error: {message}' while the connection is not up after an error. */
export const selectConnectionError = (snapshot: AssistantChatSnapshot) =>
  snapshot.context.connection.status === 'connected' ? null : snapshot.context.connection.error;
export const selectAlert = (snapshot: AssistantChatSnapshot) => snapshot.context.alert;
/** Whether a message of this text would be taken (send disabled while sending or empty, spec §5). */
export const selectCanSend = (snapshot: AssistantChatSnapshot, text: string) =>
  text.trim() !== '' && snapshot.can({ type: 'assistantChat.submitted', text, via: 'text' });
