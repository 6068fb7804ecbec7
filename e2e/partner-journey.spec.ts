import { expect, expectHydrated, test, type APIRequestContext, type Page } from './support/test';
import { text } from './support/locale';
import { invitationLink, PNG, signInAsAdmin } from './support/partner';
import { uniqueEmail } from './support/session';

/**
 * A partner's whole journey, on the screens: a company applies at /GetInTouch, an admin approves it
 * in the console, the partner chooses a password from the invitation mail and signs in, finds the portal in
 * the user menu, writes a bilingual tour with two itinerary days and an image and publishes it; a traveller
 * finds it by an Arabic search, books it and pays; the partner sees the booking and checks the traveller in
 * with the voucher's code, and a second check-in is refused with the time of the first. In English on the
 * desktop, in Arabic on the phone: each language once, each screen size once.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const main = (page: Page) => page.getByRole('main');
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A `datetime-local` value next year (Cairo time), so the departure is always ahead. */
const nextYear = (monthDay: string, time: string) => `${new Date().getFullYear() + 1}-${monthDay}T${time}`;

/** The mail the development outbox holds for an address, newest last. */
async function outbox(request: APIRequestContext, email: string) {
  const { mails } = (await (await request.get('/dev/outbox?format=json')).json()) as { mails: Array<{ to: string; body: string }> };
  return mails.filter((mail) => mail.to === email);
}

test('a company applies, is approved, publishes a bilingual tour, and checks in the traveller who found it by an Arabic search and paid', async ({ page, request, signIn }, testInfo) => {
  test.setTimeout(120_000);
  const lang = testInfo.project.name === 'phone' ? 'ar' : 'en';
  const t = (namespace: string, key: string, values: Record<string, string | number> = {}) => text(lang, namespace, key, values);
  const inLanguage = (label: string, language: 'en' | 'ar') => t('partnerTours', `fieldIn.${language}`, { field: label });
  const field = (label: string) => main(page).getByLabel(label, { exact: true });
  const run = `${testInfo.project.name} ${Date.now()}`;
  const company = `Farafra Nights ${run}`;
  const email = uniqueEmail('farafra-nights');
  const titleEn = `Farafra stargazing ${run}`;
  // A word of the Arabic title the traveller searches for; the rest makes this run's tour its own.
  const titleAr = `سهرة نجوم الفرافرة ${run}`;

  // ── The company applies ─────────────────────────────────────────────────────────────────────────────
  await page.goto(`/GetInTouch?lng=${lang}`);
  const application = (name: string) => t('partner', `getInTouch.fields.${name}`);
  await expectHydrated(field(application('CompanyName')));
  await field(application('CompanyName')).fill(company);
  await field(application('Owner')).fill('Nour El-Din Salem');
  await field(application('Email')).fill(email);
  await field(application('CommercialRegistrationNumber')).fill('CR-77120');
  await field(application('PhoneNumber')).fill('+20 92 751 0000');
  await field(application('CompanyAddress')).fill('Qasr El Farafra, New Valley');
  await field(application('Description')).fill('Nights in the White Desert with Bedouin guides since 2011.');
  await field(application('ContactPersonName')).fill('Salma Nour');
  await field(application('ContactPersonNumber')).fill('+20 100 555 0199');
  await field(application('TypeofTrips')).fill('Desert camping, stargazing');
  await field(application('LogoUrl')).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await field(application('CoverImageUrl')).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await field(application('LicenseImageUrl')).setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF });
  await main(page).getByLabel(t('partner', 'getInTouch.acceptTerms')).check();
  await main(page).getByRole('button', { name: t('partner', 'getInTouch.submit') }).click();
  await expect(main(page).getByText(t('partner', 'getInTouch.success').slice(0, 20), { exact: false })).toBeVisible();

  // ── An admin approves it, writing the company in Arabic too ─────────────────────────────────────────
  await signInAsAdmin(page, request);
  await page.goto(`/admin?lng=${lang}`);
  const review = main(page).getByRole('button', { name: t('admin', 'applications.openNamed', { name: company }) });
  await expectHydrated(review);
  await review.click();
  await main(page).getByRole('button', { name: t('admin', 'applications.approve.start') }).click();
  await field(t('admin', 'applications.approve.fields.nameAr')).fill(`ليالي الفرافرة ${run}`);
  await field(t('admin', 'applications.approve.fields.descriptionAr')).fill('ليالٍ في الصحراء البيضاء مع أدلاء من البدو منذ 2011.');
  await main(page).getByRole('button', { name: t('admin', 'applications.approve.submit') }).click();
  await expect(main(page).getByTestId('decision-outcome').getByRole('status')).toHaveText(t('admin', 'applications.outcome.approved', { name: company }));

  // ── The partner chooses a password from the invitation, logs in, and finds the portal in the menu ───
  const link = await invitationLink(request, email);
  expect((await outbox(request, email)).at(-1)?.body).toContain('/partner');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link.pathname}${link.search}&lng=${lang}`);
  await field(t('account', 'resetScreen.newPassword')).fill('Farafra#Stars2027');
  await field(t('account', 'resetScreen.confirmPassword')).fill('Farafra#Stars2027');
  await main(page).getByRole('button', { name: t('account', 'resetScreen.submit') }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  await field(t('auth', 'login.username')).fill(email);
  await field(t('auth', 'login.password')).fill('Farafra#Stars2027');
  await main(page).getByRole('button', { name: t('auth', 'login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The account is the contact person's, as the application named them. Its button is in the banner on
  // the phone and the desktop alike, and arrives a moment after the address leaves /login (the signed-in
  // part of the bar loads then): the click waits for it.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Salma Nour' });
  await menu.click();
  await page.getByRole('link', { name: t('common', 'nav.partnerPortal') }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('partnerPortal', 'title'));

  // ── A bilingual tour with two days and an image, published ──────────────────────────────────────────
  await main(page).getByRole('navigation', { name: t('partnerPortal', 'nav.label') }).getByRole('link', { name: t('partnerPortal', 'nav.tours') }).click();
  await main(page).getByRole('link', { name: t('partnerTours', 'list.new') }).click();
  await expect(page).toHaveURL(/\/partner\/tours\/new/);
  const editor = (name: string) => t('partnerTours', `editor.fields.${name}`);
  const pair = async (label: string, en: string, ar: string) => {
    await field(inLanguage(label, 'en')).fill(en);
    await field(inLanguage(label, 'ar')).fill(ar);
  };
  await expectHydrated(field(inLanguage(editor('title'), 'en')));
  await pair(editor('title'), titleEn, titleAr);
  await pair(editor('description'), 'A night under the stars among the chalk towers of the White Desert.', 'ليلة تحت النجوم بين أبراج الطباشير في الصحراء البيضاء.');
  await field(editor('price')).fill('2400');
  await field(editor('seats')).fill('8');
  await field(editor('startDate')).fill(nextYear('04-14', '15:00'));
  await field(editor('endDate')).fill(nextYear('04-15', '11:00'));
  await pair(editor('departurePoint'), 'Qasr El Farafra square', 'ميدان قصر الفرافرة');
  await field(editor('departureLat')).fill('27.0581');
  await field(editor('departureLng')).fill('27.9697');
  await pair(editor('destinationCity'), 'White Desert', 'الصحراء البيضاء');
  await pair(editor('transportationType'), '4x4', 'سيارة دفع رباعي');
  await main(page).getByRole('combobox', { name: editor('categoryId') }).selectOption({ index: 1 });
  await pair(editor('tags'), 'Desert\nStargazing', 'صحراء\nنجوم');
  await main(page).getByLabel(t('partnerTours', 'images.add')).setInputFiles({ name: 'camp.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByTestId('tour-image')).toHaveCount(1);
  const addDay = main(page).getByRole('button', { name: t('partnerTours', 'editor.days.add') });
  await addDay.click();
  await addDay.click();
  const day = (number: number, name: string) => `${t('partnerTours', 'editor.days.day', { number })}: ${t('partnerTours', `editor.days.${name}`)}`;
  await pair(day(1, 'title'), 'Into the White Desert', 'إلى الصحراء البيضاء');
  await pair(day(1, 'description'), 'Drive past the Crystal Mountain, camp by the Mushroom rock.', 'مرور بجبل الكريستال والتخييم عند صخرة المشروم.');
  await pair(day(2, 'title'), 'Sunrise and back', 'الشروق والعودة');
  await pair(day(2, 'description'), 'Sunrise over the chalk, breakfast, back to Farafra.', 'الشروق فوق الطباشير والإفطار والعودة إلى الفرافرة.');
  await main(page).getByRole('button', { name: t('partnerTours', 'editor.actions.publish') }).click();
  await expect(main(page).getByRole('status').filter({ hasText: t('partnerTours', 'editor.outcome.published') })).toBeVisible({ timeout: 15_000 });
  const tourId = Number(/\/partner\/tours\/(\d+)/.exec(page.url())?.[1]);
  expect(tourId).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // ── A traveller finds it by an Arabic search, books it and pays ─────────────────────────────────────
  await page.evaluate(() => localStorage.clear());
  const traveller = await signIn('Hala Mansour');
  await page.goto('/?lng=ar');
  const term = main(page).getByLabel(text('ar', 'search', 'box.termLabel'));
  await expectHydrated(term);
  await term.fill('الفرافرة');
  await main(page).getByRole('button', { name: text('ar', 'search', 'box.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/search-results\?.*type=Travels/);
  // The home page stays on screen until the results' screen has arrived, and a new tour is on it too (most
  // popular, newest): the card is looked for in the results' list.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'search', 'results.title'));
  const card = main(page).getByRole('list', { name: text('ar', 'search', 'results.listLabel') }).getByRole('article', { name: titleAr });
  await expect(card).toBeVisible();
  await expect(card.locator(`a[href*="travel-with-us?id=${tourId}"]`).first()).toBeVisible();
  await page.goto(`/travel-with-us?id=${tourId}&lng=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'ar' ? titleAr : titleEn);
  await main(page).getByRole('complementary', { name: t('tour', 'book.title') }).getByRole('button', { name: t('tour', 'book.bookNow') }).click();
  await expect(page).toHaveURL(new RegExp(`/book-now\\?travelId=${tourId}`));
  await field(t('booking', 'fields.name')).fill('Hala Mansour');
  await main(page).getByLabel(t('booking', 'fields.phone')).fill('+20 100 321 7788');
  await main(page).getByLabel(t('booking', 'fields.nationalId')).fill('29505051234567');
  await main(page).getByRole('button', { name: t('booking', 'submit') }).click();
  await expect(page).toHaveURL(/\/api\/Payment\/sandbox\/checkout\//);
  const card4242 = lang === 'ar' ? { number: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (MM/YY)', cvc: 'رمز الأمان (CVC)', name: 'الاسم على البطاقة', pay: /^ادفع/ } : { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', name: 'Name on card', pay: /^Pay / };
  await page.getByLabel(card4242.number).fill('4242 4242 4242 4242');
  await page.getByLabel(card4242.expiry).fill('12/30');
  await page.getByLabel(card4242.cvc).fill('123');
  await page.getByLabel(card4242.name).fill('Hala Mansour');
  await page.getByRole('button', { name: card4242.pay }).click();
  await expect(page).toHaveURL(/\/payment-status\?bookingId=\d+/);
  const bookingId = Number(new URL(page.url()).searchParams.get('bookingId'));
  await expect(page).toHaveURL(/\/payment-success/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('payment', 'success.title'));
  const reference = (await main(page).getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^RH-[0-9A-Z]{6}$/);
  // What the voucher's QR code carries: the signed reference.
  const details = await request.get(`/api/Booking/${bookingId}/details`, { headers: { Authorization: `Bearer ${traveller.token}` } });
  const code = ((await details.json()) as { voucher: { code: string } | null }).voucher?.code ?? '';
  expect(code).toMatch(new RegExp(`^RIHLA1:${reference}:`));

  // ── The partner sees the booking, and checks the traveller in ───────────────────────────────────────
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/login?lng=${lang}`);
  await field(t('auth', 'login.username')).fill(email);
  await field(t('auth', 'login.password')).fill('Farafra#Stars2027');
  await main(page).getByRole('button', { name: t('auth', 'login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/partner/bookings?lng=${lang}`);
  const booking = main(page).getByTestId('partner-booking').filter({ hasText: reference });
  await expect(booking).toContainText('Hala Mansour');
  await expect(booking).toContainText(t('partnerPortal', 'bookings.statuses.success'));

  await main(page).getByRole('navigation', { name: t('partnerPortal', 'nav.label') }).getByRole('link', { name: t('partnerPortal', 'nav.checkIn') }).click();
  // Headless Chromium reads no QR code from a camera: the desk offers the typed code, as on such a phone.
  const typed = field(t('partnerPortal', 'checkIn.typing.label'));
  await expectHydrated(typed);
  await typed.fill(code);
  await main(page).getByRole('button', { name: t('partnerPortal', 'checkIn.typing.submit') }).click();
  const success = main(page).getByTestId('check-in-success');
  await expect(success).toBeFocused();
  await expect(success).toContainText(t('partnerPortal', 'checkIn.done.title'));
  await expect(success).toContainText('Hala Mansour');
  await expect(success).toContainText(reference);
  await main(page).getByRole('button', { name: t('partnerPortal', 'checkIn.nextTyped') }).click();
  await field(t('partnerPortal', 'checkIn.typing.label')).fill(reference.toLowerCase());
  await main(page).getByRole('button', { name: t('partnerPortal', 'checkIn.typing.submit') }).click();
  const refusal = main(page).getByTestId('check-in-refusal');
  await expect(refusal).toContainText(t('partnerPortal', 'checkIn.refused.title'));
  await expect(refusal.getByTestId('check-in-first-time')).toHaveText(new RegExp(`^${escape(t('partnerPortal', 'checkIn.refused.firstTime', { time: '§' })).replace('§', '.+')}$`));
  // The booking now says when its traveller was checked in.
  await page.goto(`/partner/bookings?lng=${lang}`);
  await expect(main(page).getByTestId('partner-booking').filter({ hasText: reference })).not.toContainText(t('partnerPortal', 'bookings.notCheckedIn'));
});
