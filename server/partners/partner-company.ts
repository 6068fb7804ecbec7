/**
 * A partner's own company profile ("Company profile"; D316): names, slogan and description in
 * English and Arabic, contact, address with map coordinates, working hours in the spec's format (accounts §3,
 * §4: they feed "Open now"), logo and cover. Always the partner's own company; a suspended company's partner
 * may still edit it (D311).
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { components } from '@core/contract/schema';
import type { Queryable } from '../platform';
import { PARTNER_IMAGE_PATH } from './partner-tours';
import type { Language } from '@core/text/language';

export type PartnerCompany = components['schemas']['PartnerCompany'];
export type PartnerCompanyFields = components['schemas']['PartnerCompanyFields'];
type WorkingHours = components['schemas']['WorkingHours'];
type LocalizedText = components['schemas']['LocalizedText'];

interface CompanyRow {
  id: number;
  name_en: string;
  name_ar: string;
  slogan_en: string;
  slogan_ar: string;
  description_en: string;
  description_ar: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address_en: string;
  address_ar: string;
  city_en: string;
  city_ar: string;
  latitude: number | null;
  longitude: number | null;
  working_hours: unknown;
  profile_image_url: string | null;
  cover_image_url: string | null;
  verified: boolean;
  suspended: boolean;
}

const COLUMNS = `id, name_en, name_ar, slogan_en, slogan_ar, description_en, description_ar, email, phone, website, address_en, address_ar,
  city_en, city_ar, latitude, longitude, working_hours, profile_image_url, cover_image_url, verified, suspended_at is not null as suspended`;

const DAYS: ReadonlyArray<WorkingHours['dayOfWeek']> = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WORKING_TIME = /^(CLOSED|24\/7|([01]\d|2[0-3]):[0-5]\d - ([01]\d|2[0-3]):[0-5]\d)$/;

/** The stored working hours, well-formed days only, Sunday first. */
function hoursOf(stored: unknown): WorkingHours[] {
  if (!Array.isArray(stored)) return [];
  const days = stored.flatMap((entry: unknown): WorkingHours[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { dayOfWeek, workingTime } = entry as Record<string, unknown>;
    if (!DAYS.includes(dayOfWeek as WorkingHours['dayOfWeek']) || typeof workingTime !== 'string' || !WORKING_TIME.test(workingTime)) return [];
    return [{ dayOfWeek: dayOfWeek as WorkingHours['dayOfWeek'], workingTime }];
  });
  return days.sort((a, b) => DAYS.indexOf(a.dayOfWeek) - DAYS.indexOf(b.dayOfWeek));
}

function mapCompany(row: CompanyRow): PartnerCompany {
  return {
    id: row.id,
    name: { en: row.name_en, ar: row.name_ar },
    slogan: { en: row.slogan_en, ar: row.slogan_ar },
    description: { en: row.description_en, ar: row.description_ar },
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: { en: row.address_en, ar: row.address_ar },
    city: { en: row.city_en, ar: row.city_ar },
    latitude: row.latitude,
    longitude: row.longitude,
    workingHours: hoursOf(row.working_hours),
    logoUrl: row.profile_image_url,
    coverImageUrl: row.cover_image_url,
    verified: row.verified,
    suspended: row.suspended,
  };
}

/** The partner's company. */
export async function getPartnerCompany(db: Queryable, companyId: number): Promise<PartnerCompany | null> {
  const row = await db.one<CompanyRow>(`select ${COLUMNS} from companies where id = $1`, [companyId]);
  return row ? mapCompany(row) : null;
}

export type CompanyUpdateResult =
  | { ok: true; company: PartnerCompany }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'name'; language: Language }
  | { ok: false; reason: 'sameDay'; day: string }
  | { ok: false; reason: 'image'; url: string };

const trimmed = (text: LocalizedText | undefined, current: LocalizedText) => (text ? { en: text.en.trim(), ar: text.ar.trim() } : current);
const optional = (value: string | null | undefined, current: string | null) => (value === undefined ? current : value === null || value.trim() === '' ? null : value.trim());

/**
 * Changes the fields sent (D316). Both names must stay non-blank; each day of the week has at most one entry;
 * a logo or cover is an image the partner uploaded (POST /api/partner/images) whose file exists, or the one the
 * company has now.
 */
export async function updatePartnerCompany(deps: { db: Queryable; uploadsDir: string }, companyId: number, fields: PartnerCompanyFields): Promise<CompanyUpdateResult> {
  const before = await getPartnerCompany(deps.db, companyId);
  if (!before) return { ok: false, reason: 'notFound' };
  const has = (key: keyof PartnerCompanyFields) => fields[key] !== undefined;
  const after: PartnerCompany = {
    ...before,
    name: trimmed(fields.name, before.name),
    slogan: trimmed(fields.slogan, before.slogan),
    description: trimmed(fields.description, before.description),
    email: optional(fields.email, before.email),
    phone: optional(fields.phone, before.phone),
    website: optional(fields.website, before.website),
    address: trimmed(fields.address, before.address),
    city: trimmed(fields.city, before.city),
    latitude: has('latitude') ? (fields.latitude ?? null) : before.latitude,
    longitude: has('longitude') ? (fields.longitude ?? null) : before.longitude,
    workingHours: fields.workingHours ?? before.workingHours,
    logoUrl: has('logoUrl') ? (fields.logoUrl ?? null) : before.logoUrl,
    coverImageUrl: has('coverImageUrl') ? (fields.coverImageUrl ?? null) : before.coverImageUrl,
  };
  for (const language of ['en', 'ar'] as const) if (after.name[language] === '') return { ok: false, reason: 'name', language };
  const seen = new Set<string>();
  for (const entry of after.workingHours) {
    if (seen.has(entry.dayOfWeek)) return { ok: false, reason: 'sameDay', day: entry.dayOfWeek };
    seen.add(entry.dayOfWeek);
  }
  for (const [url, current] of [[after.logoUrl, before.logoUrl], [after.coverImageUrl, before.coverImageUrl]] as const) {
    if (url === null || url === current) continue;
    const exists = PARTNER_IMAGE_PATH.test(url) && (await stat(join(deps.uploadsDir, url.slice('/uploads/'.length))).then((found) => found.isFile(), () => false));
    if (!exists) return { ok: false, reason: 'image', url };
  }
  await deps.db.query(
    `update companies set name_en = $2, name_ar = $3, slogan_en = $4, slogan_ar = $5, description_en = $6, description_ar = $7,
       email = $8, phone = $9, website = $10, address_en = $11, address_ar = $12, city_en = $13, city_ar = $14,
       latitude = $15, longitude = $16, working_hours = $17::jsonb, profile_image_url = $18, cover_image_url = $19
     where id = $1`,
    [
      companyId, after.name.en, after.name.ar, after.slogan.en, after.slogan.ar, after.description.en, after.description.ar,
      after.email, after.phone, after.website, after.address.en, after.address.ar, after.city.en, after.city.ar,
      after.latitude, after.longitude, JSON.stringify(hoursOf(after.workingHours)), after.logoUrl, after.coverImageUrl,
    ],
  );
  return { ok: true, company: (await getPartnerCompany(deps.db, companyId))! };
}
