import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectEvent, selectEventProblemKey, selectEventStatus } from './event-detail.selectors';
import { eventDetailModel, festival } from './event-detail.model';

describePaths(eventDetailModel, {
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
