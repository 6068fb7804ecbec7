import { expect, test, type APIRequestContext, type Page } from './support/test';
import { text } from './support/locale';
import { signUp, uniqueEmail } from './support/session';

/**
 * Booking to payment to status (spec, booking §2, §4, §5, §9; S1, S3, S4, S5), as a new
 * traveller does it against the real server and its sandbox gateway.
 */
const main = (page: Page) => page.getByRole('main');

interface Tour {
  id: number;
  title: string;
  price: number;
  availableSeats: number;
}

/**
 * A tour on offer with at least `seats` seats left, its own for each journey and device (`slot`), so
 * journeys running side by side never take each other's seats. The cheapest first, so totals stay short.
 */
async function tourWithSeats(request: APIRequestContext, seats: number, slot: number): Promise<Tour> {
  const answer = await request.get('/api/Travel?PageIndex=1&PageSize=1000&Sort=price-asc');
  const { items } = (await answer.json()) as { items: Tour[] };
  const device = test.info().project.name === 'phone' ? 1 : 0;
  const tour = items.filter((candidate) => candidate.availableSeats >= seats && candidate.price > 0)[slot * 2 + device];
  if (!tour) throw new Error(`no tour with ${seats} seats left for slot ${slot}`);
  return tour;
}

const egp = (amount: number) => `EGP ${amount.toLocaleString('en-GB')}`;

/** The sandbox gateway's hosted page (server/bookings/sandbox-checkout.ts), filled as a traveller would. */
async function payOnSandbox(page: Page, card: string, labels = { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', name: 'Name on card', pay: /^Pay / }) {
  await expect(page).toHaveURL(/\/api\/Payment\/sandbox\/checkout\//);
  await page.getByLabel(labels.number).fill(card);
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByLabel(labels.name).fill('Mariam Adel');
  await page.getByRole('button', { name: labels.pay }).click();
}

test('sign up, book a tour, pay with the test card, watch it confirmed, and find it Paid in My Bookings', async ({ page, request }) => {
  const tour = await tourWithSeats(request, 3, 0);
  await signUp(page, 'Mariam Adel', uniqueEmail('mariam-books'));
  await expect(page).toHaveURL(/\/account/);

  await page.goto(`/travel-with-us?id=${tour.id}&lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
  // The party is chosen on the tour page, and the form starts from it.
  const panel = main(page).getByRole('complementary', { name: 'Book This Tour' });
  await panel.getByRole('button', { name: 'One more: Adults (12+)' }).click();
  await panel.getByRole('button', { name: 'One more: Children (5–11)' }).click();
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/book-now\\?travelId=${tour.id}&adults=2&children=1&underFive=0`));
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Trip' })).toBeVisible();
  await expect(main(page).getByLabel('Number of adults')).toHaveValue('2');
  await expect(main(page).getByLabel('Number of children', { exact: true })).toHaveValue('1');

  await main(page).getByLabel('Name', { exact: true }).fill('Mariam Adel');
  await main(page).getByLabel('Phone').fill('+20 100 123 4567');
  await main(page).getByLabel('National ID').fill('29001011234567');
  // Child = floor(adult / 2) (spec, booking §9).
  const total = 2 * tour.price + Math.floor(tour.price / 2);
  await expect(main(page).getByText(egp(total)).first()).toBeVisible();
  await main(page).getByRole('button', { name: 'Book Now' }).click();

  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-status\?bookingId=\d+/);
  await expect(main(page).getByText('Payment confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  // The booking's reference and travel date, and the way to its page and voucher.
  await expect(main(page).getByTestId('booking-reference')).toHaveText(/^RH-[0-9A-Z]{6}$/);
  await expect(main(page).getByTestId('travel-date')).toContainText('(Cairo time)');
  await expect(main(page).getByRole('link', { name: 'Open your voucher' })).toHaveAttribute('href', /^\/my-bookings\/\d+\/voucher$/);

  await main(page).getByRole('link', { name: 'View My Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  const booking = main(page).getByRole('listitem').filter({ hasText: tour.title });
  await expect(booking).toContainText('Paid');
  await expect(booking).not.toContainText('Pending Payment');
  await expect(booking).toContainText(egp(total));
});

test('in Arabic, a declined card ends on the failure page, the booking still held and not paid', async ({ page, request, signIn }) => {
  const tour = await tourWithSeats(request, 3, 1);
  const arabicTitle = ((await (await request.get(`/api/Travel/${tour.id}`, { headers: { 'Accept-Language': 'ar' } })).json()) as Tour).title;
  await signIn('Karim Saleh');
  await page.goto(`/book-now?travelId=${tour.id}&lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'booking', 'title') })).toBeVisible();
  await main(page).getByLabel(text('ar', 'booking', 'fields.name'), { exact: true }).fill('كريم صالح');
  await main(page).getByLabel(text('ar', 'booking', 'fields.phone')).fill('01001234567');
  await main(page).getByLabel(text('ar', 'booking', 'fields.nationalId')).fill('٢٨٨٠٥٠٥١٢٣٤٥٦٧');
  // Typed on an Arabic keyboard, the count stays as typed and counts (D204).
  await main(page).getByLabel(text('ar', 'booking', 'fields.adults')).fill('٢');
  await expect(main(page).getByLabel(text('ar', 'booking', 'fields.adults'))).toHaveValue('٢');
  await main(page).getByRole('button', { name: text('ar', 'booking', 'submit') }).click();

  // The sandbox page speaks the traveller's language too, and reads the card typed in Arabic digits.
  await payOnSandbox(page, '٤٠٠٠ ٠٠٠٠ ٠٠٠٠ ٠٠٠٢', { number: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (MM/YY)', cvc: 'رمز الأمان (CVC)', name: 'الاسم على البطاقة', pay: /^ادفع/ });
  await expect(page).toHaveURL(/\/payment-failed/, { timeout: 15_000 });
  await expect(main(page).getByText(text('ar', 'payment', 'status.declined'))).toBeVisible();
  // The booking is kept while its seats are held: its reference, and another card can pay.
  await expect(main(page).getByTestId('booking-reference')).toHaveText(/^RH-[0-9A-Z]{6}$/);
  await expect(main(page).getByRole('button', { name: text('ar', 'payment', 'failed.payAgain') })).toBeVisible();

  await page.goto('/my-bookings?lng=ar');
  const row = main(page).getByRole('listitem').filter({ hasText: arabicTitle });
  await expect(row).toContainText(text('ar', 'bookings', 'myBookings.status.pending'));
  await expect(row).not.toContainText(text('ar', 'bookings', 'myBookings.status.paid'));
});

// A tour whose last seats are taken while the form is open, and the rest of the form's, payment's and
// status page's paths: generated from their statecharts in e2e/booking-paths.spec.ts.
