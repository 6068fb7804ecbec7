// Kept whole: the portal's parts share partnerWorld (a server with partners of two companies and tours of their own) and its calls; split, that scaffolding would need a module of its own.
/**
 * The partner portal's bookings, check-in and dashboard (D320–D326), on the embedded database
 * and on PostgreSQL: every call tried signed out (401), as a traveller and as an admin (403), and as another
 * company's partner (its own, empty answers: nothing of the first company leaked); the bookings list and its
 * CSV, check-in's every outcome (a second scan, and two scans at the same moment), and the dashboard's seats,
 * revenue and payouts less the configured commission.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../platform/config';
import { bookingReference, voucherCode, voucherKey } from '../bookings/booking-reference';
import { readCode } from './check-in';
import { cairoDayRange, listPartnerBookings } from './partner-bookings';
import { commissionOf } from './partner-dashboard';
import { makeAdmin } from '../platform/roles';
import { issueToken } from '../platform/tokens';
import { bookingBody, expectedTotal, GOOD_CARD, submitCheckout, tourPicker, type SeedTour } from '../testing/bookings';
import { useTestServer, type TestServer } from '../testing/harness';
import { partnerApplicationForm } from '../testing/partner-application';
import { createTestUser, type TestUser } from '../testing/users';

type Party = { adults: number; children?: number; underFive?: number };
type Answer = { status: number; body: Record<string, unknown> };

/** A server with an admin, a traveller and partners of two seed companies, each with an upcoming tour of its own. */
function partnerWorld(env: Record<string, string> = {}) {
  const world = { server: useTestServer(env) } as {
    server: TestServer;
    admin: TestUser;
    traveller: TestUser;
    partnerA: TestUser;
    partnerB: TestUser;
    tourA: SeedTour & { companyId: number; startDate: Date };
    tourB: SeedTour & { companyId: number };
  };
  beforeAll(async () => {
    const server = world.server;
    world.admin = await createTestUser(server.services, 'Portal Admin');
    await makeAdmin(server.services.db, world.admin.email);
    world.traveller = await createTestUser(server.services, 'Portal Traveller');
    const pick = tourPicker(server.services);
    const tourA = await pick(12);
    const a = (await server.services.db.one<{ companyId: number; startDate: Date }>('select company_id as "companyId", start_date as "startDate" from tours where id = $1', [tourA.id]))!;
    // A tour of another company, for the second partner.
    let tourB: SeedTour;
    let companyB: number;
    for (;;) {
      tourB = await pick(4);
      companyB = (await server.services.db.one<{ companyId: number }>('select company_id as "companyId" from tours where id = $1', [tourB.id]))!.companyId;
      if (companyB !== a.companyId) break;
    }
    world.tourA = { ...tourA, companyId: a.companyId, startDate: new Date(a.startDate) };
    world.tourB = { ...tourB, companyId: companyB };
    world.partnerA = await createTestUser(server.services, 'Partner Alpha');
    world.partnerB = await createTestUser(server.services, 'Partner Beta');
    await server.services.db.query(`update users set role = 'partner', company_id = $2 where id = $1`, [world.partnerA.id, a.companyId]);
    await server.services.db.query(`update users set role = 'partner', company_id = $2 where id = $1`, [world.partnerB.id, companyB]);
  }, 90_000);

  const headers = (token: string | undefined, language: string) => ({ 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
  const get = async (path: string, token?: string, language = 'en'): Promise<Answer> => {
    const response = await fetch(`${world.server.url}${path}`, { headers: headers(token, language) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const scan = async (code: string, token: string | undefined, language = 'en'): Promise<Answer> => {
    const response = await fetch(`${world.server.url}/api/partner/check-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers(token, language) },
      body: JSON.stringify({ code }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** A booking made by the traveller, and paid with the sandbox's good card unless `pay` is false. */
  const book = async (tour: SeedTour, party: Party, name: string, pay = true): Promise<number> => {
    const api = world.server.api(world.traveller.token);
    const made = await api.POST('/api/Booking', { body: bookingBody(tour.id, party, { name }) });
    expect(made.response.status).toBe(201);
    const bookingId = made.data!.id;
    if (pay) {
      const initiated = await api.POST('/api/Payment/initiate', { body: { bookingId, amount: expectedTotal(tour.price, party), currency: 'EGP', paymentMethod: 'card' } });
      expect((await submitCheckout(new URL(initiated.data!.paymentUrl, world.server.url).toString(), GOOD_CARD)).status).toBe(303);
    }
    return bookingId;
  };
  /** The code the voucher's QR carries, as the traveller's booking page gives it. */
  const voucherOf = async (bookingId: number): Promise<string> => {
    const details = await world.server.api(world.traveller.token).GET('/api/Booking/{id}/details', { params: { path: { id: bookingId } } });
    return details.data!.voucher!.code;
  };
  return { world, get, scan, book, voucherOf };
}

/** Cairo's calendar day of an instant, `YYYY-MM-DD`. */
const cairoDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

describe('partner portal: who may call (D326)', () => {
  const { world, get, scan, book, voucherOf } = partnerWorld();
  let code: string;
  let bookingId: number;
  beforeAll(async () => {
    bookingId = await book(world.tourA, { adults: 1 }, 'Layla Hassan');
    code = await voucherOf(bookingId);
  }, 60_000);

  const reads = () => ['/api/partner/bookings', `/api/partner/bookings?tourId=${world.tourA.id}`, '/api/partner/bookings.csv', '/api/partner/dashboard'];

  it('refuses every call signed out (401), and as a traveller or an admin (403), in the caller\'s language, telling nothing', async () => {
    for (const path of reads()) {
      const signedOut = await fetch(`${world.server.url}${path}`);
      expect(signedOut.status, path).toBe(401);
      expect(await signedOut.json()).toEqual({ message: 'Authentication required.' });
      for (const user of [world.traveller, world.admin]) {
        const refused = await get(path, user.token);
        expect(refused, `${path} as ${user.userName}`).toEqual({ status: 403, body: { message: 'You are not allowed to do this.' } });
      }
      expect(await get(path, world.traveller.token, 'ar')).toEqual({ status: 403, body: { message: 'غير مسموح لك بتنفيذ هذا الإجراء.' } });
    }
    expect(await scan(code, undefined)).toEqual({ status: 401, body: { message: 'Authentication required.' } });
    for (const user of [world.traveller, world.admin]) expect(await scan(code, user.token)).toEqual({ status: 403, body: { message: 'You are not allowed to do this.' } });
    // Nobody of those checked the traveller in.
    expect(await world.server.services.db.one('select attended_at as "at" from bookings where id = $1', [bookingId])).toEqual({ at: null });
  });

  it('shows another company\'s partner nothing of the first company: its lists, CSV and dashboard are its own', async () => {
    const listed = await get('/api/partner/bookings', world.partnerB.token);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain('Layla Hassan');
    expect(await get(`/api/partner/bookings?tourId=${world.tourA.id}`, world.partnerB.token)).toEqual({
      status: 200,
      body: { items: [], truncated: false, totals: { bookings: 0, paidSeats: 0, paidTotal: 0 } },
    });
    const csv = await fetch(`${world.server.url}/api/partner/bookings.csv?tourId=${world.tourA.id}`, { headers: { Authorization: `Bearer ${world.partnerB.token}` } });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(1); // the header row alone
    const dashboard = await get('/api/partner/dashboard', world.partnerB.token);
    expect(dashboard.status).toBe(200);
    expect(JSON.stringify(dashboard.body)).not.toContain(`"id":${world.tourA.id},`);
    // A partner's token issued before the role changed works at once, as the company's.
    expect((await get('/api/partner/bookings', world.partnerA.token)).body.items).toEqual([expect.objectContaining({ id: bookingId })]);
  });

  it('makes the applicant of an approved application a partner of its new company, who sees no one else\'s bookings', async () => {
    const applicant = await createTestUser(world.server.services, 'New Company Owner');
    const form = partnerApplicationForm({ CompanyName: 'Fresh Nile Tours', Email: applicant.email });
    expect((await fetch(`${world.server.url}/api/TourismCompanyRequestApi`, { method: 'POST', body: form })).status).toBe(201);
    const { id } = (await world.server.services.db.one<{ id: number }>('select max(id) as id from partner_applications'))!;
    const approved = await world.server.api(world.admin.token).POST('/api/admin/applications/{id}/approve', {
      params: { path: { id } },
      body: { nameEn: 'Fresh Nile Tours', nameAr: 'رحلات النيل الجديدة', descriptionEn: 'Felucca days in Aswan.', descriptionAr: 'أيام الفلوكة في أسوان.' },
    });
    expect(approved.response.status).toBe(200);
    expect(await get('/api/partner/bookings', applicant.token)).toEqual({ status: 200, body: { items: [], truncated: false, totals: { bookings: 0, paidSeats: 0, paidTotal: 0 } } });
    expect(await get('/api/partner/dashboard', applicant.token)).toEqual({
      status: 200,
      body: { upcoming: [], revenue: { paidBookings: 0, total: 0, upcoming: 0, departed: 0 }, payouts: { commissionPercent: 20, lines: [], gross: 0, commission: 0, net: 0 } },
    });
    const refused = await scan(code, applicant.token);
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('otherCompany');
  });
});

describe('partner portal: the bookings list and its CSV (D320, D321)', () => {
  const { world, get, book } = partnerWorld();
  const ids = {} as Record<'paid' | 'pending' | 'cancelled' | 'expired' | 'formula' | 'other', number>;
  const partyPaid = { adults: 2, children: 1, underFive: 1 };

  beforeAll(async () => {
    ids.paid = await book(world.tourA, partyPaid, 'عمر خالد');
    ids.pending = await book(world.tourA, { adults: 1 }, 'Mona Pending', false);
    ids.cancelled = await book(world.tourA, { adults: 1 }, 'Karim Cancelled');
    ids.formula = await book(world.tourA, { adults: 1 }, '=HYPERLINK("http://evil.example","x")');
    ids.other = await book(world.tourB, { adults: 1 }, 'Beta Traveller');
    ids.expired = await book(world.tourA, { adults: 1 }, 'Ex Pired', false);
    // An admin cancels (and refunds) one paid booking; another checkout lapses (as the hold sweep marks it).
    expect((await world.server.api(world.admin.token).POST('/api/admin/bookings/{id}/cancel', { params: { path: { id: ids.cancelled } } })).response.status).toBe(200);
    await world.server.services.db.query(`update bookings set status = 'expired' where id = $1`, [ids.expired]);
  }, 90_000);

  it('lists its own company\'s bookings with the traveller\'s name and phone, the party, the status and the totals', async () => {
    const listed = await get('/api/partner/bookings', world.partnerA.token);
    expect(listed.status).toBe(200);
    const items = listed.body.items as Array<Record<string, unknown>>;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect([...byId.keys()].sort()).toEqual([ids.paid, ids.pending, ids.cancelled, ids.formula].sort());
    expect(byId.get(ids.paid)).toEqual({
      id: ids.paid,
      reference: bookingReference(ids.paid),
      status: 'success',
      createdAt: expect.any(String) as string,
      paidAt: expect.any(String) as string,
      traveller: { name: 'عمر خالد', phone: '+20 100 123 4567' },
      tour: { id: world.tourA.id, title: world.tourA.titleEn, startDate: world.tourA.startDate.toISOString() },
      adults: 2,
      children: 1,
      underFive: 1,
      seats: 4,
      totalCost: expectedTotal(world.tourA.price, partyPaid),
      checkedInAt: null,
    });
    expect(byId.get(ids.pending)).toMatchObject({ status: 'pending', paidAt: null });
    expect(['cancelled', 'refunded']).toContain(byId.get(ids.cancelled)!.status);
    expect(listed.body.totals).toEqual({ bookings: 4, paidSeats: 5, paidTotal: expectedTotal(world.tourA.price, partyPaid) + world.tourA.price });
    // No e-mail, no national id; nothing of the other company's booking.
    const text = JSON.stringify(listed.body);
    for (const hidden of [world.traveller.email, '29801011234567', 'Beta Traveller', 'Ex Pired']) expect(text).not.toContain(hidden);
    expect(listed.body.truncated).toBe(false);
    // Titles in the caller's language.
    const arabic = await get(`/api/partner/bookings?status=success`, world.partnerA.token, 'ar');
    expect((arabic.body.items as Array<{ tour: { title: string } }>).map((item) => item.tour.title)).toEqual([world.tourA.titleAr, world.tourA.titleAr]);
  });

  it('says when more bookings matched than one answer lists', async () => {
    const cut = await listPartnerBookings(world.server.services.db, { companyId: world.tourA.companyId, limit: 3 }, 'en');
    expect({ listed: cut.items.length, truncated: cut.truncated, bookings: cut.totals.bookings }).toEqual({ listed: 3, truncated: true, bookings: 3 });
    const whole = await listPartnerBookings(world.server.services.db, { companyId: world.tourA.companyId, limit: 4 }, 'en');
    expect({ listed: whole.items.length, truncated: whole.truncated }).toEqual({ listed: 4, truncated: false });
  });

  it('narrows by tour, departure day and status, and refuses a day that is not on the calendar', async () => {
    const idsOf = async (query: string) => ((await get(`/api/partner/bookings?${query}`, world.partnerA.token)).body.items as Array<{ id: number }>).map((item) => item.id).sort();
    const day = cairoDate(world.tourA.startDate);
    expect(await idsOf(`tourId=${world.tourA.id}&status=success`)).toEqual([ids.paid, ids.formula].sort());
    expect(await idsOf(`date=${day}&status=pending`)).toEqual([ids.pending]);
    expect(await idsOf(`date=2001-01-01`)).toEqual([]);
    expect(await idsOf(`tourId=${world.tourB.id}`)).toEqual([]);
    expect((await get(`/api/partner/bookings?tourId=${world.tourB.id}`, world.partnerB.token)).body.items).toEqual([expect.objectContaining({ id: ids.other })]);
    for (const bad of ['date=2026-02-30', 'date=yesterday', 'status=expired', 'tourId=abc', 'tourId=0']) {
      const refused = await get(`/api/partner/bookings?${bad}`, world.partnerA.token);
      expect(refused.status, bad).toBe(400);
      expect(typeof refused.body.message, bad).toBe('string');
    }
    const arabic = await get('/api/partner/bookings.csv?date=2026-02-30', world.partnerA.token, 'ar');
    expect(arabic.status).toBe(400);
    expect(String(arabic.body.message)).toMatch(/[\u0600-\u06FF]/);
  });

  it('exports a CSV Excel opens in Arabic: UTF-8 with a BOM, quoted, with formulas defused', async () => {
    const response = await fetch(`${world.server.url}/api/partner/bookings.csv?tourId=${world.tourA.id}`, { headers: { Authorization: `Bearer ${world.partnerA.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="rihla-bookings-tour-${world.tourA.id}.csv"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Reference,Tour,Departure (Cairo time),Traveller,Phone,Adults,Children,Under five,Seats,Status,Total (EGP),Booked at (Cairo time),Checked in at (Cairo time)');
    expect(lines).toHaveLength(1 + 4 + 1);
    const paid = lines.find((line) => line.startsWith(bookingReference(ids.paid)))!;
    const title = /[",\r\n]/.test(world.tourA.titleEn) ? `"${world.tourA.titleEn.replace(/"/g, '""')}"` : world.tourA.titleEn;
    expect(paid.startsWith(`${bookingReference(ids.paid)},${title},`)).toBe(true);
    expect(paid).toContain(`,عمر خالد,'+20 100 123 4567,2,1,1,4,Paid,${expectedTotal(world.tourA.price, partyPaid)},`);
    expect(paid).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},$/); // booked at, and not checked in yet
    // The name a spreadsheet would run is text: an apostrophe first, quotes doubled inside a quoted cell.
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);

    const arabic = await fetch(`${world.server.url}/api/partner/bookings.csv?status=success`, { headers: { Authorization: `Bearer ${world.partnerA.token}`, 'Accept-Language': 'ar' } });
    const arabicText = new TextDecoder().decode(await arabic.arrayBuffer());
    expect(arabicText.split('\r\n')[0]).toBe('المرجع,الرحلة,موعد الانطلاق (بتوقيت القاهرة),المسافر,الهاتف,البالغون,الأطفال,دون الخامسة,المقاعد,الحالة,الإجمالي (جنيه مصري),تاريخ الحجز (بتوقيت القاهرة),تسجيل الحضور (بتوقيت القاهرة)');
    expect(arabicText).toContain(world.tourA.titleAr);
    expect(arabicText).toContain(',مدفوع,');
    expect(arabic.headers.get('content-disposition')).toBe('attachment; filename="rihla-bookings-success.csv"');
  });
});

describe('partner portal: check-in (D322, D323)', () => {
  const { world, scan, get, book, voucherOf } = partnerWorld();
  let paid: number;
  let code: string;
  beforeAll(async () => {
    paid = await book(world.tourA, { adults: 2 }, 'Nour Checked');
    code = await voucherOf(paid);
  }, 60_000);

  it('checks a paid booking in from its voucher code once, and says when a second scan was first scanned', async () => {
    const first = await scan(code, world.partnerA.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      outcome: 'checkedIn',
      booking: {
        id: paid,
        reference: bookingReference(paid),
        traveller: { name: 'Nour Checked' },
        tour: { id: world.tourA.id, title: world.tourA.titleEn, startDate: world.tourA.startDate.toISOString() },
        adults: 2,
        children: 0,
        underFive: 0,
        seats: 2,
        checkedInAt: expect.any(String) as string,
      },
    });
    const checkedInAt = (first.body.booking as { checkedInAt: string }).checkedInAt;
    expect(await world.server.services.db.one('select attended_by as "by" from bookings where id = $1', [paid])).toEqual({ by: world.partnerA.id });

    world.server.clock.advance(5 * 60_000);
    const again = await scan(code, world.partnerA.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'alreadyCheckedIn', checkedInAt });
    expect(again.body.message).toMatch(new RegExp(`^Booking ${bookingReference(paid)} was already checked in on .+ \\(Cairo time\\)\\.$`));
    const arabic = await scan(bookingReference(paid).toLowerCase(), world.partnerA.token, 'ar');
    expect(arabic.status).toBe(409);
    expect(arabic.body).toMatchObject({ reason: 'alreadyCheckedIn', checkedInAt });
    expect(arabic.body.message).toContain('سُجّل حضور الحجز');
    // The list says so too, and the first time stays.
    const listed = await get(`/api/partner/bookings?tourId=${world.tourA.id}`, world.partnerA.token);
    expect((listed.body.items as Array<{ id: number; checkedInAt: string | null }>).find((item) => item.id === paid)?.checkedInAt).toBe(checkedInAt);
  });

  it('accepts a typed reference, in any case, from a phone without a camera', async () => {
    const booking = await book(world.tourA, { adults: 1 }, 'Typed Reference');
    const typed = ` ${bookingReference(booking).toLowerCase().replace('-', ' ')} `;
    const answer = await scan(typed, world.partnerA.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'checkedIn', booking: { id: booking } });
  });

  it('refuses, with its reason, another company\'s voucher, an altered one, an unpaid or cancelled booking, and text that is no code', async () => {
    const pending = await book(world.tourA, { adults: 1 }, 'Not Paid Yet', false);
    const cancelled = await book(world.tourA, { adults: 1 }, 'Cancelled Later');
    const cancelledCode = await voucherOf(cancelled);
    expect((await world.server.api(world.admin.token).POST('/api/admin/bookings/{id}/cancel', { params: { path: { id: cancelled } } })).response.status).toBe(200);
    const other = await book(world.tourB, { adults: 1 }, 'Other Company Guest');
    const otherCode = await voucherOf(other);

    const cases: Array<[string, string, number, string, string]> = [
      [otherCode, 'en', 403, 'otherCompany', `Voucher ${bookingReference(other)} is for another company's tour, not yours.`],
      [otherCode, 'ar', 403, 'otherCompany', `القسيمة ${bookingReference(other)} لرحلة شركة أخرى، وليست لرحلاتكم.`],
      [bookingReference(other), 'en', 404, 'notFound', `No booking of your company has the reference ${bookingReference(other)}.`],
      [code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA'), 'en', 422, 'invalidSignature', 'This voucher code was not issued by Rihla (it was altered or forged): do not admit the traveller on it.'],
      [`RIHLA1:${bookingReference(paid)}:forged`, 'ar', 422, 'invalidSignature', 'رمز القسيمة هذا لم يصدر عن رحلة (عُدّل أو زُوّر): لا تسمح للمسافر بالدخول به.'],
      [voucherCode(voucherKey('another server'), paid), 'en', 422, 'invalidSignature', expect.any(String) as string],
      [bookingReference(pending), 'en', 409, 'notPaid', `Booking ${bookingReference(pending)} has not been paid: it cannot be checked in.`],
      [cancelledCode, 'en', 409, 'cancelled', `Booking ${bookingReference(cancelled)} was cancelled: it cannot be checked in.`],
      [cancelledCode, 'ar', 409, 'cancelled', `الحجز ${bookingReference(cancelled)} أُلغي: لا يمكن تسجيل حضوره.`],
      ['hello there', 'en', 400, 'unreadable', 'This is neither a Rihla voucher code nor a booking reference (RH- and six characters). Scan the QR code again or type the reference.'],
      ['RH-ZZZZZZ', 'en', 404, 'notFound', 'No booking of your company has the reference RH-ZZZZZZ.'],
    ];
    for (const [text, language, status, reason, message] of cases) {
      const answer = await scan(text, world.partnerA.token, language);
      expect(answer, `${text} (${language})`).toEqual({ status, body: { message, reason } });
    }
    // Nothing of those was marked; a blank or oversized code is refused by the contract.
    expect(await world.server.services.db.one('select count(*)::int as n from bookings where attended_at is not null and id = any($1::int[])', [[pending, cancelled, other]])).toEqual({ n: 0 });
    expect((await scan('', world.partnerA.token)).status).toBe(400);
    expect((await scan('x'.repeat(201), world.partnerA.token)).status).toBe(400);
    const notJson = await fetch(`${world.server.url}/api/partner/check-in`, { method: 'POST', headers: { Authorization: `Bearer ${world.partnerA.token}`, 'Content-Type': 'application/json' }, body: '{"code":' });
    expect(notJson.status).toBe(400);
  });

  it('answers hostile text from a partner with a 4xx, never a 500 (the gate\'s robustness test calls as a traveller)', async () => {
    const hostile = ['', ' ', '-1', '0', '99999999999999999999', '1e309', 'NaN', "' or 1=1 --", '%00', '../../etc/passwd', '<script>', 'هرم', '😀'.repeat(50), 'x'.repeat(5000), 'RIHLA1:', 'RIHLA1:RH-:', 'RIHLA1:RH-ZZZZZZZ:x:y', 'RH-', 'RH-OOOOOO', 'rh-iiiiii'];
    for (const value of hostile) {
      for (const query of ['tourId', 'date', 'status']) {
        for (const path of ['/api/partner/bookings', '/api/partner/bookings.csv']) {
          const response = await fetch(`${world.server.url}${path}?${query}=${encodeURIComponent(value)}`, { headers: { Authorization: `Bearer ${world.partnerA.token}` } });
          expect(response.status, `${path}?${query}=${value.slice(0, 40)}`).toBeLessThan(500);
        }
      }
      expect((await scan(value, world.partnerA.token)).status, value.slice(0, 40)).toBeLessThan(500);
    }
  });

  it('lets exactly one of several simultaneous scans of one voucher check the traveller in', async () => {
    const booking = await book(world.tourA, { adults: 1 }, 'Double Scan');
    const voucher = await voucherOf(booking);
    const answers = await Promise.all(Array.from({ length: 6 }, () => scan(voucher, world.partnerA.token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.booking as { checkedInAt: string };
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toMatchObject({ reason: 'alreadyCheckedIn', checkedInAt: winner.checkedInAt });
  });
});

describe('partner portal: the dashboard, with PARTNER_COMMISSION_PERCENT=12.5 (D324, D325)', () => {
  const { world, get, book, scan } = partnerWorld({ PARTNER_COMMISSION_PERCENT: '12.5' });

  it('shows upcoming seats sold, held and left, the revenue, and after the departure the payout less the commission', async () => {
    const first = await book(world.tourA, { adults: 3, children: 1 }, 'Dash One');
    await book(world.tourA, { adults: 1 }, 'Dash Two');
    await book(world.tourA, { adults: 2 }, 'Dash Held', false);
    const cancelled = await book(world.tourA, { adults: 1 }, 'Dash Cancelled');
    expect((await world.server.api(world.admin.token).POST('/api/admin/bookings/{id}/cancel', { params: { path: { id: cancelled } } })).response.status).toBe(200);
    await book(world.tourB, { adults: 1 }, 'Other Company');
    expect((await scan(bookingReference(first), world.partnerA.token)).status).toBe(200);

    const gross = expectedTotal(world.tourA.price, { adults: 3, children: 1 }) + world.tourA.price;
    const seatsLeft = (await world.server.services.db.one<{ n: number }>('select available_seats as n from tours where id = $1', [world.tourA.id]))!.n;
    const before = await get('/api/partner/dashboard', world.partnerA.token);
    expect(before.status).toBe(200);
    const upcoming = before.body.upcoming as Array<{ tour: { id: number; startDate: string } }>;
    expect(upcoming.find((line) => line.tour.id === world.tourA.id)).toEqual({
      tour: { id: world.tourA.id, title: world.tourA.titleEn, startDate: world.tourA.startDate.toISOString() },
      totalSeats: world.tourA.totalSeats,
      seatsSold: 5,
      seatsHeld: 2,
      seatsLeft,
      paidBookings: 2,
      checkedIn: 1,
      revenue: gross,
    });
    expect(seatsLeft).toBe(world.tourA.availableSeats - 7);
    expect(upcoming.map((line) => line.tour.startDate)).toEqual([...upcoming.map((line) => line.tour.startDate)].sort());
    expect(upcoming.some((line) => line.tour.id === world.tourB.id)).toBe(false);
    expect(before.body.revenue).toEqual({ paidBookings: 2, total: gross, upcoming: gross, departed: 0 });
    expect(before.body.payouts).toEqual({ commissionPercent: 12.5, lines: [], gross: 0, commission: 0, net: 0 });

    // The tour leaves: its paid bookings are owed to the company, less 12.5 %.
    world.server.clock.advance(world.tourA.startDate.getTime() - world.server.clock.now().getTime() + 60_000);
    // The partners sign in again: their sessions ended while the clock moved on.
    const [tokenA, tokenB] = await Promise.all(
      [world.partnerA, world.partnerB].map((partner) => issueToken(world.server.services.config.jwtSecret, partner, world.server.services.now())),
    );
    const after = await get('/api/partner/dashboard', tokenA, 'ar');
    expect(after.status).toBe(200);
    expect((after.body.upcoming as Array<{ tour: { id: number } }>).some((line) => line.tour.id === world.tourA.id)).toBe(false);
    const commission = commissionOf(gross, 12.5);
    expect(after.body.payouts).toEqual({
      commissionPercent: 12.5,
      lines: [{ tour: { id: world.tourA.id, title: world.tourA.titleAr, startDate: world.tourA.startDate.toISOString() }, paidBookings: 2, gross, commission, net: gross - commission }],
      gross,
      commission,
      net: gross - commission,
    });
    expect(after.body.revenue).toEqual({ paidBookings: 2, total: gross, upcoming: 0, departed: gross });
    const other = await get('/api/partner/dashboard', tokenB);
    expect(other.status).toBe(200);
    expect(JSON.stringify(other.body)).not.toContain(`"id":${world.tourA.id},`);
  });
});

describe('partner portal: the rules in isolation', () => {
  it('rounds the commission half up to the pound, in basis points', () => {
    expect(commissionOf(1000, 20)).toBe(200);
    expect(commissionOf(1005, 12.5)).toBe(126); // 125.625
    expect(commissionOf(4, 12.5)).toBe(1); // 0.5 rounds up
    expect(commissionOf(3, 12.5)).toBe(0); // 0.375
    expect(commissionOf(999, 0)).toBe(0);
    expect(commissionOf(999, 100)).toBe(999);
    expect(commissionOf(1_000_000_000, 33.33)).toBe(333_300_000);
  });

  it('reads PARTNER_COMMISSION_PERCENT (20 by default) and refuses what is not a percentage', () => {
    const base = { PORT: '0', DATA_DIR: 'memory://', NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), PAYMENT_CALLBACK_SECRET: 'y'.repeat(32) };
    expect(readConfig(base).partnerCommissionPercent).toBe(20);
    expect(readConfig({ ...base, PARTNER_COMMISSION_PERCENT: '0' }).partnerCommissionPercent).toBe(0);
    expect(readConfig({ ...base, PARTNER_COMMISSION_PERCENT: '12.5' }).partnerCommissionPercent).toBe(12.5);
    for (const bad of ['-1', '101', '12.345', 'twenty', '1e1']) {
      expect(() => readConfig({ ...base, PARTNER_COMMISSION_PERCENT: bad }), bad).toThrow(/PARTNER_COMMISSION_PERCENT must be a percentage from 0 to 100/);
    }
  });

  it('reads a voucher code, a typed reference, or neither', () => {
    const key = voucherKey('secret');
    expect(readCode(key, voucherCode(key, 42))).toEqual({ kind: 'voucher', bookingId: 42 });
    expect(readCode(key, voucherCode(voucherKey('other'), 42))).toEqual({ kind: 'invalidSignature', bookingId: null });
    expect(readCode(key, 'rihla1:whatever')).toEqual({ kind: 'invalidSignature', bookingId: null });
    expect(readCode(key, bookingReference(42))).toEqual({ kind: 'reference', bookingId: 42 });
    expect(readCode(key, bookingReference(42).slice(3))).toEqual({ kind: 'reference', bookingId: 42 });
    expect(readCode(key, 'RH-12')).toEqual({ kind: 'unreadable', bookingId: null });
    expect(readCode(key, 'https://evil.example/RH-7KQ2M9')).toEqual({ kind: 'unreadable', bookingId: null });
  });

  it('reads a departure day on Cairo\'s calendar, summer time included', () => {
    expect(cairoDayRange('2026-02-30')).toBeNull();
    expect(cairoDayRange('2026-1-5')).toBeNull();
    // Winter (UTC+2) and summer (UTC+3) midnights.
    expect(cairoDayRange('2026-01-15')).toEqual({ from: new Date('2026-01-14T22:00:00Z'), to: new Date('2026-01-15T22:00:00Z') });
    expect(cairoDayRange('2026-07-15')).toEqual({ from: new Date('2026-07-14T21:00:00Z'), to: new Date('2026-07-15T21:00:00Z') });
  });
});
