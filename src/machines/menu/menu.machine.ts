import { setup } from 'xstate';

/**
 * A disclosure menu (spec, accounts §2: the mobile menu; also the signed-in user's menu): closed or open.
 * The menu button toggles it; Escape closes it and gives focus back to the button; following a link
 * closes it too. Moving focus is a DOM effect, so the view provides `returnFocus`; when it runs is decided here.
 */
export type MenuEvent =
  | { type: 'menu.toggled' }
  /** Escape pressed inside the menu or on its button. */
  | { type: 'menu.dismissed' }
  /** The page changed (a link was followed, or the browser went back). */
  | { type: 'menu.navigated' };

export const menuMachine = setup({
  types: { events: {} as MenuEvent },
  actions: {
    // Provided by the view: focus the menu button.
    returnFocus: () => {},
  },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggled': 'open' },
    },
    open: {
      on: {
        // The button was pressed, so focus is already on it.
        'menu.toggled': 'closed',
        'menu.dismissed': { target: 'closed', actions: 'returnFocus' },
        // The link that was followed disappears with the menu: focus goes back to the button, not to nowhere.
        'menu.navigated': { target: 'closed', actions: 'returnFocus' },
      },
    },
  },
});
