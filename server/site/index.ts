/**
 * The site: the server-rendered pages and the files around them (sitemap, robots, card images, uploads,
 * health), currency rates, the contact form, and the developer pages. Used through this file only.
 */
import type { AreaSetup } from '../platform';
import { contactRoutes } from './contact.routes';
import { currencyRatesJob, currencyRoutes } from './currency.routes';
import { devRoutes } from './dev.routes';

export { cardImageRoutes } from './card-images.routes';
export { ratesStore } from './currency.routes';
export { fileRoutes } from './files.routes';
export { healthRoutes } from './health.routes';
export { pageRenderer } from './render';
export { seoRoutes } from './seo.routes';
export { spaRoutes } from './spa.routes';

/** The API routes of the site (the pages themselves are mounted around the API by server/app.ts). */
export const siteArea: AreaSetup = { routes: [devRoutes, currencyRoutes, contactRoutes], jobs: [currencyRatesJob] };
