import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import type { EventItem } from './events-list.actors';
import { eventsListMachine } from './events-list.machine';
import { selectEvents, selectEventsError, selectEventsStatus } from './events-list.selectors';
import { makeEvent } from '../../../tests/fixtures/catalogue';

const festival: EventItem = makeEvent();
describePaths(eventsListMachine, {
  samples: {
    events: { 'events.retry': [{ type: 'events.retry' }] },
    actors: {
      fetchEvents: {
        outputs: [{ ok: true, events: [festival] }, { ok: true, events: [] }, { ok: false, error: 'list.error' }],
        error: new Error('chunk failed to load'),
      },
    },
  },
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
