import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ContentProblems, PartnerFiles, SendInput, SendOutcome } from './partner-application.actors';
import { emptyValues, partnerApplicationMachine, type PartnerValues } from './partner-application.machine';
import { selectFieldError, selectFile, selectNotice, selectTermsAccepted, selectValues } from './partner-application.selectors';
import { PARTNER_TEXT_FIELDS } from './partner-rules';

const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
const cover = new File([new Uint8Array([0xff, 0xd8])], 'cover.jpg', { type: 'image/jpeg' });
const license = new File(['%PDF-'], 'license.pdf', { type: 'application/pdf' });

const complete: PartnerValues = {
  ...emptyValues(),
  CompanyName: 'Sinai Trails',
  Owner: 'Karim Mostafa',
  Email: 'info@sinaitrails.example',
  CommercialRegistrationNumber: 'CR-145623',
  PhoneNumber: '+20 69 352 0000',
  CompanyAddress: 'Main Road, Nuweiba',
  Description: 'Bedouin-led treks.',
  ContactPersonName: 'Salma Farouk',
  ContactPersonNumber: '+20 122 555 0101',
  TypeofTrips: 'Desert safaris',
  KeyDestinations: 'Nuweiba, Dahab',
};

/** The machine with its effects replaced: the content check answers `problems`, the send answers `outcome`; every send is recorded. */
function start(outcome: SendOutcome, problems: ContentProblems = {}) {
  const sent: SendInput[] = [];
  const actor = createActor(
    partnerApplicationMachine.provide({
      actors: {
        inspectFiles: fromPromise<ContentProblems, { files: PartnerFiles }>(() => Promise.resolve(problems)),
        sendApplication: fromPromise<SendOutcome, SendInput>(({ input }) => {
          sent.push(input);
          return Promise.resolve(outcome);
        }),
      },
    }),
    { input: {} },
  ).start();
  return { actor, sent };
}

function fillIn(actor: ReturnType<typeof start>['actor'], { terms = true } = {}) {
  for (const field of PARTNER_TEXT_FIELDS) actor.send({ type: 'partner.fieldChanged', field, value: complete[field] });
  actor.send({ type: 'partner.fileChosen', field: 'LogoUrl', file: logo });
  actor.send({ type: 'partner.fileChosen', field: 'CoverImageUrl', file: cover });
  actor.send({ type: 'partner.fileChosen', field: 'LicenseImageUrl', file: license });
  if (terms) actor.send({ type: 'partner.termsChanged', accepted: true });
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('form'));

describe('the partner application', () => {
  it('starts empty, and a submit of the empty form names every required field and the terms, sending nothing', async () => {
    const { actor, sent } = start({ ok: true });
    actor.send({ type: 'partner.submitted' });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ form: 'editing' })).toBe(true);
    expect(sent).toEqual([]);
    for (const field of ['CompanyName', 'Owner', 'Email', 'CommercialRegistrationNumber', 'PhoneNumber', 'CompanyAddress', 'Description', 'ContactPersonName', 'ContactPersonNumber', 'TypeofTrips'] as const) {
      expect(selectFieldError(snapshot, field), field).toBe('partner:getInTouch.errors.required');
    }
    for (const field of ['LogoUrl', 'CoverImageUrl', 'LicenseImageUrl'] as const) {
      expect(selectFieldError(snapshot, field), field).toBe('partner:getInTouch.errors.fileRequired');
    }
    for (const field of ['WebsiteUrl', 'KeyDestinations', 'SpecialActivities', 'AdditionalDocument'] as const) expect(selectFieldError(snapshot, field)).toBeNull();
    expect(selectFieldError(snapshot, 'acceptTerms')).toBe('partner:getInTouch.termsError');
  });

  it('without the terms accepted shows getInTouch.termsError and sends nothing; ticking them clears it', async () => {
    const { actor, sent } = start({ ok: true });
    const invalid: string[] = [];
    actor.on('partner.invalid', (event) => invalid.push(event.field));
    fillIn(actor, { terms: false });
    actor.send({ type: 'partner.submitted' });
    let snapshot = await settled(actor);
    expect(sent).toEqual([]);
    expect(invalid).toEqual(['acceptTerms']);
    expect(snapshot.context.errors).toEqual({ acceptTerms: 'termsError' });
    actor.send({ type: 'partner.termsChanged', accepted: true });
    snapshot = actor.getSnapshot();
    expect(selectFieldError(snapshot, 'acceptTerms')).toBeNull();
  });

  it('sends a complete application, then clears the form, the files and the terms too', async () => {
    const { actor, sent } = start({ ok: true });
    const answered: string[] = [];
    actor.on('partner.answered', (event) => answered.push(event.type));
    fillIn(actor);
    actor.send({ type: 'partner.submitted' });
    const snapshot = await settled(actor);
    expect(sent).toEqual([{ values: complete, files: { LogoUrl: logo, CoverImageUrl: cover, LicenseImageUrl: license, AdditionalDocument: null } }]);
    expect(selectNotice(snapshot)).toEqual({ kind: 'succeeded' });
    expect(answered).toEqual(['partner.answered']);
    expect(selectValues(snapshot)).toEqual(emptyValues());
    expect(selectFile(snapshot, 'LogoUrl')).toBeNull();
    expect(selectFile(snapshot, 'LicenseImageUrl')).toBeNull();
    expect(selectTermsAccepted(snapshot)).toBe(false);
  });

  it('keeps everything typed and chosen when the server refuses, and shows its words', async () => {
    const { actor } = start({ ok: false, failure: { text: 'Please enter a valid email address (Email).' } });
    fillIn(actor);
    actor.send({ type: 'partner.submitted' });
    const snapshot = await settled(actor);
    expect(selectNotice(snapshot)).toEqual({ kind: 'failed', message: { text: 'Please enter a valid email address (Email).' } });
    expect(selectValues(snapshot)).toEqual(complete);
    expect(selectFile(snapshot, 'CoverImageUrl')).toBe(cover);
    expect(selectTermsAccepted(snapshot)).toBe(true);
  });

  it('does not send a file whose content is wrong, and names its field first', async () => {
    const { actor, sent } = start({ ok: true }, { CoverImageUrl: 'imageType' });
    const invalid: string[] = [];
    actor.on('partner.invalid', (event) => invalid.push(event.field));
    fillIn(actor);
    actor.send({ type: 'partner.submitted' });
    const snapshot = await settled(actor);
    expect(sent).toEqual([]);
    expect(invalid).toEqual(['CoverImageUrl']);
    expect(snapshot.context.errors).toEqual({ CoverImageUrl: 'imageType' });
    // Choosing another file clears the message (D48).
    actor.send({ type: 'partner.fileChosen', field: 'CoverImageUrl', file: cover });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('refuses a file as it is chosen, and keeps that reason at the submit rather than "required"', async () => {
    const { actor } = start({ ok: true });
    fillIn(actor);
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'cover.png', { type: 'image/png' });
    actor.send({ type: 'partner.fileChosen', field: 'CoverImageUrl', file: big });
    expect(selectFile(actor.getSnapshot(), 'CoverImageUrl')).toBeNull();
    expect(selectFieldError(actor.getSnapshot(), 'CoverImageUrl')).toBe('partner:getInTouch.errors.fileTooLarge');
    actor.send({ type: 'partner.fileChosen', field: 'LogoUrl', file: new File(['x'], 'logo.gif', { type: 'image/gif' }) });
    expect(selectFieldError(actor.getSnapshot(), 'LogoUrl')).toBe('partner:getInTouch.errors.imageType');
    actor.send({ type: 'partner.submitted' });
    const snapshot = await settled(actor);
    expect(snapshot.context.errors).toEqual({ CoverImageUrl: 'fileTooLarge', LogoUrl: 'imageType' });
  });

  it('checks the e-mail when it is left with something typed; a blank field waits for the submit (D48)', () => {
    const { actor } = start({ ok: true });
    actor.send({ type: 'partner.fieldLeft', field: 'CompanyName' });
    actor.send({ type: 'partner.fieldLeft', field: 'Email' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'partner.fieldChanged', field: 'Email', value: 'info@sinai' });
    actor.send({ type: 'partner.fieldLeft', field: 'Email' });
    expect(selectFieldError(actor.getSnapshot(), 'Email')).toBe('partner:getInTouch.errors.invalidEmail');
    actor.send({ type: 'partner.fieldChanged', field: 'Email', value: 'info@sinai.example' });
    expect(selectFieldError(actor.getSnapshot(), 'Email')).toBeNull();
  });
});
