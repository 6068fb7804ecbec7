/**
 * The server's business areas (docs/architecture.md), in the order of the lint's `serverAreas`: each area
 * says in its index.ts what API routes it adds and which jobs run beside them, and this is the one place
 * that gathers them. No two areas answer the same method and path (server/areas.test.ts), so the order
 * here is the reading order, not a precedence.
 */
import { platformArea, type Area, type AreaSetup, type BackgroundJob } from './platform';
import { accountsArea } from './accounts';
import { catalogueArea } from './catalogue';
import { bookingsArea } from './bookings';
import { assistantArea } from './assistant';
import { partnersArea } from './partners';
import { adminArea } from './admin';
import { siteArea } from './site';

export const areas = {
  platform: platformArea,
  accounts: accountsArea,
  catalogue: catalogueArea,
  bookings: bookingsArea,
  assistant: assistantArea,
  partners: partnersArea,
  admin: adminArea,
  site: siteArea,
} satisfies Record<string, AreaSetup>;

export const apiAreas: Area[] = Object.values(areas).flatMap((area) => area.routes);

export const backgroundJobs: BackgroundJob[] = Object.values(areas).flatMap((area) => area.jobs);
