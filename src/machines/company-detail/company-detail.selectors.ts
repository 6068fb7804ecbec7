import type { SnapshotFrom } from 'xstate';
import type { CompanyTab, companyDetailMachine } from './company-detail.machine';
import { similarCompanies, upcomingTravels, type UpcomingTravel } from './upcoming-travels';
import { companyClock, isOpenNow, weekOf, type Weekday, type WorkingTime } from './working-hours';

export type CompanyDetailSnapshot = SnapshotFrom<typeof companyDetailMachine>;
export type CompanyDetailStatus = 'loading' | 'notFound' | 'failed' | 'ready';

export function selectStatus(snapshot: CompanyDetailSnapshot): CompanyDetailStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return 'ready';
}

export const selectCompany = (snapshot: CompanyDetailSnapshot) => snapshot.context.company;
export const selectError = (snapshot: CompanyDetailSnapshot) => snapshot.context.error;
export const selectFollowing = (snapshot: CompanyDetailSnapshot) => snapshot.context.following;

export function selectTab(snapshot: CompanyDetailSnapshot): CompanyTab | null {
  const value = snapshot.value;
  if (typeof value !== 'object' || !('ready' in value)) return null;
  const ready = value.ready as { tabs: CompanyTab };
  return ready.tabs;
}

export const selectIsHoursOpen = (snapshot: CompanyDetailSnapshot) => snapshot.matches({ ready: { hours: 'open' } });

/** Open now / Closed now by today's working hours on the company's clock (spec, accounts §4). */
export function selectIsOpenNow(snapshot: CompanyDetailSnapshot): boolean {
  const company = snapshot.context.company;
  return company !== null && isOpenNow(company.workingHours, snapshot.context.now);
}

/** The week for the Working Hours dialog, today (on the company's clock) marked. */
export function selectWeek(snapshot: CompanyDetailSnapshot): { day: Weekday; time: WorkingTime; text: string; isToday: boolean }[] {
  const company = snapshot.context.company;
  if (!company) return [];
  const today = companyClock(snapshot.context.now).day;
  return weekOf(company.workingHours).map((entry) => ({ ...entry, isToday: entry.day === today }));
}

export function selectUpcomingTravels(snapshot: CompanyDetailSnapshot): UpcomingTravel[] {
  const company = snapshot.context.company;
  return company ? upcomingTravels(company.travels, snapshot.context.now) : [];
}

export function selectSimilarCompanies(snapshot: CompanyDetailSnapshot) {
  const company = snapshot.context.company;
  return company ? similarCompanies(company.similarCompanies, company.id) : [];
}
