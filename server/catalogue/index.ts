/**
 * The catalogue: tours, companies, events, categories, reviews and search, the public reads that the
 * answer cache keeps, and the seed that fills a new database. Used by the other areas through this file only.
 */
import type { AreaSetup } from '../platform';
import { companyRoutes } from './companies.routes';
import { eventRoutes } from './events.routes';
import { reviewRoutes } from './reviews.routes';
import { searchRoutes } from './search.routes';
import { travelRoutes } from './travels.routes';

export { type Language, listedCompanyCondition, listedTourCondition, mapTour, offeredTourCondition, type Tour, type TourRow, tourSelect } from './catalogue';
export { type Event, eventColumns, type EventRow, mapEvent } from './events';
export { correctedSlots, textQuery } from './search-query';
export { searchCatalogue } from './search';
export { seedCatalogue } from './seed/seed';

export const catalogueArea: AreaSetup = { routes: [travelRoutes, companyRoutes, eventRoutes, searchRoutes, reviewRoutes], jobs: [] };
