import type { components } from '@core/contract/schema';
import { makeTour } from '../../../tests/fixtures/catalogue';

type Tour = components['schemas']['Tour'];

/** A Nile Trails tour as the favourites machine tests hold it (no dates, five seats); `overrides` for the rest. */
export function favouriteTour(id: number, overrides: Partial<Tour> = {}): Tour {
  return makeTour(id, {
    description: '',
    startDate: null,
    endDate: null,
    creationDate: '2027-01-01T00:00:00Z',
    availableSeats: 5,
    companyName: 'Nile Trails',
    ...overrides,
  });
}
