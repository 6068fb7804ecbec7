import { useState } from 'react';
import type { ApiResult } from '@/api/client';
import { loadableMachine } from '@/machines/loadable/loadable.machine';
import { loadFromCall } from '@/machines/loadable/loadable.actors';
import { selectData, selectLoadStatus, type LoadableStatus } from '@/machines/loadable/loadable.selectors';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';

export interface Loadable<T> {
  status: LoadableStatus;
  data: T | null;
  retry: () => void;
}

/**
 * A page section's one read from the server, on the loadable statechart: its status, what it read, and
 * Try Again. The call is fixed for the section's lifetime (remount with a `key` to read something else).
 * `name` names the read on its page (and must change with what it reads): the server renders it read,
 * and the browser starts from what the server read (src/ui/app/ssr/use-route-machine.ts).
 */
export function useLoadable<T>(name: string, call: () => Promise<ApiResult<T>>): Loadable<T> {
  const [machine] = useState(() => loadableMachine.provide({ actors: { load: loadFromCall(call) } }));
  const [snapshot, send] = useRouteMachine(`loadable:${name}`, machine);
  return {
    status: selectLoadStatus(snapshot),
    data: selectData<T>(snapshot),
    retry: () => send({ type: 'loadable.retry' }),
  };
}
