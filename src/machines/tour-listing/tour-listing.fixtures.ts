import type { Category, Tour } from './tour-filters';

/** A complete tour as the contract describes it, with the fields a test cares about overridden. */
export function makeTour(id: number, overrides: Partial<Tour> = {}): Tour {
  return {
    id,
    title: `Tour ${id}`,
    description: `Description of tour ${id}`,
    price: 1000,
    startDate: '2031-03-01T08:00:00.000Z',
    endDate: '2031-03-04T18:00:00.000Z',
    creationDate: '2030-01-01T00:00:00.000Z',
    availableSeats: 10,
    departurePoint: 'Cairo',
    departurePointLat: null,
    departurePointLng: null,
    destinationCity: 'Luxor',
    destinationCityLat: null,
    destinationCityLng: null,
    transportationType: 'Bus',
    coverImageUrl: null,
    amenities: [],
    companyId: 1,
    companyName: 'Nile Horizons Travel',
    profileImageUrl: null,
    companyProfileImageUrl: null,
    imageUrls: [],
    image: null,
    tags: [],
    categoryId: null,
    rating: null,
    included: [],
    notIncluded: [],
    itineraries: [],
    ...overrides,
  };
}

export const CATEGORIES: Category[] = [
  { id: 1, categoryName: 'Beaches' },
  { id: 2, categoryName: 'Heritage' },
];
