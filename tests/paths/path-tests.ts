/**
 * Model-based path tests from a statechart (CONVENTIONS #6).
 *
 * A `<flow>.paths.test.ts` hands `describePaths` its machine's model (`<flow>.model.ts`: samples of every
 * event and actor result, input, fixture) and what each state promises. The paths come from
 * path-graph.ts (shortest paths, one path per transition they missed, simple paths where the graph is
 * small); one test per path titled `reaches <state> via <e1 → e2>` runs it on a live actor and checks,
 * at every step, that the actor is where the model says and keeps every promise of its state (a failure
 * prints the command that replays the path, path-replay.ts); a last test checks that the paths covered
 * every state and transition (guard outcomes: registry.paths.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import {
  DEFAULT_SIMPLE_PATHS,
  formatCoverage,
  modelPaths,
  pathSteps,
  pathTitle,
  quietActor,
  stateNodes,
  untyped,
  type Coverage,
  type MachineModel,
  type PathSamples,
  type UntypedModel,
} from './path-graph';
import { withReplayHint } from './path-replay';

export type { Coverage, MachineModel, PathSamples } from './path-graph';
export { pathTitle } from './path-graph';

export interface PathChecks<M extends AnyStateMachine> {
  /**
   * What each state promises, keyed by state path (`'content.slide.idle'`) as `snapshot.matches` reads it.
   * Every leaf state must have a check; a check runs at every step that reaches a matching state.
   */
  states: Record<string, (snapshot: SnapshotFrom<M>) => void>;
}

/** The older form, with the samples inline rather than in a `<flow>.model.ts`. */
export interface PathTestOptions<M extends AnyStateMachine> extends PathChecks<M> {
  samples: PathSamples<M>;
  /** The machine's input, when it takes one. */
  input?: unknown;
  /** Also run the simple paths when the graph has at most this many vertices (0: none). */
  simplePathsUpTo?: number;
}

function isModel<M extends AnyStateMachine>(value: M | MachineModel<M>): value is MachineModel<M> {
  return 'machine' in value && 'samples' in value;
}

function fromOptions<M extends AnyStateMachine>(machine: M, options: PathTestOptions<M>): UntypedModel {
  const { simplePathsUpTo } = options;
  return {
    machine,
    spec: '',
    samples: options.samples,
    input: options.input,
    simplePaths: simplePathsUpTo === undefined ? DEFAULT_SIMPLE_PATHS : simplePathsUpTo > 0 && { ...DEFAULT_SIMPLE_PATHS, maxVertices: simplePathsUpTo },
  };
}

/** Declares the path tests of a machine in the current Vitest file. */
export function describePaths<M extends AnyStateMachine>(model: MachineModel<M>, checks: PathChecks<M>): Coverage;
export function describePaths<M extends AnyStateMachine>(machine: M, options: PathTestOptions<M>): Coverage;
export function describePaths<M extends AnyStateMachine>(subject: M | MachineModel<M>, options: PathChecks<M>): Coverage {
  const model = isModel(subject) ? untyped(subject) : fromOptions(subject, options as PathTestOptions<M>);
  const { machine } = model;
  const { paths, coverage } = modelPaths(model);
  const checks = Object.entries(options.states);

  describe(`${machine.id} paths`, () => {
    let fixture: ReturnType<NonNullable<UntypedModel['setUp']>> | undefined;
    let input: unknown = model.input;
    beforeAll(() => {
      fixture = model.setUp?.();
      if (fixture && 'input' in fixture) input = fixture.input;
    });
    afterAll(() => fixture?.tearDown?.());

    it('has a check for every leaf state', () => {
      const leaves = stateNodes(machine.root).filter((node) => node.type === 'atomic' || node.type === 'final');
      const unchecked = leaves.map((node) => node.path.join('.')).filter((path) => !checks.some(([key]) => key === path));
      expect(unchecked).toEqual([]);
    });

    for (const generated of paths) {
      it(pathTitle(generated.path), () =>
        withReplayHint(machine.id, generated, () => {
          const actor = quietActor(model, input);
          actor.start();
          try {
            for (const { event, expected } of pathSteps(generated.path)) {
              if (event) actor.send(event);
              const snapshot = actor.getSnapshot();
              // The live actor must agree with the model at every step, then keep every promise of its state.
              expect(snapshot.value).toEqual(expected.value);
              for (const [key, check] of checks) if (snapshot.matches(key)) check(snapshot as SnapshotFrom<M>);
            }
          } finally {
            actor.stop();
          }
        }),
      );
    }

    it('covers every state and transition', () => {
      console.info(formatCoverage(machine.id, coverage));
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });
  });
  return coverage;
}
