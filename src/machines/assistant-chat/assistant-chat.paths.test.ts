/**
 * Path tests of the conversation (CONVENTIONS #6). Its model (assistant-chat.model.ts) tells states apart by
 * the facts the rules read rather than by the whole transcript, so the graph ends; every state and every
 * transition must be covered, as for every machine.
 */
import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { assistantChatModel, link } from './assistant-chat.model';
import { selectCanSend, selectConnectionStatus, selectIsOpen, selectIsSending, selectMessages } from './assistant-chat.selectors';

describePaths(assistantChatModel, {
  states: {
    'panel.closed': (snapshot) => expect(selectIsOpen(snapshot)).toBe(false),
    'panel.open': (snapshot) => expect(selectIsOpen(snapshot)).toBe(true),
    'conversation.dormant': (snapshot) => {
      expect(selectMessages(snapshot)).toEqual([]);
      expect(selectCanSend(snapshot, 'hello')).toBe(false); // no connection yet: ignored
    },
    'conversation.active.idle': (snapshot) => {
      expect(selectMessages(snapshot)[0]?.notice?.key).toBe('greeting');
      expect(selectIsSending(snapshot)).toBe(false);
      expect(selectCanSend(snapshot, 'hello')).toBe(true);
      expect(selectCanSend(snapshot, '  ')).toBe(false);
      expect(snapshot.context.outgoing).toBeNull();
    },
    'conversation.active.sending.awaitingConnection': (snapshot) => {
      expect(selectIsSending(snapshot)).toBe(true);
      expect(selectCanSend(snapshot, 'hello')).toBe(false);
      expect(selectConnectionStatus(snapshot)).not.toBe('connected');
      // The message waiting is the last one the user wrote (a reply may have arrived after it).
      expect(selectMessages(snapshot).filter((message) => message.sender === 'user').at(-1)?.text).toBe(snapshot.context.outgoing);
    },
    'conversation.active.sending.invoking': (snapshot) => {
      expect(selectIsSending(snapshot)).toBe(true);
      expect(selectCanSend(snapshot, 'hello')).toBe(false);
      expect(snapshot.context.outgoing).toMatch(/\S/);
      // The call started on a live link; the link may drop while it runs (the call then fails by itself).
      expect(snapshot.context.connection.link === link || snapshot.context.connection.status !== 'connected').toBe(true);
    },
  },
});
