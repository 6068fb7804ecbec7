import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { keepSession, PASSWORD, uniqueEmail } from './session';

/**
 * Partners and admins as the browser tests make them: a company applies as the form at
 * /GetInTouch sends it, the run's admin (made one by ADMIN_EMAILS in playwright.config.ts; D283) approves it,
 * and the applicant chooses a password from the invitation mail. Each step goes through the real API; the
 * admin console's own journeys (e2e/admin.spec.ts) drive the same steps on the screen.
 */

export const ADMIN_EMAIL = 'console.admin@rihla-e2e.example';
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface SignedIn {
  token: string;
  user: Record<string, unknown>;
}

/** The run's one admin account: registered by the first test that needs it, logged in by the others. */
export async function adminSession(request: APIRequestContext): Promise<SignedIn> {
  let answer = await request.post('/api/Auth/register', { data: { userName: 'Console Admin', email: ADMIN_EMAIL, password: PASSWORD } });
  if (!answer.ok()) answer = await request.post('/api/Auth/login', { data: { userName: ADMIN_EMAIL, password: PASSWORD } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SignedIn;
}

/** Signs the page in as the run's admin. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const { token, user } = await adminSession(request);
  await keepSession(page, user, token);
}

/** A company applies as the form at /GetInTouch sends it (multipart, with its files). */
export async function apply(request: APIRequestContext, companyName: string, email: string): Promise<void> {
  const answer = await request.post('/api/TourismCompanyRequestApi', {
    multipart: {
      CompanyName: companyName,
      Owner: 'Hany Mourad',
      Email: email,
      CommercialRegistrationNumber: 'CR-44821',
      PhoneNumber: '+20 69 364 0000',
      WebsiteUrl: 'https://sinaistars.example',
      CompanyAddress: '12 Peace Road, Dahab',
      Description: 'Desert safaris and reef trips from Dahab since 2009.',
      ContactPersonName: 'Mona Adel',
      ContactPersonNumber: '+20 111 222 3334',
      TypeofTrips: 'Safari, snorkelling',
      KeyDestinations: 'Dahab, Saint Catherine',
      acceptTerms: 'true',
      LogoUrl: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
      CoverImageUrl: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
      LicenseImageUrl: { name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The mails the development outbox holds for an address, oldest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Array<{ subject: string; body: string }>> {
  const { mails } = (await (await request.get('/dev/outbox?format=json')).json()) as { mails: Array<{ to: string; subject: string; body: string }> };
  return mails.filter((mail) => mail.to === email);
}

/** The link to choose a password from the invitation an approval mailed. */
export async function invitationLink(request: APIRequestContext, email: string): Promise<URL> {
  const invitation = (await mailsTo(request, email)).find((mail) => mail.body.includes('/reset-password'));
  expect(invitation, 'the invitation mail').toBeDefined();
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(invitation?.body ?? '')?.[0];
  expect(link, 'the invitation link').toBeTruthy();
  return new URL(link ?? '');
}

export interface Partner extends SignedIn {
  email: string;
  password: string;
  companyId: number;
  companyName: string;
}

/** The company as an admin approves it: its names in both languages (and its city, if given). */
export interface Approval {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  cityEn?: string;
  cityAr?: string;
}

/**
 * The run's admin approves the pending application sent from `email` (as the console's Approve does), which
 * publishes the company and mails the applicant an invitation: the new company's id.
 */
export async function approve(request: APIRequestContext, email: string, company: Approval): Promise<number> {
  const admin = await adminSession(request);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const queue = (await (await request.get('/api/admin/applications?status=pending', { headers })).json()) as { items: Array<{ id: number; Email: string }> };
  const application = queue.items.find((item) => item.Email === email);
  expect(application, 'the application in the queue').toBeDefined();
  const approved = await request.post(`/api/admin/applications/${application?.id}/approve`, { headers, data: company });
  expect(approved.ok(), await approved.text()).toBe(true);
  return ((await approved.json()) as { companyId: number }).companyId;
}

/**
 * A new partner company, approved with its Arabic names, whose partner has chosen a password from the
 * invitation and signed in (through the API: the screens' own steps are e2e/admin.spec.ts's).
 */
export async function newPartner(request: APIRequestContext, label: string): Promise<Partner> {
  const companyName = `${label} ${Date.now()}`;
  const email = uniqueEmail(label.toLowerCase().replace(/[^a-z]+/g, '-'));
  await apply(request, companyName, email);
  const companyId = await approve(request, email, {
    nameEn: companyName,
    nameAr: `شركة ${companyName}`,
    descriptionEn: 'Desert safaris and reef trips from Dahab since 2009.',
    descriptionAr: 'رحلات سفاري وشعاب مرجانية من دهب منذ 2009.',
    cityEn: 'Dahab',
    cityAr: 'دهب',
  });
  const link = await invitationLink(request, email);
  const password = 'Dahab#Reef2027';
  const reset = await request.post(`/api/Auth/resetpassword?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`, { data: { email, newPassword: password } });
  expect(reset.ok(), await reset.text()).toBe(true);
  const login = await request.post('/api/Auth/login', { data: { userName: email, password } });
  expect(login.ok()).toBe(true);
  return { ...((await login.json()) as SignedIn), email, password, companyId, companyName };
}

/**
 * One partner company per worker and label, made once (a worker's tests run one at a time): applying,
 * approving and choosing a password takes a few requests, and paths that each use a tour or a booking of
 * their own can share the company.
 */
const workerPartners = new Map<string, Promise<Partner>>();
export function workerPartner(request: APIRequestContext, label: string): Promise<Partner> {
  let partner = workerPartners.get(label);
  if (!partner) {
    partner = newPartner(request, `${label} ${process.pid}`);
    workerPartners.set(label, partner);
    partner.catch(() => workerPartners.delete(label));
  }
  return partner;
}

/** A login of its own for the partner: a path that logs it out (or lets it be refused) ends only its own session. */
export async function partnerLogin(request: APIRequestContext, partner: Partner): Promise<{ token: string; user: Record<string, unknown> }> {
  const login = await request.post('/api/Auth/login', { data: { userName: partner.email, password: partner.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()) as { token: string; user: Record<string, unknown> };
}

/** Signs the page in as a partner made by `newPartner`. */
export async function signInAsPartner(page: Page, partner: Partner): Promise<void> {
  await keepSession(page, partner.user, partner.token);
}
