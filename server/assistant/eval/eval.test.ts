/**
 * The assistant's evaluation inside `npm test` ("Done when"): the whole dialogue set against the
 * seed catalogue, with the thresholds, printing its figures (the same run as `npm run eval:assistant`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/harness';
import { DEFAULT_RATES_FILE, readRatesFile } from '../../platform/currency-rates';
import { createAssistant } from '../assistant';
import { DIALOGUES } from './dialogues';
import { inventedIn, knownFacts } from './invented';
import { evaluate, reportLines, type Report } from './score';

const server = useTestServer();
let report: Report;

beforeAll(async () => {
  const rates = readRatesFile(DEFAULT_RATES_FILE);
  const assistant = createAssistant({ db: server.services.db, rates: () => rates });
  report = await evaluate(assistant, server.services.db, DIALOGUES, rates, new Date());
  console.log(reportLines(report).join('\n'));
}, 120_000);

describe('the assistant on its dialogue set', () => {
  it('has at least 300 dialogues, at least 40 % Arabic and some mixed', () => {
    expect(report.dialogues).toBeGreaterThanOrEqual(300);
    expect(report.arabicShare).toBeGreaterThanOrEqual(0.4);
    expect(report.mixed).toBeGreaterThan(0);
  });

  it('meets the traveller’s goal in at least 90 % of the dialogues', () => {
    if (report.success < 0.9) console.log(report.failures.slice(0, 30));
    expect(report.success).toBeGreaterThanOrEqual(0.9);
  });

  it('invents nothing: every price, time, date and id exists in the catalogue or the guide, or was said', () => {
    expect(report.inventions).toEqual([]);
    expect(report.invented).toBe(0);
  });

  it('the check catches an invented price, time, date or id', async () => {
    const known = await knownFacts(server.services.db);
    const rates = readRatesFile(DEFAULT_RATES_FILE);
    const said = { amounts: new Set<number>(), days: new Set<string>(), rates };
    const [tour] = await server.services.db.query<{ id: number; price: number }>('select id, price from tours order by id limit 1');
    const real = { response: `Tickets: General Admission EGP 30, open 8:00–17:00.`, travels: [{ id: tour!.id, price: Number(tour!.price) }], events: [] };
    expect(inventedIn(real, known, said)).toEqual([]);
    const unknownPrice = [...Array(1000).keys()].map((n) => n * 7 + 12_345).find((n) => !known.guideNumbers.has(n) && !known.tourPrices.has(n))!;
    const unknownDay = [...Array(28).keys()].map((n) => n + 1).find((day) => !known.days.has(`2-${day}`))!;
    expect(inventedIn({ ...real, response: `It costs EGP ${unknownPrice.toLocaleString('en-US')}.` }, known, said)).toHaveLength(1);
    expect(inventedIn({ ...real, response: `يكلف ${unknownPrice} ج.م` }, known, said)).toHaveLength(1);
    expect(inventedIn({ ...real, response: 'It opens at 23:17.' }, known, said)).toEqual(['time 23:17']);
    expect(inventedIn({ ...real, response: `It leaves Feb ${unknownDay}.` }, known, said)).toHaveLength(1);
    expect(inventedIn({ ...real, response: `تنطلق ${unknownDay} فبراير` }, known, said)).toHaveLength(1);
    expect(inventedIn({ ...real, travels: [{ id: tour!.id, price: Number(tour!.price) + 1 }] }, known, said)).toHaveLength(1);
    expect(inventedIn({ ...real, travels: [{ id: 999_999, price: 100 }], booking: { travelId: 999_999 } }, known, said)).toHaveLength(2);
    expect(inventedIn({ ...real, response: 'at our rate (2020-01-01)' }, known, said)).toEqual(['date 2020-01-01']);
    // What the traveller said may be repeated.
    expect(inventedIn({ ...real, response: `up to EGP ${unknownPrice}` }, known, { ...said, amounts: new Set([unknownPrice]) })).toEqual([]);
  });

  it('replies within 100 ms at the median', () => {
    expect(report.p50).toBeLessThanOrEqual(100);
  });
});
