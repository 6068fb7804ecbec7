/**
 * Which tour the details page shows (spec, accounts §2 Tour details): the id from navigation state, read
 * as `id`, then `tour.id`, then `tourId` (the assistant and every card pass one of these), else from the
 * page address `?id=` so a reload or a shared link still opens the tour. Null when none of them holds a
 * usable id: the page then says 'Tour ID is missing'.
 */
import { isRecord } from '@core/values';
export function tourIdFrom(state: unknown, search: string): number | null {
  const record = isRecord(state) ? state : {};
  const candidates = [record.id, isRecord(record.tour) ? record.tour.id : undefined, record.tourId];
  for (const candidate of candidates) {
    if (candidate === undefined || candidate === null || candidate === '') continue;
    // The first source that is present decides: a malformed id in state is not silently replaced by another.
    return asTourId(candidate);
  }
  return asTourId(new URLSearchParams(search).get('id'));
}

/** Tour ids are whole numbers from 1 (the contract's `TravelIdPath`); anything else is no id. */
function asTourId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
