import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectCompany, selectError, selectFollowing, selectIsHoursOpen, selectStatus, selectTab } from './company-detail.selectors';
import { companyDetailModel } from './company-detail.model';

describePaths(companyDetailModel, {
  states: {
    loading: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectTab(snapshot)).toBeNull();
    },
    notFound: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('notFound');
      expect(selectError(snapshot)).toBe('detail.notFound');
      expect(selectCompany(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'company.retry' })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('failed');
      expect(selectError(snapshot)).toBe('detail.failed');
      expect(snapshot.can({ type: 'company.retry' })).toBe(true);
    },
    'ready.tabs.travels': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('ready');
      expect(selectTab(snapshot)).toBe('travels');
      expect(selectCompany(snapshot)?.id).toBe(7);
    },
    'ready.tabs.description': (snapshot) => expect(selectTab(snapshot)).toBe('description'),
    'ready.tabs.photos': (snapshot) => expect(selectTab(snapshot)).toBe('photos'),
    'ready.tabs.reviews': (snapshot) => expect(selectTab(snapshot)).toBe('reviews'),
    'ready.hours.closed': (snapshot) => {
      expect(selectIsHoursOpen(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'company.hoursOpened' })).toBe(true);
    },
    'ready.hours.open': (snapshot) => {
      expect(selectIsHoursOpen(snapshot)).toBe(true);
      expect(snapshot.can({ type: 'company.hoursClosed' })).toBe(true);
    },
    'ready.clock.waiting': (snapshot) => {
      expect(snapshot.context.now).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 9, 10, 0));
      expect(typeof selectFollowing(snapshot)).toBe('boolean');
    },
    'ready.clock.reading': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('ready');
      expect(snapshot.hasTag('busy')).toBe(false);
    },
  },
});
