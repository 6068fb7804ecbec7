import { expect, type APIRequestContext } from '@playwright/test';
import { PNG } from './partner';

const DAY_MS = 86_400_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A partner's tour made through the API (issue 20): complete and bilingual, with an image uploaded as the
 * partner's own, two itinerary days, leaving in ten days; a draft, or published (everything the tour page,
 * search and booking need). The journeys that need a tour of a partner's own start from it.
 */
export async function partnerTour(request: APIRequestContext, token: string, title: string, options: { publish: boolean }): Promise<{ id: number; price: number }> {
  const uploaded = await request.post('/api/partner/images', { headers: bearer(token), multipart: { image: { name: 'felucca.png', mimeType: 'image/png', buffer: PNG } } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const start = new Date(Date.now() + 10 * DAY_MS);
  const day = (en: string, ar: string) => ({
    title: { en, ar },
    description: { en: `${en}, at an easy pace.`, ar: `${ar}، على مهل.` },
    location: { en: 'Aswan', ar: 'أسوان' },
    startTime: '08:00',
    endTime: '14:00',
    activities: { en: ['Sailing'], ar: ['الإبحار'] },
    includesBreakfast: true,
    includesLunch: false,
    includesDinner: false,
    notes: { en: '', ar: '' },
  });
  const created = await request.post('/api/partner/tours', {
    headers: bearer(token),
    data: {
      title: { en: title, ar: `فلوكة ${title}` },
      description: { en: 'Two days on the Nile at Aswan.', ar: 'يومان على النيل في أسوان.' },
      price: 1500,
      seats: 12,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + DAY_MS).toISOString(),
      departurePoint: { en: 'Aswan Corniche', ar: 'كورنيش أسوان' },
      departureLat: 24.0889,
      departureLng: 32.8998,
      destinationCity: { en: 'Aswan', ar: 'أسوان' },
      destinationLat: 24.0889,
      destinationLng: 32.8998,
      transportationType: { en: 'Felucca', ar: 'فلوكة' },
      categoryId: 1,
      tags: { en: ['Nile'], ar: ['النيل'] },
      amenities: { en: ['Life jackets'], ar: ['سترات نجاة'] },
      included: { en: ['Tea on board'], ar: ['شاي على المركب'] },
      notIncluded: { en: ['Tips'], ar: ['الإكراميات'] },
      imageUrls: [url],
      coverImageUrl: url,
      freeCancellationHours: 48,
      itineraries: [day('Sail to Elephantine', 'الإبحار إلى إلفنتين'), day('Nubian village', 'القرية النوبية')],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (options.publish) {
    const published = await request.post(`/api/partner/tours/${id}/publish`, { headers: bearer(token) });
    expect(published.ok(), await published.text()).toBe(true);
  }
  return { id, price: 1500 };
}
