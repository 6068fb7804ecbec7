import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, type AnyActorRef, type InspectionEvent } from 'xstate';

// A .tsx file only so that it runs under jsdom (the dom project), where the page's `window` exists.

/** What crossed the package boundary: imports of @statelyai/inspect, inspectors made, events sent to them. */
const stately = vi.hoisted(() => ({ imports: 0, created: [] as unknown[], events: [] as InspectionEvent[] }));

// Only the package is replaced (it would open the stately.ai window); the boot code and XState are real.
vi.mock('@statelyai/inspect', () => {
  stately.imports += 1;
  return {
    createBrowserInspector: (options: unknown) => {
      stately.created.push(options);
      return { inspect: { next: (event: InspectionEvent) => stately.events.push(event) } };
    },
  };
});

const DEV = import.meta.env.DEV;

/** The inspector module as a fresh page load has it (nothing attached yet). */
async function freshBoot() {
  vi.resetModules();
  return import('./inspector');
}

beforeEach(() => {
  stately.imports = 0;
  stately.created = [];
  stately.events = [];
});
afterEach(() => {
  vi.stubEnv('DEV', DEV);
});

// The cases that must load nothing come first, so no earlier import can hide one.
describe('the Stately inspector at boot', () => {
  it('without ?inspect, renders at once and loads nothing', async () => {
    vi.stubEnv('DEV', true);
    const { inspected, renderWithInspector } = await freshBoot();
    const render = vi.fn();
    renderWithInspector('?lng=ar', render);
    expect(render).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(stately.imports).toBe(0);
    expect(stately.created).toEqual([]);
    expect(inspected({ input: { id: 3 } })).toEqual({ input: { id: 3 } });
  });

  it('in a production build, ignores ?inspect: renders at once and loads nothing', async () => {
    vi.stubEnv('DEV', false);
    const { inspected, renderWithInspector } = await freshBoot();
    const render = vi.fn();
    renderWithInspector('?inspect', render);
    expect(render).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(stately.imports).toBe(0);
    expect(stately.created).toEqual([]);
    expect(inspected()).toEqual({});
  });

  it('in development with ?inspect, attaches the inspector before the app renders, and every actor reports to it', async () => {
    vi.stubEnv('DEV', true);
    const { inspected, renderWithInspector } = await freshBoot();
    const rendered: Array<ReturnType<typeof inspected<{ input: number }>>> = [];
    renderWithInspector('?lng=en&inspect', () => rendered.push(inspected({ input: 1 })));
    expect(rendered).toEqual([]); // the app waits for the inspector
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    expect(stately.imports).toBe(1);
    expect(stately.created).toHaveLength(1);
    // What the app renders with: its own options plus the inspector.
    expect(Object.keys(rendered[0] ?? {})).toEqual(['input', 'inspect']);
    expect(rendered[0]?.input).toBe(1);
    expect(typeof rendered[0]?.inspect?.next).toBe('function');

    // An actor started with inspected() options reports itself and its invoked child (one actor system).
    const parent = createMachine({
      id: 'parent',
      initial: 'loading',
      states: { loading: { invoke: { id: 'child', src: fromPromise(() => new Promise<never>(() => {})) } } },
    });
    const actor = createActor(parent, inspected()).start();
    const actors = stately.events.filter((event) => event.type === '@xstate.actor').map((event) => (event.actorRef as AnyActorRef).id);
    expect(actors).toEqual(expect.arrayContaining([actor.id, 'child']));
    actor.stop();
  });

  it('masks passwords and tokens in what it sends to the inspector window', async () => {
    vi.stubEnv('DEV', true);
    const { inspected, startInspector } = await freshBoot();
    await startInspector('?inspect');
    const [options] = stately.created as Array<{ sanitizeContext(context: object): object; sanitizeEvent(event: object): object }>;
    expect(options?.sanitizeContext({ draft: { username: 'mariam', password: 'Nile#Trip2026' }, user: { name: 'Mariam', token: 'ey.J' } })).toEqual({
      draft: { username: 'mariam', password: '•••' },
      user: { name: 'Mariam', token: '•••' },
    });
    expect(options?.sanitizeEvent({ type: 'login.fieldChanged', field: 'password', value: 'Nile#Trip2026' })).toEqual({
      type: 'login.fieldChanged',
      field: 'password',
      value: '•••',
    });
    expect(options?.sanitizeEvent({ type: 'account.currentPasswordChanged', value: 'Nile#Trip2026' })).toEqual({ type: 'account.currentPasswordChanged', value: '•••' });
    expect(options?.sanitizeEvent({ type: 'login.fieldChanged', field: 'username', value: 'mariam' })).toEqual({ type: 'login.fieldChanged', field: 'username', value: 'mariam' });

    // And a real login-like actor's context reaches the window masked, the rest as it is.
    const form = createMachine({
      id: 'form',
      types: {} as { context: { password: string; name: string }; events: { type: 'typed'; password: string } },
      context: { password: '', name: 'Mariam' },
      on: { typed: { actions: assign({ password: ({ event }) => event.password }) } },
    });
    const actor = createActor(form, inspected()).start();
    actor.send({ type: 'typed', password: 'Nile#Trip2026' });
    const last = stately.events.filter((event) => event.type === '@xstate.snapshot').at(-1);
    expect(last && 'snapshot' in last ? options?.sanitizeContext((last.snapshot as unknown as { context: object }).context) : null).toEqual({ password: '•••', name: 'Mariam' });
    actor.stop();
  });
});
