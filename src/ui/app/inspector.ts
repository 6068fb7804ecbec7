import type { InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | undefined;

/**
 * Attaches the Stately inspector: set once at boot, in development only, when the page is
 * opened with `?inspect` (see startInspector). Production builds never call it.
 */
export function attachInspector(next: Observer<InspectionEvent>): void {
  observer = next;
}

/**
 * An actor's options with the inspector attached when one is running. Every `useMachine`,
 * `useActorRef` and `createActor` in src/ui passes its options through this (ESLint enforces it), so
 * `?inspect` shows every live statechart of the page; invoked and spawned children share their root's
 * actor system, so they are inspected too.
 */
export function inspected<T extends object>(options?: T): T & { inspect?: Observer<InspectionEvent> } {
  const given = options ?? ({} as T);
  return observer ? { ...given, inspect: observer } : given;
}

/** Keys whose values never leave the page, not even for the developer's inspector window. */
const SECRET = /password|token/i;

/**
 * A copy of an event or a context with passwords and tokens masked (plain objects and arrays only): a
 * secret-named key (`password`, `token`), and the `value` of an event about one
 * (`{ type: 'login.fieldChanged', field: 'password', value }`, `account.currentPasswordChanged`).
 */
export function masked<T>(value: T, depth = 0): T {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => masked(item, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const aboutSecret = [record.field, record.type].some((name) => typeof name === 'string' && SECRET.test(name));
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      typeof item === 'string' && (SECRET.test(key) || (aboutSecret && key === 'value')) ? '•••' : masked(item, depth + 1),
    ]),
  ) as T;
}

/**
 * Opens the Stately inspector when a development page is opened with `?inspect` (docs/testing.md),
 * and resolves once every actor created from then on is inspected. Null when there is nothing to wait
 * for: `__RIHLA_INSPECTOR__` is true only under Vite's dev server and Vitest (vite.config.ts: the Vite
 * command, not NODE_ENV, decides), so in every build the import below is dead code and the package never
 * reaches the bundle (tests/build-gate.test.ts and scripts/bundle-budget.mjs check it). Under the dev server
 * `import.meta.env.DEV` is true as well; tests set it to play a production page.
 */
export function startInspector(search: string): Promise<void> | null {
  if (!__RIHLA_INSPECTOR__ || !import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return null;
  return import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    // The inspector opens in a window of its own (allow pop-ups for the dev server's address).
    attachInspector(createBrowserInspector({ sanitizeContext: masked, sanitizeEvent: masked }).inspect);
  });
}

/** Renders the app once the inspector is attached (development, `?inspect`), else at once. */
export function renderWithInspector(search: string, render: () => void): void {
  const inspecting = startInspector(search);
  if (!inspecting) {
    render();
    return;
  }
  inspecting.then(render, (error: unknown) => {
    console.error('The Stately inspector could not start:', error);
    render();
  });
}
