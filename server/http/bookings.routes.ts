/**
 * Bookings (booking document §7): `POST /api/Booking`, `GET /api/Booking`, `GET /api/Booking/{id}`, and
 * the background job that gives lapsed seat holds back (DECISIONS #4).
 */
import { Hono } from 'hono';
import type { paths } from '../../src/api/schema';
import { createBooking, expireLapsedHolds, listBookings, bookingStatus, type CreateBookingResult } from '../domain/bookings';
import type { Services } from '../services';
import type { BackgroundJob } from './areas';
import { currentUser, requireUser } from './auth-middleware';
import { inputOf } from './contract';
import type { AppEnv } from './env';
import { defineMessages, type Language } from './messages';

type Created = paths['/api/Booking']['post']['responses'][201]['content']['application/json'];
type Listed = paths['/api/Booking']['get']['responses'][200]['content']['application/json'];
type Status = paths['/api/Booking/{id}']['get']['responses'][200]['content']['application/json'];

export const bookingMessages = defineMessages({
  quantityMismatch: {
    en: 'totalquantity must equal numberOfAdults + numberOfChildren.',
    ar: 'يجب أن يساوي totalquantity مجموع numberOfAdults و numberOfChildren.',
  },
  nationalIdBlank: { en: 'National ID is required.', ar: 'رقم الهوية الوطنية مطلوب.' },
  phoneNumberBlank: { en: 'Phone number is required.', ar: 'رقم الهاتف مطلوب.' },
  tourNotFound: { en: 'Tour not found', ar: 'الرحلة غير موجودة' },
  departed: { en: 'This tour has already left and can no longer be booked.', ar: 'انطلقت هذه الرحلة بالفعل ولم يعد حجزها ممكنًا.' },
  bookingNotFound: { en: 'Booking not found', ar: 'الحجز غير موجود' },
  // Seats left, by plural category (Arabic has all six).
  seatsZero: { en: 'This tour is sold out.', ar: 'نفدت جميع المقاعد في هذه الرحلة.' },
  seatsOne: { en: 'Only 1 seat is left on this tour.', ar: 'لم يتبقَّ في هذه الرحلة سوى مقعد واحد.' },
  seatsTwo: { en: 'Only 2 seats are left on this tour.', ar: 'لم يتبقَّ في هذه الرحلة سوى مقعدين.' },
  seatsFew: { en: 'Only {count} seats are left on this tour.', ar: 'لم يتبقَّ في هذه الرحلة سوى {count} مقاعد.' },
  seatsMany: { en: 'Only {count} seats are left on this tour.', ar: 'لم يتبقَّ في هذه الرحلة سوى {count} مقعدًا.' },
  seatsOther: { en: 'Only {count} seats are left on this tour.', ar: 'لم يتبقَّ في هذه الرحلة سوى {count} مقعد.' },
});

const arabicPlural = new Intl.PluralRules('ar');

/** "Only 2 seats are left on this tour." in the user's language, with Arabic's number agreement. */
export function seatsLeftMessage(language: Language, seatsLeft: number): string {
  if (seatsLeft <= 0) return bookingMessages(language, 'seatsZero');
  if (seatsLeft === 1) return bookingMessages(language, 'seatsOne');
  if (seatsLeft === 2) return bookingMessages(language, 'seatsTwo');
  const category = language === 'ar' ? arabicPlural.select(seatsLeft) : 'other';
  const key = category === 'few' ? 'seatsFew' : category === 'many' ? 'seatsMany' : 'seatsOther';
  return bookingMessages(language, key, { count: seatsLeft });
}

function createFailure(language: Language, result: Exclude<CreateBookingResult, { ok: true }>) {
  switch (result.reason) {
    case 'quantityMismatch':
      return { status: 400, message: bookingMessages(language, 'quantityMismatch') } as const;
    case 'blankField':
      return { status: 400, message: bookingMessages(language, result.field === 'nationalId' ? 'nationalIdBlank' : 'phoneNumberBlank') } as const;
    case 'tourNotFound':
      return { status: 404, message: bookingMessages(language, 'tourNotFound') } as const;
    case 'departed':
      return { status: 409, message: bookingMessages(language, 'departed') } as const;
    case 'seats':
      return { status: 409, message: seatsLeftMessage(language, result.seatsLeft) } as const;
  }
}

export function bookingRoutes(services: Services) {
  return new Hono<AppEnv>()
    .post('/api/Booking', requireUser, async (c) => {
      const { body } = inputOf(c, '/api/Booking', 'post');
      const result = await createBooking(
        services.db,
        {
          userId: currentUser(c).id,
          tourId: body.travelId,
          adults: body.numberOfAdults,
          children: body.numberOfChildren,
          childrenUnderFive: body.childrenUnderFiveNum,
          totalQuantity: body.totalquantity,
          nationalId: body.nationalId,
          phoneNumber: body.phoneNumber,
          name: body.name,
        },
        services.now(),
      );
      if (result.ok) return c.json({ id: result.id } satisfies Created, 201);
      const failure = createFailure(c.get('language'), result);
      return c.json({ message: failure.message }, failure.status);
    })
    .get('/api/Booking', requireUser, async (c) => {
      const bookings = await listBookings(services.db, currentUser(c).id, c.get('language'), services.now());
      return c.json(
        bookings.map((booking) => ({
          id: booking.id,
          status: booking.status,
          bookingDate: booking.bookingDate.toISOString(),
          totalCost: booking.totalCost,
          bookingItem: {
            title: booking.title,
            quantity: booking.seats,
            price: booking.adultPrice,
            travelProfileUrl: booking.coverImageUrl,
          },
          holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
        })) satisfies Listed,
      );
    })
    .get('/api/Booking/:id', async (c) => {
      const { params } = inputOf(c, '/api/Booking/{id}', 'get');
      const status = await bookingStatus(services.db, params.id, services.now());
      if (!status) return c.json({ message: bookingMessages(c.get('language'), 'bookingNotFound') }, 404);
      return c.json({ status } satisfies Status);
    });
}

/** How often lapsed holds are swept (DECISIONS #4: a hold lasts 15 minutes; the sweep is every 30 s). */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;

/**
 * The background sweep that expires lapsed holds and gives their seats back, by the server's clock.
 * Reading a status or booking also sweeps, lazily, so nobody waits for this job to see the truth.
 */
export const holdExpiryJob = ((services: Services, intervalMs: number = HOLD_SWEEP_INTERVAL_MS) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void expireLapsedHolds(services.db, services.now())
      .catch((error: unknown) => services.logger.error({ err: error }, 'seat hold sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}) satisfies BackgroundJob;
