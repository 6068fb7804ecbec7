import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { PARTNER_FIELDS, submitErrors, type PartnerValues } from './partner-application.machine';
import {
  selectCanEdit,
  selectFieldError,
  selectFile,
  selectIsBusy,
  selectIsSending,
  selectNotice,
  selectTermsAccepted,
  selectValues,
} from './partner-application.selectors';
import { PARTNER_FILE_FIELDS } from './partner-rules';
import { partnerApplicationModel, values } from './partner-application.model';

describePaths(partnerApplicationModel, {
  states: {
    'form.editing': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectCanEdit(snapshot)).toBe(true);
      expect(selectNotice(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'partner.submitted' })).toBe(true);
      // A message shows only while its field breaks that rule: editing clears it (D48).
      for (const field of PARTNER_FIELDS) {
        const shown = selectFieldError(snapshot, field);
        if (field === 'acceptTerms') expect(shown).toBe(selectTermsAccepted(snapshot) ? null : shown);
        else if (shown === 'partner:getInTouch.errors.required') expect(selectValues(snapshot)[field as keyof PartnerValues].trim()).toBe('');
        else if (shown === 'partner:getInTouch.errors.fileRequired' || shown === 'partner:getInTouch.errors.fileTooLarge') {
          // No file is held: none was chosen, or the one chosen was refused at once.
          expect(selectFile(snapshot, field as (typeof PARTNER_FILE_FIELDS)[number])).toBeNull();
        }
      }
    },
    'form.succeeded': (snapshot) => {
      expect(selectNotice(snapshot)).toEqual({ kind: 'succeeded' });
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectCanEdit(snapshot)).toBe(true);
      // The form was cleared, the files and the terms too (spec, accounts §5); what was typed since stays.
      for (const field of PARTNER_FILE_FIELDS) if (field !== 'LogoUrl') expect(selectFile(snapshot, field)).toBeNull();
      expect(selectValues(snapshot).CompanyName).toBe('');
      expect(selectTermsAccepted(snapshot)).toBe(false);
    },
    'form.failed': (snapshot) => {
      const notice = selectNotice(snapshot);
      expect(notice?.kind).toBe('failed');
      expect([
        { kind: 'failed', message: { text: 'Company logo (LogoUrl) must be a PNG, JPEG or WebP image: the file sent is not.' } },
        { kind: 'failed', message: { i18nKey: 'partner:getInTouch.requestFailed' } },
        { kind: 'failed', message: { i18nKey: 'partner:getInTouch.fileUnreadable' } },
      ]).toContainEqual(notice);
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectCanEdit(snapshot)).toBe(true);
    },
    validating: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectIsSending(snapshot)).toBe(false);
      expect(selectCanEdit(snapshot)).toBe(false);
      expect(selectNotice(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'partner.submitted' })).toBe(false);
    },
    submitting: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectIsSending(snapshot)).toBe(true);
      expect(selectCanEdit(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'partner.submitted' })).toBe(false);
      // Sent only when every rule of §5 passes, the terms accepted, with nothing typed lost.
      expect(submitErrors(snapshot.context, {})).toEqual({});
      expect(selectTermsAccepted(snapshot)).toBe(true);
      expect(selectValues(snapshot).Description).toBe(values.Description);
    },
  },
});
