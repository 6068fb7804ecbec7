/** A catalogue search that, finding nothing, loosens the request one detail at a time until it finds something. */
import type { SearchOutcome } from './compose';
import type { Filters } from './retrieve';

type Droppable = SearchOutcome<unknown>['dropped'][number];

/**
 * Ways to loosen a request that found nothing: leaving out one detail at a time (the subject, then the
 * dates, the type, the budget), then more of them together. The place is kept for tours (it is what
 * people mind most); for events, which few places have, it goes last.
 */
function loosenings(filters: Filters, kind: 'tours' | 'events'): Array<{ filters: Filters; dropped: Droppable[] }> {
  const without: Record<Droppable, (f: Filters) => Filters> = {
    topics: (f) => ({ ...f, topics: [] }),
    dates: (f) => ({ ...f, dates: undefined }),
    categories: (f) => ({ ...f, categories: [] }),
    budget: (f) => ({ ...f, minPrice: undefined, maxPrice: undefined, cheaperThan: undefined, sort: 'price' }),
    destinations: (f) => ({ ...f, destinations: [] }),
    days: (f) => ({ ...f, days: undefined }),
  };
  const present: Droppable[] = [];
  if (filters.topics.length > 0) present.push('topics');
  if (filters.dates) present.push('dates');
  if (kind === 'tours' && filters.days) present.push('days');
  if (kind === 'tours' && filters.categories.length > 0) present.push('categories');
  if (kind === 'tours' && (filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.cheaperThan !== undefined)) present.push('budget');
  if (kind === 'events' && filters.destinations.length > 0) present.push('destinations');
  const steps = present.map((what) => ({ filters: without[what](filters), dropped: [what] }));
  for (let count = 2; count <= present.length; count += 1) {
    const dropped = present.slice(0, count);
    steps.push({ filters: dropped.reduce((f, what) => without[what](f), filters), dropped });
  }
  return steps;
}

export async function search<T>(
  find: (filters: Filters) => Promise<{ items: T[]; total: number }>,
  filters: Filters,
  kind: 'tours' | 'events',
): Promise<SearchOutcome<T>> {
  const first = await find(filters);
  if (first.total > 0) return { ...first, used: filters, dropped: [] };
  for (const step of loosenings(filters, kind)) {
    const found = await find({ ...step.filters, offset: 0 });
    if (found.total > 0) return { ...found, used: { ...step.filters, offset: 0 }, dropped: step.dropped };
  }
  return { items: [], total: 0, used: filters, dropped: [] };
}
