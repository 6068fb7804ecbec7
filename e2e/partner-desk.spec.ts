import { readFile } from 'node:fs/promises';
import { expect, expectHydrated, test, type Page } from './support/test';

/**
 * The partner portal's desk: a partner whose published tour has a paid booking sees the
 * departure on the dashboard with its seat sold, finds the booking with the traveller's name, downloads the
 * bookings as CSV, and checks the traveller in by the typed reference; a second check-in of the same booking is
 * refused with the time of the first. In English and in Arabic. A traveller is told the desk is for partners.
 */

const main = (page: Page) => page.getByRole('main');


/** Nothing of the page scrolls sideways (a phone of 375 px and up). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The check-in field: typed where the browser has no camera to scan with, or after choosing to type. */
async function typingField(page: Page, labels: { field: string; typeInstead: string }) {
  const field = main(page).getByLabel(labels.field);
  const typeInstead = main(page).getByRole('button', { name: labels.typeInstead });
  await expect(field.or(typeInstead)).toBeVisible();
  if (await typeInstead.isVisible()) await typeInstead.click();
  return field;
}

const WORDS = {
  en: {
    departureSeats: '1 sold, 0 held, 11 left of 12',
    download: 'Download CSV',
    field: 'Booking reference or voucher code',
    typeInstead: 'Type the code instead',
    checkIn: 'Check in',
    checkedIn: 'Checked in',
    refused: 'Not checked in',
    next: /^(Scan the next|Check in the next)$/,
    firstTime: /^First checked in at .+ \(Cairo time\)\.$/,
    alreadyCheckedIn: (reference: string) => new RegExp(`^Booking ${reference} was already checked in on .+ \\(Cairo time\\)\\.$`),
  },
  ar: {
    departureSeats: '1 مباعة، 0 محجوزة مؤقتًا، 11 متبقية من 12',
    download: 'تنزيل ملف CSV',
    field: 'الرقم المرجعي للحجز أو رمز القسيمة',
    typeInstead: 'اكتب الرمز بدلًا من ذلك',
    checkIn: 'تسجيل الحضور',
    checkedIn: 'تم تسجيل الحضور',
    refused: 'لم يُسجَّل الحضور',
    next: /^(امسح القسيمة التالية|سجّل حضور التالي)$/,
    firstTime: /^سُجّل الحضور أول مرة في .+ \(بتوقيت القاهرة\)\.$/,
    alreadyCheckedIn: (reference: string) => new RegExp(`^سُجّل حضور الحجز ${reference} من قبل في .+ \\(بتوقيت القاهرة\\)\\.$`),
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a partner sees the paid booking on the dashboard and in the bookings, downloads them, and checks the traveller in once`, async ({ page, newPartner, partnerTour, book }, testInfo) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    const partner = await newPartner(`Desk ${language} ${testInfo.project.name}`, { signIn: true });
    const title = `Desk Sail ${language} ${testInfo.project.name} ${Date.now()}`;
    const tour = await partnerTour(partner, title, { publish: true });
    const traveller = 'Salma Fathy';
    const { reference } = await book(tour, { name: traveller, paid: true });
    const tourTitle = language === 'ar' ? `فلوكة ${title}` : title;
    // The narrowest phone the site is made for.
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 375, height: 812 });

    // The dashboard: the departure with its one seat sold, linked to the tour.
    await page.goto(`/partner?lng=${language}`);
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const departure = main(page).getByTestId('dashboard-departure').filter({ has: page.getByRole('link', { name: tourTitle }) });
    await expect(departure.getByTestId('dashboard-seats')).toContainText(words.departureSeats);
    await expect(departure.getByRole('link', { name: tourTitle })).toHaveAttribute('href', `/partner/tours/${tour.id}`);
    await expectNoSidewaysScroll(page);

    // The bookings: the traveller's, under the tour's departure; the CSV has it too.
    await page.goto(`/partner/bookings?lng=${language}`);
    const booking = main(page).getByTestId('partner-booking').filter({ hasText: reference });
    await expect(booking).toContainText(traveller);
    await expect(booking).toContainText('+20 100 123 4567');
    await expectNoSidewaysScroll(page);
    const download = main(page).getByRole('button', { name: words.download });
    await expectHydrated(download);
    const file = page.waitForEvent('download');
    await download.click();
    const saved = await file;
    expect(saved.suggestedFilename()).toBe('rihla-bookings.csv');
    const csv = await readFile((await saved.path()) ?? '', 'utf8');
    expect(csv).toContain(reference);
    expect(csv).toContain(traveller);

    // Check-in by the typed reference; the second time, refused with the first time.
    await page.goto(`/partner/check-in?lng=${language}`);
    let field = await typingField(page, words);
    await expectHydrated(field);
    await field.fill(reference);
    await main(page).getByRole('button', { name: words.checkIn, exact: true }).click();
    const success = main(page).getByTestId('check-in-success');
    await expect(success).toBeFocused();
    await expect(success.getByText(words.checkedIn, { exact: true })).toBeVisible();
    await expect(success).toContainText(traveller);
    await expect(success).toContainText(reference);
    await expect(success).toContainText(tourTitle);
    await expectNoSidewaysScroll(page);

    await main(page).getByRole('button', { name: words.next }).click();
    field = await typingField(page, words);
    await expect(field).toHaveValue('');
    await field.fill(reference.toLowerCase());
    await main(page).getByRole('button', { name: words.checkIn, exact: true }).click();
    const refusal = main(page).getByTestId('check-in-refusal');
    await expect(refusal).toBeFocused();
    await expect(refusal.getByText(words.refused, { exact: true })).toBeVisible();
    await expect(refusal.getByText(words.alreadyCheckedIn(reference))).toBeVisible();
    await expect(refusal.getByTestId('check-in-first-time')).toHaveText(words.firstTime);

    // The booking now says when its traveller was checked in.
    await page.goto(`/partner/bookings?lng=${language}`);
    await expect(main(page).getByTestId('partner-booking').filter({ hasText: reference })).not.toContainText(language === 'ar' ? 'لم يُسجَّل بعد' : 'Not yet');
  });
}

test('a traveller opening the check-in is told it is for partners', async ({ page, signIn }) => {
  await signIn('Curious Traveller');
  await page.goto('/partner/check-in?lng=en');
  await expect(main(page).getByTestId('console-forbidden')).toContainText("This page is for Rihla's partner companies.");
  await expect(main(page).getByLabel('Booking reference or voucher code')).toHaveCount(0);
});
