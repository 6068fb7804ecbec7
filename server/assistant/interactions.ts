/** A user's interaction records (accounts §3 interaction record, §7 calls): what recommendations start from. */
import type { Db } from '../platform';

/** At most this many interaction records are kept per user: the highest, then the newest. */
export const MAX_INTERACTIONS_PER_USER = 200;

export type InteractionType = 'travel' | 'event';

export interface InteractionInput {
  id: string;
  type: InteractionType;
  total: number;
}

export type StoreInteractionsResult = { ok: true; stored: boolean } | { ok: false; reason: 'forbidden' };

const ITEM_ID = /^[1-9]\d{0,8}$/;

/**
 * Stores a user's interaction records: each replaces the stored one for the same item (upsert), records
 * for items that do not exist are ignored, and only the MAX_INTERACTIONS_PER_USER highest (then newest)
 * are kept (`keep`). `actorId` is the token's user: writing another user's records is forbidden. `stored` is
 * true when at least one record was stored.
 */
export async function storeInteractions(
  db: Db,
  request: {
    actorId: string;
    userId: string;
    items: readonly InteractionInput[];
    now: Date;
    /** How many records to keep per user (MAX_INTERACTIONS_PER_USER unless told; tests use fewer). */
    keep?: number;
  },
): Promise<StoreInteractionsResult> {
  if (request.actorId !== request.userId) return { ok: false, reason: 'forbidden' };
  // One record per item: the last one sent wins, as it does in the browser's own list.
  const byItem = new Map<string, InteractionInput>();
  for (const item of request.items) {
    const id = item.id.trim();
    if (ITEM_ID.test(id)) byItem.set(`${item.type}:${id}`, { id, type: item.type, total: Math.max(0, Math.round(item.total)) });
  }
  const keep = request.keep ?? MAX_INTERACTIONS_PER_USER;
  const items = [...byItem.values()].sort((a, b) => b.total - a.total).slice(0, keep);
  if (items.length === 0) return { ok: true, stored: false };

  const stored = await db.transaction(async (tx) => {
    const rows = await tx.query<{ item_id: string }>(
      `insert into interactions (user_id, item_type, item_id, total, updated_at)
       select $1, x.item_type, x.item_id, x.total, $5
       from unnest($2::text[], $3::text[], $4::int[]) as x(item_type, item_id, total)
       where (x.item_type = 'travel' and exists (select 1 from tours t where t.id = x.item_id::int))
          or (x.item_type = 'event' and exists (select 1 from events e where e.id = x.item_id::int))
       on conflict (user_id, item_type, item_id) do update set total = excluded.total, updated_at = excluded.updated_at
       returning item_id`,
      [request.userId, items.map((item) => item.type), items.map((item) => item.id), items.map((item) => item.total), request.now],
    );
    await tx.query(
      `delete from interactions i
       where i.user_id = $1 and (i.item_type, i.item_id) not in (
         select k.item_type, k.item_id from interactions k where k.user_id = $1
         order by k.total desc, k.updated_at desc, k.item_type, k.item_id limit $2)`,
      [request.userId, keep],
    );
    return rows.length > 0;
  });
  return { ok: true, stored };
}
