/**
 * When a person wants to go: a month ("in March", "في مارس") or a relative period ("this weekend",
 * "الشهر القادم"), as a range of instants [from, to) on Egypt's calendar (Africa/Cairo), from `now` on.
 */
import type { Language } from '../catalogue';
import { termPattern } from './vocabulary';
import { cairoDay, cairoMidnight, defineMessages } from '../platform';

const say = defineMessages('assistantReplies');

export interface DateRange {
  /** What was asked: 'month-3' … or one of the relative periods; the reply names it. */
  key: string;
  from: string;
  to: string;
}

const MONTHS: ReadonlyArray<readonly string[]> = [
  ['january', 'jan', 'يناير', 'كانون الثاني'],
  ['february', 'feb', 'فبراير', 'شباط'],
  ['march', 'mar', 'مارس', 'آذار'],
  ['april', 'apr', 'أبريل', 'ابريل', 'إبريل', 'نيسان'],
  // "may" alone is a verb ("may I…"): only "in May", "this May", "next May", "during May".
  ['in may', 'this may', 'next may', 'during may', 'for may', 'early may', 'late may', 'مايو', 'أيار'],
  ['june', 'jun', 'يونيو', 'يونية', 'حزيران'],
  ['july', 'jul', 'يوليو', 'يولية', 'تموز'],
  ['august', 'aug', 'أغسطس', 'اغسطس'],
  ['september', 'sept', 'sep', 'سبتمبر', 'أيلول'],
  ['october', 'oct', 'أكتوبر', 'اكتوبر', 'تشرين الأول'],
  ['november', 'nov', 'نوفمبر', 'تشرين الثاني'],
  ['december', 'dec', 'ديسمبر', 'كانون الأول'],
];
const MONTH_PATTERNS = MONTHS.map((terms) => termPattern(terms));

const WEEKDAYS: ReadonlyArray<readonly string[]> = [
  ['sunday', 'الأحد', 'يوم الحد'],
  ['monday', 'الاثنين', 'الإثنين', 'يوم الاتنين'],
  ['tuesday', 'الثلاثاء', 'التلات'],
  ['wednesday', 'الأربعاء', 'الاربع'],
  ['thursday', 'الخميس'],
  ['friday', 'الجمعة', 'الجمعه'],
  ['saturday', 'السبت'],
];
const WEEKDAY_PATTERNS = WEEKDAYS.map((terms) => termPattern(terms));
const NEXT_WEEKDAY = termPattern(['next', 'القادم', 'القادمة', 'الجاي', 'الجاية', 'المقبل', 'المقبلة']);
/** A Cairo day as 'YYYY-MM-DD' (the key a weekday's range keeps, so the reply can name the date). */
function dayKey(instant: Date): string {
  const { year, month, day } = cairoDay(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const RELATIVE: ReadonlyArray<readonly [string, RegExp]> = [
  ['nextMonth', termPattern(['next month', 'الشهر القادم', 'الشهر الجاي', 'الشهر المقبل', 'الشهر اللي جاي'])],
  ['thisMonth', termPattern(['this month', 'هذا الشهر', 'الشهر ده', 'الشهر الحالي', 'الشهر دا'])],
  ['nextWeek', termPattern(['next week', 'الأسبوع القادم', 'الأسبوع الجاي', 'الأسبوع المقبل', 'الأسبوع اللي جاي'])],
  ['weekend', termPattern(['this weekend', 'the weekend', 'weekend', 'نهاية الأسبوع', 'نهاية هذا الأسبوع', 'الويك اند', 'الويكند', 'ويك اند', 'ويكند'])],
  ['thisWeek', termPattern(['this week', 'هذا الأسبوع', 'الأسبوع ده', 'الأسبوع دا'])],
  ['tomorrow', termPattern(['tomorrow', 'غدا', 'غدًا', 'بكرة', 'بكره', 'بكرا'])],
  ['today', termPattern(['today', 'tonight', 'اليوم', 'النهارده', 'النهاردة', 'الليلة'])],
];

/** The period a normalised message asks for, or null. */
export function findDates(text: string, now: Date): DateRange | null {
  const today = cairoDay(now);
  const day = (offset: number) => cairoMidnight(today.year, today.month, today.day + offset);
  const range = (key: string, from: Date, to: Date): DateRange => ({
    key,
    from: new Date(Math.max(from.getTime(), now.getTime())).toISOString(),
    to: to.toISOString(),
  });
  for (const [key, pattern] of RELATIVE) {
    if (!pattern.test(text)) continue;
    switch (key) {
      case 'today':
        return range(key, now, day(1));
      case 'tomorrow':
        return range(key, day(1), day(2));
      // Decision: "this week" is the next 7 days; "next week" the 7 after them.
      case 'thisWeek':
        return range(key, now, day(7));
      case 'nextWeek':
        return range(key, day(7), day(14));
      case 'weekend': {
        // Egypt's weekend is Friday and Saturday: today when it is one of them, else the coming one.
        if (today.weekday === 5) return range(key, now, day(2));
        if (today.weekday === 6) return range(key, now, day(1));
        const toFriday = (5 - today.weekday + 7) % 7;
        return range(key, day(toFriday), day(toFriday + 2));
      }
      case 'thisMonth':
        return range(key, now, cairoMidnight(today.year, today.month + 1, 1));
      case 'nextMonth':
        return range(key, cairoMidnight(today.year, today.month + 1, 1), cairoMidnight(today.year, today.month + 2, 1));
    }
  }
  // A day of the week (D302): "on Friday", "next Friday", "يوم الجمعة", "الجمعة القادمة" are the coming one
  // (today when it is that day); "next Friday" said on a Friday is the one a week later.
  const weekday = WEEKDAY_PATTERNS.findIndex((pattern) => pattern.test(text));
  if (weekday >= 0) {
    let ahead = (weekday - today.weekday + 7) % 7;
    if (ahead === 0 && NEXT_WEEKDAY.test(text)) ahead = 7;
    return { ...range(`weekday-${weekday}`, day(ahead), day(ahead + 1)), key: `date-${dayKey(day(ahead))}` };
  }
  const month = MONTH_PATTERNS.findIndex((pattern) => pattern.test(text)) + 1;
  if (month > 0) {
    // The next time that month comes round: this year while it has not ended, else next year.
    const year = month >= today.month ? today.year : today.year + 1;
    return range(`month-${month}`, cairoMidnight(year, month, 1), cairoMidnight(year, month + 1, 1));
  }
  return null;
}

/** The periods a reply can name, each `assistantReplies.when_<period>` in the server's locale files. */
const PERIODS = ['today', 'tomorrow', 'thisWeek', 'nextWeek', 'weekend', 'thisMonth', 'nextMonth'] as const;
const isPeriod = (key: string): key is (typeof PERIODS)[number] => (PERIODS as readonly string[]).includes(key);

const MONTH_NAME: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long' }),
  ar: new Intl.DateTimeFormat('ar-EG-u-nu-latn', { timeZone: 'UTC', month: 'long' }),
};

/** "in March" / "في مارس", "this weekend" / "في عطلة نهاية الأسبوع". */
export function dateWords(range: DateRange, l: Language): string {
  const month = /^month-(\d+)$/.exec(range.key);
  if (month) return say(l, 'inMonth', { month: MONTH_NAME[l].format(Date.UTC(2000, Number(month[1]) - 1, 15)) });
  const date = /^date-(\d{4})-(\d{2})-(\d{2})$/.exec(range.key);
  if (date) return say(l, 'onDate', { date: shortDate(range.from, l) });
  return isPeriod(range.key) ? say(l, `when_${range.key}`) : '';
}

const SHORT_DATE: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', month: 'short', day: 'numeric' }),
  ar: new Intl.DateTimeFormat('ar-EG-u-nu-latn', { timeZone: 'Africa/Cairo', month: 'long', day: 'numeric' }),
};

/** "Mar 14" / "14 مارس", in Egypt's time. */
export function shortDate(instant: string | Date, l: Language): string {
  return SHORT_DATE[l].format(new Date(instant)).replace(/[\u200f\u200e]/g, '');
}

