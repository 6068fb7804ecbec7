/**
 * Path tests of the conversation (CONVENTIONS #6). The shared `describePaths` tells states apart by their
 * whole context, and a conversation's transcript grows with every message, so its graph has no end. The
 * same method runs here with one change: two snapshots are the same vertex when their state and the facts
 * the rules read (connection status, a link, the message being sent, the input method, an alert, whether
 * the greeting was shown) are the same. Every state and every transition must be covered, as there.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateNode, type EventObject, type SnapshotFrom } from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';
import { pathTitle } from '../../../tests/paths/path-tests';
import type { ChatLink } from '@/machines/assistant-connection/assistant-connection.actors';
import { assistantChatMachine, type AssistantChatEvent } from './assistant-chat.machine';
import { selectAlert, selectCanSend, selectConnectionStatus, selectIsOpen, selectIsSending, selectMessages } from './assistant-chat.selectors';

type Snapshot = SnapshotFrom<typeof assistantChatMachine>;
type NonEmpty<T> = readonly [T, ...T[]];

const link: ChatLink = { send: () => Promise.resolve() };
const reply = { response: 'Sinai has 2 beach trips under $10,000.', sessionId: 's-9', travels: [{ id: 3, title: 'Dahab', description: '', price: 4200, imageUrl: null }], events: [] };

// Every event type, typed so a missing one is a compile error.
const events = {
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
} satisfies { [K in AssistantChatEvent['type']]: NonEmpty<Extract<AssistantChatEvent, { type: K }>> };

// Every invoked actor's results.
const actorResults: Record<string, ({ type: string } & Record<string, unknown>)[]> = {
  sendChatMessage: [
    { type: 'xstate.done.actor.sendChatMessage', output: { ok: true } },
    { type: 'xstate.done.actor.sendChatMessage', output: { ok: false, error: 'Invocation canceled' } },
    { type: 'xstate.error.actor.sendChatMessage', error: new Error('socket hang up') },
  ],
  connection: [],
};

const checks: Record<string, (snapshot: Snapshot) => void> = {
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
    expect(selectMessages(snapshot).at(-1)?.sender).toBe('user');
  },
  'conversation.active.sending.invoking': (snapshot) => {
    expect(selectIsSending(snapshot)).toBe(true);
    expect(selectCanSend(snapshot, 'hello')).toBe(false);
    expect(snapshot.context.outgoing).toMatch(/\S/);
    // The call started on a live link; the link may drop while it runs (the call then fails by itself).
    expect(snapshot.context.connection.link === link || snapshot.context.connection.status !== 'connected').toBe(true);
  },
};

const nodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodes)];
const allNodes = nodes(assistantChatMachine.root);

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    status: snapshot.context.connection.status,
    link: snapshot.context.connection.link !== null,
    outgoing: snapshot.context.outgoing !== null,
    via: snapshot.context.via,
    alert: selectAlert(snapshot) !== null,
    greeted: snapshot.context.messages.length > 0,
  });

const eventsIn = (snapshot: Snapshot): EventObject[] => [
  ...Object.values(events).flat(),
  ...snapshot._nodes.flatMap((node: AnyStateNode) => [
    ...node.after.map((after) => ({ type: String(after.eventType) })),
    ...node.invoke.flatMap((invoke) => actorResults[invoke.id] ?? []),
  ]),
];

const keyOf = (source: AnyStateNode, eventType: string, index: number) => {
  const readable = eventType.startsWith('xstate.after.') ? `after ${eventType.split('.')[2]}` : eventType;
  return `${source.id} ─ ${readable}${index > 0 ? ` [${index + 1}]` : ''}`;
};
const taken = (before: Snapshot, event: EventObject) =>
  assistantChatMachine.getTransitionData(before as never, event as never).map((definition) => {
    const type = String(definition.eventType);
    return keyOf(definition.source, type, (definition.source.transitions.get(type) ?? []).indexOf(definition));
  });
const everyTransition = allNodes.flatMap((node) => [...node.transitions.entries()].flatMap(([type, list]) => list.map((_, index) => keyOf(node, type, index))));

type Path = StatePath<Snapshot, EventObject>;
const model = new TestModel(assistantChatMachine as never, { events: eventsIn as never, serializeState: serialize as never, input: { sessionId: null } });
const paths = model.getShortestPaths() as unknown as Path[];
const adjacency = model.getAdjacencyMap() as unknown as Record<string, { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }>;
const shortestTo = new Map((model.getShortestPaths({ allowDuplicatePaths: true }) as unknown as Path[]).map((path) => [serialize(path.state), path]));
const covered = new Set<string>();
const record = (path: Path) => {
  let before: Snapshot | undefined;
  for (const step of path.steps) {
    if (before) for (const key of taken(before, step.event)) covered.add(key);
    before = step.state;
  }
};
paths.forEach(record);
for (const vertex of Object.values(adjacency)) {
  for (const { event, state } of Object.values(vertex.transitions)) {
    const keys = taken(vertex.state, event);
    if (keys.length === 0 || keys.every((key) => covered.has(key))) continue;
    const prefix = shortestTo.get(serialize(vertex.state));
    if (!prefix) continue;
    const path: Path = { state, steps: [...prefix.steps, { event, state }], weight: prefix.weight + 1 };
    paths.push(path);
    record(path);
  }
}
const coveredStates = new Set(paths.flatMap((path) => path.steps.flatMap((step) => step.state._nodes.map((node: AnyStateNode) => node.id))));

/** A live actor whose invoked actors never settle and whose timers never fire: the path drives both. */
const quiet = () =>
  createActor(
    assistantChatMachine.provide({
      actors: {
        assistantConnection: fromPromise(() => new Promise<never>(() => {})) as never,
        sendChatMessage: fromPromise(() => new Promise<never>(() => {})) as never,
      },
      delays: { connectionWait: 2_147_483_647 },
    }),
    { input: { sessionId: null } },
  );

describe('assistantChat paths', () => {
  it('has a check for every leaf state', () => {
    const leaves = allNodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
    expect(leaves.filter((leaf) => !(leaf in checks))).toEqual([]);
  });

  for (const path of paths) {
    it(pathTitle(path as never), () => {
      const actor = quiet().start();
      try {
        for (const step of path.steps) {
          if (step.event.type !== 'xstate.init') actor.send(step.event as AssistantChatEvent);
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toEqual(step.state.value);
          for (const [key, check] of Object.entries(checks)) if (snapshot.matches(key as never)) check(snapshot);
        }
      } finally {
        actor.stop();
      }
    });
  }

  it('covers every state and transition', () => {
    expect(allNodes.map((node) => node.id).filter((id) => !coveredStates.has(id))).toEqual([]);
    expect(everyTransition.filter((key) => !covered.has(key))).toEqual([]);
  });
});
