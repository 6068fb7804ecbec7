import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { CHECK_IN_FAILED, OPEN_FAILED } from './check-in.actors';
import { FORBIDDEN, SIGNED_OUT } from '@/machines/console/console-calls';
import { checkedIn, checkInModel } from './check-in.model';
import { selectOutcome, selectStep, selectTyping, type CheckInSnapshot } from './check-in.selectors';

/** Every outcome is left behind by "Scan the next": the desk is ready for a new voucher. */
const canGoOn = (snapshot: CheckInSnapshot) => expect(snapshot.can({ type: 'checkIn.next' })).toBe(true);

describePaths(checkInModel, {
  states: {
    opening: (snapshot) => {
      expect(selectStep(snapshot)).toBe('opening');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
    unopened: (snapshot) => {
      expect(snapshot.context.error).toBe(OPEN_FAILED);
      expect(snapshot.can({ type: 'checkIn.retried' })).toBe(true);
    },
    choosing: (snapshot) => {
      expect(selectStep(snapshot)).toBe('choosing');
      expect(selectOutcome(snapshot)).toMatchObject({ code: '', checkedIn: null, refusal: null, error: null });
    },
    'scanning.watching': (snapshot) => {
      expect(selectStep(snapshot)).toBe('scanning');
      expect(snapshot.context.cameraSupported).toBe(true);
      expect(snapshot.context.cameraFailed).toBe(false);
      expect(snapshot.can({ type: 'checkIn.typingChosen' })).toBe(true);
    },
    'typing.editing': (snapshot) => {
      const typing = selectTyping(snapshot);
      expect(typing.missing).toBe(false);
      // The camera is offered again only where the browser has one.
      expect(typing.canUseCamera).toBe(snapshot.context.cameraSupported);
      expect(snapshot.can({ type: 'checkIn.submitted' })).toBe(true);
    },
    'typing.missing': (snapshot) => {
      expect(selectTyping(snapshot).missing).toBe(true);
      expect(snapshot.context.draft.trim()).toBe('');
    },
    verifying: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.code).not.toBe('');
      expect(snapshot.can({ type: 'checkIn.next' })).toBe(false);
    },
    checkedIn: (snapshot) => {
      expect(selectOutcome(snapshot).checkedIn).toEqual(checkedIn);
      canGoOn(snapshot);
    },
    refused: (snapshot) => {
      const { refusal } = selectOutcome(snapshot);
      expect(refusal?.reason).toBe('alreadyCheckedIn');
      expect(refusal?.checkedInAt).toBe(checkedIn.checkedInAt);
      canGoOn(snapshot);
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(CHECK_IN_FAILED);
      // Tried again with the very code that failed.
      expect(snapshot.can({ type: 'checkIn.retried' })).toBe(true);
      canGoOn(snapshot);
    },
    signedOut: (snapshot) => {
      expect(snapshot.context.error).toBe(SIGNED_OUT);
      expect(snapshot.can({ type: 'checkIn.next' })).toBe(false);
    },
    forbidden: (snapshot) => {
      expect(snapshot.context.error).toBe(FORBIDDEN);
      expect(snapshot.can({ type: 'checkIn.next' })).toBe(false);
    },
  },
});
