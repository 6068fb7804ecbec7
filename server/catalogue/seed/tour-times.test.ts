/**
 * A seeded tour's times agree with its plan, whenever the seed runs. The loader's rule
 * (tourTimes) is checked here for every tour at clocks that try it: winter and summer time, late evening and
 * just after midnight in Cairo; seed.test.ts checks the stored rows at its own clock.
 */
import { describe, expect, it } from 'vitest';
import { cairoWallClock } from '../../platform/cairo-time';
import { itineraryJson, tourTimes } from './seed';
import { tours } from './tours';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 'HH:MM:SS' on Cairo's clock at an instant. */
function cairoClock(instant: Date): string {
  const { hour, minute, second } = cairoWallClock(instant);
  return [hour, minute, second].map((part) => String(part).padStart(2, '0')).join(':');
}
/** Whole Cairo calendar days from one instant's date to another's. */
function cairoDaysBetween(from: Date, to: Date): number {
  const day = (instant: Date) => {
    const { year, month, day: date } = cairoWallClock(instant);
    return Date.UTC(year, month - 1, date) / DAY_MS;
  };
  return day(to) - day(from);
}

const clocks = {
  'a winter morning': new Date('2026-03-02T08:00:00Z'),
  'a summer evening': new Date('2026-07-15T19:40:00Z'),
  'just after midnight in Cairo': new Date('2026-11-20T22:05:00Z'),
  'a minute before midnight in Cairo': new Date('2026-01-10T21:59:00Z'),
  'the eve of summer time': new Date('2026-04-23T12:13:00Z'),
  'the eve of winter time': new Date('2026-10-28T20:30:00Z'),
} as const;

describe('seeded tour times', () => {
  for (const [name, now] of Object.entries(clocks)) {
    describe(`seeded on ${name}`, () => {
      it('every tour leaves at day 1 start time and returns at its last day end time, on whole quarter hours, in Cairo', () => {
        tours.forEach((tour, index) => {
          const where = `tour ${index + 1}: ${tour.title.en}`;
          const plan = itineraryJson(tour.itinerary);
          const { start, end } = tourTimes(tour, now);
          expect(cairoClock(start), where).toBe(plan[0]?.startTime);
          expect(cairoClock(end), where).toBe(plan.at(-1)?.endTime);
          for (const instant of [start, end]) expect(instant.getTime() % (15 * 60_000), where).toBe(0);
          for (const day of plan) expect(`${day.startTime} ${day.endTime}`, where).toMatch(/^\d\d:(00|15|30|45):00 \d\d:(00|15|30|45):00$/);
          expect(cairoDaysBetween(start, end), where).toBe(plan.length - 1);
          expect(plan.length, where).toBe(Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
        });
      });

      it('keeps "days from now": upcoming tours after now, departed ones before, each in its 24 hours', () => {
        tours.forEach((tour, index) => {
          const where = `tour ${index + 1}: ${tour.title.en}`;
          const { start } = tourTimes(tour, now);
          const from = now.getTime() + Math.floor(tour.startInDays) * DAY_MS;
          // 25 h: a day that summer time ends is an hour longer on the clock.
          expect(start.getTime() > from && start.getTime() <= from + DAY_MS + HOUR_MS, where).toBe(true);
          expect(start.getTime() > now.getTime(), where).toBe(tour.startInDays > 0);
        });
      });

      it('has tours 4, 10 and 21 leaving within 24 hours and tour 30 between 24 and 48 hours, as the tests rely on', () => {
        const leavesIn = (id: number) => tourTimes(tours[id - 1]!, now).start.getTime() - now.getTime();
        for (const id of [4, 10, 21]) {
          expect(leavesIn(id), `tour ${id}`).toBeGreaterThan(0);
          expect(leavesIn(id), `tour ${id}`).toBeLessThanOrEqual(DAY_MS + HOUR_MS);
        }
        expect(leavesIn(30)).toBeGreaterThan(DAY_MS - HOUR_MS);
        expect(leavesIn(30)).toBeLessThanOrEqual(2 * DAY_MS + HOUR_MS);
      });
    });
  }

  it('starts the sunrise balloon at 04:30 and the Grand Egyptian Museum tour at 09:00, as their plans say', () => {
    const now = clocks['a summer evening'];
    const balloon = tours.findIndex((tour) => tour.title.en.startsWith('Sunrise Hot-Air Balloon'));
    const museum = tours.findIndex((tour) => tour.title.en.startsWith('The Grand Egyptian Museum in Depth'));
    expect(cairoClock(tourTimes(tours[balloon]!, now).start)).toBe('04:30:00');
    expect(cairoClock(tourTimes(tours[balloon]!, now).end)).toBe('08:30:00');
    expect(cairoClock(tourTimes(tours[museum]!, now).start)).toBe('09:00:00');
    expect(cairoClock(tourTimes(tours[museum]!, now).end)).toBe('14:00:00');
  });
});
