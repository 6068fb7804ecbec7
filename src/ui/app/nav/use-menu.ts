import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { menuMachine } from '@/machines/menu/menu.machine';
import { selectIsOpen } from '@/machines/menu/menu.selectors';
import { inspected } from '@/ui/app/inspector';

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
 * A disclosure menu driven by the menu machine; any navigation closes it. The mobile menu and the user's
 * menu use it.
 */
export function useMenu(): MenuControls {
  const { key } = useLocation();
  const buttonId = useId();
  const [machine] = useState(() => menuMachine.provide({ actions: { returnFocus: () => document.getElementById(buttonId)?.focus() } }));
  const [snapshot, send] = useMachine(machine, inspected());
  useEffect(() => {
    send({ type: 'menu.navigated' });
  }, [key, send]);
  return {
    buttonId,
    open: selectIsOpen(snapshot),
    toggle: () => send({ type: 'menu.toggled' }),
    onKeyDown: (event) => {
      if (event.key === 'Escape') send({ type: 'menu.dismissed' });
    },
  };
}
