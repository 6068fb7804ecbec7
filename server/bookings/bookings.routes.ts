/**
 * Bookings (booking document §7): `POST /api/Booking`, `GET /api/Booking`, `GET /api/Booking/{id}`; the
 * booking's life after paying: its details, cancelling it, its calendar entry and voucher; and
 * the background job that gives lapsed seat holds back (S4) and sends the booking mails due.
 */
import { type Context, Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { createBooking, expireLapsedHolds, listBookings, bookingStatus, type CreateBookingResult } from './bookings';
import { cancelAndRefund, readBookingDetails, type BookingDetails, type CancelRefusal } from './booking-details';
import { bookingCalendar, calendarFileName, sendDueBookingMails, voucherDocument, voucherFileName } from './booking-documents';
import { formatCairoDateTime, type Services, type BackgroundJob, currentUser, requireUser, inputOf, type AppEnv, defineMessages, type Language, runJobOnce } from '../platform';
import { bookingMailDeps, paymentProviderFor } from './booking-services';

type Created = paths['/api/Booking']['post']['responses'][201]['content']['application/json'];
type Listed = paths['/api/Booking']['get']['responses'][200]['content']['application/json'];
type Status = paths['/api/Booking/{id}']['get']['responses'][200]['content']['application/json'];
type Details = paths['/api/Booking/{id}/details']['get']['responses'][200]['content']['application/json'];

export const bookingMessages = defineMessages('bookings');

/** "Only 2 seats are left on this tour." in the user's language, with Arabic's number agreement. */
export function seatsLeftMessage(language: Language, seatsLeft: number): string {
  return bookingMessages(language, 'seatsLeft', { count: Math.max(0, seatsLeft) });
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
  const provider = paymentProviderFor(services);
  const mailDeps = bookingMailDeps(services);
  const key = mailDeps.voucherKey;
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
          underFive: body.childrenUnderFiveNum,
          totalQuantity: body.totalquantity,
          nationalId: body.nationalId,
          phoneNumber: body.phoneNumber,
          name: body.name,
          language: c.get('language'),
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
          reference: booking.reference,
          travelId: booking.tourId,
          travelDate: booking.travelDate?.toISOString() ?? null,
        })) satisfies Listed,
      );
    })
    .get('/api/Booking/:id', async (c) => {
      const { params } = inputOf(c, '/api/Booking/{id}', 'get');
      const polled = await bookingStatus(services.db, params.id, services.now());
      if (!polled) return c.json({ message: bookingMessages(c.get('language'), 'bookingNotFound') }, 404);
      return c.json({ status: polled.status, lastPayment: polled.lastPayment, holdExpiresAt: polled.holdExpiresAt?.toISOString() ?? null } satisfies Status);
    })
    .get('/api/Booking/:id/details', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Booking/{id}/details', 'get');
      const details = await ownDetails(c, params.id);
      if (!details) return notFound(c);
      return c.json(detailsBody(details, c.get('language')));
    })
    .post('/api/Booking/:id/cancel', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Booking/{id}/cancel', 'post');
      const language = c.get('language');
      const result = await cancelAndRefund(services.db, provider, { bookingId: params.id, userId: currentUser(c).id }, services.now(), services.logger);
      if (!result.ok && result.reason === 'notFound') return notFound(c);
      if (!result.ok) return c.json({ message: refusalMessage(language, result.reason, result.terms) }, 409);
      if (result.changed) await sendDueBookingMails(mailDeps, services.now(), params.id);
      const details = await ownDetails(c, params.id);
      if (!details) return notFound(c);
      return c.json(detailsBody(details, language));
    })
    .get('/api/Booking/:id/calendar', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Booking/{id}/calendar', 'get');
      const language = c.get('language');
      const details = await ownDetails(c, params.id);
      if (!details) return notFound(c);
      if (details.status !== 'success') return c.json({ message: bookingMessages(language, 'notPaidYet') }, 409);
      const calendar = await bookingCalendar(details, services.config.publicUrl, language);
      if (!calendar) return c.json({ message: bookingMessages(language, 'noDateYet') }, 409);
      return c.body(calendar, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${calendarFileName(details)}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .get('/api/Booking/:id/voucher', requireUser, async (c) => {
      const { params } = inputOf(c, '/api/Booking/{id}/voucher', 'get');
      const language = c.get('language');
      const details = await ownDetails(c, params.id);
      if (!details) return notFound(c);
      if (!details.voucher) return c.json({ message: bookingMessages(language, 'notPaidYet') }, 409);
      return c.body(voucherDocument(details, language, details.voucher.qrSvg), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="${voucherFileName(details)}"`,
        'Cache-Control': 'private, no-store',
        // Opened from the server, the saved page is only styles and an inline drawing: nothing else may run.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      });
    });

  function notFound(c: Context<AppEnv>) {
    return c.json({ message: bookingMessages(c.get('language'), 'bookingNotFound') }, 404);
  }

  function ownDetails(c: Context<AppEnv>, bookingId: number): Promise<BookingDetails | null> {
    return readBookingDetails(services.db, { bookingId, userId: currentUser(c).id, language: c.get('language'), voucherKey: key }, services.now());
  }
}

/** Why a booking cannot be cancelled, in the traveller's language. */
function refusalMessage(language: Language, refusal: CancelRefusal, terms: BookingDetails['cancellation']): string {
  switch (refusal) {
    case 'deadlinePassed':
      return bookingMessages(language, 'cancelDeadlinePassed', {
        deadline: terms.deadline ? formatCairoDateTime(terms.deadline, language) : '',
        hours: terms.freeCancellationHours ?? 0,
      });
    case 'notRefundable':
      return bookingMessages(language, 'cancelNotRefundable');
    case 'departed':
      return bookingMessages(language, 'cancelDeparted');
    case 'notActive':
      return bookingMessages(language, 'cancelNotActive');
  }
}

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** The contract's BookingDetails. */
function detailsBody(details: BookingDetails, language: Language): Details {
  const { cancellation } = details;
  return {
    id: details.id,
    reference: details.reference,
    status: details.status,
    bookingDate: details.bookingDate.toISOString(),
    travellerName: details.travellerName,
    travel: { ...details.travel, startDate: iso(details.travel.startDate), endDate: iso(details.travel.endDate) },
    company: details.company,
    party: details.party,
    totalCost: details.totalCost,
    currency: 'EGP',
    holdExpiresAt: iso(details.holdExpiresAt),
    cancellation: {
      freeCancellationHours: cancellation.freeCancellationHours,
      deadline: iso(cancellation.deadline),
      allowed: cancellation.allowed,
      refundAmount: cancellation.refundAmount,
      reason: cancellation.refusal ? refusalMessage(language, cancellation.refusal, cancellation) : null,
    },
    refund: details.refund ? { ...details.refund, refundedAt: iso(details.refund.refundedAt) } : null,
    payments: details.payments.map((payment) => ({ ...payment, at: payment.at.toISOString() })),
    timeline: details.timeline.map((step) => ({ ...step, at: step.at.toISOString() })),
    actions: details.actions,
    voucher: details.voucher,
  };
}

/** How often lapsed holds are swept (S4: a hold lasts 15 minutes; the sweep is every 30 s). */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;

/**
 * The background sweep that expires lapsed holds and gives their seats back, by the server's clock, and
 * sends the booking mails still due. Reading a status or booking also sweeps, lazily, so nobody waits for
 * this job to see the truth.
 */
export const holdExpiryJob = ((services: Services, intervalMs: number = services.config.holdSweepMs ?? HOLD_SWEEP_INTERVAL_MS) => {
  const mailDeps = bookingMailDeps(services);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // One process of the site runs each sweep (D332).
    void runJobOnce(services.db, 'hold-expiry', intervalMs, () =>
      expireLapsedHolds(services.db, services.now())
        // At debug level: which process ran each sweep (the multi-process test counts these; D332).
        .then((released) => services.logger.debug({ job: 'hold-expiry', released }, 'background job ran'))
        .catch((error: unknown) => services.logger.error({ err: error }, 'seat hold sweep failed'))
        // Booking mails the mailer could not take when they were due (sendDueBookingMails logs each failure).
        .then(() => sendDueBookingMails(mailDeps, services.now()))
        .catch((error: unknown) => services.logger.error({ err: error }, 'booking mail sweep failed')),
    )
      .catch((error: unknown) => services.logger.error({ err: error }, 'seat hold sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}) satisfies BackgroundJob;
