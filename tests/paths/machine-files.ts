/**
 * Every statechart the code defines: each value exported from a src/machines/**\/*.machine.ts that is an
 * XState machine, with the file it lives in. Read through Vite (`import.meta.glob`), so it runs in Vitest
 * and in the export scripts (which load modules through Vite too), not in plain node.
 */
import { StateMachine, type AnyStateMachine } from 'xstate';

const modules = import.meta.glob<Record<string, unknown>>('/src/machines/**/*.machine.ts', { eager: true });

export interface MachineFile {
  /** Path from the project root: `src/machines/carousel/carousel.machine.ts`. */
  file: string;
  /** The export's name: `carouselMachine`. */
  name: string;
  machine: AnyStateMachine;
}

export function exportedMachines(): MachineFile[] {
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
        .map(([name, machine]) => ({ file: file.replace(/^\//, ''), name, machine })),
    );
}

/** Where a machine is defined, when one of the machine files exports it. */
export function machineFile(machine: AnyStateMachine): MachineFile | undefined {
  return exportedMachines().find((entry) => entry.machine === machine);
}
