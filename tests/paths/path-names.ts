/**
 * How the paths name what they walk through (the coverage table, the docs and the tests read the same
 * names): a machine's state nodes and transitions, guard outcomes, events, paths' titles, ids and steps.
 */
import { createHash } from 'node:crypto';
import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';

import type { AnySnapshot, Path } from './path-model';

/** A state node and every node below it, in the machine's order. */
export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

/** The readable name of an `xstate.after.<delay>.<state id>` event: the delay's name. */
export function delayName(eventType: string): string {
  return eventType.slice('xstate.after.'.length).split('.')[0] ?? eventType;
}

/** A transition as the coverage names it: `<state id> ─ <event>`, `after <delay>` or `always`, `[n]` for the n-th alternative. */
export function transitionKey(source: AnyStateNode, eventType: string, index: number): string {
  const readable = eventType.startsWith('xstate.after.') ? `after ${delayName(eventType)}` : eventType === '' ? 'always' : eventType;
  return `${source.id} ─ ${readable}${index > 0 ? ` [${index + 1}]` : ''}`;
}

/** A guard outcome as the coverage table, the docs and `impossibleGuardOutcomes` name it. */
export function guardOutcome(site: string, result: boolean): string {
  return `${site} → ${result}`;
}

/** A path's id: a short hash of its events, so it stays the same while other paths come and go. */
export function pathId(path: Path): string {
  return createHash('sha256').update(eventsKey(path)).digest('hex').slice(0, 8);
}

/** Every transition a machine defines, one key per guarded alternative. Eventless (`always`) ones are not counted. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return stateNodes(machine.root).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, definitions]) =>
      definitions.map((_definition, index) => transitionKey(node, eventType, index)),
    ),
  );
}

/** The transitions an event takes from a snapshot, named as `transitionKey` names them. */
export function takenTransitions(machine: AnyStateMachine, before: AnySnapshot, event: EventObject): string[] {
  return machine.getTransitionData(before as never, event as never).map((definition) => {
    const source = definition.source;
    const eventType = String(definition.eventType);
    const index = (source.transitions.get(eventType) ?? []).indexOf(definition);
    return transitionKey(source, eventType, index);
  });
}

/** The leaf states a snapshot is in, as `snapshot.matches` reads them (`content.slide.idle`). */
export function leafStates(snapshot: AnySnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .sort((a, b) => a.order - b.order) // in the order the machine defines them, whatever order they were entered in
    .map((node) => node.path.join('.'));
}

/** The event as a reader names it: `after autoAdvance`, `loadItems done`, `loadItems failed`, or its type. */
export function eventLabel(event: EventObject): string {
  if (event.type.startsWith('xstate.after.')) return `after ${delayName(event.type)}`;
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice('xstate.done.actor.'.length)} done`;
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice('xstate.error.actor.'.length)} failed`;
  return event.type;
}

/** The events of a path after the start. */
export function pathEvents(path: Path): EventObject[] {
  return path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
}

/** A path as a test names it: `reaches <leaf states> via <event> → <event>`. */
export function pathTitle(path: Path): string {
  const events = pathEvents(path);
  const target = leafStates(path.state).join(' + ');
  return `reaches ${target} via ${events.length ? events.map(eventLabel).join(' → ') : 'start'}`;
}

/** A path's events as one string: two paths with the same events are the same path. */
export const eventsKey = (path: Path) => JSON.stringify(pathEvents(path));

/** The steps of a path in order: the event to send (none at the start) and the snapshot the model expects. */
export function pathSteps(path: Path): { event: EventObject | null; expected: AnySnapshot }[] {
  return path.steps.map((step) => ({ event: step.event.type === 'xstate.init' ? null : step.event, expected: step.state }));
}
