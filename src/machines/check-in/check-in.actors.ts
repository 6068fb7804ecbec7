import { fromCallback, fromPromise } from 'xstate';
import { api } from '@/api/client';
import type { components } from '@core/contract/schema';
import { readStoredToken } from '@/api/stored-session';
import { consoleRead, FORBIDDEN, SIGNED_OUT, type ReadResult } from '@/machines/console/console-calls';

export type CheckedInBooking = components['schemas']['CheckIn']['booking'];
export type CheckInRefusalReason = components['schemas']['CheckInRefusalReason'];

/** Keys of the `partnerPortal` namespace: no answer came (network, server error) to the check-in, or to the opening. */
export const CHECK_IN_FAILED = 'checkIn.failed';
export const OPEN_FAILED = 'checkIn.openFailed';

/** Whether the desk is the signed-in account's to use: a partner's (read once, when it opens). */
export type AccessResult = { ok: true } | { ok: false; error: typeof SIGNED_OUT | typeof FORBIDDEN | typeof OPEN_FAILED };

/**
 * `GET /api/partner/company` (D316), read only for its answer: the server alone knows who is a partner, and the
 * desk tells a traveller or an admin so when it opens, before a voucher is scanned for nothing.
 */
export const checkAccess = fromPromise<AccessResult>(async () => {
  const result: ReadResult<unknown> = await consoleRead(() => api.GET('/api/partner/company'), 'Check-in access');
  if (result.ok) return { ok: true };
  return { ok: false, error: result.error === SIGNED_OUT || result.error === FORBIDDEN ? result.error : OPEN_FAILED };
});

export interface CheckInRefusal {
  reason: CheckInRefusalReason;
  /** The server's words, in the page's language. */
  message: string;
  /** With `alreadyCheckedIn`: when the booking was first checked in. */
  checkedInAt: string | null;
}

/**
 * What a check-in answered (CONVENTIONS #3): checked in now; refused with the server's reason (another
 * company's voucher, not paid, cancelled, a second scan…); or no check-in at all (signed out, not a partner,
 * no answer).
 */
export type CheckInResult =
  | { ok: true; booking: CheckedInBooking }
  | ({ ok: false; kind: 'refused' } & CheckInRefusal)
  | { ok: false; kind: 'failed'; error: typeof SIGNED_OUT | typeof FORBIDDEN | typeof CHECK_IN_FAILED };

const REASONS: readonly CheckInRefusalReason[] = ['unreadable', 'invalidSignature', 'notFound', 'otherCompany', 'notPaid', 'cancelled', 'alreadyCheckedIn'];
const isReason = (value: unknown): value is CheckInRefusalReason => REASONS.includes(value as CheckInRefusalReason);

/**
 * `POST /api/partner/check-in` (D322): the scanned voucher code or the typed reference. A 403
 * with a `reason` is a refusal (another company's voucher); without one, the account is not a partner's. A
 * 400 without a reason (a code the contract refuses, such as one over 200 characters) reads as unreadable.
 */
export const checkInBooking = fromPromise<CheckInResult, { code: string }>(async ({ input }) => {
  if (!readStoredToken()) return { ok: false, kind: 'failed', error: SIGNED_OUT };
  const answer = await api.POST('/api/partner/check-in', { body: { code: input.code } }).catch(() => null);
  if (!answer) return { ok: false, kind: 'failed', error: CHECK_IN_FAILED };
  if (answer.data) return { ok: true, booking: answer.data.booking };
  const { status } = answer.response;
  const body = (answer.error ?? {}) as { message?: unknown; reason?: unknown; checkedInAt?: unknown };
  const message = typeof body.message === 'string' ? body.message : '';
  if (status === 401) return { ok: false, kind: 'failed', error: SIGNED_OUT };
  if (isReason(body.reason) || (status === 400 && message)) {
    return {
      ok: false,
      kind: 'refused',
      reason: isReason(body.reason) ? body.reason : 'unreadable',
      message,
      checkedInAt: typeof body.checkedInAt === 'string' ? body.checkedInAt : null,
    };
  }
  if (status === 403) return { ok: false, kind: 'failed', error: FORBIDDEN };
  console.error(`Check-in: ${status} ${message}`);
  return { ok: false, kind: 'failed', error: CHECK_IN_FAILED };
});

/* ---------------------------------------------------------------- the camera */

/** The part of the Barcode Detection API used here (TypeScript's DOM types lack it). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorConstructor | undefined {
  return (globalThis as typeof globalThis & { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

/** Whether this browser can read a QR code from the camera: `BarcodeDetector` and `getUserMedia` both there. */
export function canScanWithCamera(): boolean {
  return barcodeDetector() !== undefined && typeof globalThis.navigator?.mediaDevices?.getUserMedia === 'function';
}

/** Told once, when the check-in desk opens or is ready for the next voucher: can the camera be offered? */
export const detectCamera = fromPromise<boolean>(() => Promise.resolve(canScanWithCamera()));

/** The id of the `<video>` the check-in view shows the camera in. */
export const CAMERA_VIDEO_ID = 'check-in-camera';

/** What the camera tells the machine. */
export type CameraEvent = { type: 'checkIn.codeScanned'; code: string } | { type: 'checkIn.cameraFailed' };
/** What the machine tells the camera: look at the current frame (its `scanInterval`). */
export type FrameEvent = { type: 'camera.frameDue' };

export interface CameraParts {
  /** The `<video>` on the page that shows what the camera sees, once it is there. */
  video: () => HTMLVideoElement | null;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  Detector: BarcodeDetectorConstructor | undefined;
}

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * The back camera, opened for as long as the machine is scanning, its picture shown in the page's video;
 * at each frame the machine asks for, the current picture is searched for a QR code, and the first one read
 * is sent back as `checkIn.codeScanned` with what it carries (`RIHLA1:<reference>:<signature>`). A camera
 * refused, missing or busy is `checkIn.cameraFailed`. The cleanup stops every track, so leaving the state
 * (or the page) turns the camera off.
 */
export function watchCameraWith(parts: CameraParts) {
  return fromCallback<FrameEvent>(({ sendBack, receive }) => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let detecting = false;
    let scanned = false;
    const detector = parts.Detector ? new parts.Detector({ formats: ['qr_code'] }) : null;
    const show = (): HTMLVideoElement | null => {
      const video = parts.video();
      if (video && stream && video.srcObject !== stream) {
        video.srcObject = stream;
        video.play().catch(() => {});
      }
      return video;
    };
    if (!detector) {
      sendBack({ type: 'checkIn.cameraFailed' } satisfies CameraEvent);
    } else {
      parts.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }).then(
        (opened) => {
          if (stopped) return stopTracks(opened);
          stream = opened;
          show();
        },
        (error: unknown) => {
          console.warn('Check-in camera:', error);
          if (!stopped) sendBack({ type: 'checkIn.cameraFailed' } satisfies CameraEvent);
        },
      );
    }
    receive(() => {
      if (!detector || !stream || detecting || scanned) return;
      const video = show();
      // HAVE_CURRENT_DATA: a frame to look at.
      if (!video || video.readyState < 2) return;
      detecting = true;
      detector.detect(video).then(
        (codes) => {
          detecting = false;
          const code = codes.find((found) => found.rawValue.trim() !== '')?.rawValue.trim();
          if (code && !stopped && !scanned) {
            scanned = true;
            sendBack({ type: 'checkIn.codeScanned', code } satisfies CameraEvent);
          }
        },
        () => {
          detecting = false;
        },
      );
    });
    return () => {
      stopped = true;
      if (!stream) return;
      stopTracks(stream);
      const video = parts.video();
      if (video?.srcObject === stream) video.srcObject = null;
    };
  });
}

/** The page's camera, shown in the check-in view's video. */
export const watchCamera = watchCameraWith({
  video: () => globalThis.document?.getElementById(CAMERA_VIDEO_ID) as HTMLVideoElement | null,
  getUserMedia: (constraints) => globalThis.navigator.mediaDevices.getUserMedia(constraints),
  get Detector() {
    return barcodeDetector();
  },
});
