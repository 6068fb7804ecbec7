import type { components } from '@core/contract/schema';
import type { PageHead } from './page-head';
import { describe, detailOf, notFoundOf, pendingOf, present, SCHEMA, type DetailState, type MetaText } from './page-heads';

type Event = components['schemas']['Event'];

/**
 * An event (/events/:id) as an `Event`: name, start date, its place (the location as written, from the
 * specific place to the region), image, scheduled and attended in person. The catalogue records no
 * organiser and no ticket price, so neither is written (D176).
 */
export function eventHead(meta: MetaText, id: string, state: DetailState<Event>): PageHead {
  const { t } = meta;
  const path = `/events/${encodeURIComponent(id)}`;
  if (state.status === 'notFound') return notFoundOf(meta, 'event', path);
  if (state.status !== 'loaded') return pendingOf(meta, 'event', path, state.status);
  const event = state.item;
  const name = present(event.title) ?? present(event.name) ?? t('event.title');
  const location = present(event.location);
  const description = describe(event.description) || describe(t('event.fallbackDescription', { name, location: location ?? '' }));
  const image = present(event.image);
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Event',
    name,
    description,
    startDate: event.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: path,
  };
  if (location) {
    data.location = {
      '@type': 'Place',
      name: location.split(',')[0]?.trim() || location,
      address: { '@type': 'PostalAddress', streetAddress: location, addressCountry: 'EG' },
    };
  }
  if (image) data.image = [image];
  return detailOf(meta, { name, description, path, image, data }, { name: t('breadcrumbs.events'), path: '/events' });
}
