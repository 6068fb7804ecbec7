/**
 * What a machine's paths cover (states, transitions, guard outcomes, each all / covered / missing) and
 * the coverage as the path tests print it.
 */
import type { AnyStateMachine } from 'xstate';

import type { Coverage, GeneratedPath } from './path-model';
import { allTransitions, stateNodes } from './path-names';

/**
 * The coverage of `paths` on `machine`: `transitions` are the transition keys the paths took, `shown`
 * the guard outcomes they showed, `outcomes` every guard outcome of the machine, and `impossible` the
 * outcomes the model declares no path can show.
 */
export function coverageOf(
  machine: AnyStateMachine,
  paths: readonly GeneratedPath[],
  { transitions: covered, shown, outcomes: allOutcomes, impossible }: { transitions: ReadonlySet<string>; shown: ReadonlySet<string>; outcomes: string[]; impossible: Record<string, string> },
): Coverage {
  const allStateIds = stateNodes(machine.root).map((node) => node.id);
  const coveredStates = new Set(paths.flatMap(({ path }) => path.steps.flatMap((step) => step.state._nodes.map((node) => node.id))));
  const everyTransition = allTransitions(machine);
  return {
    states: { all: allStateIds, covered: allStateIds.filter((id) => coveredStates.has(id)), missing: allStateIds.filter((id) => !coveredStates.has(id)) },
    transitions: { all: everyTransition, covered: everyTransition.filter((key) => covered.has(key)), missing: everyTransition.filter((key) => !covered.has(key)) },
    guards: {
      all: allOutcomes,
      covered: allOutcomes.filter((outcome) => shown.has(outcome)),
      impossible,
      missing: allOutcomes.filter((outcome) => !shown.has(outcome) && !(outcome in impossible)),
      stale: Object.keys(impossible).filter((outcome) => shown.has(outcome) || !allOutcomes.includes(outcome)),
    },
  };
}

/** The coverage as the path tests print it: the counts, then every state, transition and guard outcome missing. */
export function formatCoverage(id: string, coverage: Coverage): string {
  const { states, transitions, guards } = coverage;
  const lines = [
    `${id}: states ${states.covered.length}/${states.all.length}, transitions ${transitions.covered.length}/${transitions.all.length}, ` +
      `guard outcomes ${guards.covered.length}/${guards.all.length} (${Object.keys(guards.impossible).length} declared impossible)`,
    ...states.missing.map((state) => `  state not reached: ${state}`),
    ...transitions.missing.map((transition) => `  transition not taken: ${transition}`),
    ...guards.missing.map((outcome) => `  guard outcome not shown: ${outcome}`),
    ...guards.stale.map((outcome) => `  declared impossible but shown, or no such guard: ${outcome}`),
  ];
  return lines.join('\n');
}
