import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { chatHubUrl, type ChatLink, type HubCommand, type HubEvent, type OpenChatConnectionInput } from './assistant-connection.actors';
import { assistantConnectionMachine } from './assistant-connection.machine';
import { selectConnectionError, selectConnectionStatus, selectStartRetries } from './assistant-connection.selectors';

/**
 * The connection machine with its real delays on a fake clock, and a fake hub in place of SignalR: the
 * test says how each start ends (`answer`) and sees when each start happened and with which session id.
 */
function startConnection(answer: (attempt: number) => 'open' | 'fail' | 'pending', sessionId: string | null = null) {
  const t0 = Date.now();
  const starts: { at: number; sessionId: string | null }[] = [];
  const link: ChatLink = { send: () => Promise.resolve() };
  let report: ((event: HubEvent) => void) | null = null;
  let stops = 0;
  const attempt = (sessionId: string | null) => {
    starts.push({ at: Date.now() - t0, sessionId });
    const outcome = answer(starts.length);
    const send = report;
    // A start settles after the current step, as a real one does.
    if (outcome === 'open') queueMicrotask(() => send?.({ type: 'hub.opened', link }));
    if (outcome === 'fail') queueMicrotask(() => send?.({ type: 'hub.startFailed', error: 'WebSocket failed to connect.' }));
  };
  const hub = fromCallback<HubCommand, OpenChatConnectionInput, HubEvent>(({ input, sendBack, receive }) => {
    report = sendBack;
    attempt(input.sessionId);
    receive((command) => attempt(command.sessionId));
    return () => {
      stops += 1;
      report = null;
    };
  });
  const actor = createActor(assistantConnectionMachine.provide({ actors: { openChatConnection: hub } }), { input: { sessionId } }).start();
  return {
    actor,
    starts,
    at: () => starts.map((start) => start.at),
    hub: (event: HubEvent) => report?.(event),
    status: () => selectConnectionStatus(actor.getSnapshot()),
    stops: () => stops,
  };
}

describe('assistant connection rules (real delays, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
  afterEach(() => vi.useRealTimers());

  it('starts connecting at once and is connected when the start succeeds', async () => {
    const connection = startConnection(() => 'open');
    expect(connection.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status()).toBe('connected');
    expect(connection.at()).toEqual([0]);
  });

  it('retries a failed initial start after 5 s while the retry counter is under 3, then stays disconnected', async () => {
    const connection = startConnection(() => 'fail');
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status()).toBe('disconnected');
    expect(selectConnectionError(connection.actor.getSnapshot())).toBe('WebSocket failed to connect.');
    await vi.advanceTimersByTimeAsync(4999);
    expect(connection.at()).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.at()).toEqual([0, 5000]);
    await vi.advanceTimersByTimeAsync(60_000);
    // The first start and 3 retries, 5 s apart; nothing after.
    expect(connection.at()).toEqual([0, 5000, 10_000, 15_000]);
    expect(selectStartRetries(connection.actor.getSnapshot())).toBe(3);
    expect(connection.status()).toBe('disconnected');
  });

  it('a successful start resets the retry counter', async () => {
    const connection = startConnection((attempt) => (attempt === 3 ? 'open' : 'fail'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.status()).toBe('connected');
    expect(selectStartRetries(connection.actor.getSnapshot())).toBe(0);
  });

  it('on a close with an error: disconnected, and a new start after 5 s', async () => {
    const connection = startConnection(() => 'open');
    await vi.advanceTimersByTimeAsync(1000);
    connection.hub({ type: 'hub.closed', error: 'Server returned an error on close: Connection closed with an error.' });
    expect(connection.status()).toBe('disconnected');
    expect(connection.stops()).toBe(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(connection.at()).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.at()).toEqual([0, 6000]);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status()).toBe('connected');
  });

  it('on a close without an error: disconnected, and no retry', async () => {
    const connection = startConnection(() => 'open');
    await vi.advanceTimersByTimeAsync(0);
    connection.hub({ type: 'hub.closed', error: null });
    expect(connection.status()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(connection.at()).toEqual([0]);
  });

  it('reconnects automatically after a drop: every 5 s while under 60 s have elapsed, then every 15 s', async () => {
    const connection = startConnection((attempt) => (attempt === 1 ? 'open' : 'fail'));
    await vi.advanceTimersByTimeAsync(0);
    connection.hub({ type: 'hub.dropped', error: 'WebSocket closed with status code: 1006 ().' });
    expect(connection.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(4999);
    expect(connection.at()).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.at()).toEqual([0, 5000]);
    await vi.advanceTimersByTimeAsync(99_999);
    expect(connection.at()).toEqual([
      0, 5000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 55_000, 60_000,
      // 60 s have elapsed: 15 s apart from now on
      75_000, 90_000,
    ]);
    expect(connection.status()).toBe('reconnecting'); // no limit: it keeps trying
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.at().at(-1)).toBe(105_000);
  });

  it('is connected again when a reconnect attempt succeeds, and a later drop starts a fresh 60 s', async () => {
    const connection = startConnection((attempt) => (attempt === 1 || attempt === 3 ? 'open' : 'fail'));
    await vi.advanceTimersByTimeAsync(0);
    connection.hub({ type: 'hub.dropped', error: '1006' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connection.status()).toBe('connected');
    expect(connection.at()).toEqual([0, 5000, 10_000]);
    connection.hub({ type: 'hub.dropped', error: '1006' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(connection.at()).toEqual([0, 5000, 10_000, 15_000]);
  });

  it('sends the session id back on every start after the server issued one (S14)', async () => {
    const connection = startConnection((attempt) => (attempt === 1 ? 'open' : attempt === 2 ? 'fail' : 'open'), 'stored-1');
    await vi.advanceTimersByTimeAsync(0);
    connection.actor.send({ type: 'assistantConnection.sessionIssued', sessionId: 'issued-2' });
    connection.hub({ type: 'hub.dropped', error: '1006' });
    await vi.advanceTimersByTimeAsync(5000);
    connection.hub({ type: 'hub.closed', error: 'boom' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(connection.starts).toEqual([
      { at: 0, sessionId: 'stored-1' },
      { at: 5000, sessionId: 'issued-2' },
      { at: 10_000, sessionId: 'issued-2' },
    ]);
  });

  it('a disconnected connection starts again when asked (the restart before sending)', async () => {
    const connection = startConnection((attempt) => (attempt === 1 ? 'open' : 'open'));
    await vi.advanceTimersByTimeAsync(0);
    connection.hub({ type: 'hub.closed', error: null });
    await vi.advanceTimersByTimeAsync(30_000);
    connection.actor.send({ type: 'assistantConnection.start' });
    expect(connection.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status()).toBe('connected');
    expect(connection.at()).toEqual([0, 30_000]);
  });

  it('stops the hub when the machine stops (the widget went away)', async () => {
    const connection = startConnection(() => 'open');
    await vi.advanceTimersByTimeAsync(0);
    connection.actor.stop();
    expect(connection.stops()).toBe(1);
  });
});

describe('chatHubUrl', () => {
  it('is /chatHub on the API base, with the stored session id when there is one', () => {
    expect(chatHubUrl(null, 'http://localhost:8080')).toBe('http://localhost:8080/chatHub');
    expect(chatHubUrl('a b/1', 'https://rihla.example')).toBe('https://rihla.example/chatHub?sessionId=a%20b%2F1');
  });
});
