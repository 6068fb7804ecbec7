/**
 * The assistant: understanding a message, finding what answers it in the catalogue, the reply in the
 * visitor's language, the chat hub (SignalR over WebSocket) and its stored conversations, and the
 * recommendations. Used by the other areas through this file only.
 */
import type { AreaSetup } from '../platform';
import { aiRoutes } from './ai.routes';

export { createAssistant } from './assistant';
export { attachChatHub, type ChatHub } from './hub/chat-hub';
export { DEFAULT_HUB_LIMITS } from './hub/hub-limits';
export { storedConversations } from './hub/stored-conversations';

export const assistantArea: AreaSetup = { routes: [aiRoutes], jobs: [] };
