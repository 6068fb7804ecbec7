import { useEffect, useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuEvent } from '@/machines/menu/menu.machine';
import { selectIsOpen } from '@/machines/menu/menu.selectors';
import { LazyActor } from '../lazy-actor';
import type { MenuRef } from '../shell-actors';

/** What a disclosure menu's view needs: the button's id, whether the panel shows, and its two events. */
export interface MenuControls {
  /** Goes on the menu button: focus returns there when Escape or a navigation closes the menu. */
  buttonId: string;
  open: boolean;
  /** The menu button was pressed. */
  toggle: () => void;
  /** On the element holding the button and the panel: Escape closes the menu. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Whether the menu machine's initial state is open: what a menu shows before its machine has loaded, on
 * the server and in the browser's hydrating render (use-menu.test.tsx checks it against the machine).
 */
export const INITIALLY_OPEN = false;

/**
 * A menu's actor, created once the menu machine (./shell-actors.ts, with XState) has loaded, just after
 * the page hydrates: the first paint needs none of it (D196). Events sent before then wait
 * in order and are sent as soon as the actor starts, so an early click is not lost.
 */
class MenuStore extends LazyActor<MenuRef> {
  private waiting: MenuEvent[] = [];

  constructor(returnFocus: () => void) {
    super(() => import('../shell-actors').then(({ createMenuActor }) => () => createMenuActor(returnFocus)), 'The menu');
  }

  readonly isOpen = (): boolean => {
    const actor = this.current();
    return actor ? selectIsOpen(actor.getSnapshot()) : INITIALLY_OPEN;
  };

  readonly send = (event: MenuEvent): void => {
    const actor = this.current();
    if (actor) actor.send(event);
    else this.waiting.push(event);
  };

  protected override started(actor: MenuRef): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const event of waiting) actor.send(event);
  }
}

/**
 * A disclosure menu driven by the menu machine; any navigation closes it. The mobile menu and the user's
 * menu use it.
 */
export function useMenu(): MenuControls {
  const { key } = useLocation();
  const buttonId = useId();
  const [menu] = useState(() => new MenuStore(() => document.getElementById(buttonId)?.focus()));
  const open = useSyncExternalStore(menu.subscribe, menu.isOpen, () => INITIALLY_OPEN);
  useEffect(() => {
    menu.retain();
    return () => menu.release();
  }, [menu]);
  useEffect(() => {
    menu.send({ type: 'menu.navigated' });
  }, [key, menu]);
  return {
    buttonId,
    open,
    toggle: () => menu.send({ type: 'menu.toggled' }),
    onKeyDown: (event) => {
      if (event.key === 'Escape') menu.send({ type: 'menu.dismissed' });
    },
  };
}
