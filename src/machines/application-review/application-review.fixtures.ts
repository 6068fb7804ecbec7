/** Applications as the server lists them (the contract's ReceivedPartnerApplication), for tests. */
import type { PartnerApplication } from './application-review.actors';

const PNG = { kind: 'png', bytes: 2048 } as const;

export function pendingApplication(overrides: Partial<PartnerApplication> = {}): PartnerApplication {
  return {
    id: 7,
    status: 'pending',
    createdAt: '2027-11-18T10:30:00.000Z',
    CompanyName: 'Sinai Stars Tours',
    Owner: 'Hany Mourad',
    Email: 'hany@sinaistars.example',
    CommercialRegistrationNumber: 'CR-44821',
    PhoneNumber: '+201001234567',
    WebsiteUrl: 'https://sinaistars.example',
    CompanyAddress: '12 Peace Road, Dahab',
    Description: 'Desert safaris and reef trips from Dahab since 2009.',
    ContactPersonName: 'Mona Adel',
    ContactPersonNumber: '+201112223334',
    TypeofTrips: 'Safari, snorkelling',
    KeyDestinations: 'Dahab, Saint Catherine',
    SpecialActivities: null,
    reviewedAt: null,
    rejectionReason: null,
    companyId: null,
    files: { LogoUrl: PNG, CoverImageUrl: null, LicenseImageUrl: { kind: 'pdf', bytes: 40960 }, AdditionalDocument: null },
    ...overrides,
  };
}

export function approvedApplication(overrides: Partial<PartnerApplication> = {}): PartnerApplication {
  return pendingApplication({
    id: 3,
    status: 'approved',
    CompanyName: 'Nile Lantern Cruises',
    Email: 'info@nilelantern.example',
    reviewedAt: '2027-11-10T08:00:00.000Z',
    companyId: 12,
    ...overrides,
  });
}
