/**
 * The assistant's connection, generated from its statechart (spec, accounts §4 Assistant
 * connection status, §9: start retries after 5 s, at most 3; automatic reconnect after 5 s, then 15 s after
 * a minute; S14). One test per browser path of the real assistantConnection machine
 * (e2e/support/model/), as it runs inside the widget's conversation, against a real server of its own that
 * the tests stop and start: the hub's events are "the server is up", "the server is stopped" and "the
 * server stops"; the conversation's events are what the visitor does (ask, send while offline); the
 * retry and reconnect delays are the page clock moving on; each state is what the widget's header shows.
 *
 * Not driven from a browser (each stays in the model; the coverage test lists the transitions only they
 * reach, and assistant-connection.paths.test.ts covers them):
 * - `hub.closed`, with or without an error: a server that stops (or restarts) tells its clients they may
 *   reconnect, which is `hub.dropped`; it closes a connection for good only for protocol faults the widget
 *   never commits (a malformed or oversized message, a flood, a failed handshake: chat-hub.test.ts);
 * - the hub actor's own result: it lives as long as the connection and never finishes.
 *
 * Seen on screen the same way: `disconnected.retryPending` and `disconnected.idle` both read "Offline" with
 * the connection error, so a visitor cannot tell that no retry is coming; the paths still go through both.
 */
import { expect, test as base } from './support/test';
import { assistantConnectionMachine } from '@/machines/assistant-connection/assistant-connection.machine';
import type { ChatLink } from '@/machines/assistant-connection/assistant-connection.actors';
import { HubServer } from './support/model/hub-server';
import { builders, fleeting, notDrivable, type BrowserModel, type BrowserRun } from './support/model/model';
import { describeModel } from './support/model/run';
import { pattern, t } from './support/model/strings';

/** A server of its own per worker (tests in a worker run one at a time), reopened on a restart. */
const test = base.extend<object, { hub: HubServer }>({
  hub: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's own fixtures from this pattern: none here
    async ({}, use, workerInfo) => {
      const hub = await HubServer.launch(`${process.env.E2E_DATA_DIR ?? 'data/e2e'}-hub-${workerInfo.parallelIndex}`);
      await use(hub);
      await hub.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

interface AssistantRun extends BrowserRun {
  hub: HubServer;
}

/** Whether the server has issued this conversation's session id yet (with its first answer). */
type ChatWorld = { session: 'none' | 'issued' };

const panel = (run: BrowserRun) => run.page.getByRole('dialog', { name: t('assistant', 'title') });
const status = (run: BrowserRun) => panel(run).getByText(new RegExp(`^(${['connected', 'connecting', 'reconnecting', 'disconnected'].map((key) => t('assistant', `status.${key}`)).join('|')})$`));
const connected = (snapshot: { matches(state: object): boolean }) => snapshot.matches({ linked: 'connected' });

/** Asks the assistant and waits for its answer (the typing indicator comes and goes). */
async function ask(run: BrowserRun, text: string): Promise<void> {
  const replies = panel(run).getByRole('list', { name: t('assistant', 'conversation') }).locator(':scope > li');
  const before = await replies.count();
  await panel(run).getByLabel(t('assistant', 'inputLabel')).fill(text);
  await panel(run).getByRole('button', { name: t('assistant', 'send') }).click();
  await expect
    .poll(async () => (await replies.count()) === before + 2 && (await replies.last().getAttribute('aria-label')) !== t('assistant', 'typing'), { timeout: 20_000 })
    .toBe(true);
}

const link: ChatLink = { send: () => Promise.resolve() };
const chat = builders<ChatWorld, AssistantRun>();
const serverUp = async (run: AssistantRun) => run.hub.start();
const serverDown = async (run: AssistantRun) => run.hub.stop();

const assistantConnection: BrowserModel<typeof assistantConnectionMachine, ChatWorld, AssistantRun> = {
  machine: assistantConnectionMachine,
  input: { sessionId: null },
  world: { session: 'none' },
  // When reconnecting began is the page's clock, not a state of its own; the link is there or not.
  serialize: (snapshot) => ({
    value: snapshot.value,
    context: { ...snapshot.context, link: snapshot.context.link !== null, reconnectingSince: snapshot.context.reconnectingSince !== null },
  }),
  start: {
    label: 'opening the assistant',
    // The page and the widget's code come first, with the server up: a visitor has the page already
    // when the server goes away (the widget's files then come from the browser's cache).
    prepare: async (run) => {
      await run.hub.start();
      await run.page.goto(`${run.hub.url}/?lng=en`);
      await run.page.getByRole('button', { name: t('assistant', 'launcher') }).click();
      await expect(status(run)).toHaveText(t('assistant', 'status.connected'), { timeout: 20_000 });
      await run.page.reload();
    },
    perform: async (run) => {
      await run.page.getByRole('button', { name: t('assistant', 'launcher') }).click();
      await expect(panel(run)).toBeVisible();
    },
  },
  events: {
    'assistantConnection.start': [
      chat.gesture({ type: 'assistantConnection.start' }, 'a message sent while offline', async (run) => {
        await panel(run).getByLabel(t('assistant', 'inputLabel')).fill('tours in Luxor');
        await panel(run).getByRole('button', { name: t('assistant', 'send') }).click();
      }),
    ],
    'assistantConnection.sessionIssued': [
      chat.gesture({ type: 'assistantConnection.sessionIssued', sessionId: 's-1' }, 'the first answer, with the session id', (run) => ask(run, 'beach trips in Sinai'), {
        possible: (world, snapshot) => world.session === 'none' && connected(snapshot),
        then: { session: 'issued' },
      }),
    ],
    'hub.opened': [chat.arrival({ type: 'hub.opened', link }, 'the server is up', { before: serverUp })],
    'hub.startFailed': [chat.arrival({ type: 'hub.startFailed', error: 'WebSocket failed to connect.' }, 'the server is stopped', { before: serverDown })],
    'hub.dropped': [chat.arrival({ type: 'hub.dropped', error: 'The server is restarting.' }, 'the server stops', { arrange: serverDown })],
    'hub.closed': [
      notDrivable('the server closes a connection for good only for protocol faults the widget never commits', {
        event: { type: 'hub.closed', error: 'Server returned an error on close: Connection closed with an error.' },
      }),
      notDrivable('a stopping server lets its clients reconnect (hub.dropped); only the widget itself closes without an error, when it goes', {
        event: { type: 'hub.closed', error: null },
      }),
    ],
    'hub.received': [
      chat.gesture({ type: 'hub.received', payload: { response: 'Luxor', sessionId: 's-1', travels: [], events: [] } }, 'a question answered', (run) => ask(run, 'what about Aswan?'), {
        possible: (_world, snapshot) => connected(snapshot),
        then: { session: 'issued' },
      }),
    ],
  },
  actors: {
    openChatConnection: {
      results: [notDrivable('the hub actor lives as long as the connection and never finishes', { output: undefined })],
    },
  },
  delays: {
    retryDelay: chat.timer('the 5 s start retry'),
    reconnectDelay: chat.timer('the 5 s reconnect'),
  },
  states: {
    'disconnected.idle': async (run) => {
      await expect(status(run)).toHaveText(t('assistant', 'status.disconnected'));
    },
    'disconnected.retryPending': async (run) => {
      await expect(status(run)).toHaveText(t('assistant', 'status.disconnected'));
      await expect(panel(run).getByText(pattern('assistant', 'errors.connection'))).toBeVisible();
    },
    'linked.connecting': fleeting('the socket opens or is refused within milliseconds on one machine'),
    'linked.connected': async (run) => {
      await expect(status(run)).toHaveText(t('assistant', 'status.connected'), { timeout: 20_000 });
      await expect(panel(run).getByLabel(t('assistant', 'inputLabel'))).toBeEnabled();
    },
    'linked.reconnecting.waiting': async (run) => {
      await expect(status(run)).toHaveText(t('assistant', 'status.reconnecting'), { timeout: 20_000 });
    },
    'linked.reconnecting.attempting': fleeting('a restart succeeds or is refused within milliseconds on one machine'),
  },
};

type HubFixtures = Pick<BrowserRun, 'page' | 'request'> & { hub: HubServer };

describeModel(assistantConnection, {
  test,
  each: (title: string, walk: (fixtures: HubFixtures) => Promise<void>) => test(title, ({ page, request, hub }) => walk({ page, request, hub })),
  context: ({ hub }: HubFixtures, run: BrowserRun): AssistantRun => ({ ...run, hub }),
  // The next test starts from a running server.
  finish: (run) => run.hub.start(),
  timeout: 120_000,
});
