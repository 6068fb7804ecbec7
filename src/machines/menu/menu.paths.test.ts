import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectIsOpen } from './menu.selectors';
import { menuModel } from './menu.model';

describePaths(menuModel, {
  states: {
    closed: (snapshot) => {
      expect(selectIsOpen(snapshot)).toBe(false);
      // Escape and navigation mean nothing to a closed menu.
      expect(snapshot.can({ type: 'menu.dismissed' })).toBe(false);
      expect(snapshot.can({ type: 'menu.navigated' })).toBe(false);
    },
    open: (snapshot) => {
      expect(selectIsOpen(snapshot)).toBe(true);
      expect(snapshot.can({ type: 'menu.dismissed' })).toBe(true);
    },
  },
});
