import type { components } from '@core/contract/schema';
import { coverImage } from '@/ui/kit/tour-card/tour-facts';
import type { PageHead } from './page-head';
import { describe, detailOf, notFoundOf, pendingOf, present, SCHEMA, type DetailState, type MetaText } from './page-heads';

type Tour = components['schemas']['Tour'];

/**
 * A tour (/travel-with-us?id=N): a `TouristTrip` with its departure and return, its company as provider,
 * and an `Offer` at the adult price the details page shows, in Egyptian pounds, in stock while seats remain.
 * While it loads the generic tour page's head (when it could not be read, the same kept out of the index);
 * a tour that does not exist, or an address without an id, is a 404.
 */
export function tourHead(meta: MetaText, id: number | null, state: DetailState<Tour>): PageHead {
  const { t } = meta;
  const path = id === null ? '/travel-with-us' : `/travel-with-us?id=${id}`;
  if (state.status === 'notFound' || id === null) return notFoundOf(meta, 'tour', path);
  if (state.status !== 'loaded') return pendingOf(meta, 'tour', path, state.status);
  const tour = state.item;
  const name = present(tour.title) ?? t('tour.untitled');
  const company = present(tour.companyName);
  const description =
    describe(tour.description) ||
    describe(t('tour.fallbackDescription', { title: name, city: present(tour.destinationCity) ?? '', company: company ?? 'Rihla' }));
  const image = coverImage(tour);
  const images = [...new Set([image, ...tour.imageUrls].filter((url): url is string => Boolean(present(url))))];
  const trip: Record<string, unknown> = { '@context': SCHEMA, '@type': 'TouristTrip', name, description, url: path };
  if (images.length) trip.image = images;
  if (tour.startDate) trip.departureTime = tour.startDate;
  if (tour.endDate) trip.arrivalTime = tour.endDate;
  if (present(tour.destinationCity)) trip.itinerary = { '@type': 'Place', name: present(tour.destinationCity) };
  if (company) trip.provider = { '@type': 'TravelAgency', name: company, url: `/companies/${tour.companyId}` };
  if (Number.isFinite(tour.price) && tour.price >= 0) {
    trip.offers = {
      '@type': 'Offer',
      price: tour.price.toFixed(2),
      priceCurrency: 'EGP',
      availability: tour.availableSeats > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: path,
      ...(tour.startDate ? { validThrough: tour.startDate } : {}),
    };
  }
  return detailOf(meta, { name, description, path, image, data: trip }, { name: t('breadcrumbs.tours'), path: '/tours' });
}
