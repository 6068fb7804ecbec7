/**
 * The statecharts of the app's frame, with XState itself: the session actor and the navigation's menus.
 * Kept off the first paint (scripts/bundle-budget.mjs): the frame renders their initial
 * state without them (./session.tsx, ./nav/use-menu.ts) and loads this module just after the page
 * hydrates. A screen that drives the session (login, sign-up, account) imports it statically, so it is
 * loaded before that screen renders.
 */
import { createActor } from 'xstate';
import { menuMachine } from '@/machines/menu/menu.machine';
import { sessionMachine } from '@/machines/session/session.machine';
import { inspected } from './inspector';
import { provideSessionActors, type SessionActorOptions, type SessionLogic, type SessionRef } from './session';

/** The session actor, not started: the provider starts it in the browser (never on the server). */
export function createSessionActor(options: SessionActorOptions, logic: SessionLogic = sessionMachine): SessionRef {
  return createActor(logic, inspected(options));
}

/** A menu actor, not started; `returnFocus` puts focus back on the menu's button. */
export function createMenuActor(returnFocus: () => void) {
  return createActor(menuMachine.provide({ actions: { returnFocus } }), inspected());
}

export type MenuRef = ReturnType<typeof createMenuActor>;

// Loaded by a static import, the session is ready at that screen's first render (no suspending).
provideSessionActors(createSessionActor);
