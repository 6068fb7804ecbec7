/** What the hub says to people and sends them: its own messages in their language, and the reply's cards. */
import { defineMessages, type Language } from '../../platform';
import type { AssistantEvent, AssistantTravel } from '../assistant-types';
import { writtenLanguage } from '@core/text/script';

/** What the hub says to people, in the language of the message they sent. */
export const hubMessages = defineMessages('hub');

/** The language the person is writing in, by the product's one rule (English when the text has no letters). */
export function languageOf(text: string): Language {
  return writtenLanguage(text) ?? 'en';
}

export function formatLimit(limit: number, language: Language): string {
  return limit.toLocaleString(language === 'ar' ? 'ar-EG' : 'en-US');
}

/** Exactly the fields the spec names (§3: travels {id,title,description,price,imageUrl}, events {id,name,date,location,description}). */
export function travelCard(travel: AssistantTravel): AssistantTravel {
  const { id, title, description, price, imageUrl } = travel;
  return { id, title, description, price, imageUrl };
}

export function eventCard(event: AssistantEvent): AssistantEvent {
  const { id, name, date, location, description } = event;
  return { id, name, date, location, description };
}
