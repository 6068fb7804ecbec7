/**
 * Which tour /book-now books (spec, booking §2 Book Your Trip): `travelId` from navigation state, else the
 * `travelId` query parameter (the tour page sends both, so a reload keeps the tour). Null when neither
 * holds a usable id: the form then says 'Missing travel ID. Please try again.'.
 */
import { isRecord } from '@core/values';
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

/** The party chosen on the tour page's Book This Tour panel. */
export interface ChosenParty {
  adults: number;
  children: number;
  underFive: number;
}

/** The most travellers of one type a link may ask the form to start from (more is typed by hand). */
export const MAX_PARTY_COUNT = 50;

/**
 * The party the tour page chose: navigation state `party`, else the `adults`, `children` and
 * `underFive` query parameters (the tour page sends both, so a reload keeps it). Null when neither names a
 * whole party (at least one adult, no negative count, at most MAX_PARTY_COUNT of a type): the form then
 * starts from its defaults, 1 adult.
 */
export function partyFrom(state: unknown, search: string): ChosenParty | null {
  const fromState = isRecord(state) && isRecord(state.party) ? state.party : null;
  const query = new URLSearchParams(search);
  const read = (key: keyof ChosenParty) => count(fromState ? fromState[key] : query.get(key));
  const party = { adults: read('adults'), children: read('children'), underFive: read('underFive') };
  if (party.adults === null || party.children === null || party.underFive === null || party.adults < 1) return null;
  return { adults: party.adults, children: party.children, underFive: party.underFive };
}

function count(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_PARTY_COUNT ? n : null;
}

/** Tour ids are whole numbers from 1 (the contract's `TravelIdPath`); anything else is no id. */
function asTravelId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
