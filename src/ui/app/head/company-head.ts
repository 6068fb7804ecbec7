import type { components } from '@core/contract/schema';
import type { PageHead } from './page-head';
import { describe, detailOf, notFoundOf, pendingOf, present, SCHEMA, type DetailState, type MetaText } from './page-heads';

type CompanyDetail = components['schemas']['CompanyDetail'];

/** 'HH:MM - HH:MM' or '24/7' as schema.org opening hours; anything else (CLOSED) says nothing. */
function openingHoursOf(company: CompanyDetail): object[] {
  return company.workingHours.flatMap(({ dayOfWeek, workingTime }) => {
    const day = `https://schema.org/${dayOfWeek}`;
    if (workingTime.trim() === '24/7') return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: '00:00', closes: '23:59' }];
    const match = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(workingTime.trim());
    return match ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: match[1], closes: match[2] }] : [];
  });
}

/**
 * A company (/companies/:id) as a `TravelAgency`: address, telephone, e-mail, website, opening hours, and an
 * `AggregateRating` only from the ratings its travellers actually gave (none given, no rating: D175).
 */
export function companyHead(meta: MetaText, companyId: string, state: DetailState<CompanyDetail>): PageHead {
  const { t } = meta;
  const path = `/companies/${encodeURIComponent(companyId)}`;
  if (state.status === 'notFound') return notFoundOf(meta, 'company', path);
  if (state.status !== 'loaded') return pendingOf(meta, 'company', path, state.status);
  const company = state.item;
  const name = present(company.companyName) ?? t('company.title');
  const description = describe(company.description) || describe(t('company.fallbackDescription', { name }));
  const image = present(company.coverImageUrl) ?? present(company.profileImageUrl);
  const agency: Record<string, unknown> = { '@context': SCHEMA, '@type': 'TravelAgency', name, description, url: path };
  if (image) agency.image = image;
  if (present(company.profileImageUrl)) agency.logo = present(company.profileImageUrl);
  if (present(company.address)) agency.address = { '@type': 'PostalAddress', streetAddress: present(company.address), addressCountry: 'EG' };
  if (present(company.phoneNumber)) agency.telephone = present(company.phoneNumber);
  if (present(company.email)) agency.email = present(company.email);
  if (present(company.website)) agency.sameAs = [present(company.website)];
  const hours = openingHoursOf(company);
  if (hours.length) agency.openingHoursSpecification = hours;
  const ratings = company.ratings.filter((rating) => Number.isFinite(rating) && rating >= 1 && rating <= 5);
  if (ratings.length) {
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    agency.aggregateRating = { '@type': 'AggregateRating', ratingValue: Number(average.toFixed(1)), ratingCount: ratings.length, bestRating: 5, worstRating: 1 };
  }
  return detailOf(meta, { name, description, path, image, data: agency }, { name: t('breadcrumbs.companies'), path: '/companies' });
}
