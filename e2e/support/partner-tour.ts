import { expect, type APIRequestContext } from '@playwright/test';
import { PNG } from './partner';
import { PASSWORD, uniqueEmail } from './session';

const DAY_MS = 86_400_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface TourOptions {
  publish: boolean;
  /** Its Arabic title (default: the English one after "فلوكة"). */
  titleAr?: string;
  /** When it leaves (default: in ten days); it returns a day later. */
  startsAt?: Date;
  seats?: number;
  price?: number;
  /** Free cancellation until this many hours before departure (default 48). */
  freeCancellationHours?: number;
}

/**
 * A partner's tour made through the API (issue 20): complete and bilingual, with an image uploaded as the
 * partner's own, two itinerary days, leaving in ten days unless told otherwise; a draft, or published
 * (everything the tour page, search and booking need). The journeys that need a tour of a partner's own
 * start from it.
 */
export async function partnerTour(request: APIRequestContext, token: string, title: string, options: TourOptions): Promise<{ id: number; price: number }> {
  const price = options.price ?? 1500;
  const uploaded = await request.post('/api/partner/images', { headers: bearer(token), multipart: { image: { name: 'felucca.png', mimeType: 'image/png', buffer: PNG } } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const start = options.startsAt ?? new Date(Date.now() + 10 * DAY_MS);
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
      title: { en: title, ar: options.titleAr ?? `فلوكة ${title}` },
      description: { en: 'Two days on the Nile at Aswan.', ar: 'يومان على النيل في أسوان.' },
      price,
      seats: options.seats ?? 12,
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
      freeCancellationHours: options.freeCancellationHours ?? 48,
      itineraries: [day('Sail to Elephantine', 'الإبحار إلى إلفنتين'), day('Nubian village', 'القرية النوبية')],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (options.publish) {
    const published = await request.post(`/api/partner/tours/${id}/publish`, { headers: bearer(token) });
    expect(published.ok(), await published.text()).toBe(true);
  }
  return { id, price };
}

/**
 * A new traveller books one seat of the tour under `name` and pays on the sandbox gateway: the booking's
 * reference, and its voucher's QR code as the server signs it (`RIHLA1:<reference>:<signature>`).
 */
export async function paidBooking(request: APIRequestContext, tour: { id: number; price: number }, name: string): Promise<{ reference: string; code: string }> {
  const registered = await request.post('/api/Auth/register', { data: { userName: name.replace(/\s+/g, ''), email: uniqueEmail('desk-traveller'), password: PASSWORD } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const headers = bearer(((await registered.json()) as { token: string }).token);
  const made = await request.post('/api/Booking', {
    headers,
    data: { travelId: tour.id, totalquantity: 1, childrenUnderFiveNum: 0, nationalId: '29801011234567', phoneNumber: '+20 100 123 4567', numberOfAdults: 1, numberOfChildren: 0, name },
  });
  expect(made.status(), await made.text()).toBe(201);
  const bookingId = ((await made.json()) as { id: number }).id;
  const started = await request.post('/api/Payment/initiate', { headers, data: { bookingId, paymentMethod: 'card', amount: tour.price, currency: 'EGP' } });
  expect(started.ok(), await started.text()).toBe(true);
  const { paymentUrl } = (await started.json()) as { paymentUrl: string };
  const paid = await request.post(paymentUrl, {
    form: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholder: name, action: 'pay' },
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const details = await request.get(`/api/Booking/${bookingId}/details`, { headers });
  expect(details.ok()).toBe(true);
  const { reference, voucher } = (await details.json()) as { reference: string; voucher: { code: string } | null };
  expect(voucher?.code ?? '').toMatch(new RegExp(`^RIHLA1:${reference}:`));
  return { reference, code: voucher?.code ?? '' };
}
