import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BookingDetails } from '@/machines/booking-page/booking-page.actors';
import { heldBooking, lateBooking, paidBooking, refundedBooking } from '@/machines/booking-page/booking-page.fixtures';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { signIn } from '../../../../tests/fixtures/session';
import { BookingPageScreen } from './booking-page-screen';

const server = startMswServer();
const MINUTE = 60_000;

type Answer = BookingDetails | 'notFound' | 'fail';

/** GET /api/Booking/{id}/details answers `answer()`; returns what the server saw. */
function serveDetails(answer: () => Answer) {
  const seen: { id: string; authorization: string | null; language: string | null }[] = [];
  server.use(
    handle('get', '/api/Booking/{id}/details', ({ request, params, ok, fail }) => {
      seen.push({ id: params.id, authorization: request.headers.get('Authorization'), language: request.headers.get('Accept-Language') });
      const details = answer();
      if (details === 'notFound') return fail(404, 'Booking not found.');
      if (details === 'fail') return fail(500, 'Database unavailable');
      return ok(details);
    }),
  );
  return seen;
}

/** POST /api/Booking/{id}/cancel answers the booking after cancelling, or refuses with `message` (409). */
function serveCancel(answer: () => BookingDetails | { refused: string }) {
  const seen: string[] = [];
  server.use(
    handle('post', '/api/Booking/{id}/cancel', ({ params, ok, fail }) => {
      seen.push(params.id);
      const result = answer();
      return 'refused' in result ? fail(409, result.refused) : ok(result);
    }),
  );
  return seen;
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</p>;
}

async function renderBooking(language: 'en' | 'ar', at = '/my-bookings/41') {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/my-bookings/:id" element={<BookingPageScreen />} />
          <Route path="/my-bookings/:id/voucher" element={<p>Voucher page</p>} />
          <Route path="/my-bookings" element={<p>My Bookings page</p>} />
          <Route path="/payment" element={<p>Payment page</p>} />
          <Route path="/travel-with-us" element={<p>Tour page</p>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const path = () => screen.getByTestId('path').textContent;
/** The cells of each party row: type with age band, price each, number, subtotal. */
const partyRows = () =>
  within(screen.getByTestId('booking-party'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** Each step of the history: what happened, and when (Cairo time). */
const timeline = () =>
  within(screen.getByTestId('booking-timeline'))
    .getAllByRole('listitem')
    .map((item) => [item.querySelector('p')?.textContent, item.querySelector('time')?.textContent]);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/my-bookings/:id (English)', () => {
  it('shows a paid booking: the tour with its link, the reference, the date in Cairo, the party with age bands, the total, the operator and the voucher', async () => {
    const user = signIn();
    const seen = serveDetails(() => paidBooking());
    await renderBooking('en');
    expect(screen.getByRole('status').textContent).toBe('Loading your booking…');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Giza Pyramids Day Tour' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/travel-with-us?id=3');
    expect(seen).toEqual([{ id: '41', authorization: `Bearer ${user.token}`, language: 'en' }]);

    expect(screen.getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(screen.getByTestId('booking-status').textContent).toBe('Paid');
    // 06:00 UTC on 1 December is 8:00 in Cairo (UTC+2 in winter).
    expect(screen.getByTestId('booking-departs').textContent).toBe('Wed, 1 Dec 2027, 08:00 (Cairo time)');
    expect(screen.getByText('Tahrir Square, Cairo')).toBeTruthy();
    expect(partyRows()).toEqual([
      ['Adult (12 and over)', 'EGP 2,500', '2', 'EGP 5,000'],
      ['Child (5 to 11)', 'EGP 1,250', '1', 'EGP 1,250'],
      ['Total', 'EGP 6,250'],
    ]);
    expect(timeline()).toEqual([
      ['Booked', 'Tue, 2 Nov 2027, 14:35 (Cairo time)'],
      ['Paid EGP 6,250', 'Tue, 2 Nov 2027, 14:38 (Cairo time)'],
    ]);

    expect(screen.getByTestId('operator-name').textContent).toBe('Nile Horizons');
    expect(screen.getByRole('link', { name: 'Call Nile Horizons: +20 100 123 4567' }).getAttribute('href')).toBe('tel:+201001234567');
    expect(screen.getByRole('link', { name: 'Email Nile Horizons: trips@nilehorizons.example' }).getAttribute('href')).toBe('mailto:trips@nilehorizons.example');

    expect(screen.getByRole('link', { name: 'View voucher' }).getAttribute('href')).toBe('/my-bookings/41/voucher');
    expect(screen.getByRole('button', { name: 'Download voucher' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    // Paid: nothing to pay.
    expect(screen.queryByTestId('booking-pay')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('cancels before the deadline: a dialog with the refund and the deadline, Escape keeps the booking, confirming shows the refund', async () => {
    signIn();
    serveDetails(() => paidBooking());
    const cancels = serveCancel(() => refundedBooking());
    await renderBooking('en');
    const cancelButton = await screen.findByRole('button', { name: 'Cancel booking' });
    const section = screen.getByTestId('booking-cancellation');
    expect(within(section).getByText('Free cancellation until 24 hours before departure')).toBeTruthy();
    expect(screen.getByTestId('cancellation-deadline').textContent).toBe('Cancel free of charge until Tue, 30 Nov 2027, 08:00 (Cairo time).');

    cancelButton.focus();
    fireEvent.click(cancelButton);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('Cancelling now refunds EGP 6,250 to your card.')).toBeTruthy();
    expect(within(dialog).getByText('Cancel free of charge until Tue, 30 Nov 2027, 08:00 (Cairo time).')).toBeTruthy();
    // Focus moves into the dialog, on the safe answer.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep booking' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(cancels).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' }));
    const outcome = screen.getByTestId('cancel-outcome');
    await vi.waitFor(() => expect(outcome.textContent).toBe('Your booking is cancelled.'));
    expect(outcome.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(outcome);
    expect(cancels).toEqual(['41']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('booking-status').textContent).toBe('Refunded');
    expect(screen.getByTestId('refund-status').textContent).toBe('EGP 6,250 was refunded to your card on Sat, 20 Nov 2027, 11:01 (Cairo time).');
    expect(timeline().map(([step]) => step)).toEqual(['Booked', 'Paid EGP 6,250', 'Cancelled', 'Refunded EGP 6,250']);
    // Nothing left to do: no second cancel, no voucher for a cancelled booking.
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View voucher' })).toBeNull();
  });

  it("a late cancel is refused with the server's own message, and Cancel goes away", async () => {
    signIn();
    serveDetails(() => paidBooking());
    serveCancel(() => ({ refused: 'Free cancellation ended on Tue, 30 Nov 2027, 08:00 (Cairo time).' }));
    await renderBooking('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Free cancellation ended on Tue, 30 Nov 2027, 08:00 (Cairo time).');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByTestId('booking-status').textContent).toBe('Paid');
  });

  it('a booking past its deadline says why it cannot be cancelled, and offers no Cancel', async () => {
    signIn();
    serveDetails(() => lateBooking());
    await renderBooking('en');
    expect(await screen.findByTestId('cancellation-reason')).toBeTruthy();
    expect(screen.getByTestId('cancellation-reason').textContent).toBe('Free cancellation ended on Tue, 30 Nov 2027, 08:00 (Cairo time).');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('a pending booking shows the live countdown and Pay, which goes to /payment with its total', async () => {
    signIn();
    serveDetails(() => heldBooking(Date.now() - 5 * MINUTE));
    await renderBooking('en');
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    expect(screen.getByTestId('booking-status').textContent).toBe('Pending Payment');
    expect(screen.getByText('Your seats are held for')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|9:5\d)$/);
    // No voucher before paying; cancelling refunds nothing.
    expect(screen.queryByRole('link', { name: 'View voucher' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(within(screen.getByRole('dialog')).getByText('Nothing has been charged: cancelling releases your seats.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep booking' }));

    fireEvent.click(pay);
    expect(screen.getByText('Payment page')).toBeTruthy();
    expect(path()).toBe(`/payment|${JSON.stringify({ bookingId: 41, amount: 6250, currency: 'EGP', paymentMethod: 'card' })}`);
  });

  it('after a declined card, Pay reads Pay with another card', async () => {
    signIn();
    serveDetails(() => heldBooking(Date.now() - MINUTE, { payments: [{ status: 'declined', amount: 6250, at: new Date().toISOString() }] }));
    await renderBooking('en');
    expect(await screen.findByRole('button', { name: 'Pay with another card' })).toBeTruthy();
    expect(screen.getByText(/Your last card payment was declined/)).toBeTruthy();
  });

  it('a cancelled unpaid booking reads Cancelled, with nothing refunded and nothing to do', async () => {
    signIn();
    serveDetails(() =>
      heldBooking(Date.now() - 20 * MINUTE, {
        status: 'cancelled',
        holdExpiresAt: null,
        cancellation: { freeCancellationHours: 24, deadline: null, allowed: false, refundAmount: 0, reason: 'This booking is already cancelled.' },
        timeline: [
          { kind: 'booked', at: '2027-11-20T08:40:00.000Z', amount: null },
          { kind: 'cancelled', at: '2027-11-20T08:45:00.000Z', amount: null },
        ],
        actions: { pay: false, cancel: false, voucher: false, calendar: false },
      }),
    );
    await renderBooking('en');
    expect(await screen.findByTestId('booking-status')).toBeTruthy();
    expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled');
    expect(screen.getByTestId('refund-status').textContent).toBe('Nothing was charged, so there is nothing to refund.');
    expect(screen.getByText('This booking is already cancelled.')).toBeTruthy();
    expect(timeline()).toEqual([
      ['Booked', 'Sat, 20 Nov 2027, 10:40 (Cairo time)'],
      ['Cancelled', 'Sat, 20 Nov 2027, 10:45 (Cairo time)'],
    ]);
    for (const name of ['Pay now', 'Cancel booking', 'Download voucher', 'Add to calendar']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('a booking that is not the traveller’s reads not found, with a way back', async () => {
    signIn();
    const seen = serveDetails(() => 'notFound');
    await renderBooking('en', '/my-bookings/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
    expect(seen.map((request) => request.id)).toEqual(['9']);
    expect(screen.getAllByRole('link', { name: 'Back to My Bookings' }).at(-1)?.getAttribute('href')).toBe('/my-bookings');
  });

  it('an address that is not a booking id reads not found without asking the server', async () => {
    signIn();
    const seen = serveDetails(() => paidBooking());
    await renderBooking('en', '/my-bookings/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('a failed read offers Try Again, which reads again', async () => {
    signIn();
    let fail = true;
    serveDetails(() => (fail ? 'fail' : paidBooking()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBooking('en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the booking.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('booking-reference')).toBeTruthy();
  });

  describe('downloads', () => {
    let saved: { name: string; href: string }[];
    beforeEach(() => {
      saved = [];
      URL.createObjectURL = vi.fn(() => 'blob:rihla/1');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href });
      });
    });

    it('Add to calendar saves the server’s .ics file under its name', async () => {
      const user = signIn();
      serveDetails(() => paidBooking());
      const auth: (string | null)[] = [];
      server.use(
        handle('get', '/api/Booking/{id}/calendar', ({ request, okFile }) => {
          auth.push(request.headers.get('Authorization'));
          return okFile('text/calendar', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'rihla-RH-7KQ2M9.ics');
        }),
      );
      await renderBooking('en');
      fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
      await vi.waitFor(() => expect(saved).toEqual([{ name: 'rihla-RH-7KQ2M9.ics', href: 'blob:rihla/1' }]));
      expect(auth).toEqual([`Bearer ${user.token}`]);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('a download that fails says so, and can be tried again', async () => {
      signIn();
      serveDetails(() => paidBooking());
      vi.spyOn(console, 'error').mockImplementation(() => {});
      let fail = true;
      server.use(
        handle('get', '/api/Booking/{id}/voucher', ({ okFile, fail: refuse }) =>
          fail ? refuse(500, 'Voucher unavailable') : okFile('text/html', '<!doctype html><title>Voucher</title>', 'rihla-voucher-RH-7KQ2M9.html'),
        ),
      );
      await renderBooking('en');
      fireEvent.click(await screen.findByRole('button', { name: 'Download voucher' }));
      expect((await screen.findByRole('alert')).textContent).toBe('The voucher could not be downloaded. Please try again.');
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: 'Download voucher' }));
      await vi.waitFor(() => expect(saved.map((file) => file.name)).toEqual(['rihla-voucher-RH-7KQ2M9.html']));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});

describe('/my-bookings/:id (Arabic)', () => {
  it('reads right to left: the date in Cairo, the prices, the age bands, the reference kept left to right', async () => {
    signIn();
    const seen = serveDetails(() => paidBooking({ travel: { ...paidBooking().travel, title: 'رحلة أهرامات الجيزة' } }));
    await renderBooking('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'رحلة أهرامات الجيزة' })).toBeTruthy();
    expect(seen[0]?.language).toBe('ar');
    expect(screen.getByTestId('booking-status').textContent).toBe('مدفوع');
    expect(screen.getByTestId('booking-departs').textContent).toBe('الأربعاء، 1 ديسمبر 2027، 08:00 (بتوقيت القاهرة)');
    expect(partyRows()).toEqual([
      ['بالغ (12 سنة فأكثر)', '2,500 ج.م', '2', '5,000 ج.م'],
      ['طفل (من 5 إلى 11 سنة)', '1,250 ج.م', '1', '1,250 ج.م'],
      ['الإجمالي', '6,250 ج.م'],
    ]);
    const reference = screen.getByTestId('booking-reference');
    expect(reference.textContent).toBe('RH-7KQ2M9');
    expect(screen.getByText('إلغاء مجاني حتى 24 ساعة قبل موعد الانطلاق')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'عرض القسيمة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أضف إلى التقويم' })).toBeTruthy();
  });

  it('cancels in Arabic, and shows a refusal in the words the server chose', async () => {
    signIn();
    serveDetails(() => paidBooking());
    serveCancel(() => ({ refused: 'انتهت مدة الإلغاء المجاني في الثلاثاء، 30 نوفمبر 2027، 08:00 (بتوقيت القاهرة).' }));
    await renderBooking('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء الحجز' }));
    const dialog = screen.getByRole('dialog', { name: 'هل تريد إلغاء هذا الحجز؟' });
    expect(within(dialog).getByText('الإلغاء الآن يعيد 6,250 ج.م إلى بطاقتك.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'نعم، ألغِ الحجز' }));
    expect((await screen.findByRole('alert')).textContent).toBe('انتهت مدة الإلغاء المجاني في الثلاثاء، 30 نوفمبر 2027، 08:00 (بتوقيت القاهرة).');
  });

  it('a refunded booking reads its refund in Arabic', async () => {
    signIn();
    serveDetails(() => refundedBooking({ refund: { status: 'inProgress', amount: 6250, refundedAt: null } }));
    await renderBooking('ar');
    expect((await screen.findByTestId('refund-status')).textContent).toBe('مبلغ 6,250 ج.م في طريقه إلى بطاقتك.');
    expect(screen.getByTestId('booking-status').textContent).toBe('تم الاسترداد');
  });

  it('a pending booking offers Pay in Arabic with the countdown', async () => {
    signIn();
    serveDetails(() => heldBooking(Date.now() - 2 * MINUTE));
    await renderBooking('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'ادفع الآن' }));
    expect(path()).toBe(`/payment|${JSON.stringify({ bookingId: 41, amount: 6250, currency: 'EGP', paymentMethod: 'card' })}`);
  });

  it('not found in Arabic', async () => {
    signIn();
    serveDetails(() => 'notFound');
    await renderBooking('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'لم يُعثر على الحجز' })).toBeTruthy();
  });
});
