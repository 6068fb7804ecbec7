import { Hono, type Context } from 'hono';
import type { paths } from '@core/contract/schema';
import { storeInteractions } from './interactions';
import { recommendEvents, recommendTravels } from './recommendations';
import { type Services, currentUser, requireUser, inputOf, type AppEnv, defineMessages } from '../platform';

type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;

/** What the interactions and recommendations area says to people, in English and Arabic. */
export const aiMessages = defineMessages({
  otherUsersInteractions: {
    en: 'You can only submit your own interactions.',
    ar: 'يمكنك إرسال تفاعلاتك أنت فقط.',
  },
  otherUsersRecommendations: {
    en: 'You can only read your own recommendations.',
    ar: 'يمكنك الاطلاع على توصياتك أنت فقط.',
  },
});

/**
 * Interaction records and recommendations (accounts §7, S20): `POST /api/Ai/userinteractions`,
 * `GET /api/Ai/recommend-travels/{userId}`, `GET /api/Ai/recommend-events/{userId}`.
 */
export function aiRoutes(services: Services) {
  const forbidden = (c: Context<AppEnv>, key: 'otherUsersInteractions' | 'otherUsersRecommendations') =>
    c.json({ message: aiMessages(c.get('language'), key) }, 403);

  return new Hono<AppEnv>()
    .post('/api/Ai/userinteractions', requireUser, async (c) => {
      const { body } = inputOf(c, '/api/Ai/userinteractions', 'post');
      const result = await storeInteractions(services.db, {
        actorId: currentUser(c).id,
        userId: body.id,
        items: body.userInteraction,
        now: services.now(),
      });
      if (!result.ok) return forbidden(c, 'otherUsersInteractions');
      return c.json(result.stored satisfies Answer<'/api/Ai/userinteractions', 'post'>);
    })
    .get('/api/Ai/recommend-travels/:userId', requireUser, async (c) => {
      const { params, query } = inputOf(c, '/api/Ai/recommend-travels/{userId}', 'get');
      const result = await recommendTravels(services.db, {
        actorId: currentUser(c).id,
        userId: params.userId,
        count: query.numRecommendations ?? 5,
        basedOn: query.numHighestInteractions ?? 2,
        language: c.get('language'),
        now: services.now(),
      }, services.catalogue);
      if (!result.ok) return forbidden(c, 'otherUsersRecommendations');
      return c.json(result.items satisfies Answer<'/api/Ai/recommend-travels/{userId}', 'get'>);
    })
    .get('/api/Ai/recommend-events/:userId', requireUser, async (c) => {
      const { params, query } = inputOf(c, '/api/Ai/recommend-events/{userId}', 'get');
      const result = await recommendEvents(services.db, {
        actorId: currentUser(c).id,
        userId: params.userId,
        count: query.numRecommendations ?? 5,
        basedOn: query.numHighestInteractions ?? 2,
        language: c.get('language'),
        now: services.now(),
      }, services.catalogue);
      if (!result.ok) return forbidden(c, 'otherUsersRecommendations');
      return c.json(result.items satisfies Answer<'/api/Ai/recommend-events/{userId}', 'get'>);
    });
}
