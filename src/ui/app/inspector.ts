import type { InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | undefined;

/**
 * Attaches the Stately inspector (issue 9): set once at boot, in development only, when the page is
 * opened with `?inspect` (see main.tsx). Production builds never call it.
 */
export function attachInspector(next: Observer<InspectionEvent>): void {
  observer = next;
}

/**
 * An actor's options with the inspector attached when one is running. Every `useMachine`,
 * `useActorRef` and `createActor` in src/ui passes its options through this, so `?inspect` shows every
 * live statechart of the page.
 */
export function inspected<T extends object>(options?: T): T & { inspect?: Observer<InspectionEvent> } {
  const given = options ?? ({} as T);
  return observer ? { ...given, inspect: observer } : given;
}
