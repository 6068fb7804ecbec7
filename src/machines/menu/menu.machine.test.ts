import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { menuMachine, type MenuEvent } from './menu.machine';

/** Where focus goes: the view provides `returnFocus`; the machine decides when it runs. */
function menuWithFocusSpy() {
  const returnFocus = vi.fn();
  const actor = createActor(menuMachine.provide({ actions: { returnFocus } })).start();
  return { actor, returnFocus };
}

describe('menu focus', () => {
  it.each<MenuEvent['type']>(['menu.dismissed', 'menu.navigated'])('an open menu closed by %s gives focus back to the button', (type) => {
    const { actor, returnFocus } = menuWithFocusSpy();
    actor.send({ type: 'menu.toggled' });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(returnFocus).toHaveBeenCalledTimes(1);
  });

  it('closing with the button itself leaves focus where it is (on the button)', () => {
    const { actor, returnFocus } = menuWithFocusSpy();
    actor.send({ type: 'menu.toggled' });
    actor.send({ type: 'menu.toggled' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(returnFocus).not.toHaveBeenCalled();
  });

  it('a closed menu ignores Escape and navigation, and does not move focus', () => {
    const { actor, returnFocus } = menuWithFocusSpy();
    actor.send({ type: 'menu.dismissed' });
    actor.send({ type: 'menu.navigated' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(returnFocus).not.toHaveBeenCalled();
  });
});
