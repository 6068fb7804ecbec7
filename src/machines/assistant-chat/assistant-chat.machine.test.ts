import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { memoryLocalStorageEachTest } from '../../../tests/fixtures/memory-storage';
import type { ChatLink, HubCommand, HubEvent, OpenChatConnectionInput } from '@/machines/assistant-connection/assistant-connection.actors';
import { assistantConnectionMachine } from '@/machines/assistant-connection/assistant-connection.machine';
import { CHAT_SESSION_KEY, loadChatSessionId } from './assistant-chat.actors';
import { assistantChatMachine } from './assistant-chat.machine';
import { selectConnectionError, selectConnectionStatus, selectIsSending, selectMessages } from './assistant-chat.selectors';

memoryLocalStorageEachTest();

/**
 * The conversation with its real connection machine (real delays, fake clock) over a fake hub: `answer`
 * says how each start ends; `sent` records SendMessage calls, each finished by `finishSend`.
 */
function startChat(options: { answer?: (attempt: number) => 'open' | 'fail' | 'pending'; sessionId?: string | null } = {}) {
  const answer = options.answer ?? (() => 'open');
  const starts: (string | null)[] = [];
  const sent: string[] = [];
  const pendingSends: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const link: ChatLink = {
    send: (text) =>
      new Promise<void>((resolve, reject) => {
        sent.push(text);
        pendingSends.push({ resolve, reject });
      }),
  };
  let report: ((event: HubEvent) => void) | null = null;
  const attempt = (sessionId: string | null) => {
    starts.push(sessionId);
    const outcome = answer(starts.length);
    const send = report;
    if (outcome === 'open') queueMicrotask(() => send?.({ type: 'hub.opened', link }));
    if (outcome === 'fail') queueMicrotask(() => send?.({ type: 'hub.startFailed', error: 'WebSocket failed to connect.' }));
  };
  const hub = fromCallback<HubCommand, OpenChatConnectionInput, HubEvent>(({ input, sendBack, receive }) => {
    report = sendBack;
    attempt(input.sessionId);
    receive((command) => attempt(command.sessionId));
    return () => {
      report = null;
    };
  });
  const machine = assistantChatMachine.provide({
    actors: { assistantConnection: assistantConnectionMachine.provide({ actors: { openChatConnection: hub } }) },
  });
  const actor = createActor(machine, { input: { sessionId: options.sessionId ?? null } }).start();
  const spoken: string[] = [];
  actor.on('assistantChat.replied', (event) => spoken.push(event.text));
  return {
    actor,
    starts,
    sent,
    spoken,
    hub: (event: HubEvent) => report?.(event),
    finishSend: (error?: Error) => {
      const next = pendingSends.shift();
      if (error) next?.reject(error);
      else next?.resolve();
    },
    submit: (text: string, via: 'text' | 'voice' = 'text') => actor.send({ type: 'assistantChat.submitted', text, via }),
    messages: () => selectMessages(actor.getSnapshot()),
    last: () => selectMessages(actor.getSnapshot()).at(-1),
  };
}

describe('assistant conversation', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
  afterEach(() => vi.useRealTimers());

  it('connects nothing and shows nothing until first opened; a message before that is ignored', async () => {
    const chat = startChat();
    chat.submit('hello');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(chat.messages()).toEqual([]);
    expect(chat.starts).toEqual([]);
  });

  it('greets once, on first open, and connects', async () => {
    const chat = startChat();
    chat.actor.send({ type: 'assistantChat.toggled' });
    expect(chat.messages().map((message) => message.notice?.key)).toEqual(['greeting']);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectConnectionStatus(chat.actor.getSnapshot())).toBe('connected');
    chat.actor.send({ type: 'assistantChat.toggled' });
    chat.actor.send({ type: 'assistantChat.opened' });
    expect(chat.messages()).toHaveLength(1);
    expect(chat.starts).toEqual([null]);
  });

  it('ignores blank messages', async () => {
    const chat = startChat();
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    chat.submit('   \n ');
    expect(chat.messages()).toHaveLength(1);
    expect(chat.sent).toEqual([]);
  });

  it('shows the message, is busy until the send call finishes, then shows the reply with its cards and keeps the session id', async () => {
    const chat = startChat();
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    chat.submit('  beach trips in Sinai under 10000 ');
    expect(chat.last()).toMatchObject({ sender: 'user', text: 'beach trips in Sinai under 10000' });
    expect(selectIsSending(chat.actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.sent).toEqual(['beach trips in Sinai under 10000']);
    chat.hub({
      type: 'hub.received',
      payload: { response: 'Here are two.', sessionId: 'sess-1', travels: [{ id: 4, title: 'Dahab', description: '', price: 4200, imageUrl: null }], events: [] },
    });
    expect(chat.last()).toMatchObject({ sender: 'bot', text: 'Here are two.', travels: [{ id: 4, title: 'Dahab' }] });
    expect(selectIsSending(chat.actor.getSnapshot())).toBe(true);
    chat.finishSend();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectIsSending(chat.actor.getSnapshot())).toBe(false);
    expect(localStorage.getItem(CHAT_SESSION_KEY)).toBe('sess-1');
    expect(loadChatSessionId()).toBe('sess-1');
    expect(chat.spoken).toEqual([]); // typed, so not spoken
  });

  it('sends the session id back when it reconnects (S14)', async () => {
    const chat = startChat({ sessionId: 'stored-0' });
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    chat.hub({ type: 'hub.received', payload: { response: 'Hi', sessionId: 'sess-7', travels: [], events: [] } });
    chat.hub({ type: 'hub.dropped', error: '1006' });
    expect(selectConnectionStatus(chat.actor.getSnapshot())).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(5000);
    expect(chat.starts).toEqual(['stored-0', 'sess-7']);
    expect(selectConnectionStatus(chat.actor.getSnapshot())).toBe('connected');
  });

  it('restarts a disconnected connection before sending, then sends', async () => {
    const chat = startChat();
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    chat.hub({ type: 'hub.closed', error: null });
    expect(selectConnectionStatus(chat.actor.getSnapshot())).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(chat.starts).toHaveLength(1);
    chat.submit('hello again');
    expect(selectIsSending(chat.actor.getSnapshot())).toBe(true);
    expect(chat.starts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.sent).toEqual(['hello again']);
  });

  it("says 'Failed to send the message…' when the restart fails", async () => {
    const chat = startChat({ answer: (attempt) => (attempt === 1 ? 'open' : 'fail') });
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    chat.hub({ type: 'hub.closed', error: null });
    chat.submit('hello');
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.last()?.notice).toEqual({ key: 'errors.sendFailed' });
    expect(selectIsSending(chat.actor.getSnapshot())).toBe(false);
    expect(selectConnectionError(chat.actor.getSnapshot())).toBe('WebSocket failed to connect.');
  });

  it('waits for a connection that is still coming up, at most 10 s', async () => {
    const chat = startChat({ answer: () => 'pending' });
    chat.actor.send({ type: 'assistantChat.opened' });
    chat.submit('hello');
    await vi.advanceTimersByTimeAsync(9999);
    expect(selectIsSending(chat.actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.last()?.notice).toEqual({ key: 'errors.sendFailed' });
    expect(selectIsSending(chat.actor.getSnapshot())).toBe(false);
  });

  it("says 'Error sending message: {message}' when the send call fails", async () => {
    const chat = startChat();
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    chat.submit('hello');
    await vi.advanceTimersByTimeAsync(0);
    chat.finishSend(new Error('Invocation canceled due to the underlying connection being closed.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.last()?.notice).toEqual({
      key: 'errors.sendError',
      values: { message: 'Invocation canceled due to the underlying connection being closed.' },
    });
  });

  it.each([
    [{ nothing: true }, 'errors.invalidReply'],
    [{ response: '' }, 'errors.emptyReply'],
    [{ response: 'ok', travels: 'x' }, 'errors.processing'],
  ])('shows the error text for the reply %j', async (payload, key) => {
    const chat = startChat();
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    chat.hub({ type: 'hub.received', payload });
    expect(chat.last()?.notice?.key).toBe(key);
  });

  it('speaks replies when the last input was voice, and stops when the next one is typed', async () => {
    const chat = startChat();
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    chat.submit('ما هي أسعار تذاكر الأهرامات؟', 'voice');
    chat.hub({ type: 'hub.received', payload: { response: 'تذكرة الأهرامات…', sessionId: 's', travels: [], events: [] } });
    chat.finishSend();
    await vi.advanceTimersByTimeAsync(0);
    chat.submit('thanks');
    chat.hub({ type: 'hub.received', payload: { response: 'You are welcome', sessionId: 's', travels: [], events: [] } });
    expect(chat.spoken).toEqual(['تذكرة الأهرامات…']);
  });

  it('shows voice notices as bot messages and voice alerts until the next message', async () => {
    const chat = startChat();
    chat.actor.send({ type: 'assistantChat.opened' });
    chat.actor.send({ type: 'assistantChat.noted', text: "Couldn't understand. Retrying in English." });
    expect(chat.last()).toMatchObject({ sender: 'bot', text: "Couldn't understand. Retrying in English." });
    chat.actor.send({ type: 'assistantChat.alerted', text: 'Speech Recognition Error: network' });
    expect(chat.actor.getSnapshot().context.alert).toBe('Speech Recognition Error: network');
    await vi.advanceTimersByTimeAsync(0);
    chat.submit('hello');
    expect(chat.actor.getSnapshot().context.alert).toBeNull();
  });

  it('hands a card over to booking with the party the conversation established, and closes', async () => {
    const chat = startChat();
    const handedOver: Array<{ href: string; travelId: number }> = [];
    chat.actor.on('assistantChat.handedOver', (event) => handedOver.push({ href: event.href, travelId: event.travelId }));
    chat.actor.send({ type: 'assistantChat.opened' });
    await vi.advanceTimersByTimeAsync(0);
    const party = { adults: 2, children: 2, underFive: 0 };
    chat.hub({
      type: 'hub.received',
      payload: { response: 'Two in Luxor.', sessionId: 'sess-2', travels: [{ id: 6, title: 'Valley of the Kings', description: '', price: 2800, imageUrl: null }], events: [], party },
    });
    expect(chat.last()).toMatchObject({ party });
    // A tour no reply offered, or another party, is not handed over.
    chat.actor.send({ type: 'assistantChat.bookingStarted', travelId: 99, party });
    chat.actor.send({ type: 'assistantChat.bookingStarted', travelId: 6, party: { adults: 5, children: 0, underFive: 0 } });
    expect(handedOver).toEqual([]);
    chat.actor.send({ type: 'assistantChat.bookingStarted', travelId: 6, party });
    expect(handedOver).toEqual([{ href: '/book-now?travelId=6&adults=2&children=2&underFive=0', travelId: 6 }]);
    expect(chat.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
  });
});
