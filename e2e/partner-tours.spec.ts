import { expect, expectHydrated, test, type Page } from './support/test';
import { PNG } from './support/partner';

/**
 * The partner portal's tours and company profile: in English, a new partner writes a tour in
 * English and Arabic with two itinerary days and an image, is told what is still missing when publishing,
 * completes it and publishes it, and the public site shows it at once; in Arabic, a partner edits the
 * company's slogan and working hours and duplicates a tour from the list.
 */

const main = (page: Page) => page.getByRole('main');

/** A `datetime-local` value next year (Cairo time), so the departure is always in the future. */
const nextYear = (monthDay: string, time: string) => `${new Date().getFullYear() + 1}-${monthDay}T${time}`;

test('a partner writes a bilingual tour, sees what is missing, completes it and publishes it', async ({ page, request, newPartner }, testInfo) => {
  await newPartner(`Reef Days ${testInfo.project.name}`, { signIn: true });
  const title = `Blue Hole day ${testInfo.project.name} ${Date.now()}`;

  await page.goto('/partner/tours/new?lng=en');
  const editor = main(page);
  await expect(editor.getByRole('heading', { level: 2, name: 'New tour' })).toBeVisible();
  const titleEn = editor.getByLabel('Title in English', { exact: true });
  await expectHydrated(titleEn);
  await titleEn.fill(title);
  // Written in English only: the Arabic is named missing before anything is sent.
  await expect(editor.getByText('Arabic missing').first()).toBeVisible();
  await editor.getByLabel('Title in Arabic', { exact: true }).fill('يوم في الحفرة الزرقاء');
  await editor.getByLabel('Description in English', { exact: true }).fill('Snorkelling at the Blue Hole and the Canyon, lunch by the sea.');
  await editor.getByLabel('Description in Arabic', { exact: true }).fill('غطس في الحفرة الزرقاء والكانيون، وغداء على البحر.');
  await editor.getByLabel('Price (EGP per adult)').fill('1250');
  await expect(editor.getByText('Shown as EGP 1,250.', { exact: false })).toBeVisible();
  await editor.getByLabel('Seats', { exact: true }).fill('20');
  await expect(editor.getByText('0 already sold', { exact: false })).toBeVisible();
  await editor.getByLabel('Departure (Cairo time)').fill(nextYear('03-10', '07:30'));
  await editor.getByLabel('Return (Cairo time)').fill(nextYear('03-10', '18:00'));
  await editor.getByLabel('Departure point in English', { exact: true }).fill('Dahab lighthouse');
  await editor.getByLabel('Departure point in Arabic', { exact: true }).fill('فنار دهب');
  await editor.getByLabel('Departure point latitude').fill('28.4937');
  await editor.getByLabel('Departure point longitude').fill('34.5134');
  await editor.getByLabel('Destination city in English', { exact: true }).fill('Dahab');
  await editor.getByLabel('Destination city in Arabic', { exact: true }).fill('دهب');
  await editor.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await editor.getByLabel('Tags in English', { exact: true }).fill('Reef\nSnorkelling');
  await editor.getByLabel('Tags in Arabic', { exact: true }).fill('شعاب');
  await expect(editor.getByLabel('Tags in Arabic', { exact: true })).toHaveAccessibleDescription(/Arabic missing/);
  await editor.getByLabel('Tags in Arabic', { exact: true }).fill('شعاب\nغطس');

  // One image, uploaded, shown as the cover.
  await editor.getByLabel('Add an image').setInputFiles({ name: 'reef.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByTestId('tour-image')).toHaveCount(1);
  await expect(editor.getByTestId('tour-image').getByText('Cover')).toBeVisible();

  // Two days; the second is written in English only.
  await editor.getByRole('button', { name: 'Add a day' }).click();
  await editor.getByRole('button', { name: 'Add a day' }).click();
  await expect(editor.getByTestId('tour-day')).toHaveCount(2);
  await editor.getByLabel('Day 1: Title in English', { exact: true }).fill('The Blue Hole');
  await editor.getByLabel('Day 1: Title in Arabic', { exact: true }).fill('الحفرة الزرقاء');
  await editor.getByLabel('Day 1: Description in English', { exact: true }).fill('Snorkel the reef wall.');
  await editor.getByLabel('Day 1: Description in Arabic', { exact: true }).fill('غطس عند جدار الشعاب.');
  await editor.getByLabel('Lunch').first().check();
  await editor.getByLabel('Day 2: Title in English', { exact: true }).fill('The Canyon');
  await editor.getByLabel('Day 2: Description in English', { exact: true }).fill('Walk the canyon and swim back.');

  // Publish: saved first (the address becomes the tour's), then the server names what is missing.
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/partner\/tours\/\d+/);
  const problems = editor.getByTestId('tour-problems');
  await expect(problems).toBeVisible();
  await expect(editor.getByTestId('tour-summary')).toBeFocused();
  await expect(editor.getByLabel('Day 2: Title in Arabic', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByLabel('Day 2: Description in Arabic', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByTestId('tour-status')).toHaveText('Draft');
  const tourId = Number(/\/partner\/tours\/(\d+)/.exec(page.url())?.[1]);

  await editor.getByLabel('Day 2: Title in Arabic', { exact: true }).fill('الكانيون');
  await editor.getByLabel('Day 2: Description in Arabic', { exact: true }).fill('مشي في الوادي والعودة سباحة.');
  await expect(editor.getByLabel('Day 2: Title in Arabic', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published: the tour is in the catalogue now.' })).toBeVisible();
  await expect(editor.getByTestId('tour-status')).toHaveText('Published');
  await expect(editor.getByRole('button', { name: 'Unpublish' })).toBeEnabled();

  // The public site follows at once.
  const answer = await request.get(`/api/Travels/${tourId}`, { headers: { 'Accept-Language': 'en' } });
  expect(answer.ok()).toBe(true);
  expect(((await answer.json()) as { title: string }).title).toBe(title);
  await editor.getByTestId('public-link').click();
  await expect(page).toHaveURL(new RegExp(`/travel-with-us\\?id=${tourId}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('in Arabic, a partner edits the company slogan and working hours, and duplicates a tour from the list', async ({ page, request, newPartner, partnerTour }, testInfo) => {
  const partner = await newPartner(`Sinai Hours ${testInfo.project.name}`, { signIn: true });
  await partnerTour(partner, 'Saint Catherine sunrise', { publish: false, titleAr: 'شروق سانت كاترين', titleOnly: true });

  await page.goto('/partner/company?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const profile = main(page);
  await expect(profile.getByRole('heading', { level: 2, name: 'ملف الشركة' })).toBeVisible();
  await expect(profile.getByTestId('company-standing')).toContainText('لم تُوثّق بعد');
  const slogan = profile.getByLabel('الشعار النصي بالعربية', { exact: true });
  await expectHydrated(slogan);
  await slogan.fill('من الشعاب إلى القمم');
  await profile.getByRole('button', { name: 'إضافة يوم' }).click();
  await expect(profile.getByTestId('hours-row')).toHaveCount(1);
  await profile.getByLabel('الأحد: من').fill('10:00');
  await profile.getByLabel('الأحد: إلى').fill('18:30');
  await profile.getByRole('button', { name: 'إضافة يوم' }).click();
  await profile.getByLabel('الساعات يوم الاثنين').selectOption('closed');
  await profile.getByRole('button', { name: 'حفظ الملف' }).click();
  await expect(profile.getByTestId('company-outcome')).toHaveText('تم الحفظ: صفحة الشركة تعرضه الآن.');

  const company = await request.get(`/api/Company/${partner.companyId}`, { headers: { 'Accept-Language': 'ar' } });
  const detail = (await company.json()) as { slogan: string | null; workingHours: Array<{ dayOfWeek: string; workingTime: string }> };
  expect(detail.slogan).toBe('من الشعاب إلى القمم');
  expect(detail.workingHours).toEqual(
    expect.arrayContaining([
      { dayOfWeek: 'Sunday', workingTime: '10:00 - 18:30' },
      { dayOfWeek: 'Monday', workingTime: 'CLOSED' },
    ]),
  );

  await page.goto('/partner/tours?lng=ar');
  const list = main(page);
  const duplicate = list.getByRole('button', { name: 'نسخ شروق سانت كاترين' });
  await expectHydrated(duplicate);
  await expect(list.getByTestId('tour-item')).toHaveCount(1);
  await duplicate.click();
  await expect(list.getByTestId('tours-announcement')).toContainText('نسخة من شروق سانت كاترين في أعلى القائمة');
  await expect(list.getByTestId('tour-item')).toHaveCount(2);
  await expect(list.getByTestId('tour-item').first()).toContainText('مسودة');
  await expect(list.getByRole('link', { name: 'تعديل شروق سانت كاترين' })).toHaveCount(2);
});
