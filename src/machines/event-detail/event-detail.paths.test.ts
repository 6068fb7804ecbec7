import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import type { EventDetail } from './event-detail.actors';
import { eventDetailMachine } from './event-detail.machine';
import { selectEvent, selectEventProblemKey, selectEventStatus } from './event-detail.selectors';
import { makeEvent } from '../../../tests/fixtures/catalogue';

const festival: EventDetail = makeEvent({ travelTips: 'Arrive early.' });
describePaths(eventDetailMachine, {
  input: { id: '12' },
  samples: {
    events: { 'event.retry': [{ type: 'event.retry' }] },
    actors: {
      fetchEvent: {
        outputs: [
          { ok: true, event: festival },
          { ok: false, problem: 'notFound' },
          { ok: false, problem: 'missingId' },
          { ok: false, problem: 'failed' },
        ],
        error: new Error('chunk failed to load'),
      },
    },
  },
  states: {
    loading: (snapshot) => {
      expect(selectEventStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectEventProblemKey(snapshot)).toBeNull();
    },
    loaded: (snapshot) => {
      expect(selectEventStatus(snapshot)).toBe('loaded');
      expect(selectEvent(snapshot)).toEqual(festival);
      expect(snapshot.can({ type: 'event.retry' })).toBe(false);
    },
    notFound: (snapshot) => {
      expect(selectEventStatus(snapshot)).toBe('notFound');
      expect(selectEventProblemKey(snapshot)).toMatch(/^event\.(notFound|missingId)$/);
      expect(selectEvent(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'event.retry' })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectEventStatus(snapshot)).toBe('failed');
      expect(selectEventProblemKey(snapshot)).toBe('event.error');
      expect(snapshot.can({ type: 'event.retry' })).toBe(true);
    },
  },
});
