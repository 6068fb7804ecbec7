/**
 * A ReceiveMessage push, checked (spec, accounts §3 Chat message; §7: `{ response, sessionId, travels,
 * events }`, event dates converted to date values; §8 Assistant errors). Expected failures are results:
 * - `invalid`: not a reply object, or no text response: 'no valid reply from the bot';
 * - `empty`: a blank response: 'I did not understand that, can you rephrase?' (suggestions still shown);
 * - `processing`: a reply whose suggestions cannot be read: 'Error processing server response'
 *   (in Arabic, the spec's 'Sorry, something went wrong, try again').
 */
import { MAX_PARTY_COUNT, type ChosenParty } from '@/machines/booking-form/travel-id';
import { isRecord } from '@core/values';

export interface ChatTravel {
  id: number;
  title: string;
  description: string;
  price: number | null;
  imageUrl: string | null;
}

export interface ChatEvent {
  id: number;
  name: string;
  /** The event's date as the server sent it (ISO 8601); null when it is not a date. */
  date: string | null;
  location: string;
  description: string;
}

/** Who travels, once the conversation said so; the form's own party type. */
export type ChatParty = ChosenParty;

export interface AssistantReply {
  response: string;
  sessionId: string | null;
  travels: ChatTravel[];
  events: ChatEvent[];
  /** Present when the conversation established the party: a travel card can start a booking with it. */
  party: ChatParty | null;
}

export type ReplyCheck =
  | { ok: true; reply: AssistantReply }
  | { ok: false; error: 'invalid' | 'processing'; sessionId: string | null }
  | { ok: false; error: 'empty'; sessionId: string | null; travels: ChatTravel[]; events: ChatEvent[] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const idOf = (value: unknown) => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

function travelOf(value: unknown): ChatTravel | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  if (id === null) return null;
  const price = typeof value.price === 'number' && Number.isFinite(value.price) ? value.price : null;
  const imageUrl = text(value.imageUrl).trim() || null;
  return { id, title: text(value.title), description: text(value.description), price, imageUrl };
}

function eventOf(value: unknown): ChatEvent | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  if (id === null) return null;
  const raw = value.date instanceof Date ? value.date.toISOString() : text(value.date).trim();
  const date = raw && !Number.isNaN(Date.parse(raw)) ? raw : null;
  return { id, name: text(value.name), date, location: text(value.location), description: text(value.description) };
}

const count = (value: unknown, least: number) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= least && value <= MAX_PARTY_COUNT ? value : null);

/** The party of a reply: whole counts (at least one adult, at most the form's limit of a type), else none. */
function partyOf(value: unknown): ChatParty | null {
  if (!isRecord(value)) return null;
  const adults = count(value.adults, 1);
  const children = count(value.children, 0);
  const underFive = count(value.underFive, 0);
  return adults === null || children === null || underFive === null ? null : { adults, children, underFive };
}

/**
 * Where a card's Book button goes: /book-now with the tour and the party in the address,
 * as the tour page's Book Now sends them (src/machines/booking-form/travel-id.ts reads both).
 */
export function bookNowHref(travelId: number, party: ChatParty): string {
  const query = new URLSearchParams({ travelId: String(travelId), adults: String(party.adults), children: String(party.children), underFive: String(party.underFive) });
  return `/book-now?${query.toString()}`;
}

/** A list of suggestions: missing is none; not a list cannot be processed; unreadable items are dropped. */
function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  return value.map(read).filter((item): item is T => item !== null);
}

export function checkReply(payload: unknown): ReplyCheck {
  if (!isRecord(payload)) return { ok: false, error: 'invalid', sessionId: null };
  const sessionId = typeof payload.sessionId === 'string' && payload.sessionId.trim() ? payload.sessionId.trim() : null;
  if (typeof payload.response !== 'string') return { ok: false, error: 'invalid', sessionId };
  const travels = listOf(payload.travels, travelOf);
  const events = listOf(payload.events, eventOf);
  if (travels === null || events === null) return { ok: false, error: 'processing', sessionId };
  if (payload.response.trim() === '') return { ok: false, error: 'empty', sessionId, travels, events };
  return { ok: true, reply: { response: payload.response, sessionId, travels, events, party: partyOf(payload.party) } };
}
