import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_TOUR_IMAGE } from '@/api/images';
import type { ListedBooking } from '@/machines/bookings/my-bookings.actors';
import { heldBooking, listedBooking } from '@/machines/bookings/my-bookings.fixtures';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { signIn } from '../../../../tests/fixtures/session';
import { MyBookingsScreen } from './my-bookings-screen';

const server = startMswServer();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const MINUTE = 60_000;

type Answer = readonly ListedBooking[] | null | 'fail' | 'unauthorized';

/** GET /api/Booking answers `answer()` each time; returns what the server saw. */
function serveBookings(answer: () => Answer) {
  const seen: { authorization: string | null; language: string | null }[] = [];
  server.use(
    handle('get', '/api/Booking', ({ request, ok, fail, outsideContract }) => {
      seen.push({ authorization: request.headers.get('Authorization'), language: request.headers.get('Accept-Language') });
      const bookings = answer();
      if (bookings === 'fail') return fail(500, 'Database unavailable');
      if (bookings === 'unauthorized') return fail(401, 'Authentication required.');
      // The spec's server may answer null (booking §7: null treated as empty); ours never does.
      if (bookings === null) return outsideContract(Response.json(null));
      return ok([...bookings]);
    }),
  );
  return seen;
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}|${JSON.stringify(location.state)}`}</p>;
}

async function renderMyBookings(language: 'en' | 'ar') {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/my-bookings']}>
        <Routes>
          <Route path="/my-bookings" element={<MyBookingsScreen />} />
          <Route path="/my-bookings/:id" element={<p>Booking page</p>} />
          <Route path="/payment" element={<p>Payment page</p>} />
          <Route path="/tours" element={<h1>Tours page</h1>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const path = () => screen.getByTestId('path').textContent;
const card = (title: string) => screen.getByRole('article', { name: title });
const titles = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
/** The value shown under a label of a card. */
function fact(article: HTMLElement, label: string): string | null {
  const term = within(article).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const giza = listedBooking(41, {
  status: 'success',
  bookingDate: '2025-11-02T12:35:00.000Z',
  totalCost: 6875,
  bookingItem: { title: 'Giza Pyramids Day Tour', quantity: 4, price: 2500, travelProfileUrl: '/images/tours/giza-pyramids.svg' },
});
const siwa = listedBooking(42, {
  status: 'failed',
  bookingDate: '2026-01-31T23:05:00.000Z',
  totalCost: 12500,
  bookingItem: { title: 'Siwa Oasis Escape', quantity: 1, price: 12500, travelProfileUrl: null },
});
const luxor = listedBooking(40, {
  status: 'expired',
  bookingDate: '2025-07-15T09:00:00.000Z',
  totalCost: 1999,
  bookingItem: { title: 'Luxor Temple Evening', quantity: 1, price: 1999, travelProfileUrl: '/images/tours/luxor.svg' },
});

describe('/my-bookings (English)', () => {
  it('loads with the bearer, then lists the bookings newest first with every detail the spec lists', async () => {
    const user = signIn();
    const seen = serveBookings(() => [luxor, giza, siwa]);
    await renderMyBookings('en');
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your bookings…');

    await vi.waitFor(() => expect(titles()).toEqual(['Siwa Oasis Escape', 'Giza Pyramids Day Tour', 'Luxor Temple Evening']));
    expect(screen.queryByRole('status')).toBeNull();
    expect(seen).toEqual([{ authorization: `Bearer ${user.token}`, language: 'en' }]);

    const gizaCard = card('Giza Pyramids Day Tour');
    expect(fact(gizaCard, 'Quantity')).toBe('4');
    expect(fact(gizaCard, 'Price')).toBe('EGP 2,500');
    // 12:35 UTC is 14:35 in Cairo.
    expect(fact(gizaCard, 'Booked on')).toBe('Sun, 2 Nov 2025, 14:35');
    expect(within(gizaCard).getByText('Sun, 2 Nov 2025, 14:35').getAttribute('datetime')).toBe('2025-11-02T12:35:00.000Z');
    expect(fact(gizaCard, 'Total cost')).toBe('EGP 6,875');
    expect(within(gizaCard).getByText('Paid')).toBeTruthy();
    expect(within(gizaCard).getByRole('presentation').getAttribute('src')).toContain('/images/tours/giza-pyramids.svg');

    const siwaCard = card('Siwa Oasis Escape');
    // 23:05 UTC on 31 January is already 1 February in Cairo.
    expect(fact(siwaCard, 'Booked on')).toBe('Sun, 1 Feb 2026, 01:05');
    expect(fact(siwaCard, 'Total cost')).toBe('EGP 12,500');
    expect(within(siwaCard).getByText('Payment failed')).toBeTruthy();
    // No picture: the default tour image.
    expect(within(siwaCard).getByRole('presentation').getAttribute('src')).toContain(DEFAULT_TOUR_IMAGE);

    const luxorCard = card('Luxor Temple Evening');
    expect(fact(luxorCard, 'Booked on')).toBe('Tue, 15 Jul 2025, 12:00');
    expect(within(luxorCard).getByText('Expired')).toBeTruthy();
    // Nothing here can be paid.
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('links every card to its booking page, with its reference and its travel date in Cairo time', async () => {
    signIn();
    serveBookings(() => [
      listedBooking(44, { reference: 'RH-7KQ2M9', travelId: 3, travelDate: '2027-12-01T06:00:00.000Z', bookingItem: { ...giza.bookingItem, title: 'Dated tour' } }),
      listedBooking(45, { reference: 'RH-4BX8P2', travelDate: null, status: 'cancelled', bookingItem: { ...giza.bookingItem, title: 'Undated tour' } }),
      listedBooking(46, { status: 'refunded', bookingItem: { ...giza.bookingItem, title: 'Refunded tour' } }),
    ]);
    await renderMyBookings('en');
    await vi.waitFor(() => expect(titles()).toHaveLength(3));

    const dated = card('Dated tour');
    expect(fact(dated, 'Reference')).toBe('RH-7KQ2M9');
    // 06:00 UTC is 8:00 in Cairo.
    expect(fact(dated, 'Travel date')).toBe('Wed, 1 Dec 2027, 08:00');
    expect(within(dated).getByRole('link', { name: 'Dated tour' }).getAttribute('href')).toBe('/my-bookings/44');
    fireEvent.click(within(dated).getByRole('link', { name: 'View booking: Dated tour' }));
    expect(path()).toBe('/my-bookings/44|null');
  });

  it('reads cancelled and refunded bookings as such, never Pending Payment, with nothing to pay', async () => {
    signIn();
    serveBookings(() => [
      heldBooking(47, Date.now(), { status: 'cancelled', holdExpiresAt: null, reference: 'RH-4BX8P2', travelDate: null, bookingItem: { ...giza.bookingItem, title: 'Cancelled tour' } }),
      listedBooking(48, { status: 'refunded', bookingItem: { ...giza.bookingItem, title: 'Refunded tour' } }),
    ]);
    await renderMyBookings('en');
    await vi.waitFor(() => expect(titles()).toHaveLength(2));
    expect(within(card('Cancelled tour')).getByText('Cancelled')).toBeTruthy();
    expect(fact(card('Cancelled tour'), 'Travel date')).toBe('To be announced');
    expect(within(card('Refunded tour')).getByText('Refunded')).toBeTruthy();
    // An older server's listing without the new fields leaves their lines out.
    expect(within(card('Refunded tour')).queryByText('Travel date', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Pending Payment')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('a broken booking image shows the default tour image', async () => {
    signIn();
    serveBookings(() => [giza]);
    await renderMyBookings('en');
    const image = await vi.waitFor(() => within(card('Giza Pyramids Day Tour')).getByRole('presentation'));
    fireEvent.error(image);
    expect(image.getAttribute('src')).toContain(DEFAULT_TOUR_IMAGE);
  });

  it('reads a paid status in any case as Paid (S1), and anything unknown as Pending Payment', async () => {
    signIn();
    serveBookings(() => [
      listedBooking(1, { status: 'PAID' as ListedBooking['status'], bookingItem: { ...giza.bookingItem, title: 'Shouted paid' } }),
      listedBooking(2, { status: 'Success' as ListedBooking['status'], bookingItem: { ...giza.bookingItem, title: 'Capital success' } }),
      listedBooking(3, { status: 'pending', holdExpiresAt: undefined, bookingItem: { ...giza.bookingItem, title: 'Older server pending' } }),
    ]);
    await renderMyBookings('en');
    await vi.waitFor(() => expect(titles()).toHaveLength(3));
    expect(within(card('Shouted paid')).getByText('Paid')).toBeTruthy();
    expect(within(card('Capital success')).getByText('Paid')).toBeTruthy();
    expect(within(card('Older server pending')).getByText('Pending Payment')).toBeTruthy();
  });

  it('offers Pay now only for a pending booking whose seats are still held, and goes to /payment with its total', async () => {
    signIn();
    const now = Date.now();
    const live = heldBooking(50, now - 5 * MINUTE, { totalCost: 13750, bookingItem: { ...giza.bookingItem, title: 'Held seats' } });
    const lapsed = heldBooking(51, now - 20 * MINUTE, { bookingItem: { ...giza.bookingItem, title: 'Lapsed hold' } });
    serveBookings(() => [live, lapsed, giza, siwa, luxor]);
    await renderMyBookings('en');
    await vi.waitFor(() => expect(titles()).toHaveLength(5));

    expect(screen.getAllByRole('button', { name: /Pay now/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Pay now for Held seats']);
    const heldCard = card('Held seats');
    expect(within(heldCard).getByText('Pending Payment')).toBeTruthy();
    expect(within(heldCard).getByText(/^Seats held until \d{2}:\d{2}$/)).toBeTruthy();
    // A pending booking whose hold lapsed before the server noticed reads Expired, with nothing to pay.
    expect(within(card('Lapsed hold')).getByText('Expired')).toBeTruthy();
    expect(within(card('Lapsed hold')).queryByText('Pending Payment')).toBeNull();

    fireEvent.click(within(heldCard).getByRole('button', { name: 'Pay now for Held seats' }));
    expect(screen.getByText('Payment page')).toBeTruthy();
    expect(path()).toBe(`/payment|${JSON.stringify({ bookingId: 50, amount: 13750, currency: 'EGP', paymentMethod: 'card' })}`);
  });

  it('takes Pay now away when the hold lapses while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const live = heldBooking(60, Date.now() - 14 * MINUTE, { bookingItem: { ...giza.bookingItem, title: 'Last minute' } });
    serveBookings(() => [live]);
    await renderMyBookings('en');
    const button = await vi.waitFor(() => screen.getByRole('button', { name: 'Pay now for Last minute' }));
    expect(button).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MINUTE);
    });
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(within(card('Last minute')).getByText('Expired')).toBeTruthy();
  });

  it("with no bookings: 'No bookings yet', 'Start your journey today!' and a way to the tours", async () => {
    signIn();
    serveBookings(() => []);
    await renderMyBookings('en');
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeTruthy();
    expect(screen.getByText('Start your journey today!')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Browse tours' }));
    expect(await screen.findByRole('heading', { name: 'Tours page' })).toBeTruthy();
  });

  it('treats a null answer as no bookings (spec, booking §7)', async () => {
    signIn();
    serveBookings(() => null);
    await renderMyBookings('en');
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("without a token: 'You must be logged in to view bookings.' and a way to log in, asking the server nothing", async () => {
    const seen = serveBookings(() => [giza]);
    await renderMyBookings('en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You must be logged in to view bookings.')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(seen).toEqual([]);
    fireEvent.click(within(alert).getByRole('link', { name: 'Log in' }));
    expect(path()).toBe(`/login|${JSON.stringify({ from: '/my-bookings' })}`);
  });

  it('a token the server refuses reads as signed out too', async () => {
    signIn();
    serveBookings(() => 'unauthorized');
    await renderMyBookings('en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You must be logged in to view bookings.')).toBeTruthy();
  });

  it("a failed load shows 'Failed to load bookings.' with Try Again, which reads the list again", async () => {
    signIn();
    let fail = true;
    const seen = serveBookings(() => (fail ? 'fail' : [giza]));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderMyBookings('en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load bookings.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('My Bookings: Database unavailable');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(titles()).toEqual(['Giza Pyramids Day Tour']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen).toHaveLength(2);
  });
});

describe('/my-bookings (Arabic)', () => {
  it('reads right to left in Arabic: the date, the totals, the status labels and Pay now', async () => {
    signIn();
    const now = Date.now();
    const live = heldBooking(70, now - 2 * MINUTE, {
      totalCost: 13750,
      reference: 'RH-9ZT3K1',
      travelDate: '2027-12-01T06:00:00.000Z',
      bookingItem: { ...giza.bookingItem, title: 'رحلة الأهرامات' },
    });
    const seen = serveBookings(() => [giza, siwa, live]);
    await renderMyBookings('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'حجوزاتي' })).toBeTruthy();
    await vi.waitFor(() => expect(titles()).toHaveLength(3));
    expect(seen[0]?.language).toBe('ar');

    const gizaCard = card('Giza Pyramids Day Tour');
    expect(fact(gizaCard, 'تاريخ الحجز')).toBe('الأحد، 2 نوفمبر 2025، 14:35');
    expect(fact(gizaCard, 'التكلفة الإجمالية')).toBe('6,875 ج.م');
    expect(fact(gizaCard, 'السعر')).toBe('2,500 ج.م');
    expect(fact(gizaCard, 'العدد')).toBe('4');
    expect(within(gizaCard).getByText('مدفوع')).toBeTruthy();
    expect(within(gizaCard).getByRole('link', { name: 'عرض الحجز: Giza Pyramids Day Tour' }).getAttribute('href')).toBe('/my-bookings/41');
    expect(fact(card('Siwa Oasis Escape'), 'تاريخ الحجز')).toBe('الأحد، 1 فبراير 2026، 01:05');
    expect(within(card('Siwa Oasis Escape')).getByText('فشل الدفع')).toBeTruthy();

    const liveCard = card('رحلة الأهرامات');
    expect(within(liveCard).getByText('في انتظار الدفع')).toBeTruthy();
    expect(fact(liveCard, 'تاريخ الرحلة')).toBe('الأربعاء، 1 ديسمبر 2027، 08:00');
    expect(fact(liveCard, 'رقم الحجز')).toBe('RH-9ZT3K1');
    expect(within(liveCard).getByText(/^المقاعد محجوزة حتى \d{2}:\d{2}$/)).toBeTruthy();
    fireEvent.click(within(liveCard).getByRole('button', { name: 'ادفع الآن لحجز رحلة الأهرامات' }));
    expect(path()).toBe(`/payment|${JSON.stringify({ bookingId: 70, amount: 13750, currency: 'EGP', paymentMethod: 'card' })}`);
  });

  it('shows the empty state in Arabic', async () => {
    signIn();
    serveBookings(() => []);
    await renderMyBookings('ar');
    expect(await screen.findByRole('heading', { name: 'لا توجد حجوزات بعد' })).toBeTruthy();
    expect(screen.getByText('ابدأ رحلتك اليوم!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفح الرحلات' }).getAttribute('href')).toBe('/tours');
  });

  it("shows 'Failed to load bookings.' in Arabic, with Try Again", async () => {
    signIn();
    serveBookings(() => 'fail');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderMyBookings('ar');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('فشل تحميل الحجوزات.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
  });
});
