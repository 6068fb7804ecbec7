import type { SnapshotFrom } from 'xstate';
import type { loadableMachine } from './loadable.machine';

export type LoadableSnapshot = SnapshotFrom<typeof loadableMachine>;
export type LoadableStatus = 'loading' | 'loaded' | 'failed';

export function selectLoadStatus(snapshot: LoadableSnapshot): LoadableStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

/** What was read, typed by the section that provided the read. */
export function selectData<T>(snapshot: LoadableSnapshot): T | null {
  return snapshot.matches('loaded') ? (snapshot.context.data as T) : null;
}

export function selectLoadError(snapshot: LoadableSnapshot): string | null {
  return snapshot.context.error;
}
