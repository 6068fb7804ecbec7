/**
 * The path-test model of `partnerApplicationMachine` (CONVENTIONS #6): a sample of every event
 * and invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts
 * lists it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { partnerApplicationMachine, type PartnerValues } from './partner-application.machine';
import { MAX_PARTNER_FILE_BYTES } from './partner-rules';

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
export const values: PartnerValues = {
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

export const partnerApplicationModel = {
  machine: partnerApplicationMachine,
  spec: 'accounts §2 Get In Touch, §3 partner application, §5, §7 POST /api/TourismCompanyRequestApi, §8',
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
} satisfies MachineModel<typeof partnerApplicationMachine>;
