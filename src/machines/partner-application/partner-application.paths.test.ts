import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { PARTNER_FIELDS, partnerApplicationMachine, submitErrors, type PartnerValues } from './partner-application.machine';
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
import { MAX_PARTNER_FILE_BYTES, PARTNER_FILE_FIELDS } from './partner-rules';

/** A file the path model can tell apart from others: xstate/graph compares events by their JSON, and a File's JSON is `{}`. */
function sampleFile(content: BlobPart, name: string, type: string): File {
  const file = new File([content], name, { type });
  return Object.assign(file, { toJSON: () => ({ name, type, size: file.size }) });
}

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const logo = sampleFile(new Uint8Array(PNG_START), 'logo.png', 'image/png');
const newLogo = sampleFile(new Uint8Array([...PNG_START, 1]), 'new-logo.png', 'image/png');
const cover = sampleFile(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'cover.jpg', 'image/jpeg');
const license = sampleFile('%PDF-1.4\n%%EOF\n', 'license.pdf', 'application/pdf');
const hugeCover = sampleFile(new Uint8Array(MAX_PARTNER_FILE_BYTES + 1), 'cover.png', 'image/png');
const notes = sampleFile('plain text', 'notes.txt', 'text/plain');

/** Sinai Trails' application, complete: the paths start from it, so one edit makes it wrong and a submit sends it. */
const values: PartnerValues = {
  CompanyName: 'Sinai Trails',
  Owner: 'Karim Mostafa',
  Email: 'info@sinaitrails.example',
  CommercialRegistrationNumber: 'CR-145623',
  PhoneNumber: '+20 69 352 0000',
  WebsiteUrl: '',
  CompanyAddress: 'Main Road, Nuweiba, South Sinai',
  Description: 'Bedouin-led desert and mountain treks in South Sinai.',
  ContactPersonName: 'Salma Farouk',
  ContactPersonNumber: '+20 122 555 0101',
  TypeofTrips: 'Desert safaris',
  KeyDestinations: 'Nuweiba, Dahab',
  SpecialActivities: '',
};

describePaths(partnerApplicationMachine, {
  input: { draft: { values, files: { LogoUrl: logo, CoverImageUrl: cover, LicenseImageUrl: license, AdditionalDocument: null }, termsAccepted: true } },
  samples: {
    events: {
      'partner.fieldChanged': [{ type: 'partner.fieldChanged', field: 'Email', value: 'info@sinaitrails' }],
      'partner.fieldLeft': [{ type: 'partner.fieldLeft', field: 'Email' }],
      'partner.fileChosen': [
        { type: 'partner.fileChosen', field: 'LogoUrl', file: newLogo },
        { type: 'partner.fileChosen', field: 'CoverImageUrl', file: hugeCover },
        { type: 'partner.fileChosen', field: 'LicenseImageUrl', file: notes },
      ],
      'partner.termsChanged': [{ type: 'partner.termsChanged', accepted: false }],
      'partner.submitted': [{ type: 'partner.submitted' }],
    },
    actors: {
      inspectFiles: { outputs: [{}, { LogoUrl: 'imageType' }], error: new DOMException('The file could not be read.', 'NotReadableError') },
      sendApplication: {
        outputs: [
          { ok: true },
          { ok: false, failure: { text: 'Company logo (LogoUrl) must be a PNG, JPEG or WebP image: the file sent is not.' } },
          { ok: false, failure: { key: 'requestFailed' } },
        ],
        error: new TypeError('Failed to fetch'),
      },
    },
  },
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
