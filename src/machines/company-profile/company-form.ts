/**
 * The company profile's form (D316): a PartnerCompany as its inputs hold it, English and
 * Arabic side by side, working hours one row per day (open from–to, closed, or 24 hours) written back in the
 * spec's format (`HH:MM - HH:MM`, `CLOSED`, `24/7`: what "Open now" reads).
 */
import type { components } from '@core/contract/schema';
import type { Bilingual } from '@/machines/tour-editor/tour-form';

export type PartnerCompany = components['schemas']['PartnerCompany'];
export type PartnerCompanyFields = components['schemas']['PartnerCompanyFields'];
export type WorkingHours = components['schemas']['WorkingHours'];
export type DayOfWeek = WorkingHours['dayOfWeek'];

export const DAYS: readonly DayOfWeek[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface HoursRow {
  day: DayOfWeek;
  kind: 'open' | 'closed' | 'allDay';
  /** HH:MM, when open. */
  from: string;
  to: string;
}

export interface CompanyForm {
  name: Bilingual;
  slogan: Bilingual;
  description: Bilingual;
  address: Bilingual;
  city: Bilingual;
  email: string;
  phone: string;
  website: string;
  latitude: string;
  longitude: string;
  hours: HoursRow[];
  logoUrl: string | null;
  coverImageUrl: string | null;
}

export const COMPANY_TEXTS = ['name', 'slogan', 'description', 'address', 'city'] as const;
export type PictureField = 'logoUrl' | 'coverImageUrl';

const RANGE = /^(\d{2}:\d{2}) - (\d{2}:\d{2})$/;

/** One day's hours as a row. */
export function rowOf(hours: WorkingHours): HoursRow {
  if (hours.workingTime === 'CLOSED') return { day: hours.dayOfWeek, kind: 'closed', from: '09:00', to: '17:00' };
  if (hours.workingTime === '24/7') return { day: hours.dayOfWeek, kind: 'allDay', from: '09:00', to: '17:00' };
  const range = RANGE.exec(hours.workingTime);
  return { day: hours.dayOfWeek, kind: 'open', from: range?.[1] ?? '09:00', to: range?.[2] ?? '17:00' };
}

/** A row in the spec's format. */
export function hoursOf(row: HoursRow): WorkingHours {
  const workingTime = row.kind === 'closed' ? 'CLOSED' : row.kind === 'allDay' ? '24/7' : `${row.from.slice(0, 5)} - ${row.to.slice(0, 5)}`;
  return { dayOfWeek: row.day, workingTime };
}

/** The next day not yet in the rows (a new row), or Sunday when all are. */
export function nextDay(rows: readonly HoursRow[]): DayOfWeek {
  return DAYS.find((day) => !rows.some((row) => row.day === day)) ?? 'Sunday';
}

export function emptyCompanyForm(): CompanyForm {
  const blank = () => ({ en: '', ar: '' });
  return {
    name: blank(),
    slogan: blank(),
    description: blank(),
    address: blank(),
    city: blank(),
    email: '',
    phone: '',
    website: '',
    latitude: '',
    longitude: '',
    hours: [],
    logoUrl: null,
    coverImageUrl: null,
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function companyFormOf(company: PartnerCompany): CompanyForm {
  return {
    name: { ...company.name },
    slogan: { ...company.slogan },
    description: { ...company.description },
    address: { ...company.address },
    city: { ...company.city },
    email: company.email ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
    latitude: numberText(company.latitude),
    longitude: numberText(company.longitude),
    hours: company.workingHours.map(rowOf),
    logoUrl: company.logoUrl,
    coverImageUrl: company.coverImageUrl,
  };
}

const decimal = (text: string) => {
  const value = Number.parseFloat(text.trim());
  return Number.isFinite(value) ? value : null;
};
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form as PartnerCompanyFields: every field (blank contact fields as null, D316). */
export function companyFieldsOf(form: CompanyForm): PartnerCompanyFields {
  return {
    name: { ...form.name },
    slogan: { ...form.slogan },
    description: { ...form.description },
    address: { ...form.address },
    city: { ...form.city },
    email: optional(form.email),
    phone: optional(form.phone),
    website: optional(form.website),
    latitude: decimal(form.latitude),
    longitude: decimal(form.longitude),
    workingHours: form.hours.map(hoursOf),
    logoUrl: form.logoUrl,
    coverImageUrl: form.coverImageUrl,
  };
}
