/**
 * Which tour /book-now books (spec, booking §2 Book Your Trip): `travelId` from navigation state, else the
 * `travelId` query parameter (the tour page sends both, so a reload keeps the tour). Null when neither
 * holds a usable id: the form then says 'Missing travel ID. Please try again.'.
 */
export function travelIdFrom(state: unknown, search: string): number | null {
  const fromState = isRecord(state) ? state.travelId : undefined;
  // The first source that is present decides: a malformed id in state is not silently replaced by another.
  if (fromState !== undefined && fromState !== null && fromState !== '') return asTravelId(fromState);
  return asTravelId(new URLSearchParams(search).get('travelId'));
}

/** Whether the booking started from a recommendation (navigation state `fromRecommendation: true`). */
export function isFromRecommendation(state: unknown): boolean {
  return isRecord(state) && state.fromRecommendation === true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Tour ids are whole numbers from 1 (the contract's `TravelIdPath`); anything else is no id. */
function asTravelId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
