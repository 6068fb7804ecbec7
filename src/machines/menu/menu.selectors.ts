import type { SnapshotFrom } from 'xstate';
import type { menuMachine } from './menu.machine';

export type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

export const selectIsOpen = (snapshot: MenuSnapshot) => snapshot.matches('open');
