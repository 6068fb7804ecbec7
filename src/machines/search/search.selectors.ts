import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine';

export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

export const selectType = (snapshot: SearchSnapshot) => snapshot.context.type;
export const selectTerm = (snapshot: SearchSnapshot) => snapshot.context.term;
export const selectIsSearching = (snapshot: SearchSnapshot) => snapshot.hasTag('busy');
/** The last search failed: the box shows a short message (the spec only logs it; see search.machine.ts). */
export const selectHasFailed = (snapshot: SearchSnapshot) => snapshot.matches('failed');
