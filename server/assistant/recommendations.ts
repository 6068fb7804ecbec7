/**
 * Interaction records and content-based recommendations (AI; accounts §3 interaction record,
 * §7 calls, §9 score; S20). How it works, for developers and curious users:
 * docs/recommendations.md. Keep the two in step.
 *
 * This file makes the recommendations; their pieces are interactions.ts (storing the records),
 * recommendation-seeds.ts (the request, weights, seeds and text similarity), tour-candidates.ts and
 * event-candidates.ts (what may be offered, and its score).
 */
import type { Queryable } from '../platform';
import type { Event, Tour } from '../catalogue';
import { type CandidateEvent, eventsInOrder, type EventFeatures, popularEvents, scoreEvent, upcomingEvents } from './event-candidates';
import { computeEachTime, interactedIds, type RecommendRequest, type RecommendResult, seedsOf, similarityQuery, textRanks } from './recommendation-seeds';
import { type CandidateTour, offeredTours, popularTours, scoreTour, startTime, type TourFeatures, toursInOrder } from './tour-candidates';

/**
 * Tours for the user: content-based on their `basedOn` highest travel interactions, each candidate
 * scored by shared category, destination, tags, price band and text similarity; tours already
 * interacted with, departed or sold out are never offered. Popular tours fill the rest (all of it on a
 * cold start).
 */
export async function recommendTravels(db: Queryable, request: RecommendRequest, store = computeEachTime): Promise<RecommendResult<Tour>> {
  if (request.actorId !== request.userId) return { ok: false, reason: 'forbidden' };
  const { language: l, now, count } = request;
  const seeds = await seedsOf(db, request.userId, 'travel', request.basedOn);
  const excluded = await interactedIds(db, request.userId, 'travel');
  const chosen: number[] = [];

  if (seeds.length > 0) {
    const features = await db.query<TourFeatures>(
      `select id, category_id, destination_city_en as city_key, tags_en as tag_keys, price from tours where id = any($1::int[])`,
      [seeds.map((seed) => seed.id)],
    );
    const weighted = features.map((feature) => ({ ...feature, weight: seeds.find((seed) => seed.id === feature.id)?.weight ?? 1 }));
    const ranks = await textRanks(db, 'tours', await similarityQuery(db, store, 'tours', seeds.map((seed) => seed.id), now));
    const left = new Set(excluded);
    const candidates = (await offeredTours(db, store, now)).filter((candidate) => !left.has(candidate.id));
    const rankOf = (candidate: CandidateTour) => ranks.get(candidate.id) ?? 0;
    const topRank = Math.max(0, ...candidates.map(rankOf));
    const scored = candidates
      .map((candidate) => ({ candidate, score: scoreTour(candidate, weighted, topRank > 0 ? rankOf(candidate) / topRank : 0) }))
      .filter((entry) => entry.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          (b.candidate.rating ?? 0) - (a.candidate.rating ?? 0) ||
          startTime(a.candidate) - startTime(b.candidate) ||
          a.candidate.id - b.candidate.id,
      );
    chosen.push(...scored.slice(0, count).map((entry) => entry.candidate.id));
  }
  if (chosen.length < count) {
    const taken = new Set([...excluded, ...chosen]);
    chosen.push(...(await popularTours(db, store, now)).filter((id) => !taken.has(id)).slice(0, count - chosen.length));
  }
  return { ok: true, items: await toursInOrder(db, chosen, l, now) };
}

/**
 * Events for the user: content-based on their `basedOn` highest event interactions (shared category,
 * type, place and text), and on the destinations of their highest travel interactions (an event in a
 * city they want to visit); events already interacted with or already started are never offered.
 * Popular upcoming events fill the rest (all of it on a cold start).
 */
export async function recommendEvents(db: Queryable, request: RecommendRequest, store = computeEachTime): Promise<RecommendResult<Event>> {
  if (request.actorId !== request.userId) return { ok: false, reason: 'forbidden' };
  const { language: l, now, count } = request;
  const seeds = await seedsOf(db, request.userId, 'event', request.basedOn);
  const travelSeeds = await seedsOf(db, request.userId, 'travel', request.basedOn);
  const excluded = await interactedIds(db, request.userId, 'event');
  const chosen: number[] = [];

  if (seeds.length > 0 || travelSeeds.length > 0) {
    const features = await db.query<EventFeatures>(
      `select id, category_en as category_key, type_en as type_key, location_en as location_key from events where id = any($1::int[])`,
      [seeds.map((seed) => seed.id)],
    );
    const weighted = features.map((feature) => ({ ...feature, weight: seeds.find((seed) => seed.id === feature.id)?.weight ?? 1 }));
    const cities = await db.query<{ id: number; city: string }>('select id, destination_city_en as city from tours where id = any($1::int[])', [
      travelSeeds.map((seed) => seed.id),
    ]);
    const places = cities
      .filter((row) => row.city.trim() !== '')
      .map((row) => ({ place: row.city.trim().toLowerCase(), weight: travelSeeds.find((seed) => seed.id === row.id)?.weight ?? 1 }));
    const ranks = await textRanks(db, 'events', await similarityQuery(db, store, 'events', seeds.map((seed) => seed.id), now));
    const left = new Set(excluded);
    const candidates = (await upcomingEvents(db, store, now)).filter((candidate) => !left.has(candidate.id));
    const rankOf = (candidate: CandidateEvent) => ranks.get(candidate.id) ?? 0;
    const topRank = Math.max(0, ...candidates.map(rankOf));
    const scored = candidates
      .map((candidate) => ({ candidate, score: scoreEvent(candidate, weighted, places, topRank > 0 ? rankOf(candidate) / topRank : 0) }))
      .filter((entry) => entry.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          new Date(a.candidate.starts_at).getTime() - new Date(b.candidate.starts_at).getTime() ||
          a.candidate.id - b.candidate.id,
      );
    chosen.push(...scored.slice(0, count).map((entry) => entry.candidate.id));
  }
  if (chosen.length < count) {
    const taken = new Set([...excluded, ...chosen]);
    chosen.push(...(await popularEvents(db, store, now)).filter((id) => !taken.has(id)).slice(0, count - chosen.length));
  }
  return { ok: true, items: await eventsInOrder(db, chosen, l) };
}
