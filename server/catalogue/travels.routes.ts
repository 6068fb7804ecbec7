import { Hono, type Context } from 'hono';
import type { Answer } from '@core/contract/answer';
import {
  discountedTours,
  favouriteTours,
  getTour,
  leavingSoonTours,
  likeTour,
  listCategories,
  listTours,
  unlikeTour,
} from './catalogue';
import { type Services, currentUser, requireUser, inputOf, type AppEnv, defineMessages } from '../platform';


/** The page a tour list asks for: the contract's defaults are page 1 of 10. */
const pageOf = (query: { PageIndex?: number; PageSize?: number }) => ({ pageIndex: query.PageIndex ?? 1, pageSize: query.PageSize ?? 10 });

/** What the tours area says to people, in English and Arabic. */
export const travelMessages = defineMessages('travels');

/**
 * Tours, categories and favourites (accounts §7, booking §7): `/api/Travel…`, `/api/Travels/{id}`,
 * `/api/Category`.
 */
export function travelRoutes(services: Services) {
  const notFound = (c: Context<AppEnv>) => c.json({ message: travelMessages(c.get('language'), 'tourNotFound') }, 404);

  // S2: one handler for both paths.
  const tourById = async (c: Context<AppEnv>) => {
    const { params } = inputOf(c, '/api/Travel/{id}', 'get');
    const tour = await getTour(services.db, params.id, c.get('language'), services.now());
    return tour ? c.json(tour satisfies Answer<'/api/Travel/{id}'>) : notFound(c);
  };

  return new Hono<AppEnv>()
    .get('/api/Travel', async (c) => {
      const { query } = inputOf(c, '/api/Travel', 'get');
      const page = await listTours(services.db, {
        ...pageOf(query),
        sort: query.Sort ?? 'creationDate-desc',
        categoryId: query.categoryId,
        search: query.search,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        language: c.get('language'),
        now: services.now(),
      });
      return c.json(page satisfies Answer<'/api/Travel'>);
    })
    .get('/api/Travel/discounted', async (c) => {
      const { query } = inputOf(c, '/api/Travel/discounted', 'get');
      const page = await discountedTours(services.db, { ...pageOf(query), categoryId: query.categoryId, language: c.get('language'), now: services.now() });
      return c.json(page satisfies Answer<'/api/Travel/discounted'>);
    })
    .get('/api/Travel/leaving-soon', async (c) => {
      const { query } = inputOf(c, '/api/Travel/leaving-soon', 'get');
      const page = await leavingSoonTours(services.db, { ...pageOf(query), categoryId: query.categoryId, language: c.get('language'), now: services.now() });
      return c.json(page satisfies Answer<'/api/Travel/leaving-soon'>);
    })
    .get('/api/Travel/Favtravels', requireUser, async (c) => {
      const tours = await favouriteTours(services.db, currentUser(c).id, c.get('language'), services.now());
      return c.json(tours satisfies Answer<'/api/Travel/Favtravels'>);
    })
    .post('/api/Travel/like/:id', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Travel/like/{id}', 'post');
      const result = await likeTour(services.db, currentUser(c).id, params.id, services.now());
      return result.ok ? c.body(null, 204) : notFound(c);
    })
    .delete('/api/Travel/like/:id', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Travel/like/{id}', 'delete');
      const result = await unlikeTour(services.db, currentUser(c).id, params.id);
      return result.ok ? c.body(null, 204) : notFound(c);
    })
    .get('/api/Travel/:id', tourById)
    .get('/api/Travels/:id', tourById)
    .get('/api/Category', async (c) => {
      const categories = await listCategories(services.db, c.get('language'));
      return c.json(categories satisfies Answer<'/api/Category'>);
    });
}
