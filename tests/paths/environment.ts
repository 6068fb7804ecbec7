/**
 * What some machines need around them while their paths are built and run, without a test runner (the
 * exports run under tsx): a clock that stands still, a localStorage in memory, a console kept quiet.
 * Each returns the function that puts things back. Used by the `setUp` of a `<flow>.model.ts`.
 */

/** `Date.now()` and `new Date()` read `now` until undone; `new Date(value)` is untouched. */
export function freezeClock(now: number): () => void {
  const RealDate = globalThis.Date;
  class StillDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      // Any other form (a value, or year, month, day...) is the real Date's.
      else super(...(args as [number, number, number?, number?, number?, number?, number?]));
    }
    static override now(): number {
      return now;
    }
  }
  globalThis.Date = StillDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/** A `Storage` over a Map. */
export function inMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A fresh, empty global `localStorage` in memory until undone (node has none). */
export function memoryLocalStorage(): () => void {
  const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { value: inMemoryStorage(), configurable: true, writable: true });
  return () => {
    if (before) Object.defineProperty(globalThis, 'localStorage', before);
    else delete (globalThis as { localStorage?: Storage }).localStorage;
  };
}

/** Keeps console warnings and errors quiet until undone: logs a machine writes on purpose along its paths. */
export function quietConsole(): () => void {
  const originals = (['warn', 'error'] as const).map((method) => [method, Reflect.get(console, method) as unknown] as const);
  for (const [method] of originals) Reflect.set(console, method, () => {});
  return () => {
    for (const [method, original] of originals) Reflect.set(console, method, original);
  };
}

/** Undoes several set-ups, last first. */
export function undoAll(...undos: (() => void)[]): () => void {
  return () => {
    for (const undo of [...undos].reverse()) undo();
  };
}
