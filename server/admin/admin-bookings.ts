/**
 * The admin console's bookings overview (D286): every booking, newest first, optionally of
 * one status or one company, with its traveller, tour, company, money and refund; an admin cancels one in
 * full (`cancelAndRefund` with `byAdmin`), whatever its deadline.
 */
import type { Queryable } from '../platform';
import { bookingReference, type BookingStatus } from '../bookings';
import type { Language } from '@core/text/language';

export interface AdminBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  createdAt: string;
  traveller: { name: string; email: string; phone: string };
  tour: { id: number; title: string; startDate: string | null };
  company: { id: number; name: string };
  adults: number;
  children: number;
  underFive: number;
  totalCost: number;
  refund: { status: 'due' | 'inProgress' | 'refunded' | 'failed'; amount: number } | null;
}

interface Row {
  id: number;
  status: BookingStatus;
  createdAt: Date | string;
  name: string;
  email: string;
  phone: string;
  tourId: number;
  title: string;
  startDate: Date | string | null;
  companyId: number;
  company: string;
  adults: number;
  children: number;
  underFive: number;
  totalCost: number;
  refundStatus: 'due' | 'in_progress' | 'refunded' | 'failed' | null;
  refundAmount: number | null;
}

const REFUND: Record<NonNullable<Row['refundStatus']>, NonNullable<AdminBooking['refund']>['status']> = {
  due: 'due',
  in_progress: 'inProgress',
  refunded: 'refunded',
  failed: 'failed',
};

export async function listBookingsForAdmin(
  db: Queryable,
  filter: { status?: BookingStatus | undefined; companyId?: number | undefined; bookingId?: number | undefined; limit: number },
  language: Language,
): Promise<AdminBooking[]> {
  const rows = await db.query<Row>(
    `select b.id, b.status, b.created_at as "createdAt", coalesce(nullif(b.name, ''), u.name) as name, u.email, b.phone_number as phone,
       t.id as "tourId", t.title_${language} as title, t.start_date as "startDate", c.id as "companyId", c.name_${language} as company,
       b.adults, b.children, b.children_under_five as "underFive", b.total_cost as "totalCost",
       p.refund_status as "refundStatus", p.amount as "refundAmount"
     from bookings b
       join users u on u.id = b.user_id
       join tours t on t.id = b.tour_id
       join companies c on c.id = t.company_id
       left join lateral (
         select refund_status, amount from payments where booking_id = b.id and refund_status is not null order by created_at desc limit 1
       ) p on true
     where ($1::text is null or b.status = $1) and ($2::int is null or c.id = $2) and ($4::int is null or b.id = $4)
     order by b.created_at desc, b.id desc
     limit $3`,
    [filter.status ?? null, filter.companyId ?? null, filter.limit, filter.bookingId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    traveller: { name: row.name, email: row.email, phone: row.phone },
    tour: { id: row.tourId, title: row.title, startDate: row.startDate === null ? null : new Date(row.startDate).toISOString() },
    company: { id: row.companyId, name: row.company },
    adults: row.adults,
    children: row.children,
    underFive: row.underFive,
    totalCost: row.totalCost,
    refund: row.refundStatus ? { status: REFUND[row.refundStatus], amount: row.refundAmount ?? 0 } : null,
  }));
}
