/**
 * A statechart as a picture and as data (`npm run machines:export`), from the machine's own
 * definition (its state nodes: `machine.root`, the same tree `machine.toJSON()` serialises):
 *
 * - a Mermaid `stateDiagram-v2`: every state (nested and parallel ones as boxes, parallel regions split by
 *   dashed lines), initial and final states, every transition labelled with its event, guard and actions
 *   (`after <delay>` for timers, `<invoke id> done` / `failed` for an invoked actor's result, `always`),
 *   and, inside each state, the actors it invokes (by `src`), its entry and exit actions and its tags;
 * - a machine config (`createMachine({...})` as JSON) that the Stately editor imports: `machine.toJSON()`
 *   is XState's normalised definition (each transition listed twice, `initial` as an object, resolved
 *   `#id` targets), which the editor's importer does not read, so the same tree is written back in the
 *   config form a developer would write, with behaviour named (guards, actions, delays, actor sources).
 *
 * Mermaid reads a label up to the end of its line and stops at `:` and `;`, a line with "direction TB"
 * anywhere is a direction statement, `%%` starts a comment and `#` a comment outside a label; state ids
 * cannot hold `-`, `:` or `{`, and an id starting with a keyword (`default`, `state`, `note`) is misread.
 * So ids are `s_` + the state's path (`s_content__slide__idle`), names are shown through `state "…" as
 * id`, and every label passes through `mermaidText`.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

type Transition = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;

/** Text that Mermaid reads as plain label text: the characters it treats as syntax swapped for look-alikes. */
export function mermaidText(text: string): string {
  return text
    .replace(/\r?\n/g, ' ')
    .replace(/:/g, '∶')
    .replace(/;/g, '⁏')
    .replace(/#/g, '♯')
    .replace(/"/g, 'ʺ')
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    .replace(/%%/g, '%')
    .replace(/direction(\s+)(TB|BT|RL|LR)\b/gi, 'direction_$2');
}

function mermaidId(node: AnyStateNode): string {
  const path = node.path.map((part) => part.replace(/[^A-Za-z0-9_]/g, '_'));
  return path.length === 0 ? `m_${node.machine.id.replace(/[^A-Za-z0-9_]/g, '_')}` : `s_${path.join('__')}`;
}

/** A function or plain value as a short, colon-free text: `…` for what only runs at run time. */
function paramsText(params: unknown): string {
  const plain = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : '…';
  if (params === undefined) return '';
  if (params === null || typeof params !== 'object') return plain(params);
  return Object.entries(params)
    .map(([key, value]) => `${key}=${plain(value)}`)
    .join(', ');
}

/** The `src` an invoke names (XState gives an inline actor a generated one). */
export function invokeSource(invoke: AnyStateNode['invoke'][number]): string {
  return typeof invoke.src === 'string' ? invoke.src : invoke.id;
}

/** A guard as named in `setup()`: `hasItems`, `isFailure(…)`, `and(isPlaying, hasSeveralItems)`, `not(hasMatches)`. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    if (Array.isArray(composite.guards)) return `${composite.name || 'guard'}(${composite.guards.map(guardName).join(', ')})`;
    if (composite.stateValue !== undefined) return `stateIn(${JSON.stringify(composite.stateValue)})`;
    return composite.name ? `${composite.name} (inline)` : 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return params === undefined ? type : `${type}(${paramsText(params)})`;
  }
  return String(guard);
}

/** An action as named in `setup()`, or XState's built-in one (`assign`, `sendTo`, `raise`...). */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const builtIn = (action as { type?: string }).type;
    if (typeof builtIn === 'string') return builtIn.replace(/^xstate\./, '');
    return action.name ? `${action.name} (inline)` : 'inline action';
  }
  if (action && typeof action === 'object' && 'type' in action) {
    const { type, params } = action as { type: string; params?: unknown };
    return params === undefined ? type : `${type}(${paramsText(params)})`;
  }
  return String(action);
}

function delayText(machine: AnyStateMachine, delay: string | number): string {
  if (typeof delay === 'number') return `${delay} ms`;
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number' ? `${delay} (${value >= 1000 && value % 1000 === 0 ? `${value / 1000} s` : `${value} ms`})` : delay;
}

/** The event a transition waits for, as a reader names it. */
export function triggerText(machine: AnyStateMachine, transition: Transition): string {
  const type = String(transition.eventType);
  if (type === '') return 'always';
  if (type.startsWith('xstate.after.')) {
    const delay = (transition as { delay?: string | number }).delay ?? type.slice('xstate.after.'.length).split('.')[0] ?? '';
    return `after ${delayText(machine, delay)}`;
  }
  if (type.startsWith('xstate.done.actor.')) return `${type.slice('xstate.done.actor.'.length)} done`;
  if (type.startsWith('xstate.error.actor.')) return `${type.slice('xstate.error.actor.'.length)} failed`;
  if (type.startsWith('xstate.done.state.')) return 'onDone';
  if (type === '*') return 'any event';
  return type;
}

function transitionLabel(machine: AnyStateMachine, transition: Transition): string {
  const parts = [triggerText(machine, transition)];
  if (transition.guard) parts.push(`[${guardName(transition.guard)}]`);
  const actions = (transition.actions ?? []).map(actionName);
  if (actions.length) parts.push(`/ ${actions.join(', ')}`);
  return mermaidText(parts.join(' '));
}

/**
 * XState starts a state's `after` timers with entry actions and cancels them with exit actions it adds
 * itself (a delayed `raise` and a `cancel` of `xstate.after.*`): the diagram shows the timer on its
 * transition instead.
 */
function isTimerBookkeeping(action: unknown): boolean {
  const marks = action as { id?: unknown; sendId?: unknown };
  return typeof action === 'function' && [marks.id, marks.sendId].some((mark) => typeof mark === 'string' && mark.startsWith('xstate.after.'));
}

export function entryActions(node: AnyStateNode): unknown[] {
  return node.entry.filter((action) => !isTimerBookkeeping(action));
}

export function exitActions(node: AnyStateNode): unknown[] {
  return node.exit.filter((action) => !isTimerBookkeeping(action));
}

function stateNotes(node: AnyStateNode): string[] {
  return [
    ...node.invoke.map((invoke) => (invoke.id === invokeSource(invoke) ? `invoke ${invoke.id}` : `invoke ${invokeSource(invoke)} as ${invoke.id}`)),
    ...entryActions(node).map((action) => `entry / ${actionName(action)}`),
    ...exitActions(node).map((action) => `exit / ${actionName(action)}`),
    ...(node.tags.length ? [`tags ${node.tags.join(', ')}`] : []),
  ].map(mermaidText);
}

/** Every transition a state node defines, eventless ones included, in definition order. */
export function ownTransitions(node: AnyStateNode): Transition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Whether a transition stays inside its source: no target, or only the source itself and its descendants. */
function staysInside(node: AnyStateNode, transition: Transition): boolean {
  const targets: readonly AnyStateNode[] = transition.target ?? [];
  return targets.every((target) => node.path.every((key, index) => target.path[index] === key));
}

/** The node that stands for "any state of this box": where the box's own inner transitions start. */
function anyStateId(node: AnyStateNode): string {
  return `${mermaidId(node)}___any`;
}

/**
 * The Mermaid lines of a node's own transitions. A box's transitions that stay inside it (handled in any
 * of its states) start from an "(any state)" node inside the box: Mermaid draws an arrow from a box from
 * one of its inner states, which would read as that state's transition.
 */
function transitionLines(node: AnyStateNode, indent: string, where: 'outside' | 'inside'): string[] {
  const isBox = Object.keys(node.states).length > 0;
  const source = where === 'inside' ? anyStateId(node) : mermaidId(node);
  return ownTransitions(node)
    .filter((transition) => !isBox || staysInside(node, transition) === (where === 'inside'))
    .flatMap((transition) => {
      const targets: readonly AnyStateNode[] = transition.target?.length ? transition.target : [node];
      return targets.map((target) => {
        const to = target === node ? source : mermaidId(target);
        return `${indent}${source} --> ${to} : ${transitionLabel(node.machine, transition)}`;
      });
    });
}

function stateLines(node: AnyStateNode, indent: string): string[] {
  const id = mermaidId(node);
  const children = Object.values(node.states);
  const name = node.path.length === 0 ? node.machine.id : (node.path[node.path.length - 1] ?? node.key);
  const lines: string[] = [];
  if (children.length === 0) {
    const shown = node.type === 'history' ? `${name} (${node.history === 'deep' ? 'H*' : 'H'})` : name;
    lines.push(`${indent}state "${mermaidText(shown)}" as ${id}`);
    for (const note of stateNotes(node)) lines.push(`${indent}${id} : ${note}`);
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
    return lines;
  }
  // A box can only have a name (Mermaid refuses description lines on it): its notes join the name.
  const label = [mermaidText(name), ...stateNotes(node)].join('<br/>');
  lines.push(`${indent}state "${label}" as ${id} {`);
  const inner = `${indent}  `;
  const insideLines = transitionLines(node, inner, 'inside');
  const anyState = insideLines.length ? [`${inner}state "(any state)" as ${anyStateId(node)}`, ...insideLines] : [];
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${inner}--`);
      lines.push(...stateLines(child, inner), ...transitionLines(child, inner, 'outside'));
      if (index === 0) lines.push(...anyState);
    });
  } else {
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
    for (const child of children) lines.push(...stateLines(child, inner));
    for (const child of children) lines.push(...transitionLines(child, inner, 'outside'));
    lines.push(...anyState);
  }
  lines.push(`${indent}}`);
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  return lines;
}

/** The machine as a Mermaid state diagram, the whole machine in one box named by its id. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const root = machine.root;
  return ['stateDiagram-v2', ...stateLines(root, '  ')].join('\n');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function guardJson(guard: unknown): Json {
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return params === undefined || typeof params === 'function' ? type : { type, params: toJson(params) };
  }
  return guardName(guard);
}

function actionJson(action: unknown): Json {
  if (action && typeof action === 'object' && 'type' in action) {
    const { type, params } = action as { type: string; params?: unknown };
    return params === undefined || typeof params === 'function' ? type : { type, params: toJson(params) };
  }
  return actionName(action);
}

/** A plain value as JSON; what only exists at run time (functions) is left out. */
function toJson(value: unknown): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, item]) => typeof item !== 'function' && item !== undefined).map(([key, item]) => [key, toJson(item)]));
  }
  return null;
}

function transitionJson(transition: Transition): Json {
  const config: { [key: string]: Json } = {};
  if (transition.target?.length) {
    const targets = transition.target.map((target: AnyStateNode) => `#${target.id}`);
    config.target = targets.length === 1 ? (targets[0] ?? null) : targets;
  }
  if (transition.guard) config.guard = guardJson(transition.guard);
  if (transition.actions?.length) config.actions = transition.actions.map(actionJson);
  if (transition.reenter && transition.target?.length) config.reenter = true;
  return config;
}

function stateJson(node: AnyStateNode, isRoot: boolean): { [key: string]: Json } {
  const config: { [key: string]: Json } = {};
  const defaultId = [node.machine.id, ...node.path].join('.');
  if (isRoot || node.id !== defaultId) config.id = node.id;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') config.type = node.type;
  if (node.type === 'history' && node.history === 'deep') config.history = 'deep';
  const initial = node.initial?.target?.[0];
  if (node.type === 'compound' && initial) config.initial = initial.key;
  if (node.description) config.description = node.description;
  if (node.tags.length) config.tags = [...node.tags];
  const entry = entryActions(node);
  const exit = exitActions(node);
  if (entry.length) config.entry = entry.map(actionJson);
  if (exit.length) config.exit = exit.map(actionJson);

  const on: { [key: string]: Json } = {};
  const after: { [key: string]: Json } = {};
  const doneOf = new Map<string, Json[]>();
  const errorOf = new Map<string, Json[]>();
  let onDone: Json[] = [];
  for (const [eventType, transitions] of node.transitions.entries()) {
    const list = transitions.map((transition) => transitionJson(transition));
    if (eventType.startsWith('xstate.after.')) {
      const delay = (transitions[0] as { delay?: string | number } | undefined)?.delay ?? eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
      after[String(delay)] = list;
    } else if (eventType.startsWith('xstate.done.actor.')) doneOf.set(eventType.slice('xstate.done.actor.'.length), list);
    else if (eventType.startsWith('xstate.error.actor.')) errorOf.set(eventType.slice('xstate.error.actor.'.length), list);
    else if (eventType.startsWith('xstate.done.state.')) onDone = list;
    else on[eventType] = list;
  }
  if (node.invoke.length) {
    config.invoke = node.invoke.map((invoke) => {
      const invokeConfig: { [key: string]: Json } = { id: invoke.id, src: invokeSource(invoke) };
      const done = doneOf.get(invoke.id);
      const error = errorOf.get(invoke.id);
      if (done) invokeConfig.onDone = done;
      if (error) invokeConfig.onError = error;
      return invokeConfig;
    });
  }
  if (Object.keys(on).length) config.on = on;
  if (Object.keys(after).length) config.after = after;
  if (node.always?.length) config.always = node.always.map((transition) => transitionJson(transition));
  if (onDone.length) config.onDone = onDone;
  const children = Object.values(node.states);
  if (children.length) config.states = Object.fromEntries(children.map((child) => [child.key, stateJson(child, false)]));
  return config;
}

/** The machine as a `createMachine(...)` config in JSON, for the Stately editor's import. */
export function statelyConfig(machine: AnyStateMachine): { [key: string]: Json } {
  return stateJson(machine.root, true);
}

/** Every state node, and how many transitions the machine defines (eventless ones included). */
export function machineCounts(machine: AnyStateMachine): { states: number; transitions: number } {
  const nodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodes)];
  const all = nodes(machine.root);
  return { states: all.length, transitions: all.reduce((sum, node) => sum + ownTransitions(node).length, 0) };
}
