import { expect, test, type APIRequestContext, type Page } from './support/test';
import { text } from './support/locale';

/**
 * The booking after "Pay", on a phone, in English and in Arabic, against the real server, its
 * sandbox gateway and its outbox: book 2 adults and 1 child, a declined card, pay with another card, the
 * confirmation mail with the QR voucher and the calendar entry, the booking page with its date and
 * breakdown, the voucher, cancel with a refund and the seats back, a replayed cancel that refunds nothing,
 * and a late cancellation refused with its reason.
 */
type Language = 'en' | 'ar';

const main = (page: Page) => page.getByRole('main');


interface Tour {
  id: number;
  title: string;
  price: number;
  availableSeats: number;
  startDate: string | null;
  freeCancellationHours?: number | null;
}

async function tours(request: APIRequestContext, language: Language): Promise<Tour[]> {
  const answer = await request.get('/api/Travel?PageIndex=1&PageSize=1000&Sort=price-desc', { headers: { 'Accept-Language': language } });
  return ((await answer.json()) as { items: Tour[] }).items;
}

const HOUR = 3_600_000;

/** The free cancellation deadline of a tour, or null. */
function deadlineOf(tour: Tour): number | null {
  if (tour.freeCancellationHours === null || tour.freeCancellationHours === undefined || !tour.startDate) return null;
  return Date.parse(tour.startDate) - tour.freeCancellationHours * HOUR;
}

/**
 * A tour of its own for each language, whose free cancellation is open for days yet, with seats for the
 * party. Off the other journeys' tours: the 12 cheapest are the hand-written booking journeys', the dearest
 * are the path models' (which take every seat) and the discovery journey's, and the roomiest is the one the
 * path models share; so the least roomy of the rest, whose seats this journey alone moves.
 */
async function cancellableTour(request: APIRequestContext, language: Language): Promise<Tour> {
  const all = await tours(request, language);
  const cheapest = [...all].sort((a, b) => a.price - b.price || a.id - b.id).slice(0, 12).map((tour) => tour.id);
  const open = all
    .slice(6)
    .filter((tour) => !cheapest.includes(tour.id) && tour.availableSeats >= 3)
    .filter((tour) => {
      const deadline = deadlineOf(tour);
      return deadline !== null && deadline > Date.now() + 2 * 24 * HOUR;
    })
    .sort((a, b) => a.availableSeats - b.availableSeats || a.id - b.id);
  const tour = open[language === 'en' ? 0 : 1];
  if (!tour) throw new Error('no cancellable tour with 3 seats');
  return tour;
}

/** A tour still to leave whose free cancellation has already ended. */
async function pastDeadlineTour(request: APIRequestContext, language: Language): Promise<Tour> {
  const all = await tours(request, language);
  // Off the hand-written journeys' 12 cheapest tours, whose seats they count.
  const cheapest = [...all].sort((a, b) => a.price - b.price || a.id - b.id).slice(0, 12).map((tour) => tour.id);
  const late = all.filter((tour) => !cheapest.includes(tour.id)).filter((tour) => {
    const deadline = deadlineOf(tour);
    return deadline !== null && deadline < Date.now() && Date.parse(tour.startDate!) > Date.now() + HOUR && tour.availableSeats >= 2;
  });
  const tour = late.sort((a, b) => b.availableSeats - a.availableSeats)[0];
  if (!tour) throw new Error('no tour past its free cancellation deadline');
  return tour;
}

const seatsOf = async (request: APIRequestContext, tourId: number) => ((await (await request.get(`/api/Travel/${tourId}`)).json()) as Tour).availableSeats;

const SANDBOX = {
  en: { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', name: 'Name on card', pay: /^Pay / },
  ar: { number: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (MM/YY)', cvc: 'رمز الأمان (CVC)', name: 'الاسم على البطاقة', pay: /^ادفع/ },
};

/** The sandbox gateway's hosted page, filled as a traveller does. */
async function payOnSandbox(page: Page, language: Language, card: string) {
  await expect(page).toHaveURL(/\/api\/Payment\/sandbox\/checkout\//);
  // The hold counts down on the checkout too.
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  const labels = SANDBOX[language];
  await page.getByLabel(labels.number).fill(card);
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByLabel(labels.name).fill('Salma Nabil');
  await page.getByRole('button', { name: labels.pay }).click();
}

interface OutboxMail {
  id: number;
  subject: string;
  body: string;
  attachments: Array<{ filename: string; contentType: string }>;
}

async function mailsAbout(request: APIRequestContext, reference: string): Promise<OutboxMail[]> {
  const { mails } = (await (await request.get('/dev/outbox?format=json')).json()) as { mails: OutboxMail[] };
  return mails.filter((mail) => mail.subject.includes(reference));
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: book 2 adults and 1 child, declined, pay with another card, keep the mail and voucher, cancel for a refund`, async ({ page, request, signIn }) => {
    test.setTimeout(120_000);
    const tour = await cancellableTour(request, language);
    const traveller = await signIn(language === 'en' ? 'Salma Nabil' : 'سلمى نبيل');
    const seatsBefore = await seatsOf(request, tour.id);

    // The tour page says the policy and its deadline before anything is paid.
    await page.goto(`/travel-with-us?id=${tour.id}&lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(main(page).getByTestId('cancellation-policy')).toContainText(language === 'en' ? '(Cairo time)' : '(بتوقيت القاهرة)');

    await page.goto(`/book-now?travelId=${tour.id}&adults=2&children=1&underFive=0&lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'booking', 'title') })).toBeVisible();
    await expect(main(page).getByTestId('cancellation-policy')).toBeVisible();
    await main(page).getByLabel(text(language, 'booking', 'fields.name'), { exact: true }).fill(language === 'en' ? 'Salma Nabil' : 'سلمى نبيل');
    await main(page).getByLabel(text(language, 'booking', 'fields.phone')).fill('01001234567');
    await main(page).getByLabel(text(language, 'booking', 'fields.nationalId')).fill('29001011234567');
    await expect(main(page).getByLabel(text(language, 'booking', 'fields.adults'))).toHaveValue('2');
    await main(page).getByRole('button', { name: text(language, 'booking', 'submit') }).click();

    // Declined: the failure page keeps the booking, with its reference, the time left and another card.
    await payOnSandbox(page, language, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/payment-failed/, { timeout: 15_000 });
    const reference = (await main(page).getByTestId('booking-reference').textContent())!.trim();
    expect(reference).toMatch(/^RH-[0-9A-Z]{6}$/);
    await expect(main(page).getByRole('timer')).toBeVisible();
    expect(await seatsOf(request, tour.id)).toBe(seatsBefore - 3);
    await main(page).getByRole('button', { name: text(language, 'payment', 'failed.payAgain') }).click();

    await payOnSandbox(page, language, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-success/, { timeout: 15_000 });
    await expect(main(page).getByTestId('booking-reference')).toHaveText(reference);
    await expect(main(page).getByTestId('travel-date')).toBeVisible();

    // The confirmation mail, in the traveller's language, with the QR voucher and the calendar entry.
    const [confirmation] = await mailsAbout(request, reference);
    expect(confirmation?.subject).toContain(tour.title);
    expect(confirmation?.attachments.map((attachment) => attachment.filename)).toEqual([`rihla-${reference}-qr.png`, `rihla-${reference}.ics`]);
    const ics = await (await request.get(`/dev/outbox/${confirmation!.id}/attachments/1`)).text();
    expect(ics).toContain('TRIGGER:-P1D');
    expect(ics).toContain(`DTSTART:${new Date(tour.startDate!).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);

    // The booking page: the date in Cairo time, the breakdown by age band, the total, the history.
    await main(page).getByRole('link', { name: text(language, 'payment', 'booking.view') }).click();
    await expect(page).toHaveURL(/\/my-bookings\/\d+$/);
    await expect(main(page).getByTestId('booking-reference')).toHaveText(reference);
    await expect(main(page).getByTestId('booking-departs')).toContainText(language === 'en' ? '(Cairo time)' : '(بتوقيت القاهرة)');
    const party = main(page).getByTestId('booking-party');
    await expect(party).toContainText(text(language, 'booking', 'prices.adult'));
    await expect(party).toContainText(text(language, 'booking', 'prices.child'));
    await expect(main(page).getByTestId('booking-status')).toHaveAttribute('data-status', 'paid');
    await expect(main(page).getByTestId('booking-timeline').locator('li')).toHaveCount(3);

    // The voucher: the QR large enough to scan from the screen.
    await main(page).getByTestId('voucher-link').click();
    await expect(page).toHaveURL(/\/my-bookings\/\d+\/voucher$/);
    const qr = main(page).getByTestId('voucher-qr');
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    await page.goBack();

    // Cancel before the deadline: confirmed in a dialog, refunded, the seats back at once.
    await main(page).getByTestId('booking-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('cancel-confirm').click();
    await expect(main(page).getByTestId('cancel-outcome')).toBeVisible();
    await expect(main(page).getByTestId('booking-status')).toHaveAttribute('data-status', 'refunded');
    await expect(main(page).getByTestId('refund-status')).toHaveAttribute('data-refund', 'refunded');
    await expect(main(page).getByTestId('booking-cancel')).toHaveCount(0);
    expect(await seatsOf(request, tour.id)).toBe(seatsBefore);
    const bookingId = Number(new URL(page.url()).pathname.split('/').pop());

    // A replayed cancel answers the booking as it is, and refunds nothing again.
    const replay = await request.post(`/api/Booking/${bookingId}/cancel`, { headers: { Authorization: `Bearer ${traveller.token}` } });
    expect(replay.status()).toBe(200);
    const after = (await replay.json()) as { status: string; timeline: Array<{ kind: string }> };
    expect(after.status).toBe('refunded');
    expect(after.timeline.filter((step) => step.kind === 'refunded')).toHaveLength(1);
    expect(await seatsOf(request, tour.id)).toBe(seatsBefore);
    const mails = await mailsAbout(request, reference);
    expect(mails).toHaveLength(2);
  });

  test(`${language}: a cancellation after the free cancellation deadline is refused, and the page says why`, async ({ page, request, signIn, book }) => {
    const tour = await pastDeadlineTour(request, language);
    const traveller = await signIn('Late Canceller');
    const { id: bookingId } = await book(tour, { traveller, nationalId: '29001011234567', phone: '01001234567', paid: true });
    await page.goto(`/my-bookings/${bookingId}?lng=${language}`);
    await expect(main(page).getByTestId('booking-status')).toHaveAttribute('data-status', 'paid');
    await expect(main(page).getByTestId('cancellation-reason')).toContainText(language === 'en' ? 'Free cancellation ended on' : 'انتهت مهلة الإلغاء المجاني');
    await expect(main(page).getByTestId('booking-cancel')).toHaveCount(0);
    const refused = await request.post(`/api/Booking/${bookingId}/cancel`, { headers: { Authorization: `Bearer ${traveller.token}`, 'Accept-Language': language } });
    expect(refused.status()).toBe(409);
  });
}
