/**
 * Replaying one generated path (`npm run paths:replay -- <machine> <path id>`): its exact
 * events, one by one, on a live actor of the real machine with the quiet test implementations, printing
 * the state after each step and what changed in the context (passwords and tokens masked as the
 * inspector masks them), and stopping at the first step where the machine is not where the path says.
 * A failing path test prints the command (`withReplayHint`). Paths are deterministic: no seed, no
 * randomness; timers and server results are events of the path, so a replay is the same run.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import { masked } from '@/ui/app/inspector';
import { summarise } from './path-export';
import { eventLabel, leafStates, pathEvents, quietActor, type AnySnapshot, type GeneratedPath, type RegisteredMachine } from './path-graph';

/** What a failing path test adds to its error: how to run the path again, step by step. */
export function replayHint(machine: string, generated: GeneratedPath): string {
  const events = pathEvents(generated.path).map((event, index) => `  ${index + 1}. ${describeEvent(event)}`);
  return [
    `Path ${generated.id} of ${machine} (deterministic: no randomness, no seed; timers and server results are events of the path).`,
    `Events:${events.length ? `\n${events.join('\n')}` : ' none (the start only)'}`,
    `Replay it step by step: npm run paths:replay -- ${machine} ${generated.id}   (add --inspect for the Stately inspector)`,
  ].join('\n');
}

/** Runs a path test's body; when it fails, the error says how to replay the path. */
export function withReplayHint(machine: string, generated: GeneratedPath, work: () => void): void {
  try {
    work();
  } catch (error) {
    if (error instanceof Error) error.message = `${error.message}\n\n${replayHint(machine, generated)}`;
    throw error;
  }
}

/** An event as the replay prints it: its label and its data, masked and summarised. */
function describeEvent(event: EventObject): string {
  const { type: _type, ...data } = masked(event) as EventObject & Record<string, unknown>;
  const fields = Object.entries(data);
  return fields.length ? `${eventLabel(event)} (${fields.map(([key, value]) => `${key}: ${summarise(value, 1)}`).join(', ')})` : eventLabel(event);
}

/** The top-level context keys whose value changed, masked, as `key: before → after`. */
function contextChanges(before: unknown, after: unknown): string[] {
  const was = (masked(before) ?? {}) as Record<string, unknown>;
  const is = (masked(after) ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
    .map((key) => `${key}: ${summarise(was[key], 1)} → ${summarise(is[key], 1)}`);
}

const stateText = (snapshot: AnySnapshot) => leafStates(snapshot).join(' + ') || JSON.stringify(snapshot.value);

export interface ReplayResult {
  /** The step (0 is the start) where the machine was not where the path says, or null when it never diverged. */
  divergedAt: number | null;
  lines: string[];
}

export interface ReplayOptions {
  /** Replays on this machine instead of the registered one (a test's deliberately broken copy). */
  machine?: AnyStateMachine;
  /** An inspection observer (`--inspect`): the Stately inspector. */
  inspect?: unknown;
  /** Called with each line as it is printed. */
  write?: (line: string) => void;
  /**
   * The leaf states the committed record of this path holds for each step (`docs/paths/<machine>.json`,
   * written from the machine as it was when the docs were last exported): the replay also stops where the
   * machine today leaves that record, so a change that moved a path shows even when the paths were made
   * again from the changed machine.
   */
  recorded?: string[][];
}

/** Replays a generated path on a live quiet actor; `input` is the model's (from its fixture). */
export function replayPath(entry: RegisteredMachine, generated: GeneratedPath, input: unknown, options: ReplayOptions = {}): ReplayResult {
  const lines: string[] = [];
  const write = (line: string) => {
    lines.push(line);
    options.write?.(line);
  };
  const model = options.machine ? { ...entry, machine: options.machine } : entry;
  const actor = quietActor(model, input, { inspect: options.inspect });
  write(`Replaying path ${generated.id} of ${entry.id} (${generated.kind}; deterministic: no randomness, no seed)`);
  let divergedAt: number | null = null;
  actor.start();
  try {
    let before: AnySnapshot | undefined;
    for (const [index, step] of generated.path.steps.entries()) {
      const event = step.event.type === 'xstate.init' ? null : step.event;
      if (event) actor.send(event);
      const snapshot = actor.getSnapshot();
      const record = options.recorded?.[index];
      const agreesWithRecord = !record || record.join(' + ') === stateText(snapshot);
      const agrees = JSON.stringify(snapshot.value) === JSON.stringify(step.state.value) && agreesWithRecord;
      write(`${String(index).padStart(3)}. ${event ? describeEvent(event) : 'start'} → ${stateText(snapshot)} ${agrees ? '✓' : '✗'}`);
      for (const change of before ? contextChanges(before.context, snapshot.context) : []) write(`       context ${change}`);
      if (!agrees) {
        divergedAt = index;
        const expected = agreesWithRecord ? stateText(step.state) : `${(record ?? []).join(' + ')} (as recorded in docs/paths/${entry.id}.json)`;
        write(`DIVERGES at step ${index}: the path expects ${expected}, the machine is in ${stateText(snapshot)}`);
        break;
      }
      before = snapshot;
    }
  } finally {
    actor.stop();
  }
  if (divergedAt === null) write(`Every step reached the state the path expects (${generated.path.steps.length - 1} events).`);
  return { divergedAt, lines };
}
