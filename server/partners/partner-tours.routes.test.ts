// Kept whole: one flow's API tests share one server and the admin, partners and companies made on it once; split, each part would start its own.
/**
 * A partner's tours (D308–D314), on the embedded database and on PostgreSQL (the
 * harness starts a fresh PostgreSQL database when DATABASE_URL is set): every partner call tried signed out
 * (401), as a traveller and as an admin (403), and as another company's partner (404, nothing leaked); drafts,
 * publishing's check in both languages, the statechart, images, seats never below those sold, prices that
 * never touch bookings made, duplicates, a suspended company's partner; and the public site following a
 * publish and an unpublish at once (listing, tour page, search in English and Arabic, company page, sitemap).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '@core/contract/schema';
import { findTours } from '../assistant/retrieve';
import { makeAdmin } from '../platform/roles';
import { useTestServer } from '../testing/harness';
import { bookingBody, GOOD_CARD, submitCheckout } from '../testing/bookings';
import { PDF, PNG } from '../testing/partner-application';
import { createTestUser, type TestUser } from '../testing/users';

type PartnerTour = paths['/api/partner/tours/{id}']['get']['responses'][200]['content']['application/json'];
type Fields = NonNullable<paths['/api/partner/tours']['post']['requestBody']>['content']['application/json'];
type Problems = { message: string; problems?: Array<{ field: string; language: 'en' | 'ar' | null; message: string }> };

const DAY_MS = 24 * 60 * 60 * 1000;

describe('a partner\'s tours', () => {
  const server = useTestServer();
  let traveller: TestUser;
  let admin: TestUser;
  /** A partner of a company of its own (Aswan Sails), and one of another company. */
  let partner: TestUser;
  let otherPartner: TestUser;
  let companyId: number;
  let otherCompanyId: number;
  let imageUrl: string;
  let secondImageUrl: string;

  const call = async (method: string, path: string, token?: string, body?: unknown, language = 'en') => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'Accept-Language': language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, text, json: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
  };
  const upload = async (token: string | undefined, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append('image', new Blob([bytes.slice()], { type }), name);
    const response = await fetch(`${server.url}/api/partner/images`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: response.status, json: (await response.json()) as { url?: string; message?: string } };
  };
  const makePartner = async (name: string, company: number) => {
    const user = await createTestUser(server.services, name);
    await server.services.db.query(`update users set role = 'partner', company_id = $2 where id = $1`, [user.id, company]);
    return user;
  };
  const newCompany = async (en: string, ar: string) =>
    (await server.services.db.one<{ id: number }>('insert into companies (name_en, name_ar, email) values ($1, $2, $3) returning id', [en, ar, `${en.replace(/\s/g, '').toLowerCase()}@companies.example`]))!.id;

  /** Everything the tour page and search need, in both languages: a tour that can be published. */
  const complete = (overrides: Partial<Fields> = {}): Fields => {
    const start = new Date(server.services.now().getTime() + 10 * DAY_MS);
    return {
      title: { en: 'Aswan Felucca Sunset Sail', ar: 'رحلة فلوكة الغروب في أسوان' },
      description: { en: 'Two days on the Nile at Aswan,\nwith a Nubian village visit.', ar: 'يومان على النيل في أسوان،\nمع زيارة قرية نوبية.' },
      price: 1500,
      seats: 12,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + DAY_MS + 8 * 60 * 60 * 1000).toISOString(),
      departurePoint: { en: 'Aswan Corniche', ar: 'كورنيش أسوان' },
      departureLat: 24.0889,
      departureLng: 32.8998,
      destinationCity: { en: 'Aswan', ar: 'أسوان' },
      destinationLat: 24.0889,
      destinationLng: 32.8998,
      transportationType: { en: 'Felucca', ar: 'فلوكة' },
      categoryId: 1,
      tags: { en: ['Nile', 'Sunset'], ar: ['النيل', 'الغروب'] },
      amenities: { en: ['Life jackets'], ar: ['سترات نجاة'] },
      included: { en: ['Tea on board'], ar: ['شاي على المركب'] },
      notIncluded: { en: ['Tips'], ar: ['الإكراميات'] },
      imageUrls: [imageUrl, secondImageUrl],
      coverImageUrl: secondImageUrl,
      freeCancellationHours: 48,
      itineraries: [
        {
          title: { en: 'Sail to Elephantine', ar: 'الإبحار إلى جزيرة إلفنتين' },
          description: { en: 'Board at noon and sail south.', ar: 'الصعود ظهرًا والإبحار جنوبًا.' },
          location: { en: 'Elephantine Island', ar: 'جزيرة إلفنتين' },
          startTime: '12:00',
          endTime: '19:30',
          activities: { en: ['Sailing', 'Sunset'], ar: ['الإبحار', 'الغروب'] },
          includesBreakfast: false,
          includesLunch: true,
          includesDinner: true,
          notes: { en: '', ar: '' },
        },
        {
          title: { en: 'Nubian village', ar: 'القرية النوبية' },
          description: { en: 'Morning in Gharb Soheil.', ar: 'صباح في غرب سهيل.' },
          location: { en: 'Gharb Soheil', ar: 'غرب سهيل' },
          startTime: '08:00:00',
          endTime: '14:00:00',
          activities: { en: ['Village walk'], ar: ['جولة في القرية'] },
          includesBreakfast: true,
          includesLunch: false,
          includesDinner: false,
          notes: { en: 'Bring a hat.', ar: 'أحضر قبعة.' },
        },
      ],
      ...overrides,
    };
  };
  const create = async (fields: Fields, token = partner.token) => {
    const created = await call('POST', '/api/partner/tours', token, fields);
    expect(created.status, created.text).toBe(201);
    return created.json as PartnerTour;
  };

  beforeAll(async () => {
    traveller = await createTestUser(server.services, 'Plain Traveller');
    admin = await createTestUser(server.services, 'Site Admin');
    await makeAdmin(server.services.db, admin.email);
    companyId = await newCompany('Aswan Sails', 'أشرعة أسوان');
    otherCompanyId = await newCompany('Delta Days', 'أيام الدلتا');
    partner = await makePartner('Aswan Partner', companyId);
    otherPartner = await makePartner('Delta Partner', otherCompanyId);
    imageUrl = (await upload(partner.token, PNG, 'felucca.png', 'image/png')).json.url!;
    secondImageUrl = (await upload(partner.token, PNG, 'sunset.png', 'image/png')).json.url!;
  }, 60_000);

  it('refuses every partner call signed out (401), as a traveller and as an admin (403), and answers another company\'s partner 404 with nothing leaked', async () => {
    const tour = await create(complete({ title: { en: 'Secret Kom Ombo Dawn', ar: 'فجر كوم أمبو السري' } }));
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/partner/tours'],
      ['POST', '/api/partner/tours', {}],
      ['GET', `/api/partner/tours/${tour.id}`],
      ['PATCH', `/api/partner/tours/${tour.id}`, { price: 1 }],
      ['POST', `/api/partner/tours/${tour.id}/duplicate`],
      ['POST', `/api/partner/tours/${tour.id}/publish`],
      ['POST', `/api/partner/tours/${tour.id}/unpublish`],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path} signed out`).toBe(401);
      for (const user of [traveller, admin]) {
        const refused = await call(method, path, user.token, body);
        expect(refused.status, `${method} ${path} as ${user.userName}`).toBe(403);
        expect(refused.json).toEqual({ message: 'You are not allowed to do this.' });
      }
      expect((await call(method, path, traveller.token, body, 'ar')).json).toEqual({ message: 'غير مسموح لك بتنفيذ هذا الإجراء.' });
    }
    expect((await upload(undefined, PNG, 'x.png', 'image/png')).status).toBe(401);
    expect((await upload(traveller.token, PNG, 'x.png', 'image/png')).status).toBe(403);
    expect((await upload(admin.token, PNG, 'x.png', 'image/png')).status).toBe(403);

    // Another company's partner: each call on this tour is a 404 like a tour that does not exist, and its list holds none of it.
    for (const [method, path, body] of calls.slice(2)) {
      const foreign = await call(method, path, otherPartner.token, body);
      const missing = await call(method, path.replace(`/${tour.id}`, '/2147483000'), otherPartner.token, body);
      expect(foreign.status, `${method} ${path} as another company's partner`).toBe(404);
      expect(foreign.json).toEqual(missing.json);
      expect(foreign.text).not.toContain('Kom Ombo');
    }
    const otherList = await call('GET', '/api/partner/tours', otherPartner.token);
    expect(otherList.status).toBe(200);
    expect(otherList.text).not.toContain('Kom Ombo');
    // Nothing changed: still the partner's own draft.
    expect((await call('GET', `/api/partner/tours/${tour.id}`, partner.token)).json).toMatchObject({ status: 'draft', price: 1500, companyId });
    const own = await call('GET', '/api/partner/tours', partner.token);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((own.json as { items: PartnerTour[] }).items.map((item) => item.id)).toContain(tour.id);
    expect((own.json as { items: PartnerTour[] }).items.every((item) => item.companyId === companyId)).toBe(true);
  });

  it('keeps a draft incomplete and out of the catalogue; publishing names what is missing per field and language', async () => {
    const draft = await create({ title: { en: 'Unfinished Wadi Tour', ar: '' }, price: 900 });
    expect(draft).toMatchObject({ status: 'draft', price: 900, seats: 0, seatsSold: 0, availableSeats: 0, imageUrls: [], itineraries: [], freeCancellationHours: 24 });
    expect((await call('GET', `/api/Travel/${draft.id}`)).status).toBe(404);

    const refused = await call('POST', `/api/partner/tours/${draft.id}/publish`, partner.token);
    expect(refused.status).toBe(400);
    const { message, problems } = refused.json as Problems;
    expect(message).toMatch(/cannot be published/);
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'title', language: 'ar', message: '“Title” in Arabic is required.' },
        { field: 'description', language: 'en', message: '“Description” in English is required.' },
        { field: 'description', language: 'ar', message: '“Description” in Arabic is required.' },
        { field: 'seats', language: null, message: '“Seats” is required.' },
        { field: 'startDate', language: null, message: '“Departure (Cairo time)” is required.' },
        { field: 'departureCoordinates', language: null, message: '“Departure point on the map” is required.' },
        { field: 'imageUrls', language: null, message: '“Images” is required.' },
        { field: 'itineraries', language: null, message: '“Itinerary” is required.' },
      ]),
    );
    expect(problems!.some((problem) => problem.field === 'title' && problem.language === 'en')).toBe(false);
    const arabic = await call('POST', `/api/partner/tours/${draft.id}/publish`, partner.token, undefined, 'ar');
    expect((arabic.json as Problems).problems).toContainEqual({ field: 'title', language: 'ar', message: '«العنوان» باللغة العربية مطلوب.' });

    // A missing translation of one list item, of a day's text, or a date in the past is named too.
    const almost = await create(
      complete({
        tags: { en: ['Nile', 'Sunset'], ar: ['النيل'] },
        startDate: new Date(server.services.now().getTime() - DAY_MS).toISOString(),
        itineraries: [{ ...complete().itineraries![0]!, title: { en: 'Sail', ar: '' }, location: { en: '', ar: 'جزيرة' } }],
      }),
    );
    const named = (await call('POST', `/api/partner/tours/${almost.id}/publish`, partner.token)).json as Problems;
    expect(named.problems!.map(({ field, language }) => `${field}:${language}`).sort()).toEqual(
      ['itineraries[1].location:en', 'itineraries[1].title:ar', 'startDate:null', 'tags:ar'].sort(),
    );
    expect(named.problems).toContainEqual({ field: 'tags', language: 'ar', message: '“Tags”: the Arabic translation is missing.' });
    expect(named.problems).toContainEqual({ field: 'itineraries[1].title', language: 'ar', message: '“Day 1: Title” in Arabic is required.' });
    expect((await call('GET', `/api/partner/tours/${almost.id}`, partner.token)).json).toMatchObject({ status: 'draft' });
  });

  it('accepts only images uploaded through its upload call, checked by content', async () => {
    expect(imageUrl).toMatch(/^\/uploads\/tours\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${server.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const pdf = await upload(partner.token, PDF, 'brochure.png', 'image/png');
    expect(pdf).toEqual({ status: 400, json: { message: 'The image must be a PNG, JPEG or WebP picture.' } });
    const tooLarge = new Uint8Array(2 * 1024 * 1024 + 1);
    tooLarge.set(PNG);
    expect((await upload(partner.token, tooLarge, 'big.png', 'image/png')).json).toEqual({ message: 'The image is larger than 2 MB.' });

    for (const url of ['https://elsewhere.example/a.png', '/uploads/avatars/0123456789abcdef0123456789abcdef.png', '/uploads/tours/0123456789abcdef0123456789abcdef.png', '/uploads/tours/../partners/x.pdf']) {
      const refused = await call('POST', '/api/partner/tours', partner.token, { imageUrls: [url] });
      expect(refused.status, url).toBe(400);
      expect((refused.json as Problems).message).toContain(url);
    }
    const badCover = await call('POST', '/api/partner/tours', partner.token, { imageUrls: [imageUrl], coverImageUrl: secondImageUrl });
    expect(badCover).toMatchObject({ status: 400, json: { message: "The cover image must be one of the tour's images." } });
    const unknownCategory = await call('POST', '/api/partner/tours', partner.token, { categoryId: 99999 });
    expect(unknownCategory).toMatchObject({ status: 400, json: { message: 'There is no such category.' } });
    // Nothing a partner sends makes a 500: nonsense is refused by the contract, impossible dates by the server.
    expect((await call('POST', '/api/partner/tours', partner.token, { endDate: '0000-01-01T00:00:00Z' })).json).toEqual({ message: '“Return (Cairo time)” is not a date a tour can have (between 2000 and 2199).' });
    expect((await call('PATCH', `/api/partner/tours/${(await create({})).id}`, partner.token, { startDate: '2026-12-31T23:59:60Z' })).status).toBe(400);
    for (const body of [{ price: -1 }, { seats: 'many' }, { title: { en: 'x' } }, { departureLat: 91 }, { startDate: 'tomorrow' }, { surprise: true }, { startDate: '2026-12-31T23:59:60Z' }, { endDate: '0000-01-01T00:00:00Z' }, { startDate: '9999-12-31T23:59:59Z' }]) {
      expect((await call('POST', '/api/partner/tours', partner.token, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('publishes a complete bilingual tour and the public site follows at once; unpublishing takes it out of everything at once', async () => {
    const tour = await create(complete());
    // A published twin the recommender's traveller showed interest in: recommendations from it find the tour.
    const twin = (await call('POST', `/api/partner/tours/${tour.id}/duplicate`, partner.token)).json as PartnerTour;
    expect((await call('POST', `/api/partner/tours/${twin.id}/publish`, partner.token)).status).toBe(200);
    const fan = await createTestUser(server.services, 'Felucca Fan');
    const interacted = await call('POST', '/api/Ai/userinteractions', fan.token, { id: fan.id, userInteraction: [{ id: String(twin.id), type: 'travel', total: 9 }] });
    expect(interacted.status, interacted.text).toBeLessThan(300);
    const search = (query: string, language = 'en') => call('GET', `/api/Search?type=Travels&search=${encodeURIComponent(query)}&pageIndex=1&pageSize=50`, undefined, undefined, language);
    const everywhere = async () => {
      const [list, detail, arabicDetail, english, arabic, company, sitemap, recommended, assistant, favourites] = await Promise.all([
        call('GET', '/api/Travel?PageIndex=1&PageSize=100&sort=creationDate-desc'),
        call('GET', `/api/Travel/${tour.id}`),
        call('GET', `/api/Travels/${tour.id}`, undefined, undefined, 'ar'),
        search('Felucca Sunset'),
        search('فلوكة الغروب', 'ar'),
        call('GET', `/api/Company/${companyId}`),
        fetch(`${server.url}/sitemap.xml`).then((response) => response.text()),
        call('GET', `/api/Ai/recommend-travels/${fan.id}?numRecommendations=50&numHighestInteractions=2`, fan.token),
        findTours(server.services.db, { destinations: [], categories: [], topics: [], ids: [tour.id], sort: 'given', offset: 0 }, 'ar', server.services.now()),
        call('GET', '/api/Travel/Favtravels', fan.token),
      ]);
      const has = (text: string) => text.includes(`"id":${tour.id},`);
      return {
        list: has(list.text),
        detail: detail.status,
        arabicDetail: arabicDetail.status,
        english: has(english.text),
        arabic: has(arabic.text),
        company: has(company.text),
        sitemap: sitemap.includes(`/travel-with-us?id=${tour.id}<`),
        recommended: has(recommended.text),
        assistant: assistant.items.some((item) => item.id === tour.id),
        favourite: has(favourites.text),
      };
    };
    // Read once while a draft, so that the cache holds the answers without it.
    expect(await everywhere()).toEqual({ list: false, detail: 404, arabicDetail: 404, english: false, arabic: false, company: false, sitemap: false, recommended: false, assistant: false, favourite: false });

    const published = await call('POST', `/api/partner/tours/${tour.id}/publish`, partner.token);
    expect(published.status, published.text).toBe(200);
    expect(published.json).toMatchObject({ id: tour.id, status: 'published' });
    expect((await server.api(fan.token).POST('/api/Travel/like/{id}', { params: { path: { id: tour.id } } })).response.status).toBe(204);
    expect(await everywhere()).toEqual({ list: true, detail: 200, arabicDetail: 200, english: true, arabic: true, company: true, sitemap: true, recommended: true, assistant: true, favourite: true });

    // What the tour page shows, in each language, from what the partner wrote.
    const english = (await call('GET', `/api/Travel/${tour.id}`)).json as Record<string, unknown>;
    expect(english).toMatchObject({
      title: 'Aswan Felucca Sunset Sail',
      price: 1500,
      availableSeats: 12,
      destinationCity: 'Aswan',
      departurePoint: 'Aswan Corniche',
      departurePointLat: 24.0889,
      transportationType: 'Felucca',
      coverImageUrl: secondImageUrl,
      imageUrls: [imageUrl, secondImageUrl],
      companyId,
      companyName: 'Aswan Sails',
      freeCancellationHours: 48,
      tags: ['Nile', 'Sunset'],
    });
    const arabic = (await call('GET', `/api/Travel/${tour.id}`, undefined, undefined, 'ar')).json as { title: string; itineraries: Array<Record<string, unknown>>; included: string[] };
    expect(arabic.title).toBe('رحلة فلوكة الغروب في أسوان');
    expect(arabic.included).toEqual(['شاي على المركب']);
    expect(arabic.itineraries).toEqual([
      { title: 'الإبحار إلى جزيرة إلفنتين', dayNumber: 1, description: 'الصعود ظهرًا والإبحار جنوبًا.', startTime: '12:00:00', endTime: '19:30:00', location: 'جزيرة إلفنتين', activities: ['الإبحار', 'الغروب'], includesBreakfast: false, includesLunch: true, includesDinner: true, notes: null },
      { title: 'القرية النوبية', dayNumber: 2, description: 'صباح في غرب سهيل.', startTime: '08:00:00', endTime: '14:00:00', location: 'غرب سهيل', activities: ['جولة في القرية'], includesBreakfast: true, includesLunch: false, includesDinner: false, notes: 'أحضر قبعة.' },
    ]);
    // Stored in the seed's itinerary shape.
    const stored = await server.services.db.one<{ itineraries: Array<Record<string, unknown>> }>('select itineraries from tours where id = $1', [tour.id]);
    expect(stored!.itineraries[0]).toEqual({
      dayNumber: 1, startTime: '12:00:00', endTime: '19:30:00', includesBreakfast: false, includesLunch: true, includesDinner: true,
      title: { en: 'Sail to Elephantine', ar: 'الإبحار إلى جزيرة إلفنتين' }, description: { en: 'Board at noon and sail south.', ar: 'الصعود ظهرًا والإبحار جنوبًا.' },
      location: { en: 'Elephantine Island', ar: 'جزيرة إلفنتين' }, activities: { en: ['Sailing', 'Sunset'], ar: ['الإبحار', 'الغروب'] }, notes: null,
    });

    // The statechart: a published tour is not published again, a draft is not unpublished.
    const again = await call('POST', `/api/partner/tours/${tour.id}/publish`, partner.token);
    expect(again).toMatchObject({ status: 409, json: { message: 'A published tour cannot be published.' } });
    const draft = await create({ title: { en: 'Just a draft', ar: 'مجرد مسودة' } });
    expect((await call('POST', `/api/partner/tours/${draft.id}/unpublish`, partner.token)).status).toBe(409);

    const unpublished = await call('POST', `/api/partner/tours/${tour.id}/unpublish`, partner.token);
    expect(unpublished.json).toMatchObject({ status: 'unpublished' });
    expect(await everywhere()).toEqual({ list: false, detail: 404, arabicDetail: 404, english: false, arabic: false, company: false, sitemap: false, recommended: false, assistant: false, favourite: false });
    // Nobody can book it, or like it, while it is out of the catalogue; a traveller who liked it no longer sees it listed.
    expect((await server.api(traveller.token).POST('/api/Booking', { body: bookingBody(tour.id) })).response.status).toBe(404);
    expect((await server.api(traveller.token).POST('/api/Travel/like/{id}', { params: { path: { id: tour.id } } })).response.status).toBe(404);


    expect((await call('POST', `/api/partner/tours/${tour.id}/publish`, partner.token)).json).toMatchObject({ status: 'published' });
    expect(await everywhere()).toEqual({ list: true, detail: 200, arabicDetail: 200, english: true, arabic: true, company: true, sitemap: true, recommended: true, assistant: true, favourite: true });

    // An edit goes out at once too, and a published tour cannot be edited into an incomplete one.
    const renamed = await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { title: { en: 'Aswan Felucca Sunset Cruise', ar: 'رحلة فلوكة الغروب في أسوان' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(((await call('GET', `/api/Travel/${tour.id}`)).json as { title: string }).title).toBe('Aswan Felucca Sunset Cruise');
    const emptied = await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { title: { en: 'Aswan Felucca Sunset Cruise', ar: '  ' } });
    expect(emptied.status).toBe(400);
    expect((emptied.json as Problems).problems).toEqual([{ field: 'title', language: 'ar', message: '“Title” in Arabic is required.' }]);
    expect(((await call('GET', `/api/Travel/${tour.id}`, undefined, undefined, 'ar')).json as { title: string }).title).toBe('رحلة فلوكة الغروب في أسوان');
  });

  it('never lets seats drop below those sold (paid and held), and a new price never touches bookings already made', async () => {
    const tour = await create(complete({ title: { en: 'Philae Sound and Light', ar: 'الصوت والضوء في فيلة' }, seats: 6, price: 1000 }));
    expect((await call('POST', `/api/partner/tours/${tour.id}/publish`, partner.token)).status).toBe(200);
    const api = server.api(traveller.token);
    const paid = await api.POST('/api/Booking', { body: bookingBody(tour.id, { adults: 2, children: 1 }) });
    expect(paid.response.status).toBe(201);
    const initiated = await api.POST('/api/Payment/initiate', { body: { bookingId: paid.data!.id, amount: 2500, currency: 'EGP', paymentMethod: 'card' } });
    expect((await submitCheckout(new URL(initiated.data!.paymentUrl, server.url).toString(), GOOD_CARD)).status).toBe(303);
    const held = await api.POST('/api/Booking', { body: bookingBody(tour.id, { adults: 1 }) });
    expect(held.response.status).toBe(201);

    const read = async () => (await call('GET', `/api/partner/tours/${tour.id}`, partner.token)).json as PartnerTour;
    expect(await read()).toMatchObject({ seats: 6, seatsSold: 4, availableSeats: 2 });
    const tooFew = await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { seats: 3 });
    expect(tooFew).toMatchObject({ status: 409, json: { message: '4 seats are already sold: the tour cannot have fewer seats than that.' } });
    expect((await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { seats: 3 }, 'ar')).json).toEqual({ message: 'بيع بالفعل 4 من المقاعد: لا يمكن أن يقل عدد مقاعد الرحلة عن ذلك.' });
    expect((await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { seats: 4 })).json).toMatchObject({ seats: 4, seatsSold: 4, availableSeats: 0 });
    expect(((await call('GET', `/api/Travel/${tour.id}`)).json as { availableSeats: number }).availableSeats).toBe(0);
    expect((await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { seats: 10 })).json).toMatchObject({ seats: 10, seatsSold: 4, availableSeats: 6 });

    // The price: bookings keep theirs; a new booking pays the new one.
    const bookingsOf = () =>
      server.services.db.query<{ id: number; adult_price: number; child_price: number; total_cost: number; free_cancellation_hours: number | null }>(
        'select id, adult_price, child_price, total_cost, free_cancellation_hours from bookings where tour_id = $1 order by id',
        [tour.id],
      );
    const before = await bookingsOf();
    expect(before.map((booking) => [booking.total_cost, booking.free_cancellation_hours])).toEqual([[2500, 48], [1000, 48]]);
    // A new price and a new cancellation policy are the tour's from now on, not the bookings'.
    expect((await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { price: 1800, freeCancellationHours: null })).json).toMatchObject({ price: 1800, freeCancellationHours: null });
    const after = await bookingsOf();
    expect(after).toEqual(before);
    const listed = (await api.GET('/api/Booking')).data as Array<{ id: number; totalCost: number }>;
    expect(listed.find((booking) => booking.id === paid.data!.id)?.totalCost).toBe(2500);
    const later = await api.POST('/api/Booking', { body: bookingBody(tour.id, { adults: 1 }) });
    expect(later.response.status).toBe(201);
    const newest = await server.services.db.one<{ adult_price: number; total_cost: number }>('select adult_price, total_cost from bookings where id = $1', [later.data!.id]);
    expect(newest).toEqual({ adult_price: 1800, total_cost: 1800 });
    expect(((await call('GET', `/api/Travel/${tour.id}`)).json as { price: number }).price).toBe(1800);

    // A hold that lapsed gives its seats back before the check.
    server.clock.advance(16 * 60 * 1000);
    expect((await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { seats: 3 })).json).toMatchObject({ seats: 3, seatsSold: 3, availableSeats: 0 });
  });

  it('keeps seats sold within the seats when a partner changes them while travellers book', async () => {
    const tour = await create(complete({ title: { en: 'Edfu Horse Carriage', ar: 'عربة حنطور إدفو' }, seats: 6 }));
    expect((await call('POST', `/api/partner/tours/${tour.id}/publish`, partner.token)).status).toBe(200);
    const travellers = await Promise.all([1, 2, 3, 4, 5].map((n) => createTestUser(server.services, `Edfu Traveller ${n}`)));
    const [changed, ...booked] = await Promise.all([
      call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { seats: 3 }),
      ...travellers.map((user) => server.api(user.token).POST('/api/Booking', { body: bookingBody(tour.id) }).then(({ response }) => response.status)),
    ]);
    const succeeded = booked.filter((status) => status === 201).length;
    expect(booked.every((status) => status === 201 || status === 409)).toBe(true);
    const row = (await server.services.db.one<{ total_seats: number; available_seats: number }>('select total_seats, available_seats from tours where id = $1', [tour.id]))!;
    // Whichever came first, the seats sold are exactly the bookings made, and never more than the seats.
    expect(row.total_seats - row.available_seats).toBe(succeeded);
    expect(row.available_seats).toBeGreaterThanOrEqual(0);
    if (changed.status === 200) {
      expect(row.total_seats).toBe(3);
      expect(succeeded).toBeLessThanOrEqual(3);
    } else {
      expect(changed.status).toBe(409);
      expect(row.total_seats).toBe(6);
      expect(succeeded).toBeGreaterThan(3);
    }
  });

  it('duplicates a tour as a new draft with every field and all its seats free', async () => {
    const source = await create(complete({ title: { en: 'Abu Simbel Dawn', ar: 'فجر أبو سمبل' }, seats: 8 }));
    expect((await call('POST', `/api/partner/tours/${source.id}/publish`, partner.token)).status).toBe(200);
    expect((await server.api(traveller.token).POST('/api/Booking', { body: bookingBody(source.id, { adults: 2 }) })).response.status).toBe(201);

    const copied = await call('POST', `/api/partner/tours/${source.id}/duplicate`, partner.token);
    expect(copied.status).toBe(201);
    const copy = copied.json as PartnerTour;
    const original = (await call('GET', `/api/partner/tours/${source.id}`, partner.token)).json as PartnerTour;
    expect(original).toMatchObject({ status: 'published', seatsSold: 2, availableSeats: 6 });
    const { id, status, createdAt, seatsSold, availableSeats, ...fields } = copy;
    expect(id).not.toBe(source.id);
    expect({ status, seatsSold, availableSeats }).toEqual({ status: 'draft', seatsSold: 0, availableSeats: 8 });
    expect(typeof createdAt).toBe('string');
    const { id: _id, status: _status, createdAt: _created, seatsSold: _sold, availableSeats: _available, ...originalFields } = original;
    expect(fields).toEqual(originalFields);
    expect((await call('GET', `/api/Travel/${copy.id}`)).status).toBe(404);
    expect((await call('POST', `/api/partner/tours/${copy.id}/publish`, partner.token)).json).toMatchObject({ status: 'published' });
  });

  it('lets a suspended company\'s partner edit, while its tours stay out of the catalogue', async () => {
    const tour = await create(complete({ title: { en: 'Kitchener Island Gardens', ar: 'حدائق جزيرة كتشنر' } }));
    expect((await call('POST', `/api/partner/tours/${tour.id}/publish`, partner.token)).status).toBe(200);
    expect((await call('GET', `/api/Travel/${tour.id}`)).status).toBe(200);
    expect((await call('PATCH', `/api/admin/companies/${companyId}`, admin.token, { suspended: true })).status).toBe(200);
    try {
      expect((await call('GET', `/api/Travel/${tour.id}`)).status).toBe(404);
      const edited = await call('PATCH', `/api/partner/tours/${tour.id}`, partner.token, { price: 1700 });
      expect(edited.json).toMatchObject({ status: 'published', price: 1700 });
      expect((await call('GET', '/api/partner/tours', partner.token)).status).toBe(200);
      const onOffer = async () =>
        ((await call('GET', '/api/admin/companies', admin.token)).json as { items: Array<{ id: number; toursOnOffer: number }> }).items.find((item) => item.id === companyId)?.toursOnOffer;
      const offeredBefore = await onOffer();
      const draft = await create(complete({ title: { en: 'While suspended', ar: 'أثناء الإيقاف' } }));
      expect(draft.status).toBe('draft');
      // The admin's count of a company's tours on offer counts published ones only.
      expect(await onOffer()).toBe(offeredBefore);
      expect((await call('POST', `/api/partner/tours/${draft.id}/publish`, partner.token)).status).toBe(200);
      expect(await onOffer()).toBe(offeredBefore! + 1);
      expect((await call('GET', `/api/Travel/${tour.id}`)).status).toBe(404);
      expect((await call('GET', `/api/Search?type=Travels&search=${encodeURIComponent('Kitchener')}&pageIndex=1&pageSize=50`)).text).not.toContain(`"id":${tour.id},`);
    } finally {
      expect((await call('PATCH', `/api/admin/companies/${companyId}`, admin.token, { suspended: false })).status).toBe(200);
    }
    expect((await call('GET', `/api/Travel/${tour.id}`)).json).toMatchObject({ price: 1700 });
  });

  it('edits its own company profile, both languages at once, and the company page follows at once', async () => {
    for (const [method, body] of [['GET', undefined], ['PATCH', { slogan: { en: 'x', ar: 'س' } }]] as const) {
      expect((await call(method, '/api/partner/company', undefined, body)).status).toBe(401);
      for (const user of [traveller, admin]) expect((await call(method, '/api/partner/company', user.token, body)).status).toBe(403);
    }
    const before = await call('GET', '/api/partner/company', partner.token);
    expect(before.json).toMatchObject({ id: companyId, name: { en: 'Aswan Sails', ar: 'أشرعة أسوان' }, suspended: false });
    // Read the public page once, so the cache holds it.
    expect(((await call('GET', `/api/Company/${companyId}`)).json as { slogan: string | null }).slogan).toBeNull();

    const logo = (await upload(partner.token, PNG, 'logo.png', 'image/png')).json.url!;
    const hours = [
      { dayOfWeek: 'Saturday', workingTime: '09:00 - 17:00' },
      { dayOfWeek: 'Friday', workingTime: 'CLOSED' },
      { dayOfWeek: 'Sunday', workingTime: '22:00 - 02:00' },
      { dayOfWeek: 'Monday', workingTime: '24/7' },
    ];
    const updated = await call('PATCH', '/api/partner/company', partner.token, {
      slogan: { en: ' Sail the Nile slowly ', ar: 'أبحر في النيل على مهل' },
      description: { en: 'Feluccas and dahabiyas from Aswan.\nFamily run.', ar: 'فلوكات وذهبيات من أسوان.\nشركة عائلية.' },
      phone: '+20 97 123 4567',
      email: 'hello@aswansails.example',
      website: '',
      address: { en: 'Corniche El Nil, Aswan', ar: 'كورنيش النيل، أسوان' },
      city: { en: 'Aswan', ar: 'أسوان' },
      latitude: 24.09,
      longitude: 32.9,
      workingHours: hours,
      logoUrl: logo,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({
      slogan: { en: 'Sail the Nile slowly', ar: 'أبحر في النيل على مهل' },
      website: null,
      latitude: 24.09,
      longitude: 32.9,
      logoUrl: logo,
      workingHours: [hours[2], hours[3], hours[1], hours[0]],
    });
    const english = (await call('GET', `/api/Company/${companyId}`)).json as Record<string, unknown>;
    expect(english).toMatchObject({ slogan: 'Sail the Nile slowly', address: 'Corniche El Nil, Aswan', phoneNumber: '+20 97 123 4567', profileImageUrl: logo });
    expect(english.workingHours).toEqual([hours[2], hours[3], hours[1], hours[0]]);
    const arabic = (await call('GET', `/api/Company/${companyId}`, undefined, undefined, 'ar')).json as Record<string, unknown>;
    expect(arabic).toMatchObject({ companyName: 'أشرعة أسوان', slogan: 'أبحر في النيل على مهل', description: 'فلوكات وذهبيات من أسوان.\nشركة عائلية.' });

    // Refused: a blank name, a day given twice, a logo not uploaded here, hours not in the spec's format.
    expect(await call('PATCH', '/api/partner/company', partner.token, { name: { en: 'Aswan Sails', ar: ' ' } })).toMatchObject({ status: 400, json: { message: 'The company name in Arabic is required.' } });
    expect((await call('PATCH', '/api/partner/company', partner.token, { workingHours: [hours[0], { dayOfWeek: 'Saturday', workingTime: 'CLOSED' }] })).json).toEqual({ message: 'Saturday is given more than once in the working hours.' });
    expect((await call('PATCH', '/api/partner/company', partner.token, { coverImageUrl: '/uploads/partners/0123456789abcdef0123456789abcdef.pdf' })).status).toBe(400);
    for (const workingTime of ['9:00 - 17:00', 'closed', '09:00-17:00', '24:00 - 01:00']) {
      expect((await call('PATCH', '/api/partner/company', partner.token, { workingHours: [{ dayOfWeek: 'Monday', workingTime }] })).status, workingTime).toBe(400);
    }
    expect((await call('GET', '/api/partner/company', partner.token)).json).toMatchObject({ name: { ar: 'أشرعة أسوان' }, workingHours: [hours[2], hours[3], hours[1], hours[0]] });
    // Another company's partner edits only its own.
    expect((await call('PATCH', '/api/partner/company', otherPartner.token, { slogan: { en: 'Delta mornings', ar: 'صباحات الدلتا' } })).json).toMatchObject({ id: otherCompanyId });
    expect(((await call('GET', `/api/Company/${companyId}`)).json as { slogan: string }).slogan).toBe('Sail the Nile slowly');
  });

  it('lets a partner of a seed company edit its seed tours, keeping their illustrations', async () => {
    const seedPartner = await makePartner('Seed Partner', 1);
    const { items } = (await call('GET', '/api/partner/tours', seedPartner.token)).json as { items: PartnerTour[] };
    const seedTour = items.find((item) => item.status === 'published' && item.startDate !== null && new Date(item.startDate) > server.services.now() && item.imageUrls.length > 0);
    expect(seedTour).toBeDefined();
    const moved = await call('PATCH', `/api/partner/tours/${seedTour!.id}`, seedPartner.token, { imageUrls: [...seedTour!.imageUrls].reverse(), price: seedTour!.price + 5000 });
    expect(moved.status, moved.text).toBe(200);
    expect((moved.json as PartnerTour).imageUrls).toEqual([...seedTour!.imageUrls].reverse());
    expect(((await call('GET', `/api/Travel/${seedTour!.id}`)).json as { price: number }).price).toBe(seedTour!.price + 5000);
    // A partner of the seed company sees none of Aswan Sails' tours.
    expect(items.every((item) => item.companyId === 1)).toBe(true);
  });
});
