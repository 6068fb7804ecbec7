import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, expectedTotal, GOOD_CARD, submitCheckout, tourPicker } from '../testing/bookings';
import { useTestServer } from '../testing/harness';
import { createTestUser, signIn, type TestUser } from '../testing/users';

/**
 * Reviews on the server, over real HTTP against the real database: ratings are
 * the averages of stored reviews with their count ("New" with none), a traveller reviews a tour only after
 * paying for it and once it has taken place, company reviews follow the spec's rules (one per traveller, a
 * new one replaces the old) and everyone sees them, authors edit and delete theirs, and nothing a user
 * sends produces a 500.
 */
describe('reviews and ratings', () => {
  const server = useTestServer();
  let traveller: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    traveller = await createTestUser(server.services, 'Layla Hassan');
    other = await createTestUser(server.services, 'Omar Khaled');
  }, 60_000);

  const tourReviews = (id: number, query: { PageIndex?: number; PageSize?: number } = {}, language: 'en' | 'ar' = 'en') =>
    server.api(undefined, language).GET('/api/Travel/{id}/reviews', { params: { path: { id }, query } });
  const companyReviews = (id: number, query: { PageIndex?: number; PageSize?: number } = {}) =>
    server.api().GET('/api/Company/{id}/reviews', { params: { path: { id }, query } });
  const tour = async (id: number) => (await server.api().GET('/api/Travel/{id}', { params: { path: { id } } })).data!;
  const writeTourReview = (token: string | undefined, id: number, body: { rating: number; text: string }, language: 'en' | 'ar' = 'en') =>
    server.api(token, language).PUT('/api/Travel/{id}/reviews/mine', { params: { path: { id } }, body });

  describe('the seeded catalogue', () => {
    it('gives every tour the average of its stored reviews with their count, and a tour without reviews no rating', async () => {
      const all = (await server.api().GET('/api/Travel', { params: { query: { PageSize: 1000 } } })).data!.items;
      expect(all.length).toBeGreaterThan(20);
      const unrated = all.filter((item) => item.reviewCount === 0);
      expect(unrated.length).toBeGreaterThan(0);
      for (const item of unrated) expect(item.rating, item.title).toBeNull();
      const rated = all.filter((item) => (item.reviewCount ?? 0) > 0);
      expect(rated.length).toBeGreaterThan(all.length / 2);
      for (const item of rated) {
        const page = (await tourReviews(item.id, { PageSize: 20 })).data!;
        expect(page.reviewCount).toBe(item.reviewCount);
        const mean = page.items.reduce((sum, review) => sum + review.rating, 0) / page.items.length;
        expect(item.rating, item.title).toBe(Math.round(mean * 10) / 10);
        for (const review of page.items) expect(Date.parse(review.date)).toBeLessThan(server.clock.now().getTime());
      }
      // Tour 19 (the freediving course) has no review: no rating anywhere, not 0.0 in one place and 4.4 in another.
      expect(await tour(19)).toMatchObject({ rating: null, reviewCount: 0 });
    });

    it('holds reviews in both languages, each marked with its language, newest first', async () => {
      const page = (await tourReviews(3, { PageSize: 20 })).data!;
      const languages = new Set(page.items.map((review) => review.language));
      expect(languages).toEqual(new Set(['en', 'ar']));
      for (const review of page.items) {
        expect(/\p{Script=Arabic}/u.test(review.text)).toBe(review.language === 'ar');
        expect(review.userName).toMatch(/^\S+ \S\.$/);
      }
      const dates = page.items.map((review) => review.date);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('sorts tours by rating with the unrated ones last', async () => {
      const sorted = (await server.api().GET('/api/Travel', { params: { query: { PageSize: 1000, Sort: 'rating-desc' } } })).data!.items;
      const firstUnrated = sorted.findIndex((item) => item.rating === null);
      expect(firstUnrated).toBeGreaterThan(0);
      expect(sorted.slice(firstUnrated).every((item) => item.rating === null)).toBe(true);
      const ratings = sorted.slice(0, firstUnrated).map((item) => item.rating as number);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('gives companies their reviews’ average, count and ratings, and two companies none', async () => {
      const companies = (await server.api().GET('/api/Company', { params: { query: { PageSize: 100 } } })).data!.items;
      const unrated = companies.filter((company) => company.reviewCount === 0);
      expect(unrated.map((company) => company.rating)).toEqual([null, null]);
      for (const company of companies) {
        expect(company.ratings.length).toBe(company.reviewCount);
        const page = (await companyReviews(company.id, { PageSize: 20 })).data!;
        expect(page.items.map((review) => review.rating)).toEqual(company.ratings);
        if (company.ratings.length > 0) {
          const mean = company.ratings.reduce((sum, value) => sum + value, 0) / company.ratings.length;
          expect(company.rating).toBe(Math.round(mean * 10) / 10);
        }
      }
    });

    it('pages a list of reviews and answers 404 for a tour or company that does not exist', async () => {
      const first = (await tourReviews(3, { PageSize: 1 })).data!;
      expect(first.items).toHaveLength(1);
      expect(first.totalPages).toBe(first.reviewCount);
      const second = (await tourReviews(3, { PageSize: 1, PageIndex: 2 })).data!;
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
      expect((await tourReviews(999_999)).response.status).toBe(404);
      const arabic = await tourReviews(999_999, {}, 'ar');
      expect((arabic.error as { message: string }).message).toBe('الرحلة غير موجودة');
      expect((await companyReviews(999_999)).response.status).toBe(404);
      expect((await tourReviews(3, { PageSize: 21 })).response.status).toBe(400);
    });
  });

  describe('a traveller reviewing a tour they took', () => {
    it('is refused before paying and before the tour has taken place, then reviews, edits and deletes, with the rating following', async () => {
      const pick = tourPicker(server.services);
      const chosen = await pick(2);
      const before = await tour(chosen.id);

      // Signed out: 401. Signed in without a booking: 409 in the traveller's language.
      expect((await writeTourReview(undefined, chosen.id, { rating: 5, text: 'Great' })).response.status).toBe(401);
      const unbooked = await writeTourReview(traveller.token, chosen.id, { rating: 5, text: 'Great' }, 'ar');
      expect(unbooked.response.status).toBe(409);
      expect((unbooked.error as { message: string }).message).toBe('لا يمكن تقييم هذه الرحلة إلا لمن حجزها ودفع ثمنها.');
      const mineUnbooked = await server.api(traveller.token).GET('/api/Travel/{id}/reviews/mine', { params: { path: { id: chosen.id } } });
      expect(mineUnbooked.data).toEqual({ canReview: false, reason: 'notBooked', review: null });

      // Booked and paid, but the tour is still to come: 409.
      const booked = await server.api(traveller.token).POST('/api/Booking', { body: bookingBody(chosen.id) });
      expect(booked.response.status).toBe(201);
      const initiated = await server.api(traveller.token).POST('/api/Payment/initiate', {
        body: { bookingId: booked.data!.id, amount: expectedTotal(chosen.price, { adults: 1 }), currency: 'EGP', paymentMethod: 'card' },
      });
      expect((await submitCheckout(new URL(initiated.data!.paymentUrl, server.url).toString(), GOOD_CARD)).status).toBe(303);
      const early = await writeTourReview(traveller.token, chosen.id, { rating: 5, text: 'Great' });
      expect(early.response.status).toBe(409);
      expect((early.error as { message: string }).message).toBe('You can review this tour once it has taken place.');

      // The tour takes place.
      const start = await server.services.db.one<{ start_date: Date | string }>('select start_date from tours where id = $1', [chosen.id]);
      server.clock.advance(new Date(start!.start_date).getTime() - server.clock.now().getTime() + 60 * 60_000);
      // A session lasts a week and the tour may start later than that: both travellers sign in again.
      traveller.token = await signIn(server.services, traveller);
      other.token = await signIn(server.services, other);
      const mine = await server.api(traveller.token).GET('/api/Travel/{id}/reviews/mine', { params: { path: { id: chosen.id } } });
      expect(mine.data).toEqual({ canReview: true, reason: null, review: null });

      // Bad input is a 400 naming the field, never a 500.
      for (const body of [
        { rating: 0, text: 'Fine' },
        { rating: 6, text: 'Fine' },
        { rating: 3.5, text: 'Fine' },
        { rating: 4, text: '   \n ' },
        { rating: 4, text: 'x'.repeat(2001) },
        { rating: 4, text: 'x'.repeat(5000) },
      ]) {
        const refused = await writeTourReview(traveller.token, chosen.id, body);
        expect(refused.response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect((refused.error as { message: string }).message).toMatch(/rating|text/);
      }
      const bogus = await server.api(traveller.token).PUT('/api/Travel/{id}/reviews/mine', {
        params: { path: { id: chosen.id } },
        body: { rating: '5', text: null } as never,
      });
      expect(bogus.response.status).toBe(400);

      // Written in Arabic, stored as Arabic, shown as text.
      const text = '  رحلة رائعة <b>والمرشد</b> ممتاز\nأنصح بها  ';
      const written = await writeTourReview(traveller.token, chosen.id, { rating: 2, text });
      expect(written.response.status).toBe(201);
      expect(written.data).toMatchObject({ rating: 2, text: text.trim(), language: 'ar', userName: 'Layla H.', userId: traveller.id, editedAt: null });
      const afterOne = await tour(chosen.id);
      const count = (before.reviewCount ?? 0) + 1;
      expect(afterOne.reviewCount).toBe(count);
      const listed = (await tourReviews(chosen.id)).data!;
      expect(listed.items[0]?.id).toBe(written.data!.id);
      expect(listed.reviewCount).toBe(count);
      expect(listed.rating).toBe(afterOne.rating);

      // Written again: replaced (an edit), not a second review.
      server.clock.advance(60_000);
      const edited = await writeTourReview(traveller.token, chosen.id, { rating: 5, text: 'Changed my mind: it was lovely.' });
      expect(edited.response.status).toBe(200);
      expect(edited.data).toMatchObject({ id: written.data!.id, rating: 5, language: 'en', date: written.data!.date });
      expect(edited.data!.editedAt).not.toBeNull();
      expect((await tour(chosen.id)).reviewCount).toBe(count);
      const page = (await tourReviews(chosen.id, { PageSize: 20 })).data!;
      const mean = page.items.reduce((sum, review) => sum + review.rating, 0) / page.items.length;
      expect((await tour(chosen.id)).rating).toBe(Math.round(mean * 10) / 10);

      // Another traveller cannot delete it; its author can, and the rating follows.
      const notTheirs = await server.api(other.token).DELETE('/api/Travel/{id}/reviews/mine', { params: { path: { id: chosen.id } } });
      expect(notTheirs.response.status).toBe(404);
      const deleted = await server.api(traveller.token).DELETE('/api/Travel/{id}/reviews/mine', { params: { path: { id: chosen.id } } });
      expect(deleted.response.status).toBe(204);
      expect(await tour(chosen.id)).toMatchObject({ rating: before.rating, reviewCount: before.reviewCount });
    });
  });

  describe('company reviews', () => {
    it('need a signed-in traveller, keep one per traveller (a new one replaces the old), and are seen by everyone', async () => {
      const company = 13; // Deep South: no reviews in the seed
      const put = (token: string | undefined, body: { rating: number; text: string }) =>
        server.api(token).PUT('/api/Company/{id}/reviews/mine', { params: { path: { id: company } }, body });
      expect((await put(undefined, { rating: 4, text: 'Good' })).response.status).toBe(401);
      expect((await put(traveller.token, { rating: 4, text: '  ' })).response.status).toBe(400);
      const before = (await server.api().GET('/api/Company/{id}', { params: { path: { id: company } } })).data!;
      expect(before).toMatchObject({ rating: null, reviewCount: 0, ratings: [] });

      expect((await put(traveller.token, { rating: 4, text: 'Punctual and friendly.' })).response.status).toBe(201);
      expect((await put(other.token, { rating: 3, text: 'تأخروا قليلًا.' })).response.status).toBe(201);
      expect((await put(traveller.token, { rating: 5, text: 'Even better the second time.' })).response.status).toBe(200);

      // A visitor who is not signed in sees both reviews and the rating they make.
      const page = (await companyReviews(company)).data!;
      expect(page.items.map((review) => [review.rating, review.language])).toEqual([
        [3, 'ar'],
        [5, 'en'],
      ]);
      expect(page).toMatchObject({ rating: 4, reviewCount: 2 });
      const after = (await server.api().GET('/api/Company/{id}', { params: { path: { id: company } } })).data!;
      expect(after).toMatchObject({ rating: 4, reviewCount: 2, ratings: [3, 5] });

      expect((await server.api(other.token).DELETE('/api/Company/{id}/reviews/mine', { params: { path: { id: company } } })).response.status).toBe(204);
      expect((await companyReviews(company)).data).toMatchObject({ rating: 5, reviewCount: 1 });
      expect((await put(traveller.token, { rating: 5, text: 'x' })).response.status).toBe(200);
      expect((await server.api(traveller.token).PUT('/api/Company/{id}/reviews/mine', { params: { path: { id: 999_999 } }, body: { rating: 5, text: 'x' } })).response.status).toBe(404);
    });
  });
});
