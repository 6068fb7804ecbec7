/**
 * The server's business areas, in the order their routes are mounted: each area says in its index.ts what
 * routes it adds and which jobs run beside them, and this list is the one place that gathers them.
 */
import { platformArea, type Area, type AreaSetup, type BackgroundJob } from './platform';
import { accountsArea } from './accounts';
import { siteArea } from './site';
import { bookingsArea } from './bookings';
import { catalogueArea } from './catalogue';
import { assistantArea } from './assistant';
import { partnersArea } from './partners';
import { adminArea } from './admin';

const areas: AreaSetup[] = [platformArea, accountsArea, siteArea, bookingsArea, catalogueArea, assistantArea, partnersArea, adminArea];

export const apiAreas: Area[] = areas.flatMap((area) => area.routes);

export const backgroundJobs: BackgroundJob[] = areas.flatMap((area) => area.jobs);
