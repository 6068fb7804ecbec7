/**
 * The path-test model of `companyProfileMachine` (CONVENTIONS #6): one sample per outcome, a passing and a
 * failing sample per guard. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { chosenFile } from '@/machines/tour-editor/tour-editor.model';
import { companyProfileMachine } from './company-profile.machine';
import type { PartnerCompany } from './company-form';

export const company: PartnerCompany = {
  id: 12,
  name: { en: 'Sinai Stars', ar: 'نجوم سيناء' },
  slogan: { en: 'Reefs and desert', ar: '' },
  description: { en: 'Desert safaris.', ar: 'رحلات سفاري.' },
  email: 'hany@sinaistars.example',
  phone: null,
  website: null,
  address: { en: '12 Peace Road', ar: '' },
  city: { en: 'Dahab', ar: 'دهب' },
  latitude: null,
  longitude: null,
  workingHours: [{ dayOfWeek: 'Friday', workingTime: 'CLOSED' }],
  logoUrl: '/uploads/partners/logo.png',
  coverImageUrl: null,
  verified: false,
  suspended: false,
};

export const companyProfileModel = {
  machine: companyProfileMachine,
  spec: 'partner portal: the company profile (D316)',
  samples: {
    events: {
      'company.retried': [{ type: 'company.retried' }],
      'company.fieldChanged': [{ type: 'company.fieldChanged', path: 'slogan.ar', value: 'شعاب وصحراء' }],
      'company.hoursAdded': [{ type: 'company.hoursAdded' }],
      'company.hoursRemoved': [{ type: 'company.hoursRemoved', index: 0 }],
      'company.imageChosen': [
        { type: 'company.imageChosen', picture: 'coverImageUrl', file: chosenFile('cover.webp', 'image/webp') },
        { type: 'company.imageChosen', picture: 'logoUrl', file: chosenFile('logo.png', 'image/png', 3 * 1024 * 1024) },
      ],
      'company.saveRequested': [{ type: 'company.saveRequested' }],
    },
    actors: {
      fetchCompany: {
        outputs: [{ ok: true, data: company }, { ok: false, error: SIGNED_OUT }, { ok: false, error: FORBIDDEN }, { ok: false, error: LOAD_FAILED }],
        error: new Error('chunk failed to load'),
      },
      saveCompany: {
        outputs: [
          { ok: true, data: { ...company, slogan: { en: 'Reefs and desert', ar: 'شعاب وصحراء' } } },
          { ok: false, kind: 'refused', status: 400, message: 'Friday is given twice.', problems: [] },
          { ok: false, kind: 'failed', error: CHANGE_FAILED },
        ],
        error: new Error('socket hang up'),
      },
      uploadPartnerImage: {
        outputs: [
          { ok: true, data: { url: '/uploads/tours/cover.webp' } },
          { ok: false, kind: 'refused', status: 400, message: 'Not an image.', problems: [] },
          { ok: false, kind: 'failed', error: SIGNED_OUT },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
  // Vertices by the state and what is shown (not the texts typed nor how many rows of hours).
  serializeState: (snapshot) => {
    const { context } = snapshot;
    return JSON.stringify([snapshot.value, context.error, context.saved, context.refusal !== null, context.changeError, context.imageError !== null, context.picture]);
  },
  simplePaths: false,
} satisfies MachineModel<typeof companyProfileMachine>;
