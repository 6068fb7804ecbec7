import { describe, expect, it } from 'vitest';
import { companyClock, isOpenAt, isOpenNow, parseWorkingTime, weekOf, type Weekday, type WorkingDay } from './working-hours';

const at = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
const everyDay = (workingTime: string): WorkingDay[] =>
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((dayOfWeek) => ({ dayOfWeek, workingTime }));

describe('the Open now rule (spec, accounts §4)', () => {
  // [hours of Saturday, hours of Sunday, day asked, time asked, open?]
  const table: [string, string, Weekday, string, boolean][] = [
    ['CLOSED', 'CLOSED', 'Saturday', '12:00', false],
    ['24/7', 'CLOSED', 'Saturday', '00:00', true],
    ['24/7', 'CLOSED', 'Saturday', '23:59', true],
    // a day range: the start counts, the end does not
    ['09:00 - 17:00', 'CLOSED', 'Saturday', '08:59', false],
    ['09:00 - 17:00', 'CLOSED', 'Saturday', '09:00', true],
    ['09:00 - 17:00', 'CLOSED', 'Saturday', '16:59', true],
    ['09:00 - 17:00', 'CLOSED', 'Saturday', '17:00', false],
    // a range from midnight, and a range up to midnight
    ['00:00 - 08:00', 'CLOSED', 'Saturday', '00:00', true],
    ['00:00 - 08:00', 'CLOSED', 'Saturday', '08:00', false],
    ['18:00 - 00:00', 'CLOSED', 'Saturday', '23:59', true],
    ['18:00 - 00:00', 'CLOSED', 'Sunday', '00:00', false],
    // a range crossing midnight, on its own day
    ['22:00 - 02:00', 'CLOSED', 'Saturday', '21:59', false],
    ['22:00 - 02:00', 'CLOSED', 'Saturday', '22:00', true],
    ['22:00 - 02:00', 'CLOSED', 'Saturday', '23:59', true],
    // ... and just after midnight: yesterday's range still runs (even though Sunday says CLOSED), end exclusive
    ['22:00 - 02:00', 'CLOSED', 'Sunday', '00:00', true],
    ['22:00 - 02:00', 'CLOSED', 'Sunday', '01:59', true],
    ['22:00 - 02:00', 'CLOSED', 'Sunday', '02:00', false],
    // today's own crossing range is not open in the morning before it starts
    ['CLOSED', '22:00 - 02:00', 'Sunday', '01:00', false],
    ['CLOSED', '22:00 - 02:00', 'Sunday', '22:30', true],
    // a range that ends where it starts goes all the way round
    ['00:00 - 00:00', 'CLOSED', 'Saturday', '13:00', true],
    // unreadable hours are closed rather than invented
    ['9am - 5pm', 'CLOSED', 'Saturday', '12:00', false],
  ];

  it.each(table)('Saturday %s, Sunday %s: %s at %s → open %s', (saturday, sunday, day, time, open) => {
    const hours = [
      { dayOfWeek: 'Saturday', workingTime: saturday },
      { dayOfWeek: 'Sunday', workingTime: sunday },
    ];
    expect(isOpenAt(hours, { day, minutes: at(time) })).toBe(open);
  });

  it('counts a day missing from the list as closed', () => {
    expect(isOpenAt([{ dayOfWeek: 'Monday', workingTime: '24/7' }], { day: 'Tuesday', minutes: at('12:00') })).toBe(false);
  });

  it('reads the rule on Cairo time: 22:30 UTC on Friday 9 January 2026 is 00:30 on Saturday in Cairo', () => {
    const instant = Date.UTC(2026, 0, 9, 22, 30);
    expect(companyClock(instant)).toEqual({ day: 'Saturday', minutes: 30 });
    const hours = [
      { dayOfWeek: 'Friday', workingTime: '09:00 - 23:00' },
      { dayOfWeek: 'Saturday', workingTime: '00:00 - 06:00' },
    ];
    expect(isOpenNow(hours, instant)).toBe(true);
    expect(isOpenNow(hours, Date.UTC(2026, 0, 9, 21, 0))).toBe(false); // 23:00 Friday in Cairo: the end is exclusive
  });

  it('parses the three forms of workingTime', () => {
    expect(parseWorkingTime('CLOSED')).toEqual({ kind: 'closed' });
    expect(parseWorkingTime('24/7')).toEqual({ kind: 'allDay' });
    expect(parseWorkingTime('15:00 - 01:00')).toEqual({ kind: 'range', start: 900, end: 60 });
    expect(parseWorkingTime(null)).toEqual({ kind: 'closed' });
  });

  it('lists the week Sunday first, a missing day as CLOSED', () => {
    const week = weekOf(everyDay('08:00 - 20:00').filter((day) => day.dayOfWeek !== 'Friday'));
    expect(week.map((entry) => entry.day)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(week[5]).toEqual({ day: 'Friday', time: { kind: 'closed' }, text: 'CLOSED' });
    expect(week[0]?.text).toBe('08:00 - 20:00');
  });
});
