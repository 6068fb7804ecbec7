import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { companyDetailMachine } from './company-detail.machine';
import type { CompanyDetail } from './company-detail.actors';
import { selectCompany, selectError, selectFollowing, selectIsHoursOpen, selectStatus, selectTab } from './company-detail.selectors';

const company: CompanyDetail = {
  id: 7,
  companyName: 'Nile Horizons Travel',
  slogan: 'Egypt, the way locals know it',
  description: 'A Cairo-based operator.',
  rating: 4.6,
  email: 'hello@nilehorizons.example',
  phoneNumber: '+20 2 2735 1234',
  address: '26 July Street, Zamalek, Cairo',
  website: 'https://nilehorizons.example',
  profileImageUrl: null,
  coverImageUrl: null,
  workingHours: [{ dayOfWeek: 'Friday', workingTime: 'CLOSED' }],
  travels: [],
  ratings: [5, 4],
  destinations: ['Cairo'],
  similarCompanies: [],
};

describePaths(companyDetailMachine, {
  input: { companyId: '7' },
  samples: {
    events: {
      'company.retry': [{ type: 'company.retry' }],
      'company.tabSelected': [
        { type: 'company.tabSelected', tab: 'travels' },
        { type: 'company.tabSelected', tab: 'description' },
        { type: 'company.tabSelected', tab: 'photos' },
        { type: 'company.tabSelected', tab: 'reviews' },
      ],
      'company.hoursOpened': [{ type: 'company.hoursOpened' }],
      'company.hoursClosed': [{ type: 'company.hoursClosed' }],
      'company.followToggled': [{ type: 'company.followToggled' }],
    },
    actors: {
      fetchCompany: {
        outputs: [
          { ok: true, company, following: false, now: Date.UTC(2026, 0, 9, 10, 0) },
          { ok: false, error: 'detail.notFound' },
          { ok: false, error: 'detail.failed' },
        ],
        error: new Error('socket hang up'),
      },
      readClock: { outputs: [Date.UTC(2026, 0, 9, 10, 1)], error: new Error('clock unavailable') },
    },
  },
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
