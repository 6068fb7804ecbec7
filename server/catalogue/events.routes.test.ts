import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from './seed/seed';
import { useTestServer } from '../testing/harness';

/** The seed's events with their ids (on a fresh database the n-th entry gets id n). */
const events = catalogue.events.map((event, index) => ({ ...event, id: index + 1 }));
const upcoming = events.filter((event) => event.startsInDays > 0);
const past = events.filter((event) => event.startsInDays < 0);
const ARABIC_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

describe('events', () => {
  const server = useTestServer();

  it('lists the events that have not started, soonest first, with both name/title and date/dates', async () => {
    const { data, response } = await server.api().GET('/api/ApiEvents/events');
    expect(response.status).toBe(200);
    const list = data ?? [];
    expect(list.map((event) => event.id).sort((a, b) => a - b)).toEqual(upcoming.map((event) => event.id));
    for (const event of past) expect(list.map((item) => item.id)).not.toContain(event.id);
    const starts = list.map((event) => Date.parse(event.date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(list[0]?.name).toBe('Al-Tannoura Sufi Dance at Wekalet El Ghouri'); // 5 days ahead
    for (const event of list) {
      expect(event.title).toBe(event.name);
      expect(new Date(event.date).toISOString()).toBe(event.date);
      expect(event.dates).toContain(' at ');
    }
  });

  it('writes dates as the spec shows them, in Cairo time', async () => {
    const { data } = await server.api().GET('/api/ApiEvents/events/{id}', { params: { path: { id: 22 } } });
    // 19:30 in Cairo, five days after the seed ran.
    expect(data?.dates).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} at 7:30 PM$/);
    const cairoDay = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', month: 'long', day: 'numeric', year: 'numeric' }).format(
      new Date(data?.date ?? ''),
    );
    expect(data?.dates.split(' at ')[0]).toBe(cairoDay);
  });

  it('answers one event with every field, in English and in Arabic', async () => {
    const seed = events[0];
    const { data } = await server.api().GET('/api/ApiEvents/events/{id}', { params: { path: { id: 1 } } });
    expect(data).toMatchObject({
      id: 1,
      name: 'Abu Simbel Sun Festival',
      title: 'Abu Simbel Sun Festival',
      description: seed?.description.en,
      travelTips: seed?.travelTips.en,
      location: 'Great Temple of Abu Simbel, Abu Simbel, Egypt',
      category: 'Festival',
      type: 'Cultural',
      image: seed?.imageUrl,
      link: seed?.link,
      map_Link: seed?.mapLink,
    });
    expect(data?.dates).toMatch(/ at 5:30 AM$/);

    const arabic = (await server.api(undefined, 'ar').GET('/api/ApiEvents/events/{id}', { params: { path: { id: 1 } } })).data;
    expect(arabic?.name).toBe(seed?.name.ar);
    expect(arabic?.title).toBe(seed?.name.ar);
    expect(arabic?.location).toBe(seed?.location.ar);
    expect(arabic?.category).toBe(seed?.category.ar);
    expect(arabic?.travelTips).toBe(seed?.travelTips.ar);
    expect(arabic?.date).toBe(data?.date);
    // The part a reader sees (before ' at ') is Arabic: day, Arabic month name, year; the time is 'ص'/'م'.
    const [day, time] = (arabic?.dates ?? '').split(' at ');
    expect(ARABIC_MONTHS.some((month) => day?.includes(month))).toBe(true);
    expect(time).toBe('5:30 ص');
  });

  it('links an event only to its real official site, or to nothing: no made-up address (D237)', async () => {
    const official = new Map(catalogue.events.filter((event) => event.link !== null).map((event) => [event.name.en, event.link]));
    expect([...official.values()].sort()).toEqual(['https://d-caf.org', 'https://elgounafilmfestival.com', 'https://visit-gem.com', 'https://www.cairoopera.org', 'https://www.ciff.org.eg']);
    // The Abu Simbel Sun Festival has no site of its own.
    expect(catalogue.events.find((event) => event.name.en === 'Abu Simbel Sun Festival')?.link).toBeNull();
    for (const id of events.map((event) => event.id)) {
      const { data } = await server.api().GET('/api/ApiEvents/events/{id}', { params: { path: { id } } });
      expect(data?.link ?? '', data?.name).not.toMatch(/\.example\b/);
    }
  });

  it('clears the placeholder links of a database seeded before, and gives the real ones (migration 061)', async () => {
    const db = server.services.db;
    const migration = readFileSync(new URL('../platform/db/migrations/061_event_official_links.sql', import.meta.url), 'utf8');
    const before = await db.query<{ id: number; link: string | null }>('select id, link from events order by id limit 2');
    const ids = before.map((row) => row.id);
    await db.query(`update events set link = 'https://ciff.example/programme' where id = $1`, [ids[0]]);
    await db.query(`update events set link = 'https://moulid-tanta.example/visit' where id = $1`, [ids[1]]);
    await db.exec(migration);
    const links = await db.query<{ link: string | null }>('select link from events where id = any($1::int[]) order by id', [ids]);
    expect(links.map((row) => row.link)).toEqual(['https://www.ciff.org.eg', null]);
    for (const row of before) await db.query('update events set link = $1 where id = $2', [row.link, row.id]);
  });

  it('answers an event without a map link with map_Link null', async () => {
    const withoutMap = events.find((event) => event.mapLink === null);
    if (!withoutMap) throw new Error('the seed has no event without a map link');
    const { data } = await server.api().GET('/api/ApiEvents/events/{id}', { params: { path: { id: withoutMap.id } } });
    expect(data?.map_Link).toBeNull();
  });

  it('still answers an event that has already happened (an old link)', async () => {
    const event = past[0];
    if (!event) throw new Error('the seed has no past event');
    const { data, response } = await server.api().GET('/api/ApiEvents/events/{id}', { params: { path: { id: event.id } } });
    expect(response.status).toBe(200);
    expect(data?.name).toBe(event.name.en);
  });

  it("answers 404 'Event not found' in English and Arabic", async () => {
    const english = await server.api().GET('/api/ApiEvents/events/{id}', { params: { path: { id: 9999 } } });
    expect(english.response.status).toBe(404);
    expect(english.error).toEqual({ message: 'Event not found' });
    const arabic = await server.api(undefined, 'ar').GET('/api/ApiEvents/events/{id}', { params: { path: { id: 9999 } } });
    expect(arabic.response.status).toBe(404);
    expect(arabic.error).toEqual({ message: 'الفعالية غير موجودة' });
  });
});
