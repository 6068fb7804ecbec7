import type { components } from '@core/contract/schema';
import { cancellationRule } from '@core/booking/cancellation';
import { dateTimeFormat } from '@core/time/intl';
import { numberLocale } from '@core/text/price';

type Tour = components['schemas']['Tour'];

/**
 * What a page says about a tour's cancellation before paying, in the reader's
 * language: `free` with the deadline ("Thu 4 Dec, 08:00", Cairo time), `freeNoDate` when the tour has no
 * date (the hours only: no moment is invented), or `none`. Pages word it with their own namespace's
 * `policy.*` strings.
 */
export type CancellationPolicyText = { kind: 'free'; deadline: string } | { kind: 'freeNoDate'; hours: number } | { kind: 'none' };

/**
 * A cancellation deadline in Cairo time, weekday, day, month and 24-hour time ("Thu 4 Dec, 08:00",
 * "الخميس، 4 ديسمبر، 08:00"): through the kept formatters, so a server-rendered page hydrates to the same
 * text (D202). Null for a missing or unreadable instant.
 */
export function formatCancellationDeadline(deadline: Date | string | null | undefined, language: string): string | null {
  if (deadline === null || deadline === undefined) return null;
  const date = typeof deadline === 'string' ? new Date(deadline) : deadline;
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(numberLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Cairo',
  }).format(date);
}

/** The policy of `tour` as a page words it (see CancellationPolicyText). */
export function cancellationPolicy(tour: Pick<Tour, 'startDate' | 'freeCancellationHours'>, language: string): CancellationPolicyText {
  const rule = cancellationRule(tour.startDate, tour.freeCancellationHours);
  if (rule.kind === 'none') return { kind: 'none' };
  const deadline = formatCancellationDeadline(rule.deadline, language);
  return deadline === null ? { kind: 'freeNoDate', hours: rule.hours } : { kind: 'free', deadline };
}
