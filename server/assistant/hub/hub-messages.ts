/** What the hub says to people and sends them: its own messages in their language, and the reply's cards. */
import { defineMessages, type Language } from '../../platform';
import type { AssistantEvent, AssistantTravel } from '../assistant-types';
import { writtenLanguage } from '@core/text/script';

/** What the hub says to people, in the language of the message they sent. */
export const hubMessages = defineMessages({
  tooLong: {
    en: 'Your message is too long. Please keep it under {limit} characters and try again.',
    ar: 'رسالتك طويلة جدًا. يرجى ألا تتجاوز {limit} حرف ثم المحاولة مرة أخرى.',
  },
  tooFast: {
    en: 'You are sending messages too quickly. Please wait a few seconds and try again.',
    ar: 'أنت ترسل الرسائل بسرعة كبيرة. يرجى الانتظار بضع ثوانٍ ثم المحاولة مرة أخرى.',
  },
  failed: {
    en: 'Sorry, something went wrong. Please try again.',
    ar: 'عذرًا، حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  originRefused: {
    en: 'The assistant cannot be opened from {origin}.',
    ar: 'لا يمكن فتح المساعد من {origin}.',
  },
});

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
