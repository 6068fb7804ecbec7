// Kept whole: every behaviour of the booking form (which tour, the policy, the form, Arabic), sharing one served tour and one rendered harness.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, type InitialEntry } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { AUTHENTICATED_KEY } from '@/api/stored-session';
import { readInteractions } from '@/machines/interactions/interaction-records';
import { RequireUser } from '@/ui/app/require-user';
import { makeTour } from '../../../../tests/fixtures/catalogue';
import { signIn } from '../../../../tests/fixtures/session';
import { handle, TEST_API_BASE } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { BookNowScreen } from './book-now-screen';
import { shownLocation } from '../../../../tests/fixtures/location-probe';
import { renderScreen } from '../../../../tests/fixtures/render-screen';

const server = startMswServer();
afterEach(() => vi.restoreAllMocks());

type Tour = components['schemas']['Tour'];
type BookingBody = components['schemas']['BookingCreateRequest'];

/** Tour 3 at an odd price: child 999, under-five 499. */
const nileCruise = (overrides: Partial<Tour> = {}) =>
  makeTour(3, { title: 'Nile Cruise to Aswan', price: 1999, availableSeats: 10, coverImageUrl: '/images/tours/nile-cruise.svg', ...overrides });

/** Answers GET /api/Travels/{id} with the tours given (404 for any other id), recording the ids asked for. */
function serveTours(...tours: Tour[]): string[] {
  const asked: string[] = [];
  server.use(
    handle('get', '/api/Travels/{id}', ({ params, ok, fail }) => {
      asked.push(params.id);
      const tour = tours.find((candidate) => String(candidate.id) === params.id);
      return tour ? ok(tour) : fail(404, 'Tour not found');
    }),
  );
  return asked;
}

/** Answers POST /api/Booking with booking 42, recording the bodies and authorization headers sent. */
function acceptBookings(): { bodies: BookingBody[]; tokens: (string | null)[] } {
  const sent = { bodies: [] as BookingBody[], tokens: [] as (string | null)[] };
  server.use(
    handle('post', '/api/Booking', async ({ request, ok }) => {
      sent.bodies.push((await request.json()) as BookingBody);
      sent.tokens.push(request.headers.get('Authorization'));
      return ok({ id: 42 });
    }),
  );
  return sent;
}

function renderAt(entry: InitialEntry, language: 'en' | 'ar' = 'en') {
  return renderScreen(
    entry,
    <>
      <Route
        path="/book-now"
        element={
          <RequireUser>
            <BookNowScreen />
          </RequireUser>
        }
      />
      <Route path="/payment" element={<p>Payment page</p>} />
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/tours" element={<p>All tours</p>} />
    </>,
    language,
  );
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Book Now|Booking\.\.\.)$/ });
const total = () => screen.getByRole('status', { name: 'Total' }).textContent;
const findForm = () => screen.findByLabelText<HTMLInputElement>('National ID');

describe('/book-now: which tour', () => {
  it("says 'Missing travel ID. Please try again.' and asks nothing without an id", async () => {
    signIn();
    const asked = serveTours(nileCruise());
    await renderAt('/book-now');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Missing travel ID. Please try again.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Browse tours' }).getAttribute('href')).toBe('/tours');
    expect(asked).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('takes travelId from navigation state before the query, and shows the tour with its picture and prices', async () => {
    signIn();
    const asked = serveTours(nileCruise({ id: 5, title: 'Siwa Oasis Escape' }), nileCruise({ id: 9 }));
    await renderAt({ pathname: '/book-now', search: '?travelId=9', state: { travelId: 5 } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Siwa Oasis Escape' })).toBeTruthy();
    expect(asked).toEqual(['5']);
    const summary = screen.getByRole('article', { name: 'Siwa Oasis Escape' });
    expect(summary.querySelector('img')?.getAttribute('src')).toBe(`${TEST_API_BASE}/images/tours/nile-cruise.svg`);
    const price = (term: string) => within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(price('Adult (12 and over)')).toBe('EGP 1,999');
    expect(price('Child (5 to 11)')).toBe('EGP 999');
    expect(price('Child under 5 (0 to 4)')).toBe('EGP 499');
    expect(within(summary).getByText('Seats left: 10')).toBeTruthy();
    // When and where it leaves, in Cairo time, at the top of the form.
    expect(price('Departs')).toBe('Sat, 1 Mar 2031, 10:00');
    expect(price('Meeting point')).toBe('Cairo');
  });

  it('takes the travelId query when the state has none (a reload, a shared link)', async () => {
    signIn();
    const asked = serveTours(nileCruise({ id: 9 }));
    await renderAt('/book-now?travelId=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nile Cruise to Aswan' })).toBeTruthy();
    expect(asked).toEqual(['9']);
  });

  it('says the tour could not be found on a 404, with Try Again', async () => {
    signIn();
    serveTours(nileCruise());
    await renderAt('/book-now?travelId=404');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This tour could not be found. It may have been removed.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('a failed read says so with Try Again, which reads the tour again', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      handle('get', '/api/Travels/{id}', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(500, 'database unavailable') : ok(nileCruise());
      }),
    );
    await renderAt('/book-now?travelId=3');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load this tour. Please check your connection and try again.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await findForm()).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('a sold-out tour shows Sold Out and no form to submit', async () => {
    signIn();
    serveTours(nileCruise({ availableSeats: 0 }));
    await renderAt('/book-now?travelId=3');
    expect(await screen.findByText('Every seat on this tour is taken. Have a look at our other tours.')).toBeTruthy();
    expect(screen.getAllByText('Sold Out').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(screen.queryByLabelText('National ID')).toBeNull();
  });

  it('a tour that has already left says so, not that it is sold out, and offers no form', async () => {
    signIn();
    // The server answers 0 seats for a tour that has left.
    serveTours(nileCruise({ availableSeats: 0, startDate: '2025-11-26T08:00:00.000Z' }));
    await renderAt('/book-now?travelId=3');
    expect(await screen.findByText('Its departure time has passed, so it can no longer be booked. Have a look at our other tours.')).toBeTruthy();
    expect(screen.getAllByText('This tour has left').length).toBeGreaterThan(0);
    expect(screen.queryByText('Sold Out')).toBeNull();
    expect(screen.queryByText('Every seat on this tour is taken. Have a look at our other tours.')).toBeNull();
    expect(screen.queryByLabelText('National ID')).toBeNull();
  });
});

describe('/book-now: the cancellation policy before paying', () => {
  const policy = () => screen.getByTestId('cancellation-policy').textContent;

  it('states the free cancellation deadline in Cairo time, 24 hours before departure', async () => {
    signIn();
    serveTours(nileCruise({ startDate: '2030-12-05T08:00:00+02:00' }));
    await renderAt('/book-now?travelId=3');
    await findForm();
    const summary = screen.getByRole('article', { name: 'Nile Cruise to Aswan' });
    expect(within(summary).getByTestId('cancellation-policy').textContent).toBe('Free cancellation until Wed 4 Dec, 08:00 (Cairo time)');
  });

  it('follows the tour’s own hours, and says when a tour cannot be refunded once paid', async () => {
    signIn();
    serveTours(nileCruise({ id: 3, startDate: '2030-12-05T08:00:00+02:00', freeCancellationHours: 72 }), nileCruise({ id: 4, freeCancellationHours: null }));
    const first = await renderAt('/book-now?travelId=3');
    await findForm();
    expect(policy()).toBe('Free cancellation until Mon 2 Dec, 08:00 (Cairo time)');
    first.unmount();
    await renderAt('/book-now?travelId=4');
    await findForm();
    expect(policy()).toBe('No free cancellation: this tour cannot be refunded once paid');
  });

  it('names no moment for a tour without a date, and says nothing for a tour that has left', async () => {
    signIn();
    serveTours(nileCruise({ id: 3, startDate: null }), nileCruise({ id: 5, availableSeats: 0, startDate: '2025-11-26T08:00:00.000Z' }));
    const first = await renderAt('/book-now?travelId=3');
    await findForm();
    expect(policy()).toBe('Free cancellation up to 24 h before departure');
    first.unmount();
    await renderAt('/book-now?travelId=5');
    await screen.findByText('Its departure time has passed, so it can no longer be booked. Have a look at our other tours.');
    expect(screen.queryByTestId('cancellation-policy')).toBeNull();
  });

  it('reads in Arabic, with the deadline in Cairo time', async () => {
    signIn();
    serveTours(nileCruise({ id: 3, startDate: '2030-12-05T08:00:00+02:00' }), nileCruise({ id: 4, freeCancellationHours: null }));
    const first = await renderAt('/book-now?travelId=3', 'ar');
    await screen.findByLabelText('الرقم القومي');
    expect(policy()).toBe('إلغاء مجاني حتى الأربعاء، 4 ديسمبر، 08:00 (بتوقيت القاهرة)');
    first.unmount();
    await renderAt('/book-now?travelId=4', 'ar');
    await screen.findByLabelText('الرقم القومي');
    expect(policy()).toBe('لا يوجد إلغاء مجاني: لا يمكن استرداد قيمة هذه الرحلة بعد الدفع');
  });
});

describe('/book-now: the form', () => {
  it('starts from the signed-in traveller, 1 adult, no children, and totals live in pounds', async () => {
    signIn('u-1', { phone: '+20 100 123 4567' });
    serveTours(nileCruise());
    await renderAt('/book-now?travelId=3');
    await findForm();
    expect(field('Name').value).toBe('Mariam Adel');
    expect(field('Phone').value).toBe('+20 100 123 4567');
    expect(field('National ID').value).toBe('');
    expect(field('Number of adults').value).toBe('1');
    expect(field('Number of children').value).toBe('0');
    expect(field('Number of children under five').value).toBe('0');
    expect(total()).toBe('EGP 1,999');
    type('Number of adults', '2');
    type('Number of children', '1');
    type('Number of children under five', '1');
    expect(total()).toBe('EGP 5,496');
    type('Number of children', '');
    expect(total()).toBe('EGP 4,497');
    type('Number of adults', '12');
    expect(total()).toBe('EGP 24,487');
  });

  it('starts from the party chosen on the tour page, from navigation state or the address', async () => {
    signIn('u-1', { phone: '0100' });
    serveTours(nileCruise());
    await renderAt({ pathname: '/book-now', search: '?travelId=3&adults=2&children=1&underFive=1', state: { travelId: 3, party: { adults: 2, children: 1, underFive: 1 } } });
    await findForm();
    expect(field('Number of adults').value).toBe('2');
    expect(field('Number of children').value).toBe('1');
    expect(field('Number of children under five').value).toBe('1');
    expect(total()).toBe('EGP 5,496');
  });

  it('checks the fields before sending: required, the server limits, at least one adult', async () => {
    signIn();
    serveTours(nileCruise());
    const sent = acceptBookings();
    await renderAt('/book-now?travelId=3');
    await findForm();
    type('Name', '   ');
    type('Number of adults', '0');
    fireEvent.click(submitButton());
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your phone number.')).toBeTruthy();
    expect(screen.getByText('Please enter your national ID.')).toBeTruthy();
    expect(screen.getByText('At least 1 adult must travel.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    type('Name', 'Omar Khaled');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    type('Phone', '0'.repeat(31));
    type('National ID', '2'.repeat(31));
    type('Number of adults', '1');
    type('Number of children', '-1');
    fireEvent.click(submitButton());
    expect(screen.getAllByText('Please use at most 30 characters.')).toHaveLength(2);
    expect(screen.getByText('This number cannot be negative.')).toBeTruthy();
    expect(sent.bodies).toEqual([]);
  });

  it('tells the traveller before sending when the party does not fit in the seats left', async () => {
    signIn('u-1', { phone: '0100' });
    serveTours(nileCruise({ availableSeats: 3 }));
    const sent = acceptBookings();
    await renderAt('/book-now?travelId=3');
    await findForm();
    type('National ID', '29801011234567');
    type('Number of adults', '2');
    type('Number of children', '1');
    expect(screen.queryByText(/Seats left on this tour/)).toBeNull();
    type('Number of children under five', '1');
    expect(screen.getByRole('alert').textContent).toBe('Seats left on this tour: 3. Please choose fewer travellers.');
    fireEvent.click(submitButton());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.bodies).toEqual([]);
  });

  it("reads 'Booking...' and is disabled while the request runs, then goes to /payment with the booking", async () => {
    signIn('u-1', { phone: '+20 100 123 4567' });
    serveTours(nileCruise());
    const bodies: BookingBody[] = [];
    let answer: () => void = () => {};
    server.use(
      handle('post', '/api/Booking', async ({ request, ok }) => {
        bodies.push((await request.json()) as BookingBody);
        await new Promise<void>((resolve) => (answer = resolve));
        return ok({ id: 42 });
      }),
    );
    await renderAt({ pathname: '/book-now', state: { travelId: 3 } });
    await findForm();
    type('Name', ' Omar Khaled ');
    type('National ID', '29801011234567');
    type('Number of adults', '2');
    type('Number of children', '1');
    type('Number of children under five', '1');
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Booking...'));
    expect(submitButton().disabled).toBe(true);
    expect(field('Name').matches(':disabled')).toBe(true); // the fields wait too
    await waitFor(() => expect(bodies).toHaveLength(1));
    answer();
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(bodies[0]).toEqual({
      travelId: 3,
      totalquantity: 3,
      childrenUnderFiveNum: 1,
      nationalId: '29801011234567',
      phoneNumber: '+20 100 123 4567',
      numberOfAdults: 2,
      numberOfChildren: 1,
      name: 'Omar Khaled',
    });
    expect(shownLocation()).toEqual({ pathname: '/payment', search: '', state: { bookingId: 42, amount: 5496, currency: 'EGP', paymentMethod: 'card' } });
    // Not from a recommendation: nothing recorded.
    expect(readInteractions()).toEqual([]);
  });

  it('reads counts, phone and national ID typed in Arabic-Indic digits, and sends them as 0-9', async () => {
    signIn('u-1', { phone: '' });
    serveTours(nileCruise());
    const sent = acceptBookings();
    await renderAt('/book-now?travelId=3');
    await findForm();
    type('Number of adults', '٢');
    type('Number of children', '۱');
    // What was typed stays in the field, and the total counts it.
    expect(field('Number of adults').value).toBe('٢');
    expect(total()).toBe('EGP 4,997');
    type('Phone', '٠١٠٠١٢٣٤٥٦٧');
    type('National ID', '٢٩٨٠١٠١١٢٣٤٥٦٧');
    fireEvent.click(submitButton());
    await waitFor(() => expect(sent.bodies).toHaveLength(1));
    expect(sent.bodies[0]).toMatchObject({ numberOfAdults: 2, numberOfChildren: 1, totalquantity: 3, phoneNumber: '01001234567', nationalId: '29801011234567' });
  });

  it('sends the bearer token and pays the total the server answers when it sends one', async () => {
    const user = signIn('u-1', { phone: '0100' });
    serveTours(nileCruise());
    const tokens: (string | null)[] = [];
    server.use(
      handle('post', '/api/Booking', ({ request, outsideContract }) => {
        tokens.push(request.headers.get('Authorization'));
        return outsideContract(Response.json({ id: 43, totalCost: 1900 }, { status: 200 }));
      }),
    );
    await renderAt('/book-now?travelId=3');
    await findForm();
    type('National ID', '298');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(tokens).toEqual([`Bearer ${user.token}`]);
    expect(shownLocation().state).toEqual({ bookingId: 43, amount: 1900, currency: 'EGP', paymentMethod: 'card' });
  });

  it('records the interaction (checkout 1, booked) when the booking came from a recommendation', async () => {
    signIn('u-7', { phone: '0100' });
    serveTours(nileCruise());
    acceptBookings();
    await renderAt({ pathname: '/book-now', state: { travelId: 3, fromRecommendation: true } });
    await findForm();
    type('National ID', '298');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(readInteractions()).toEqual([{ userId: 'u-7', id: '3', type: 'travel', checkout: 1, favourite: false, booked: true, total: 6 }]);
  });

  it('a 409 shows the clear message, keeps everything typed and re-reads the seats left', async () => {
    signIn('u-1', { phone: '0100' });
    let reads = 0;
    server.use(
      handle('get', '/api/Travels/{id}', ({ ok }) => {
        reads += 1;
        return ok(nileCruise({ availableSeats: reads === 1 ? 4 : 1 }));
      }),
      handle('post', '/api/Booking', ({ fail }) => fail(409, 'Only 1 seat is left on this tour.')),
    );
    await renderAt('/book-now?travelId=3');
    await findForm();
    type('Name', 'Omar Khaled');
    type('National ID', '29801011234567');
    type('Number of adults', '2');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Booking failed: Only 1 seat is left on this tour.')).toBeTruthy();
    expect(screen.getByText('Your details are kept. Change the number of travellers and try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Seats left on this tour: 1. Please choose fewer travellers.')).toBeTruthy());
    expect(reads).toBe(2);
    expect(field('Name').value).toBe('Omar Khaled');
    expect(field('Phone').value).toBe('0100');
    expect(field('National ID').value).toBe('29801011234567');
    expect(field('Number of adults').value).toBe('2');
    expect(submitButton().textContent).toBe('Book Now');
    expect(shownLocation().pathname).toBe('/book-now');
  });

  it("shows 'Booking failed: ' with the server's message, else 'Unexpected error', keeping the form", async () => {
    signIn('u-1', { phone: '0100' });
    serveTours(nileCruise());
    server.use(handle('post', '/api/Booking', ({ fail }) => fail(400, 'National ID is required.')));
    await renderAt('/book-now?travelId=3');
    await findForm();
    type('National ID', '298');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Booking failed: National ID is required.');

    server.use(handle('post', '/api/Booking', ({ outsideContract }) => outsideContract(new Response('<html>Bad gateway</html>', { status: 502 }))));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Booking failed: Unexpected error'));
    expect(field('National ID').value).toBe('298');
  });

  it("says 'You must be logged in to book.' when the token lapsed, and sends nothing", async () => {
    signIn('u-1', { phone: '0100' });
    serveTours(nileCruise());
    const sent = acceptBookings();
    await renderAt('/book-now?travelId=3');
    await findForm();
    localStorage.removeItem(AUTHENTICATED_KEY); // the session lapsed while the form was open
    type('National ID', '298');
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You must be logged in to book.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(sent.bodies).toEqual([]);
  });

  it('a token the server refuses signs the traveller out, the guard takes them to log in, and back the form is as they typed it', async () => {
    sessionStorage.clear();
    signIn('u-1', { phone: '0100' });
    serveTours(nileCruise(), nileCruise({ id: 4 }));
    server.use(handle('post', '/api/Booking', ({ fail }) => fail(401, 'Authentication required')));
    const first = await renderAt('/book-now?travelId=3');
    await findForm();
    type('Name', 'Mariam A. Adel');
    type('National ID', '298');
    type('Number of adults', '2');
    type('Number of children under five', '1');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(shownLocation()).toEqual({ pathname: '/login', search: '', state: { from: '/book-now?travelId=3' } });
    first.unmount();

    // Signed in again, back on the form of the same tour: everything typed is there.
    signIn('u-1', { phone: '0100' });
    const sent = acceptBookings();
    const second = await renderAt('/book-now?travelId=3');
    await findForm();
    expect(field('Name').value).toBe('Mariam A. Adel');
    expect(field('National ID').value).toBe('298');
    expect(field('Number of adults').value).toBe('2');
    expect(field('Number of children under five').value).toBe('1');
    second.unmount();

    // Another tour's form starts afresh.
    const other = await renderAt('/book-now?travelId=4');
    await findForm();
    expect(field('National ID').value).toBe('');
    other.unmount();

    // Booked: the kept draft is dropped, and the next form of that tour starts afresh.
    await renderAt('/book-now?travelId=3');
    await findForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Payment page')).toBeTruthy();
    expect(sent.bodies).toHaveLength(1);
    expect(sessionStorage.getItem('rihla.bookingDraft')).toBeNull();
  });
});

describe('/book-now (Arabic)', () => {
  it('reads right to left in Arabic, with the total in pounds and the rules in Arabic', async () => {
    signIn();
    serveTours(nileCruise());
    const sent = acceptBookings();
    await renderAt('/book-now?travelId=3', 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'احجز رحلتك' })).toBeTruthy();
    const national = await screen.findByLabelText<HTMLInputElement>('الرقم القومي');
    fireEvent.change(screen.getByLabelText('عدد البالغين'), { target: { value: '2' } });
    expect(screen.getByRole('status', { name: 'الإجمالي' }).textContent).toBe('3,998 ج.م');
    fireEvent.click(screen.getByRole('button', { name: 'احجز الآن' }));
    expect(screen.getByText('يرجى إدخال رقمك القومي.')).toBeTruthy();
    expect(screen.getByText('يرجى إدخال رقم هاتفك.')).toBeTruthy();
    expect(national.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('رقم الهاتف'), { target: { value: '0100' } });
    fireEvent.change(national, { target: { value: '298' } });
    server.use(handle('post', '/api/Booking', ({ fail }) => fail(409, 'لم يتبقَّ في هذه الرحلة سوى مقعد واحد.')));
    fireEvent.click(screen.getByRole('button', { name: 'احجز الآن' }));
    expect(await screen.findByText('فشل الحجز: لم يتبقَّ في هذه الرحلة سوى مقعد واحد.')).toBeTruthy();
    expect(sent.bodies).toEqual([]);
  });
});
