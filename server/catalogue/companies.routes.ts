import { Hono } from 'hono';
import type { Answer } from '@core/contract/answer';
import { getCompany, listCompanies } from './companies';
import { type Services, inputOf, type AppEnv, defineMessages } from '../platform';


/** What the companies area says to people (accounts §8), in English and Arabic. */
export const companyMessages = defineMessages('companies');

/** Partner companies (accounts §7): `GET /api/Company` and `GET /api/Company/{id}`. */
export function companyRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get('/api/Company', async (c) => {
      const { query } = inputOf(c, '/api/Company', 'get');
      const page = await listCompanies(services.db, {
        pageIndex: query.PageIndex ?? 1,
        pageSize: query.PageSize ?? 5,
        sort: query.sort ?? 'name-asc',
        rate: query.rate,
        search: query.Search,
        verified: query.verified,
        address: query.address,
        language: c.get('language'),
      });
      return c.json(page satisfies Answer<'/api/Company'>);
    })
    .get('/api/Company/:id', async (c) => {
      const { params } = inputOf(c, '/api/Company/{id}', 'get');
      const company = await getCompany(services.db, params.id, c.get('language'), services.now());
      if (!company) return c.json({ message: companyMessages(c.get('language'), 'companyNotFound') }, 404);
      return c.json(company satisfies Answer<'/api/Company/{id}'>);
    });
}
