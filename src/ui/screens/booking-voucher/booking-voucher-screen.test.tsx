import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BookingDetails } from '@/machines/booking-page/booking-page.actors';
import { heldBooking, paidBooking, QR_SVG, refundedBooking } from '@/machines/booking-page/booking-page.fixtures';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { signIn } from '../../../../tests/fixtures/session';
import { BookingVoucherScreen } from './booking-voucher-screen';

const server = startMswServer();

afterEach(() => vi.restoreAllMocks());

function serveDetails(details: BookingDetails | 'notFound') {
  server.use(handle('get', '/api/Booking/{id}/details', ({ ok, fail }) => (details === 'notFound' ? fail(404, 'Booking not found.') : ok(details))));
}

async function renderVoucher(language: 'en' | 'ar', at = '/my-bookings/41/voucher') {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/my-bookings/:id/voucher" element={<BookingVoucherScreen />} />
          <Route path="/my-bookings/:id" element={<p>Booking page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('/my-bookings/:id/voucher (English)', () => {
  it('shows the voucher: the server’s QR code as an image, the reference, the trip in Cairo time, the party and the operator', async () => {
    signIn();
    serveDetails(paidBooking());
    await renderVoucher('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voucher: Giza Pyramids Day Tour' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of booking RH-7KQ2M9' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    // The server's markup is shown as an image, never put into the page.
    expect(document.querySelector('[data-testid="voucher-sheet"] svg')).toBeNull();
    const sheet = screen.getByTestId('voucher-sheet');
    expect(within(sheet).getByTestId('booking-reference').textContent).toBe('RH-7KQ2M9');
    expect(within(sheet).getByTestId('booking-departs').textContent).toBe('Wed, 1 Dec 2027, 08:00 (Cairo time)');
    expect(within(sheet).getByText('Tahrir Square, Cairo')).toBeTruthy();
    expect(within(sheet).getByText('Mariam Adel')).toBeTruthy();
    expect(within(sheet).getByText('Adult (12 and over)')).toBeTruthy();
    expect(within(sheet).getByTestId('booking-total').textContent).toBe('EGP 6,250');
    expect(within(sheet).getByText('Nile Horizons')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: /^Call Nile Horizons/ }).getAttribute('href')).toBe('tel:+201001234567');
    // The controls are outside what is printed.
    expect(within(sheet).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the booking' }).getAttribute('href')).toBe('/my-bookings/41');
  });

  it('Print or save opens the browser’s print dialog', async () => {
    signIn();
    serveDetails(paidBooking());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderVoucher('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Print or save as PDF' }).hasAttribute('disabled')).toBe(false));
  });

  it('Download voucher saves the server’s self-contained HTML file', async () => {
    signIn();
    serveDetails(paidBooking());
    server.use(handle('get', '/api/Booking/{id}/voucher', ({ okFile }) => okFile('text/html', '<!doctype html><title>Voucher</title>', 'rihla-voucher-RH-7KQ2M9.html')));
    const names: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:rihla/2');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderVoucher('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Download voucher' }));
    await vi.waitFor(() => expect(names).toEqual(['rihla-voucher-RH-7KQ2M9.html']));
  });

  it('a booking not yet paid has no voucher, says why and leads back to the booking', async () => {
    signIn();
    serveDetails(heldBooking(Date.now()));
    await renderVoucher('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'No voucher for this booking' })).toBeTruthy();
    expect(screen.getByText('A voucher is issued once the booking is paid.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the booking' }).getAttribute('href')).toBe('/my-bookings/41');
  });

  it('a cancelled booking has no voucher either', async () => {
    signIn();
    serveDetails(refundedBooking());
    await renderVoucher('en');
    expect(await screen.findByText('This booking is no longer active, so it has no voucher.')).toBeTruthy();
  });

  it('another traveller’s booking reads not found', async () => {
    signIn();
    serveDetails('notFound');
    await renderVoucher('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
  });
});

describe('/my-bookings/:id/voucher (Arabic)', () => {
  it('reads right to left with the same QR code and the date in Cairo', async () => {
    signIn();
    serveDetails(paidBooking());
    await renderVoucher('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('img', { name: 'رمز QR للحجز RH-7KQ2M9' })).toBeTruthy();
    expect(screen.getByTestId('booking-departs').textContent).toBe('الأربعاء، 1 ديسمبر 2027، 08:00 (بتوقيت القاهرة)');
    expect(screen.getByRole('button', { name: 'اطبع أو احفظ بصيغة PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل القسيمة' })).toBeTruthy();
  });

  it('an unpaid booking says why in Arabic', async () => {
    signIn();
    serveDetails(heldBooking(Date.now()));
    await renderVoucher('ar');
    expect(await screen.findByText('تصدر القسيمة بعد دفع الحجز.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الحجز' })).toBeTruthy();
  });
});
