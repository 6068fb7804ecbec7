import { useState } from 'react';
import { useMachine } from '@xstate/react';
import type { ActorOptions, AnyStateMachine, Snapshot } from 'xstate';
import { inspected } from '../inspector';
import { useRenderCollector } from './render-context';

/**
 * `useMachine` for a statechart whose settled state the server renders (D185): a page's reads
 * (a tour, the first page of /tours, a company, the home sections).
 * - On the server, a render that meets the machine without a snapshot reports it (`discovered`); the
 *   server runs it to a state without the `busy` tag, keeps its persisted snapshot, and renders again.
 * - In the browser, the first render starts the actor from the snapshot embedded in the HTML, so it shows
 *   what the server showed and makes no second request for it. The snapshot stays for the visit, as a
 *   browser's back-forward cache keeps a page: Back shows the page as it was and finds its scroll position.
 * `key` names the actor on its page and must change with what it reads (`tour:3`, not `tour`).
 */
export function useRouteMachine<TMachine extends AnyStateMachine>(
  key: string,
  machine: TMachine,
  options: Omit<ActorOptions<TMachine>, 'snapshot'> = {},
) {
  const collector = useRenderCollector();
  // Read once, when the actor is created: the snapshot only ever starts it.
  const [snapshot] = useState(() => collector?.snapshots.get(key) as Snapshot<unknown> | undefined);
  if (collector?.server && !collector.snapshots.has(key) && !collector.discovered.has(key)) {
    collector.discovered.set(key, { machine, input: (options as { input?: unknown }).input });
  }
  return useMachine(machine, inspected({ ...options, snapshot }));
}
