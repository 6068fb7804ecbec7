/**
 * What the assistant engine answers (accounts spec §3 chat message): the reply with its tour and event cards,
 * the hand-over to booking, and the conversation's context the hub keeps for the next message.
 */
import type { components } from '@core/contract/schema';

export interface AssistantTravel { id: number; title: string; description: string; price: number; imageUrl: string | null }
export interface AssistantEvent { id: number; name: string; date: string; location: string; description: string }
/** Opaque to the hub: the engine's memory for follow-ups (see Memory). */
export interface ConversationContext { [key: string]: unknown }
/** A hand-over to booking: the tour and the party the conversation established, for /book-now. */
export interface BookingHandOver { travelId: number; adults: number; children: number; underFive: number }
/** Who travels, once the conversation said so (the hub's ReceiveMessage `party`, openapi ChatParty). */
export type ChatParty = components['schemas']['ChatParty'];
export interface AssistantReply {
  response: string;
  travels: AssistantTravel[];
  events: AssistantEvent[];
  booking?: BookingHandOver;
  /** Present once the conversation established the party: each travel card can start a booking with it. */
  party?: ChatParty;
  context: ConversationContext;
}
export interface Assistant { reply(input: { text: string; context: ConversationContext | null; now: Date }): Promise<AssistantReply> }
