/**
 * The trip details a message can carry besides place, type and budget: how long the
 * traveller has ("three days", "a weekend", "يومين"), who travels ("2 adults and 2 kids", "لشخصين"),
 * which season ("in summer", "في الصيف"), and which of the tours shown they mean ("the second one",
 * "الثانية"). Pure functions over a message normalised by vocabulary.ts's normalizeText.
 */
import { normalizeText } from './vocabulary';

export interface Days {
  min?: number;
  max?: number;
}

import type { Party } from '@core/booking/prices';

export type { Party };

const BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const AFTER = String.raw`(?![\p{L}\p{N}])`;

/** Number words, English and Arabic (normalised: ة → ه, hamza seats dropped). */
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, couple: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  واحد: 1, واحده: 1, اثنين: 2, اثنان: 2, اتنين: 2, ثلاث: 3, ثلاثه: 3, تلات: 3, تلاته: 3, اربع: 4, اربعه: 4, خمس: 5, خمسه: 5,
  ست: 6, سته: 6, سبع: 7, سبعه: 7, ثماني: 8, ثمانيه: 8, تمن: 8, تمانيه: 8, تسع: 9, تسعه: 9, عشر: 10, عشره: 10,
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const value = (word: string): number => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 0));

const DAY_WORDS = String.raw`(?:days?|nights?|ايام|يوم|ليالي|ليال|ليله)`;
const EXACT_DAYS = new RegExp(`${BEFORE}${NUMBER}[\\s-]*(?:day|night)${AFTER}`, 'u');
const FOR_DAYS = new RegExp(`${BEFORE}(?:[وفبل]{0,2}مده|مدتها|مدته)\\s+${NUMBER}\\s+${DAY_WORDS}${AFTER}`, 'u');
const SOME_DAYS = new RegExp(`${BEFORE}${NUMBER}\\s+${DAY_WORDS}${AFTER}`, 'u');
const ARABIC_DUAL_DAYS = new RegExp(`${BEFORE}(?:[وفبل]{0,2})(?:يومين|ليلتين)${AFTER}`, 'u');
const WEEK = new RegExp(`${BEFORE}(?:a|one|1)\\s+week${AFTER}|${BEFORE}(?:[وفبل]{0,2})(?:اسبوع|أسبوع)\\s+(?:كامل|واحد)${AFTER}`, 'u');
const A_WEEKEND = new RegExp(`${BEFORE}(?:a|one|the|this|for\\s+the)\\s+weekend${AFTER}|${BEFORE}(?:ويك\\s*اند|ويكند)${AFTER}`, 'u');
const MULTI_DAY = new RegExp(
  `${BEFORE}(?:multi[\\s-]?day|multiday|several\\s+days|few\\s+days|overnight|more\\s+than\\s+(?:a|one)\\s+day|longer\\s+trip|عده\\s+ايام|اكثر\\s+من\\s+يوم|كام\\s+يوم|مبيت|بمبيت)${AFTER}`,
  'u',
);
const DAY_TRIP = new RegExp(`${BEFORE}(?:day\\s+trips?|one\\s+day\\s+trips?|رحله\\s+يوم\\s+واحد|رحلات\\s+اليوم\\s+الواحد|يوم\\s+واحد)${AFTER}`, 'u');

/** How long the traveller has, in days (1 = a day trip); null when the message does not say. */
export function findDays(raw: string): Days | null {
  const text = normalizeText(raw);
  const multi = MULTI_DAY.test(text);
  let days: Days | null = null;
  const exact = EXACT_DAYS.exec(text);
  const some = SOME_DAYS.exec(text);
  const lasting = FOR_DAYS.exec(text);
  if (lasting) {
    // "لمدة 3 أيام": that long.
    const n = value(lasting[1]!);
    days = { min: n, max: n };
  } else if (exact) {
    // "a 3-day trip", "three day tour": that long.
    const n = value(exact[1]!);
    days = { min: n, max: n };
  } else if (some) {
    days = { max: value(some[1]!) };
  } else if (ARABIC_DUAL_DAYS.test(text)) {
    days = { max: 2 };
  } else if (WEEK.test(text)) {
    days = { max: 7 };
  } else if (A_WEEKEND.test(text)) {
    days = { max: 2 };
  } else if (DAY_TRIP.test(text)) {
    days = { max: 1 };
  }
  if (days && (days.max ?? 0) <= 0) days = null;
  if (multi) days = { ...(days ?? {}), min: Math.max(2, days?.min ?? 2) };
  if (days && days.max !== undefined && days.min !== undefined && days.min > days.max) days = { min: days.max, max: days.max };
  return days;
}

const ADULTS = new RegExp(`${BEFORE}${NUMBER}\\s+(?:adults?|grown\\s*ups?|بالغ|بالغين|بالغون|كبار|افراد\\s+كبار)${AFTER}`, 'u');
const CHILDREN = new RegExp(`${BEFORE}${NUMBER}\\s+(?:kids?|children|child|اطفال|طفل|ولاد|عيال)${AFTER}`, 'u');
const TODDLERS = new RegExp(`${BEFORE}${NUMBER}\\s+(?:toddlers?|babies|baby|infants?|رضيع|رضع)${AFTER}`, 'u');
const PEOPLE = new RegExp(
  `${BEFORE}(?:(?:[لب]\\s*)?${NUMBER}\\s+(?:people|persons|travell?ers|pax|guests|of\\s+us|اشخاص|شخص|افراد|مسافرين|نفر)|(?:we\\s+are|were|family\\s+of|group\\s+of|party\\s+of)\\s+${NUMBER}|(?:احنا|نحن)\\s+${NUMBER})${AFTER}`,
  'u',
);
const ARABIC_DUAL_PEOPLE = new RegExp(`${BEFORE}(?:[وفبل]{0,2})(?:شخصين|فردين|بالغين\\s+اثنين)${AFTER}`, 'u');
const ONE_CHILD = new RegExp(`${BEFORE}(?:(?:and\\s+)?(?:a|one)\\s+(?:kid|child)|[وفبل]{0,2}طفل(?:\\s+واحد)?|[وفبل]{0,2}طفله)${AFTER}`, 'u');
const ARABIC_DUAL_CHILDREN = new RegExp(`${BEFORE}(?:[وفبل]{0,2})(?:طفلين|ولدين)${AFTER}`, 'u');
const COUPLE = new RegExp(`${BEFORE}(?:a\\s+couple|with\\s+my\\s+(?:wife|husband|partner|friend|girlfriend|boyfriend)|مع\\s+(?:زوجتي|مراتي|جوزي|زوجي|صاحبي)|my\\s+(?:wife|husband|partner)\\s+and\\s+(?:i|me)|(?:i|me)\\s+and\\s+my\\s+(?:wife|husband|partner)|انا\\s+وزوجتي|انا\\s+وجوزي|انا\\s+وزوجي)${AFTER}`, 'u');
const ALONE = new RegExp(`${BEFORE}(?:just\\s+me|alone|solo|on\\s+my\\s+own|by\\s+myself|لوحدي|بمفردي|وحدي)${AFTER}`, 'u');

/** Who travels: "2 adults and 2 kids", "for 4 people", "a couple", "لشخصين"; null when the message does not say. */
export function findParty(raw: string): Party | null {
  const text = normalizeText(raw);
  const adults = ADULTS.exec(text);
  const children = CHILDREN.exec(text);
  const toddlers = TODDLERS.exec(text);
  const dualChildren = ARABIC_DUAL_CHILDREN.test(text);
  const oneChild = !children && !dualChildren && ONE_CHILD.test(text);
  if (adults || children || toddlers || dualChildren || oneChild) {
    const a = adults ? value(adults[1]!) : ARABIC_DUAL_PEOPLE.test(text) ? 2 : COUPLE.test(text) ? 2 : 1;
    const c = children ? value(children[1]!) : dualChildren ? 2 : oneChild ? 1 : 0;
    const u = toddlers ? value(toddlers[1]!) : 0;
    return a + c + u > 0 && a + c + u <= 50 ? { adults: Math.max(1, a), children: c, underFive: u } : null;
  }
  const people = PEOPLE.exec(text);
  if (people) {
    const n = value((people[1] ?? people[2] ?? people[3])!);
    return n > 0 && n <= 50 ? { adults: n, children: 0, underFive: 0 } : null;
  }
  if (ARABIC_DUAL_PEOPLE.test(text) || COUPLE.test(text)) return { adults: 2, children: 0, underFive: 0 };
  if (ALONE.test(text)) return { adults: 1, children: 0, underFive: 0 };
  return null;
}


const SUMMER = new RegExp(`${BEFORE}(?:summer|[وفبل]{0,2}(?:ال)?(?:صيف|صيفا|صيفي|صيفيه))${AFTER}`, 'u');
const WINTER = new RegExp(`${BEFORE}(?:winter|[وفبل]{0,2}(?:ال)?(?:شتاء|شتا|شتاءا|شتوي|شتويه))${AFTER}`, 'u');

/** The season named ("in summer", "في الشتاء"), or null. */
export function findSeason(raw: string): 'summer' | 'winter' | null {
  const text = normalizeText(raw);
  if (SUMMER.test(text)) return 'summer';
  if (WINTER.test(text)) return 'winter';
  return null;
}

const ORDINALS: ReadonlyArray<readonly [number, RegExp]> = [
  [1, new RegExp(`${BEFORE}(?:the\\s+first(?:\\s+one)?|first\\s+one|number\\s+(?:1|one)|no\\s*1|[وفبل]{0,2}(?:ال)?(?:اولي|اول\\s+(?:واحده|رحله|واحد))|رقم\\s+(?:1|واحد))${AFTER}`, 'u')],
  [2, new RegExp(`${BEFORE}(?:the\\s+second(?:\\s+one)?|second\\s+one|number\\s+(?:2|two)|no\\s*2|[وفبل]{0,2}(?:ال)?(?:ثانيه|تانيه|ثاني|تاني)|رقم\\s+(?:2|اثنين|اتنين))${AFTER}`, 'u')],
  [3, new RegExp(`${BEFORE}(?:the\\s+third(?:\\s+one)?|third\\s+one|the\\s+last\\s+one|number\\s+(?:3|three)|no\\s*3|[وفبل]{0,2}(?:ال)?(?:ثالثه|تالته|ثالث|تالت|اخيره)|رقم\\s+(?:3|ثلاثه|تلاته))${AFTER}`, 'u')],
];

/** Which of the (up to three) tours shown a message points at: 1, 2, 3, or null. */
export function findOrdinal(raw: string): number | null {
  const text = normalizeText(raw);
  for (const [n, pattern] of ORDINALS) if (pattern.test(text)) return n;
  return null;
}
