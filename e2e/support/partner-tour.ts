import { expect, type APIRequestContext } from '@playwright/test';
import { PNG } from './partner';
import { registerTraveller } from './session';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface TourOptions {
  publish: boolean;
  /** Its Arabic title (default: the English one after "فلوكة"). */
  titleAr?: string;
  /** When it leaves (default: in ten days); it returns a day later. */
  startsAt?: Date;
  /**
   * Instead of `startsAt`: its free cancellation ends this many milliseconds from now (it leaves
   * `freeCancellationHours` after that), for a page that is open while the deadline passes.
   */
  freeCancellationEndsIn?: number;
  seats?: number;
  price?: number;
  /** Free cancellation until this many hours before departure (default 48). */
  freeCancellationHours?: number;
  /**
   * Only its bilingual title, as the editor's first save makes a draft (default: complete). Such a tour
   * cannot be published.
   */
  titleOnly?: boolean;
}

export interface PartnerTour {
  id: number;
  price: number;
  /** When its free cancellation ends (ms since the epoch). */
  freeCancellationEnds: number;
}

/**
 * A partner's tour made through the API: complete and bilingual, with an image uploaded as the
 * partner's own, two itinerary days, leaving in ten days unless told otherwise; a draft, or published
 * (everything the tour page, search and booking need). The journeys that need a tour of a partner's own
 * start from it.
 */
export async function partnerTour(request: APIRequestContext, token: string, title: string, options: TourOptions): Promise<PartnerTour> {
  const price = options.price ?? 1500;
  const hours = options.freeCancellationHours ?? 48;
  const start =
    options.freeCancellationEndsIn === undefined ? (options.startsAt ?? new Date(Date.now() + 10 * DAY_MS)) : new Date(Date.now() + options.freeCancellationEndsIn + hours * HOUR_MS);
  const freeCancellationEnds = start.getTime() - hours * HOUR_MS;
  const titles = { en: title, ar: options.titleAr ?? `فلوكة ${title}` };
  if (options.titleOnly) {
    if (options.publish) throw new Error('a tour of only a title cannot be published');
    const created = await request.post('/api/partner/tours', { headers: bearer(token), data: { title: titles } });
    expect(created.ok(), await created.text()).toBe(true);
    return { id: ((await created.json()) as { id: number }).id, price, freeCancellationEnds };
  }
  const uploaded = await request.post('/api/partner/images', { headers: bearer(token), multipart: { image: { name: 'felucca.png', mimeType: 'image/png', buffer: PNG } } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
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
      title: titles,
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
      freeCancellationHours: hours,
      itineraries: [day('Sail to Elephantine', 'الإبحار إلى إلفنتين'), day('Nubian village', 'القرية النوبية')],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (options.publish) {
    const published = await request.post(`/api/partner/tours/${id}/publish`, { headers: bearer(token) });
    expect(published.ok(), await published.text()).toBe(true);
  }
  return { id, price, freeCancellationEnds };
}

/** The sandbox gateway's test cards (server/bookings/sandbox-checkout.ts). */
export const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export interface BookingOptions {
  /** Who books: a traveller's session (default: a new traveller, registered under `name` without its spaces). */
  traveller?: { token: string };
  /** The name the booking is made under, as the form sends it (default: the account's; a new traveller's is 'Mariam Adel'). */
  name?: string;
  /** Adults on the booking (default 1): the seats it holds. */
  adults?: number;
  nationalId?: string;
  phone?: string;
  /** Paid on the sandbox gateway with the card that succeeds (default: pending, its seats held for 15 minutes). */
  paid?: boolean;
}

export interface Booking {
  id: number;
  /** What paying it costs: its adults at the tour's price. */
  amount: number;
  reference: string;
  /** Its voucher's QR code as the server signs it (`RIHLA1:<reference>:<signature>`) once paid; else ''. */
  code: string;
  /** The session of the traveller who booked it (to pay it, cancel it or read it). */
  token: string;
}

/**
 * A booking of the tour made through the API, as the booking form sends it (adults only), by the given
 * traveller or a new one; paid on the sandbox gateway when asked. The one way the browser tests book a tour
 * for a set-up (the booking screens' own journeys book on the screen).
 */
export async function book(request: APIRequestContext, tour: { id: number; price: number }, options: BookingOptions = {}): Promise<Booking> {
  const token = options.traveller?.token ?? (await registerTraveller(request, (options.name ?? 'Mariam Adel').replace(/\s+/g, ''))).token;
  const adults = options.adults ?? 1;
  const made = await request.post('/api/Booking', {
    headers: bearer(token),
    data: {
      travelId: tour.id,
      totalquantity: adults,
      childrenUnderFiveNum: 0,
      nationalId: options.nationalId ?? '29801011234567',
      phoneNumber: options.phone ?? '+20 100 123 4567',
      numberOfAdults: adults,
      numberOfChildren: 0,
      ...(options.name === undefined ? {} : { name: options.name }),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = { id: ((await made.json()) as { id: number }).id, amount: adults * tour.price };
  if (options.paid) await pay(request, token, booking, CARDS.succeeds);
  const details = await request.get(`/api/Booking/${booking.id}/details`, { headers: bearer(token) });
  expect(details.ok(), await details.text()).toBe(true);
  const { reference, voucher } = (await details.json()) as { reference: string; voucher: { code: string } | null };
  if (options.paid) expect(voucher?.code ?? '').toMatch(new RegExp(`^RIHLA1:${reference}:`));
  return { ...booking, reference, code: voucher?.code ?? '', token };
}

/** Pays a booking the way the sandbox page does: start the payment, then post the card to the checkout. */
export async function pay(request: APIRequestContext, token: string, booking: { id: number; amount: number }, card: string): Promise<void> {
  const started = await request.post('/api/Payment/initiate', {
    headers: bearer(token),
    data: { bookingId: booking.id, paymentMethod: 'card', amount: booking.amount, currency: 'EGP' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { paymentUrl } = (await started.json()) as { paymentUrl: string };
  const paid = await request.post(paymentUrl, {
    form: { cardNumber: card, expiry: '12/30', cvc: '123', cardholder: 'Mariam Adel', action: 'pay' },
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
}

/** Cancels a booking through the API, as its traveller does in another tab: the booking's status after it. */
export async function cancelBooking(request: APIRequestContext, token: string, bookingId: number): Promise<string> {
  const cancelled = await request.post(`/api/Booking/${bookingId}/cancel`, { headers: bearer(token) });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  return ((await cancelled.json()) as { status: string }).status;
}
