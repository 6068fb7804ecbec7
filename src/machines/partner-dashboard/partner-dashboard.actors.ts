import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import type { components } from '@core/contract/schema';
import { consoleRead, type ReadResult } from '@/machines/console/console-calls';

export type PartnerDashboard = components['schemas']['PartnerDashboard'];
export type DashboardResult = ReadResult<PartnerDashboard>;

/** `GET /api/partner/dashboard` (D324, D325): upcoming departures, revenue, payouts owed. */
export const fetchDashboard = fromPromise<DashboardResult>(() => consoleRead(() => api.GET('/api/partner/dashboard'), 'Partner dashboard'));
