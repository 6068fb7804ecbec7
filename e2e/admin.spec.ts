import { expect, expectHydrated, test, type Page } from './support/test';
import { apply, approve, invitationLink, mailsTo } from './support/partner';
import { uniqueEmail } from './support/session';

/**
 * The admin console: a company applies, an admin reviews its application with its
 * documents, approves it after writing the company in Arabic as well (the form says what is missing first),
 * and the applicant sets a password from the invitation mail and signs in; in Arabic, another application is
 * rejected with a reason; a traveller is told the console is not theirs. The admin's address is made an admin
 * by ADMIN_EMAILS (playwright.config.ts; D283).
 */

const main = (page: Page) => page.getByRole('main');

test('an admin approves an application with its documents read, and the new partner sets a password from the invitation', async ({ page, request, signInAsAdmin }, testInfo) => {
  const companyName = `Sinai Stars ${testInfo.project.name} ${Date.now()}`;
  const applicant = uniqueEmail('sinai-stars');
  await apply(request, companyName, applicant);
  await signInAsAdmin();

  await page.goto('/admin?lng=en');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Admin console');
  const review = main(page).getByRole('button', { name: `Review the application of ${companyName}` });
  await expectHydrated(review);
  await review.click();
  const application = main(page).getByTestId('application-review');
  await expect(application.getByRole('heading', { name: companyName })).toBeFocused();
  await expect(application.getByText(applicant)).toBeVisible();
  await expect(application.getByText('Dahab, Saint Catherine')).toBeVisible();
  // The licence, fetched with the admin's token and saved on this device.
  const download = page.waitForEvent('download');
  await application.getByRole('button', { name: /^Licence \(PDF/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^application-\d+-LicenseImageUrl\.pdf$/);
  await expect(application.getByText('Additional document: not sent')).toBeVisible();

  // The company as it will be published: the English is the application's, the Arabic is the admin's to write.
  await application.getByRole('button', { name: 'Approve…' }).click();
  await expect(application.getByLabel('Name in English')).toHaveValue(companyName);
  await application.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(application.getByTestId('approve-missing')).toHaveText('Still to write: Name in Arabic, Description in Arabic.');
  await expect(application.getByLabel('Name in Arabic')).toHaveAttribute('aria-invalid', 'true');
  await application.getByLabel('Name in Arabic').fill('نجوم سيناء');
  await application.getByLabel('Description in Arabic').fill('رحلات سفاري وشعاب مرجانية من دهب منذ 2009.');
  await application.getByLabel('City in English').fill('Dahab');
  await application.getByLabel('City in Arabic').fill('دهب');
  await application.getByRole('button', { name: 'Approve and invite' }).click();

  const outcome = main(page).getByTestId('decision-outcome');
  await expect(outcome.getByRole('status')).toHaveText(`Approved: ${companyName} is published on Rihla.`);
  await expect(outcome).toContainText(`A partner account was made for ${applicant}`);
  const companyLink = await outcome.getByRole('link', { name: "See the company's page" }).getAttribute('href');
  const companyId = Number(/\/companies\/(\d+)$/.exec(companyLink ?? '')?.[1]);
  // Published at once, in both languages.
  const arabic = await request.get(`/api/Company/${companyId}`, { headers: { 'Accept-Language': 'ar' } });
  expect(((await arabic.json()) as { companyName: string }).companyName).toBe('نجوم سيناء');

  // Back to the queue: it is read again, and the application has left it.
  await outcome.getByRole('button', { name: 'Back to the applications' }).click();
  await expect(main(page).getByRole('button', { name: `Review the application of ${companyName}` })).toHaveCount(0);

  // The applicant chooses a password from the invitation mail, and signs in with it.
  const link = await invitationLink(request, applicant);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link.pathname}${link.search}&lng=en`);
  await main(page).getByLabel('New password', { exact: true }).fill('Dahab#Reef2027');
  await main(page).getByLabel('Confirm new password').fill('Dahab#Reef2027');
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByText('Your password has been reset.', { exact: false })).toBeVisible();
  const login = await request.post('/api/Auth/login', { data: { userName: applicant, password: 'Dahab#Reef2027' } });
  expect(login.ok()).toBe(true);
});

test('in Arabic, an admin rejects an application only with a reason, and finds it among the rejected', async ({ page, request, signInAsAdmin }, testInfo) => {
  const companyName = `Red Sea Roots ${testInfo.project.name} ${Date.now()}`;
  const applicant = uniqueEmail('red-sea-roots');
  await apply(request, companyName, applicant);
  await signInAsAdmin();

  await page.goto('/admin?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('لوحة الإدارة');
  const review = main(page).getByRole('button', { name: `مراجعة طلب ${companyName}` });
  await expectHydrated(review);
  await review.click();
  const application = main(page).getByTestId('application-review');
  await application.getByRole('button', { name: 'رفض…' }).click();
  await application.getByRole('button', { name: 'رفض وإبلاغ مقدّم الطلب' }).click();
  await expect(application.getByText('اكتب السبب قبل الرفض.')).toBeVisible();
  const reason = 'رقم السجل التجاري لا يطابق الترخيص المرفق. يرجى إعادة التقديم بالمستند الصحيح.';
  await application.getByLabel('السبب').fill(reason);
  await application.getByRole('button', { name: 'رفض وإبلاغ مقدّم الطلب' }).click();
  const outcome = main(page).getByTestId('decision-outcome');
  await expect(outcome.getByRole('status')).toHaveText(`تم رفض طلب ${companyName}.`);
  await expect(outcome).toContainText(`أُرسل السبب إلى ${applicant}`);
  expect((await mailsTo(request, applicant)).some((mail) => mail.body.includes(reason))).toBe(true);

  await outcome.getByRole('button', { name: 'العودة إلى الطلبات' }).click();
  await main(page).getByLabel('عرض').selectOption('rejected');
  await main(page).getByRole('button', { name: `مراجعة طلب ${companyName}` }).click();
  await expect(application.getByTestId('application-status')).toHaveText('مرفوض');
  await expect(application.getByText(reason)).toBeVisible();
  // A decided application offers no second decision.
  await expect(application.getByRole('button', { name: 'قبول…' })).toHaveCount(0);
});

test("a traveller who opens /admin is told it is for Rihla's admins, and sees no application", async ({ page, signIn }) => {
  await signIn('Laila Hassan');
  await page.goto('/admin?lng=en');
  await expect(main(page).getByTestId('console-forbidden')).toContainText("This page is for Rihla's admins.");
  await expect(main(page).getByTestId('applications-list')).toHaveCount(0);
});

test('in Arabic, an admin switches a new company’s verified badge, suspends it after confirming, and lets it back', async ({ page, request, signInAsAdmin }, testInfo) => {
  const companyName = `Nile Lantern ${testInfo.project.name} ${Date.now()}`;
  const applicant = uniqueEmail('nile-lantern');
  await apply(request, companyName, applicant);
  await signInAsAdmin();
  // Approved through the API, as the console's own call does.
  const companyId = await approve(request, applicant, {
    nameEn: companyName,
    nameAr: `فانوس النيل ${testInfo.project.name}`,
    descriptionEn: 'Felucca evenings in Aswan.',
    descriptionAr: 'أمسيات الفلوكة في أسوان.',
  });
  const arabicName = `فانوس النيل ${testInfo.project.name}`;

  await page.goto('/admin/companies?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const company = main(page).getByTestId('company-item').filter({ hasText: arabicName });
  const badge = company.getByRole('button', { name: `شارة التوثيق: ${arabicName}` });
  await expectHydrated(badge);
  await expect(badge).toHaveAttribute('aria-pressed', 'false');
  await badge.click();
  await expect(main(page).getByTestId('companies-announcement')).toHaveText(`تظهر الآن شارة التوثيق لـ ${arabicName}.`);
  await expect(badge).toHaveAttribute('aria-pressed', 'true');

  // Suspending asks first; keeping it listed changes nothing.
  await company.getByRole('button', { name: `إيقاف ${arabicName}…` }).click();
  await expect(company.getByRole('button', { name: 'إيقاف', exact: true })).toBeFocused();
  await company.getByRole('button', { name: 'إبقاؤها معروضة' }).click();
  expect((await request.get(`/api/Company/${companyId}`)).status()).toBe(200);
  await company.getByRole('button', { name: `إيقاف ${arabicName}…` }).click();
  await company.getByRole('button', { name: 'إيقاف', exact: true }).click();
  await expect(main(page).getByTestId('companies-announcement')).toHaveText(`أُوقفت ${arabicName}: خرجت رحلاتها من الكتالوج.`);
  await expect(company.getByText('موقوفة', { exact: true })).toBeVisible();
  expect((await request.get(`/api/Company/${companyId}`)).status()).toBe(404);

  await company.getByRole('button', { name: `إعادة ${arabicName}` }).click();
  await expect(main(page).getByTestId('companies-announcement')).toHaveText(`عادت ${arabicName} إلى الكتالوج.`);
  expect((await request.get(`/api/Company/${companyId}`)).status()).toBe(200);
});

test('an admin cancels a booking awaiting payment from the overview, after confirming, and its seats go back', async ({ page, request, signIn, book, signInAsAdmin }) => {
  const traveller = await signIn('Omar Nabil');
  const { items } = (await (await request.get('/api/Travel?PageIndex=1&PageSize=1000')).json()) as { items: Array<{ id: number; price: number; availableSeats: number }> };
  const tour = items.find((item) => item.availableSeats > 2);
  expect(tour, 'a tour with seats').toBeDefined();
  const { id, reference } = await book(tour!, { traveller, nationalId: '29001011234567', phone: '01001234567' });

  await signInAsAdmin();
  await page.goto('/admin/bookings?lng=en');
  const filter = main(page).getByLabel('Show');
  await expectHydrated(filter);
  await filter.selectOption('pending');
  const row = main(page).getByTestId('booking-item').filter({ hasText: reference });
  await expect(row.getByTestId('booking-status')).toHaveText('Awaiting payment');
  await expect(row).toContainText(traveller.email);

  await row.getByRole('button', { name: `Cancel ${reference}…` }).click();
  await expect(row.getByRole('button', { name: 'Cancel and refund' })).toBeFocused();
  await row.getByRole('button', { name: 'Keep the booking' }).click();
  await expect(row.getByTestId('booking-status')).toHaveText('Awaiting payment');
  await row.getByRole('button', { name: `Cancel ${reference}…` }).click();
  await row.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(main(page).getByTestId('bookings-announcement')).toHaveText(`${reference} is cancelled; nothing had been paid.`);
  await expect(row.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(row.getByRole('button', { name: `Cancel ${reference}…` })).toHaveCount(0);
  const status = (await (await request.get(`/api/Booking/${id}/details`, { headers: { Authorization: `Bearer ${traveller.token}` } })).json()) as { status: string };
  expect(status.status).toBe('cancelled');
});
