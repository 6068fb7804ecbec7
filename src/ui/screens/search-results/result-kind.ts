import type { components } from '@core/contract/schema';
import type { SearchResultItem } from '@/machines/search/search.actors';

type Tour = components['schemas']['Tour'];
type Event = components['schemas']['Event'];
type CompanyMatch = components['schemas']['CompanySearchItem'];

export type ClassifiedResult = { kind: 'tour'; item: Tour } | { kind: 'event'; item: Event } | { kind: 'company'; item: CompanyMatch };

/**
 * Tells a result apart by its fields, as the spec does (accounts §2 Search results): a tour has
 * coverImageUrl and departurePoint, an event date and location, a company rating and coverImage. An item
 * that is none of these is left out rather than shown as a broken card.
 */
export function classifyResult(item: SearchResultItem): ClassifiedResult | null {
  if (typeof item !== 'object' || item === null) return null;
  if ('coverImageUrl' in item && 'departurePoint' in item) return { kind: 'tour', item: item };
  if ('date' in item && 'location' in item) return { kind: 'event', item: item };
  if ('rating' in item && 'coverImage' in item) return { kind: 'company', item: item };
  return null;
}
