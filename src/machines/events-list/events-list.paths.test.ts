import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectEvents, selectEventsError, selectEventsStatus } from './events-list.selectors';
import { eventsListModel, festival } from './events-list.model';

describePaths(eventsListModel, {
  states: {
    loading: (snapshot) => {
      expect(selectEventsStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectEventsError(snapshot)).toBeNull();
    },
    error: (snapshot) => {
      expect(selectEventsStatus(snapshot)).toBe('error');
      expect(selectEventsError(snapshot)).toBe('list.error');
      expect(snapshot.can({ type: 'events.retry' })).toBe(true);
    },
    empty: (snapshot) => {
      expect(selectEventsStatus(snapshot)).toBe('empty');
      expect(selectEvents(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'events.retry' })).toBe(false);
    },
    content: (snapshot) => {
      expect(selectEventsStatus(snapshot)).toBe('content');
      expect(selectEvents(snapshot)).toEqual([festival]);
    },
  },
});
