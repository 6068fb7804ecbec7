/**
 * The implementations every path test provides (the "quiet" ones): invoked actors that never settle and
 * timers that never fire, since the paths drive both as events, so nothing runs by itself; and the
 * registry's entry for a model, which carries them.
 */
import { createActor, fromPromise, type Actor, type AnyStateMachine } from 'xstate';

import type { MachineModel, RegisteredMachine, TestImplementations, UntypedModel } from './path-model';
import { untyped } from './path-model';
import { delayName, stateNodes } from './path-names';

const NEVER_FIRES = 2_147_483_647; // the largest setTimeout delay: a delay that never fires in a test

/** The registry's entry for a model: the model untyped, its machine's id, and the quiet implementations with the model's own. */
export function register<M extends AnyStateMachine>(model: MachineModel<M>): RegisteredMachine {
  const plain = untyped(model);
  return { ...plain, id: plain.machine.id, implementations: quietImplementations(plain) };
}

/**
 * The implementations every path test provides: invoked actors that never settle and timers that never
 * fire (the paths drive both as events), then the model's own.
 */
export function quietImplementations(model: UntypedModel): Required<TestImplementations> {
  const nodes = stateNodes(model.machine.root);
  const actors = Object.fromEntries(
    nodes.flatMap((node) =>
      node.invoke.map((invoke): [string, unknown] => [typeof invoke.src === 'string' ? invoke.src : invoke.id, fromPromise(() => new Promise<never>(() => {}))]),
    ),
  );
  const delays = Object.fromEntries(nodes.flatMap((node) => node.after.map((after) => [delayName(String(after.eventType)), NEVER_FIRES])));
  return {
    actors: { ...actors, ...model.implementations?.actors },
    delays: { ...delays, ...model.implementations?.delays },
  };
}

/** A live actor of the model's machine with the quiet implementations: the test drives everything. */
export function quietActor(model: UntypedModel, input: unknown, options: { inspect?: unknown } = {}): Actor<AnyStateMachine> {
  return createActor(model.machine.provide(quietImplementations(model) as never), { input, ...options } as never);
}
