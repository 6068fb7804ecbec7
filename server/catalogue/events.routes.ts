import { Hono } from 'hono';
import type { Answer } from '@core/contract/answer';
import { getEvent, listEvents } from './events';
import { type Services, inputOf, type AppEnv, defineMessages } from '../platform';


/** What the events area says to people (accounts §8), in English and Arabic. */
export const eventMessages = defineMessages('events');

/** Events (accounts §7): `GET /api/ApiEvents/events` and `GET /api/ApiEvents/events/{id}`. */
export function eventRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get('/api/ApiEvents/events', async (c) => {
      const events = await listEvents(services.db, c.get('language'), services.now());
      return c.json(events satisfies Answer<'/api/ApiEvents/events'>);
    })
    .get('/api/ApiEvents/events/:id', async (c) => {
      const { params } = inputOf(c, '/api/ApiEvents/events/{id}', 'get');
      const event = await getEvent(services.db, params.id, c.get('language'));
      if (!event) return c.json({ message: eventMessages(c.get('language'), 'eventNotFound') }, 404);
      return c.json(event satisfies Answer<'/api/ApiEvents/events/{id}'>);
    });
}
