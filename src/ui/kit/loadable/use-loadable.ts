import { useState } from 'react';
import { useMachine } from '@xstate/react';
import type { ApiResult } from '@/api/client';
import { loadableMachine } from '@/machines/loadable/loadable.machine';
import { loadFromCall } from '@/machines/loadable/loadable.actors';
import { selectData, selectLoadStatus, type LoadableStatus } from '@/machines/loadable/loadable.selectors';
import { inspected } from '@/ui/app/inspector';

export interface Loadable<T> {
  status: LoadableStatus;
  data: T | null;
  retry: () => void;
}

/**
 * A page section's one read from the server, on the loadable statechart: its status, what it read, and
 * Try Again. The call is fixed for the section's lifetime (remount with a `key` to read something else).
 */
export function useLoadable<T>(call: () => Promise<ApiResult<T>>): Loadable<T> {
  const [machine] = useState(() => loadableMachine.provide({ actors: { load: loadFromCall(call) } }));
  const [snapshot, send] = useMachine(machine, inspected());
  return {
    status: selectLoadStatus(snapshot),
    data: selectData<T>(snapshot),
    retry: () => send({ type: 'loadable.retry' }),
  };
}
