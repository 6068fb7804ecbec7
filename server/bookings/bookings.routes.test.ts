import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';
import { createTestUser, type TestUser } from '../testing/users';
import { bookingBody, expectedTotal, seatsOf, tourPicker, type SeedTour } from '../testing/bookings';
import { HOLD_MINUTES } from './bookings';
import { seatsLeftMessage } from './bookings.routes';

/** Booking a tour, listing one's bookings and reading a booking's status, over real HTTP. */
describe('bookings', () => {
  const server = useTestServer();
  let traveller: TestUser;
  let pickTour: ReturnType<typeof tourPicker>;

  beforeAll(async () => {
    traveller = await createTestUser(server.services, 'Mona Adel');
    pickTour = tourPicker(server.services);
  }, 60_000);

  const post = (body: unknown, token: string | null = traveller.token, language = 'en') =>
    fetch(`${server.url}/api/Booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  describe('creating a booking', () => {
    let tour: SeedTour;
    beforeAll(async () => {
      tour = await pickTour(8);
    });

    it('answers 201 with the id, holds every traveller\'s seat and prices the party by the spec\'s formula', async () => {
      const party = { adults: 2, children: 1, underFive: 1 };
      const response = await post(bookingBody(tour.id, party));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      expect(id).toBeGreaterThan(0);
      expect(await seatsOf(server.services, tour.id)).toBe(tour.availableSeats - 4);

      const { data: list } = await server.api(traveller.token).GET('/api/Booking');
      const listed = list?.find((booking) => booking.id === id);
      expect(listed).toEqual({
        id,
        status: 'pending',
        bookingDate: expect.any(String) as string,
        totalCost: expectedTotal(tour.price, party),
        bookingItem: { title: tour.titleEn, quantity: 4, price: tour.price, travelProfileUrl: tour.coverImageUrl },
        holdExpiresAt: expect.any(String) as string,
        reference: expect.stringMatching(/^RH-[0-9A-HJKMNP-TV-Z]{6}$/) as string,
        travelId: tour.id,
        travelDate: expect.any(String) as string,
      });
      expect(Math.abs(new Date(listed!.bookingDate).getTime() - server.clock.now().getTime())).toBeLessThan(60_000);

      const status = await fetch(`${server.url}/api/Booking/${id}`);
      expect(status.status).toBe(200);
      expect(await status.json()).toEqual({ status: 'pending', lastPayment: null, holdExpiresAt: listed!.holdExpiresAt });
    });

    it('records the traveller\'s name when the form sends it, the account\'s name otherwise', async () => {
      const named = (await (await post(bookingBody(tour.id, { adults: 1 }, { name: '  Karim Nabil ' }))).json()) as { id: number };
      const unnamed = (await (await post(bookingBody(tour.id, { adults: 1 }))).json()) as { id: number };
      const names = await server.services.db.query<{ id: number; name: string }>('select id, name from bookings where id = any($1::int[]) order by id', [
        [named.id, unnamed.id],
      ]);
      expect(names).toEqual([
        { id: named.id, name: 'Karim Nabil' },
        { id: unnamed.id, name: 'Mona Adel' },
      ]);
    });

    it('refuses what the spec\'s form refuses, with a message in the user\'s language, and holds nothing', async () => {
      const before = await seatsOf(server.services, tour.id);

      const noAdults = await post(bookingBody(tour.id, { adults: 0, children: 1 }));
      expect(noAdults.status).toBe(400);
      expect(await noAdults.json()).toEqual({ message: 'numberOfAdults must be at least 1.' });

      const negativeChildren = await post({ ...bookingBody(tour.id), numberOfChildren: -1 });
      expect(negativeChildren.status).toBe(400);
      expect(await negativeChildren.json()).toEqual({ message: 'numberOfChildren must be at least 0.' });

      const fractional = await post({ ...bookingBody(tour.id), childrenUnderFiveNum: 1.5 });
      expect(fractional.status).toBe(400);
      expect(await fractional.json()).toEqual({ message: 'childrenUnderFiveNum must be integer.' });

      const { nationalId: _omitted, ...withoutNationalId } = bookingBody(tour.id);
      const missingArabic = await post(withoutNationalId, traveller.token, 'ar');
      expect(missingArabic.status).toBe(400);
      expect(await missingArabic.json()).toEqual({ message: 'الحقل nationalId مطلوب.' });

      const blank = await post(bookingBody(tour.id, { adults: 1 }, { nationalId: '   ' }));
      expect(blank.status).toBe(400);
      expect(await blank.json()).toEqual({ message: 'National ID is required.' });
      const blankArabic = await post(bookingBody(tour.id, { adults: 1 }, { phoneNumber: ' ' }), traveller.token, 'ar');
      expect(blankArabic.status).toBe(400);
      expect(await blankArabic.json()).toEqual({ message: 'رقم الهاتف مطلوب.' });

      const mismatch = await post(bookingBody(tour.id, { adults: 2, children: 1 }, { totalquantity: 2 }));
      expect(mismatch.status).toBe(400);
      expect(await mismatch.json()).toEqual({ message: 'totalquantity must equal numberOfAdults + numberOfChildren.' });

      expect(await seatsOf(server.services, tour.id)).toBe(before);
    });

    it('answers 404 for a tour that does not exist, however large its id', async () => {
      for (const travelId of [987_654, 99_999_999_999]) {
        const response = await post(bookingBody(travelId));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Tour not found' });
      }
      const arabic = await post(bookingBody(987_654), traveller.token, 'ar');
      expect(await arabic.json()).toEqual({ message: 'الرحلة غير موجودة' });
    });

    it('answers 409 for a tour that has already left', async () => {
      const gone = await pickTour(2);
      await server.services.db.query("update tours set start_date = $2::timestamptz - interval '2 hours' where id = $1", [gone.id, server.clock.now()]);
      const response = await post(bookingBody(gone.id));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'This tour has already left and can no longer be booked.' });
      const arabic = await post(bookingBody(gone.id), traveller.token, 'ar');
      expect(await arabic.json()).toEqual({ message: 'انطلقت هذه الرحلة بالفعل ولم يعد حجزها ممكنًا.' });
      expect(await seatsOf(server.services, gone.id)).toBe(gone.availableSeats);
    });

    it('answers 409 saying how many seats are left when the party does not fit, and takes none', async () => {
      const small = await pickTour(3);
      await server.services.db.query('update tours set available_seats = 2 where id = $1', [small.id]);

      const tooMany = await post(bookingBody(small.id, { adults: 2, children: 0, underFive: 1 }));
      expect(tooMany.status).toBe(409);
      expect(await tooMany.json()).toEqual({ message: 'Only 2 seats are left on this tour.' });
      const arabic = await post(bookingBody(small.id, { adults: 3 }), traveller.token, 'ar');
      expect(await arabic.json()).toEqual({ message: 'لم يتبقَّ في هذه الرحلة سوى مقعدين.' });
      const absurd = await post(bookingBody(small.id, { adults: 3_000_000_000 }));
      expect(absurd.status).toBe(409);
      expect(await seatsOf(server.services, small.id)).toBe(2);

      expect((await post(bookingBody(small.id, { adults: 2 }))).status).toBe(201);
      const soldOut = await post(bookingBody(small.id, { adults: 1 }));
      expect(soldOut.status).toBe(409);
      expect(await soldOut.json()).toEqual({ message: 'This tour is sold out.' });
      expect(await seatsOf(server.services, small.id)).toBe(0);
    });

    it('needs a signed-in user', async () => {
      const response = await post(bookingBody(tour.id), null);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Authentication required.' });
      const forged = await post(bookingBody(tour.id), 'not-a-token');
      expect(forged.status).toBe(401);
    });
  });

  describe('listing my bookings', () => {
    it('lists only my bookings, newest first, with the tour in the request\'s language', async () => {
      const me = await createTestUser(server.services);
      const someoneElse = await createTestUser(server.services);
      const first = await pickTour(4);
      const second = await pickTour(4);
      const older = (await (await post(bookingBody(first.id, { adults: 1, children: 1 }), me.token)).json()) as { id: number };
      server.clock.advance(1_000);
      const newer = (await (await post(bookingBody(second.id, { adults: 1, underFive: 2 }), me.token)).json()) as { id: number };
      await post(bookingBody(second.id), someoneElse.token);

      const { data: english } = await server.api(me.token).GET('/api/Booking');
      expect(english?.map((booking) => booking.id)).toEqual([newer.id, older.id]);
      expect(english?.map((booking) => booking.bookingItem)).toEqual([
        { title: second.titleEn, quantity: 3, price: second.price, travelProfileUrl: second.coverImageUrl },
        { title: first.titleEn, quantity: 2, price: first.price, travelProfileUrl: first.coverImageUrl },
      ]);
      expect(english?.map((booking) => booking.totalCost)).toEqual([
        expectedTotal(second.price, { adults: 1, underFive: 2 }),
        expectedTotal(first.price, { adults: 1, children: 1 }),
      ]);
      expect(new Date(english![0]!.bookingDate).getTime()).toBeGreaterThan(new Date(english![1]!.bookingDate).getTime());

      const { data: arabic } = await server.api(me.token, 'ar').GET('/api/Booking');
      expect(arabic?.map((booking) => booking.bookingItem.title)).toEqual([second.titleAr, first.titleAr]);
    });

    it('tells when a pending booking\'s seat hold lapses, and null once the booking is no longer pending', async () => {
      const me = await createTestUser(server.services);
      const tour = await pickTour(2);
      const { id } = (await (await post(bookingBody(tour.id), me.token)).json()) as { id: number };

      const { data: pending } = await server.api(me.token).GET('/api/Booking');
      const held = pending?.find((booking) => booking.id === id);
      expect(held?.status).toBe('pending');
      expect(new Date(held!.holdExpiresAt!).getTime()).toBe(new Date(held!.bookingDate).getTime() + HOLD_MINUTES * 60_000);

      server.clock.advance(HOLD_MINUTES * 60_000);
      const { data: lapsed } = await server.api(me.token).GET('/api/Booking');
      expect(lapsed?.find((booking) => booking.id === id)).toMatchObject({ status: 'expired', holdExpiresAt: null });
    });

    it('answers an empty array for a user with no bookings, and 401 without a token', async () => {
      const newcomer = await createTestUser(server.services);
      const { data, response } = await server.api(newcomer.token).GET('/api/Booking');
      expect(response.status).toBe(200);
      expect(data).toEqual([]);
      const anonymous = await fetch(`${server.url}/api/Booking`);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('reading a booking\'s status', () => {
    it('needs no token and tells nothing personal: the status, the last payment attempt and the hold', async () => {
      const tour = await pickTour(2);
      const { id } = (await (await post(bookingBody(tour.id))).json()) as { id: number };
      const response = await fetch(`${server.url}/api/Booking/${id}`);
      expect(response.status).toBe(200);
      expect(Object.keys((await response.json()) as object)).toEqual(['status', 'lastPayment', 'holdExpiresAt']);
    });

    it('answers 404 for an unknown booking and 400 for an id that is not a number', async () => {
      for (const id of ['987654', '99999999999']) {
        const response = await fetch(`${server.url}/api/Booking/${id}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Booking not found' });
      }
      const arabic = await fetch(`${server.url}/api/Booking/987654`, { headers: { 'Accept-Language': 'ar' } });
      expect(await arabic.json()).toEqual({ message: 'الحجز غير موجود' });
      expect((await fetch(`${server.url}/api/Booking/abc`)).status).toBe(400);
    });
  });
});

describe('the seats-left message', () => {
  it('agrees with the number in English and Arabic', () => {
    expect(seatsLeftMessage('en', 0)).toBe('This tour is sold out.');
    expect(seatsLeftMessage('en', 1)).toBe('Only 1 seat is left on this tour.');
    expect(seatsLeftMessage('en', 7)).toBe('Only 7 seats are left on this tour.');
    expect(seatsLeftMessage('ar', 1)).toBe('لم يتبقَّ في هذه الرحلة سوى مقعد واحد.');
    expect(seatsLeftMessage('ar', 3)).toBe('لم يتبقَّ في هذه الرحلة سوى 3 مقاعد.');
    expect(seatsLeftMessage('ar', 11)).toBe('لم يتبقَّ في هذه الرحلة سوى 11 مقعدًا.');
    expect(seatsLeftMessage('ar', 100)).toBe('لم يتبقَّ في هذه الرحلة سوى 100 مقعد.');
  });
});
