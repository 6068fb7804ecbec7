import { t, type CategorySeed } from './types';

/**
 * The tour categories. The first five are the home page's shortcuts (Beaches, Heritage, Mountains,
 * Cities, Museums), in that order.
 */
export const categories: readonly CategorySeed[] = [
  { slug: 'beaches', name: t('Beaches', 'الشواطئ'), imageUrl: '/images/categories/beaches.svg' },
  { slug: 'heritage', name: t('Heritage', 'التراث والآثار'), imageUrl: '/images/categories/heritage.svg' },
  { slug: 'mountains', name: t('Mountains', 'الجبال'), imageUrl: '/images/categories/mountains.svg' },
  { slug: 'cities', name: t('Cities', 'المدن'), imageUrl: '/images/categories/cities.svg' },
  { slug: 'museums', name: t('Museums', 'المتاحف'), imageUrl: '/images/categories/museums.svg' },
  { slug: 'desert', name: t('Desert & Oases', 'الصحراء والواحات'), imageUrl: '/images/categories/desert.svg' },
  { slug: 'nile-cruises', name: t('Nile Cruises', 'الرحلات النيلية'), imageUrl: '/images/categories/nile-cruises.svg' },
  { slug: 'diving', name: t('Diving & Snorkelling', 'الغوص والسنوركل'), imageUrl: '/images/categories/diving.svg' },
];

/** The home page's category shortcuts, by slug. */
export const HOME_CATEGORY_SLUGS = ['beaches', 'heritage', 'mountains', 'cities', 'museums'] as const;
