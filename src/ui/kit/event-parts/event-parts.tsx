import { useTranslation } from 'react-i18next';
import * as shared from '@/ui/styles/shared.css';
import { eventName, eventWhen } from './event-text';

type EventTextFields = Parameters<typeof eventName>[0];

/** An event's name and when it takes place, as the events list and the event page show them ('Untitled', 'Date not specified' when missing). */
export function useEventText(event: EventTextFields): { name: string; when: string } {
  const { t, i18n } = useTranslation('events');
  return {
    name: eventName(event) ?? t('untitled'),
    when: eventWhen(event, i18n.language) ?? t('dateNotSpecified'),
  };
}

/** An event's category as a badge; nothing when it has none. */
export function EventCategory({ category }: { category: string | null | undefined }) {
  return category?.trim() ? <span className={shared.badge}>{category}</span> : null;
}
