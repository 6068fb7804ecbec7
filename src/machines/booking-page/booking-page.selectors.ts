import type { SnapshotFrom } from 'xstate';
import { statusKind, type BookingStatusKind } from '@/machines/bookings/booking-status';
import type { PaymentRequest } from '@/machines/bookings/my-bookings.selectors';
import type { BookingDetails } from './booking-page.actors';
import type { bookingPageMachine } from './booking-page.machine';

export type BookingPageSnapshot = SnapshotFrom<typeof bookingPageMachine>;
export type BookingPagePhase = 'loading' | 'signedOut' | 'notFound' | 'failed' | 'loaded';
/** What the booking is now, as the page reads it. */
export type BookingStanding = 'holding' | 'awaiting' | 'lapsed' | 'refreshing' | 'paid' | 'closed';

export function selectPhase(snapshot: BookingPageSnapshot): BookingPagePhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return 'loaded';
}

/** Why there is nothing to show, as a key of the `bookings` namespace, or null. */
export const selectError = (snapshot: BookingPageSnapshot): string | null => snapshot.context.error;

export const selectDetails = (snapshot: BookingPageSnapshot): BookingDetails | null => snapshot.context.details;

export function selectStanding(snapshot: BookingPageSnapshot): BookingStanding | null {
  const standings: BookingStanding[] = ['holding', 'awaiting', 'lapsed', 'refreshing', 'paid', 'closed'];
  return standings.find((standing) => snapshot.matches({ loaded: { status: standing } })) ?? null;
}

/**
 * The status label: the server's, except a pending booking whose hold is over by the device's clock, which
 * reads expired (as the server will say on the next read), as in My Bookings.
 */
export function selectStatusKind(snapshot: BookingPageSnapshot): BookingStatusKind | null {
  const { details } = snapshot.context;
  if (!details) return null;
  const standing = selectStanding(snapshot);
  return standing === 'lapsed' || standing === 'refreshing' ? 'expired' : statusKind(details.status);
}

/** Where Pay goes (as My Bookings' Pay now), only while the booking is pending with its hold in force and the server offers it. */
export function selectPayment(snapshot: BookingPageSnapshot): PaymentRequest | null {
  const { details } = snapshot.context;
  const standing = selectStanding(snapshot);
  if (!details?.actions.pay || (standing !== 'holding' && standing !== 'awaiting')) return null;
  return { bookingId: details.id, amount: details.totalCost, currency: 'EGP', paymentMethod: 'card' };
}

/** The live hold for the countdown: when it lapses and the clock when the booking was read; null unless holding. */
export function selectHold(snapshot: BookingPageSnapshot): { expiresAt: string; now: number } | null {
  const { details, at } = snapshot.context;
  if (!snapshot.matches({ loaded: { status: 'holding' } }) || !details?.holdExpiresAt) return null;
  return { expiresAt: details.holdExpiresAt, now: at };
}

/** The voucher to show (the QR code of the signed reference), only while the server offers it: a paid booking. */
export function selectVoucher(snapshot: BookingPageSnapshot): BookingDetails['voucher'] {
  const { details } = snapshot.context;
  return details?.actions.voucher ? details.voucher : null;
}

export type CancelStep = 'idle' | 'confirming' | 'cancelling' | 'refused' | 'failed' | 'done';

export interface CancelView {
  step: CancelStep;
  /** Cancel booking is offered now. */
  canRequest: boolean;
  /** The server's reason (409), as it wrote it. */
  refusal: string | null;
  /** A key of the `bookings` namespace. */
  error: string | null;
}

export function selectCancel(snapshot: BookingPageSnapshot): CancelView {
  const steps: CancelStep[] = ['confirming', 'cancelling', 'refused', 'failed', 'done'];
  const step = steps.find((candidate) => snapshot.matches({ loaded: { cancel: candidate } })) ?? 'idle';
  return {
    step,
    canRequest: snapshot.can({ type: 'bookingPage.cancelRequested' }),
    refusal: step === 'refused' ? snapshot.context.refusal : null,
    error: step === 'failed' ? snapshot.context.cancelError : null,
  };
}

export interface DownloadAction {
  /** The server offers it for this booking now. */
  shown: boolean;
  /** It can be asked for now (not while another download or the print dialog is under way). */
  enabled: boolean;
}

export interface DownloadsView {
  calendar: DownloadAction;
  voucher: DownloadAction;
  print: DownloadAction;
  busy: 'calendar' | 'voucher' | 'printing' | null;
  /** Why the last download did not happen (a key of the `bookings` namespace), or null. */
  error: string | null;
}

export function selectDownloads(snapshot: BookingPageSnapshot): DownloadsView {
  const actions = snapshot.context.details?.actions;
  const busy = (['calendar', 'voucher', 'printing'] as const).find((state) => snapshot.matches({ loaded: { downloads: state } })) ?? null;
  const failed = snapshot.matches({ loaded: { downloads: { ready: 'calendarFailed' } } }) || snapshot.matches({ loaded: { downloads: { ready: 'voucherFailed' } } });
  return {
    calendar: { shown: actions?.calendar === true, enabled: snapshot.can({ type: 'bookingPage.calendarRequested' }) },
    voucher: { shown: actions?.voucher === true, enabled: snapshot.can({ type: 'bookingPage.voucherRequested' }) },
    print: { shown: actions?.voucher === true, enabled: snapshot.can({ type: 'bookingPage.printRequested' }) },
    busy,
    error: failed ? snapshot.context.downloadError : null,
  };
}
