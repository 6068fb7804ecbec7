/** The tours a recommendation may offer: what the score reads of them, the score, the popular order (docs/recommendations.md, "Travels"). */
import type { Queryable } from '../platform';
import { mapTour, offeredTourCondition, tourSelect, type Language, type Tour, type TourRow } from '../catalogue';
import { type CandidateStore, PRICE_BAND, WEIGHTS } from './recommendation-seeds';

export interface TourFeatures {
  id: number;
  category_id: number | null;
  city_key: string;
  tag_keys: string[];
  price: number;
}

/** What the score and its tie-breaks read of a tour on offer. */
export interface CandidateTour extends TourFeatures {
  rating: number | null;
  start_date: Date | null;
}

/** The tours on offer with seats left, with what the score reads: the same for every user and language. */
export function offeredTours(db: Queryable, store: CandidateStore, now: Date): Promise<CandidateTour[]> {
  return store.derived('recommend:tours', now.getTime(), [], () =>
    db.query<CandidateTour>(
      `select t.id, t.category_id, t.destination_city_en as city_key, t.tags_en as tag_keys, t.price, t.rating, t.start_date
       from tours t where ${offeredTourCondition('$1')} and t.available_seats > 0`,
      [now],
    ),
  );
}

/** The tours with these ids, in this order, as the catalogue shows them now. */
export async function toursInOrder(db: Queryable, ids: number[], l: Language, now: Date): Promise<Tour[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<TourRow>(`${tourSelect(l)} where t.id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [mapTour(row, l, now)] : [];
  });
}

const lower = (values: readonly string[] | null) => (values ?? []).map((value) => value.trim().toLowerCase()).filter(Boolean);

/** How related a candidate tour is to the liked ones (docs/recommendations.md, "Travels"). */
export function scoreTour(
  candidate: Pick<TourFeatures, 'category_id' | 'city_key' | 'tag_keys' | 'price'>,
  seeds: ReadonlyArray<TourFeatures & { weight: number }>,
  textShare: number,
): number {
  let score = WEIGHTS.text * textShare;
  const candidateTags = new Set(lower(candidate.tag_keys));
  for (const seed of seeds) {
    let points = 0;
    if (seed.category_id !== null && seed.category_id === candidate.category_id) points += WEIGHTS.category;
    if (seed.city_key !== '' && seed.city_key.toLowerCase() === candidate.city_key.toLowerCase()) points += WEIGHTS.destination;
    const shared = lower(seed.tag_keys).filter((tag) => candidateTags.has(tag)).length;
    points += WEIGHTS.tag * Math.min(WEIGHTS.maxTags, shared);
    if (Math.abs(candidate.price - seed.price) <= PRICE_BAND * seed.price) points += WEIGHTS.priceBand;
    score += seed.weight * points;
  }
  return score;
}

export const startTime = (row: { start_date: Date | null }) => (row.start_date === null ? Number.MAX_SAFE_INTEGER : new Date(row.start_date).getTime());

/**
 * The ids of every tour on offer with seats left, the most popular first: highest rated and most
 * favourited (rating plus 0.2 per favourite, at most 2), then the soonest departure. The same for every
 * user; it changes with the catalogue and with favourites.
 */
export async function popularTours(db: Queryable, store: CandidateStore, now: Date): Promise<number[]> {
  return store.derived('recommend:tours:popular', now.getTime(), ['favourites'], async () => {
    const rows = await db.query<{ id: number }>(
      `select t.id from tours t
       left join (select tour_id, count(*)::int as n from favourites group by tour_id) fav on fav.tour_id = t.id
       where ${offeredTourCondition('$1')} and t.available_seats > 0
       order by coalesce(t.rating, 0) + least(coalesce(fav.n, 0), 10) * 0.2 desc, t.start_date asc nulls last, t.id`,
      [now],
    );
    return rows.map((row) => row.id);
  });
}
