import type { AnyActorRef } from 'xstate';

/**
 * An actor whose machine loads after the first paint (./shell-actors.ts with XState, D195,
 * D196), held by a mounted component: the session's provider and each disclosure menu.
 *
 * - `retain()` (the component's effect): the actor is created once its machine has loaded, and started.
 * - `release()` (the effect's cleanup): the actor stops, unless retained again at once. React's strict mode
 *   runs every effect twice, so the actor is started once and its readers keep the same actor.
 * - Views read it through React's store hook: `subscribe`, with `current()` null until it exists.
 *
 * Each store adds its own part by overriding `created`, `started` or `stopped`: the session can be created
 * early (by a view that needs the actor itself) and keeps its machine's initial snapshot; a menu keeps the
 * events sent before it started.
 */
export class LazyActor<A extends AnyActorRef> {
  private actor: A | null = null;
  private running = false;
  private retained = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    /**
     * How to create the actor: at once when its machine has loaded, else a promise of it. A failed download
     * is reported, and tried again on the next retain.
     */
    private readonly load: () => (() => A) | Promise<() => A>,
    /** Named in the console when the machine could not load ("The menu could not load"). */
    private readonly name: string,
  ) {}

  /** The actor was created (not started yet). */
  protected created(_actor: A): void {}

  /** The actor was started. */
  protected started(_actor: A): void {}

  /** The actor was stopped and let go. */
  protected stopped(): void {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  protected readonly notify = () => {
    for (const listener of [...this.listeners]) listener();
  };

  /** The actor, once created; null before its machine has loaded and after it stopped. */
  current(): A | null {
    return this.actor;
  }

  /** The actor, created now (not started) when it does not exist yet. */
  create(make: () => A): A {
    if (!this.actor) {
      const actor = make();
      actor.subscribe({ next: this.notify, error: this.notify });
      this.actor = actor;
      this.created(actor);
    }
    return this.actor;
  }

  /** Mounted: start the actor once its machine is loaded (at once when it already is). */
  retain(): void {
    this.retained = true;
    const loaded = this.load();
    if (typeof loaded === 'function') this.start(loaded);
    else loaded.then((make) => this.retained && this.start(make), (error: unknown) => console.error(`${this.name} could not load:`, error));
  }

  private start(make: () => A): void {
    const actor = this.create(make);
    if (this.running) return;
    this.running = true;
    actor.start();
    this.started(actor);
    this.notify();
  }

  /** Unmounted: the actor stops, unless mounted again at once. */
  release(): void {
    this.retained = false;
    queueMicrotask(() => {
      if (this.retained || !this.actor) return;
      this.actor.stop();
      this.actor = null;
      this.running = false;
      this.stopped();
      this.notify();
    });
  }
}
