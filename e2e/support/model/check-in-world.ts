/**
 * The server side of the partner's check-in desk, as its model-driven tests set it up:
 * a real partner company (applied, approved, invited: e2e/support/partner.ts), a real published tour of
 * its own, a real traveller's booking paid on the sandbox gateway, and that booking's signed voucher code as
 * the server gives it to the traveller. Nothing here answers the page with made-up data.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { partnerLogin, workerPartner } from '../partner';
import { book, partnerTour } from '../partner-tour';
import { registerTraveller } from '../session';
import type { BrowserRun } from './model';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface DeskBooking {
  reference: string;
  /** The voucher's QR code as the server signs it: `RIHLA1:<reference>:<signature>`. */
  code: string;
  traveller: string;
  /** The tour's title in the page's language. */
  tourTitle: string;
}

/** What one check-in path knows: who opens the desk, and the booking it checks in. */
export interface DeskRun extends BrowserRun {
  /** Who opens the desk (set by the `before` of the access check's result). */
  account: 'partner' | 'traveller';
  /** This path's session: a partner's login of its own (a path that logs it out ends only its own). */
  session?: { token: string; user: Record<string, unknown> };
  booking?: DeskBooking;
  /** Whether the page is given a QR reader, and whether the camera is allowed (set before the page opens). */
  camera?: 'allowed' | 'refused';
  /** How many times the page has shown the camera's picture, as far as the screens have read it. */
  cameraViews: number;
}

/** A session of its own for the path's partner (the desk company's). */
export async function partnerSession(run: DeskRun): Promise<{ token: string; user: Record<string, unknown> }> {
  if (run.session) return run.session;
  run.session = await partnerLogin(run.request, await workerPartner(run.request, 'Check-in Desk'));
  return run.session;
}

/** A new traveller, registered on the server: the account that opens the desk in a traveller's path. */
export async function travellerSession(request: APIRequestContext): Promise<{ token: string; user: Record<string, unknown> }> {
  return registerTraveller(request, 'CuriousTraveller');
}

/** Ends a session on the server (as logging out on another device does): its token is refused from now on. */
export async function logOutElsewhere(request: APIRequestContext, token: string): Promise<void> {
  const answer = await request.post('/api/Auth/logout', { headers: bearer(token) });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The path's booking: a paid booking of a tour of the desk's own company, made once per path. */
export async function deskBooking(run: DeskRun): Promise<DeskBooking> {
  if (run.booking) return run.booking;
  const session = await partnerSession(run);
  const title = `Check-in Sail ${run.language} ${Date.now()}`;
  const tour = await partnerTour(run.request, session.token, title, { publish: true });
  const traveller = 'Salma Fathy';
  const { reference, code } = await book(run.request, tour, { name: traveller, paid: true });
  run.booking = { reference, code, traveller, tourTitle: run.language === 'ar' ? `فلوكة ${title}` : title };
  return run.booking;
}

/**
 * A paid booking of another company's tour (a second partner company of the worker's, made once): its
 * voucher, scanned at this desk, is another company's.
 */
const otherBookings = new Map<string, Promise<DeskBooking>>();
export function otherCompanyBooking(request: APIRequestContext): Promise<DeskBooking> {
  let booking = otherBookings.get('other');
  if (!booking) {
    booking = (async () => {
      const other = await workerPartner(request, 'Other Desk');
      const title = `Other Sail ${Date.now()}`;
      const tour = await partnerTour(request, other.token, title, { publish: true });
      const { reference, code } = await book(request, tour, { name: 'Karim Nabil', paid: true });
      return { reference, code, traveller: 'Karim Nabil', tourTitle: title };
    })();
    otherBookings.set('other', booking);
    booking.catch(() => otherBookings.delete('other'));
  }
  return booking;
}

/**
 * Runs in the page before its scripts, for the paths where the browser can read QR codes.
 *
 * Chromium on Linux has no `BarcodeDetector` (the Shape Detection API reads barcodes on macOS, ChromeOS and
 * Android only), and the project ships no QR decoder of its own, so this headless Chromium would never
 * offer the camera. The page is given a stand-in reader that finds no code in any picture: what Chromium's
 * fake camera shows (its moving test pattern) holds none, so it answers what a real reader would, and no
 * code is ever made up. The camera itself, its permission and its picture are Chromium's own.
 *
 * It also counts how often the desk has put the camera's picture on the page (a refused camera shows it only
 * for the moment the browser takes to refuse) and how many frames the desk has asked it to read.
 */
export function readerStandIn(): void {
  const page = window as unknown as { BarcodeDetector?: unknown; __checkInCamera?: { views: number; frames: number } };
  const seen = { views: 0, frames: 0 };
  page.__checkInCamera = seen;
  let shown: Element | null = null;
  new MutationObserver(() => {
    const video = document.getElementById('check-in-camera');
    if (video && video !== shown) seen.views += 1;
    shown = video;
  }).observe(document, { childList: true, subtree: true });
  if (page.BarcodeDetector === undefined) {
    page.BarcodeDetector = class {
      static getSupportedFormats(): Promise<string[]> {
        return Promise.resolve(['qr_code']);
      }
      detect(): Promise<Array<{ rawValue: string }>> {
        seen.frames += 1;
        return Promise.resolve([]);
      }
    };
  }
}
