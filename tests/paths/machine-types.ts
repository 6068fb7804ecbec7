/**
 * What a machine's own types say about it, for the path tests (tests/paths) and the browser models
 * (e2e/support/model): its invoked actors and their results, its events by type, its named delays.
 */
import type { AnyStateMachine, EventFromLogic, OutputFrom, StateMachine } from 'xstate';

/* eslint-disable @typescript-eslint/no-explicit-any -- type-level extraction from StateMachine's parameters */
type ActorsOf<M> =
  M extends StateMachine<any, any, any, infer A, any, any, any, any, any, any, any, any, any, any, any> ? A : never;
type DelaysOf<M> =
  M extends StateMachine<any, any, any, any, any, any, infer D, any, any, any, any, any, any, any, any> ? D : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The `src` of every actor the machine invokes. */
export type ActorSource<M> = ActorsOf<M> extends { src: infer S } ? Extract<S, string> : never;
/** What the actor invoked as `S` finishes with. */
export type ActorOutput<M, S> = ActorsOf<M> extends infer A ? (A extends { src: S; logic: infer L } ? OutputFrom<L> : never) : never;
export type EventType<M extends AnyStateMachine> = EventFromLogic<M>['type'];
export type EventOfType<M extends AnyStateMachine, K> = Extract<EventFromLogic<M>, { type: K }>;
export type DelayName<M> = Extract<DelaysOf<M>, string>;
export type NonEmpty<T> = readonly [T, ...T[]];
