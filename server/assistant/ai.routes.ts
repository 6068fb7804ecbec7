import { Hono, type Context } from 'hono';
import type { Answer } from '@core/contract/answer';
import type { paths } from '@core/contract/schema';
import { storeInteractions } from './interactions';
import type { RecommendRequest, RecommendResult } from './recommendation-seeds';
import { recommendEvents, recommendTravels } from './recommendations';
import { type Services, currentUser, requireUser, inputOf, type AppEnv, defineMessages } from '../platform';


/** A list answer's items. */
type Items<P extends keyof paths> = Extract<Answer<P>, readonly unknown[]>;

/** What the interactions and recommendations area says to people, in English and Arabic. */
export const aiMessages = defineMessages('assistant');

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
    .get('/api/Ai/recommend-travels/:userId', requireUser, recommendations('/api/Ai/recommend-travels/{userId}', recommendTravels))
    .get('/api/Ai/recommend-events/:userId', requireUser, recommendations('/api/Ai/recommend-events/{userId}', recommendEvents));

  /** One handler for both lists: the caller's own recommendations, in their language (S20). */
  function recommendations<P extends '/api/Ai/recommend-travels/{userId}' | '/api/Ai/recommend-events/{userId}'>(
    path: P,
    recommend: (db: Services['db'], request: RecommendRequest, store: Services['catalogue']) => Promise<RecommendResult<Items<P>[number]>>,
  ) {
    return async (c: Context<AppEnv>) => {
      const { params, query } = inputOf(c, path, 'get');
      const result = await recommend(
        services.db,
        {
          actorId: currentUser(c).id,
          userId: params.userId,
          count: query.numRecommendations ?? 5,
          basedOn: query.numHighestInteractions ?? 2,
          language: c.get('language'),
          now: services.now(),
        },
        services.catalogue,
      );
      if (!result.ok) return forbidden(c, 'otherUsersRecommendations');
      // `recommend` is typed to give the contract's items for `path`, which is the check of this answer.
      return c.json(result.items);
    };
  }
}
