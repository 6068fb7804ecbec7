import { createContext, use, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ActorOptions, ActorRefFrom } from 'xstate';
import type { sessionMachine } from '@/machines/session/session.machine';
import { initialSelections, type SessionSnapshot } from '@/machines/session/session.selectors';
import { LazyActor } from './lazy-actor';

export type SessionLogic = typeof sessionMachine;
export type SessionRef = ActorRefFrom<SessionLogic>;
export type SessionActorOptions = ActorOptions<SessionLogic>;
type CreateSessionActor = (options: SessionActorOptions, logic?: SessionLogic) => SessionRef;

// The session machine and XState load after the first paint (D195): ./shell-actors.ts. The
// promise carries React's `status`/`value` once settled, so `use()` reads a loaded machine without suspending.
type Loading = Promise<CreateSessionActor> & { status?: 'fulfilled'; value?: CreateSessionActor };
let createSession: CreateSessionActor | null = null;
let loading: Loading | null = null;

function loadedWith(create: CreateSessionActor): Loading {
  return Object.assign(Promise.resolve(create), { status: 'fulfilled' as const, value: create });
}

/** Called by ./shell-actors.ts as it loads, however it was imported. */
export function provideSessionActors(create: CreateSessionActor): void {
  createSession = create;
  if (loading?.status !== 'fulfilled') loading = loadedWith(create);
}

/** Loads the session machine (once); a failed download is tried again by the next call. */
export function loadSessionActors(): Promise<CreateSessionActor> {
  loading ??= import('./shell-actors').then(
    ({ createSessionActor }) => {
      provideSessionActors(createSessionActor);
      return createSessionActor;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The provider's actor, created once the machine has loaded (by the provider, or earlier by a view that
 * needs the actor itself) and started only by the provider's effect: never on the server.
 */
class SessionStore extends LazyActor<SessionRef> {
  private initial: SessionSnapshot | null = null;

  constructor(
    private readonly options: SessionActorOptions,
    private readonly logic: SessionLogic | undefined,
  ) {
    super(() => {
      const loaded = createSession;
      return loaded ? () => loaded(options, logic) : loadSessionActors().then((create) => () => create(options, logic));
    }, 'The session');
  }

  /** The actor's snapshot, or undefined while the machine has not loaded (it is then `restoring`). */
  readonly snapshot = (): SessionSnapshot | undefined => this.current()?.getSnapshot();

  /** The machine's initial snapshot; only once the actor exists. */
  initialSnapshot(): SessionSnapshot {
    if (!this.initial) throw new Error('The session actor does not exist yet');
    return this.initial;
  }

  actorRef(create: CreateSessionActor): SessionRef {
    return this.create(() => create(this.options, this.logic));
  }

  protected override created(actor: SessionRef): void {
    this.initial = actor.getSnapshot();
  }

  protected override stopped(): void {
    this.initial = null;
  }
}

const SessionContext = createContext<SessionStore | null>(null);

function useStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('A session hook is used outside <Session.Provider>');
  return store;
}

/**
 * Holds the one session actor of the app. `options` reach the actor (`options={inspected()}`);
 * `logic` replaces the machine (tests give it other actors).
 */
function Provider({ children, options, logic }: { children: ReactNode; options?: SessionActorOptions; logic?: SessionLogic }) {
  const [store] = useState(() => new SessionStore(options ?? {}, logic));
  useEffect(() => {
    store.retain();
    return () => store.release();
  }, [store]);
  return <SessionContext value={store}>{children}</SessionContext>;
}

/**
 * A selector's readers for React's store hook: the current selection, kept (the same value) until the
 * snapshot changes what it picks, and the initial one (the server's, and the hydrating render's).
 */
function selection<T>(store: SessionStore, selector: (snapshot: SessionSnapshot) => T, known: boolean): [() => T, () => T] {
  let initial: { value: T } | null = null;
  const getInitial = () => (initial ??= { value: known ? (initialSelections.get(selector) as T) : selector(store.initialSnapshot()) }).value;
  let last: { snapshot: SessionSnapshot | undefined; value: T } | null = null;
  const get = () => {
    const snapshot = store.snapshot();
    if (last && last.snapshot === snapshot) return last.value;
    if (snapshot?.status === 'error') throw snapshot.error;
    const value = snapshot ? selector(snapshot) : getInitial();
    last = { snapshot, value: last && Object.is(last.value, value) ? last.value : value };
    return last.value;
  };
  return [get, getInitial];
}

/**
 * What `selector` picks from the session, kept up to date. Until the machine has loaded, and in the
 * server's render and the browser's hydrating render, it is what the selector gives for the machine's
 * initial snapshot (`restoring`): from `initialSelections` for the session's own selectors (so the first
 * paint needs no XState), else from the real snapshot once loaded (the view suspends until then).
 */
function useSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  const store = useStore();
  const known = initialSelections.has(selector);
  if (!known) store.actorRef(use(loadSessionActors()));
  const [getSelection, getInitialSelection] = useMemo(() => selection(store, selector, known), [store, selector, known]);
  return useSyncExternalStore(store.subscribe, getSelection, getInitialSelection);
}

/**
 * The session actor, to send it events. A view rendered before the machine has loaded suspends until it
 * has; the login, sign-up and account screens import ./shell-actors statically, so theirs never waits.
 */
function useActorRef(): SessionRef {
  return useStore().actorRef(use(loadSessionActors()));
}

/**
 * The one session actor of the app: provided once at the root, read by any view with
 * `Session.useSelector(selectUser)` and driven with `Session.useActorRef().send(...)`.
 */
export const Session = { Provider, useSelector, useActorRef };
