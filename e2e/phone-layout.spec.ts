import { expect, test, type Page } from './support/test';

/**
 * Phone screens fit: at 375 × 812, in English and Arabic, on the pages a traveller
 * browses, no two visible controls overlap, nothing a traveller can use lies under the assistant's
 * floating button when it is brought into view, and the page never scrolls sideways.
 */
test.use({ viewport: { width: 375, height: 812 } });

const PAGES = ['/', '/tours', '/travel-with-us?id=3', '/companies', '/companies/1'] as const;

interface Problem {
  kind: 'overlap' | 'covered' | 'sideways';
  what: string;
}

/**
 * Scrolls through the page to its end and back (lazily shown sections arrive as they near the view),
 * until its height stops growing.
 */
async function scrollThrough(page: Page) {
  let height = 0;
  for (let round = 0; round < 4; round += 1) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now === height) break;
    height = now;
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(60);
    }
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Runs in the page: every problem it finds, described so a reader can find the element. */
function findProblems(): Problem[] {
  const problems: Problem[] = [];
  // The assistant's floating button: the one button fixed to the view.
  const launcher = [...document.querySelectorAll('button')].find((button) => getComputedStyle(button).position === 'fixed') ?? null;
  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const place = element.closest('section[aria-labelledby], [role=region], article, nav, header, footer, form');
    const where = place ? (place.getAttribute('aria-label') ?? place.querySelector('h1, h2, h3')?.textContent ?? place.tagName.toLowerCase()) : '';
    return `${role} "${name}"${where ? ` in ${where.trim().slice(0, 40)}` : ''}`;
  };

  /** The part of the element's box that can be seen: cut by every ancestor that clips its overflow. */
  const visibleBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    let { left, top, right, bottom } = box;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath.startsWith('inset')) {
        const clip = parent.getBoundingClientRect();
        if (style.overflowX !== 'visible' || style.clipPath.startsWith('inset')) {
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (style.overflowY !== 'visible' || style.clipPath.startsWith('inset')) {
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
    }
    return { left: left + scrollX, top: top + scrollY, right: right + scrollX, bottom: bottom + scrollY };
  };

  const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="tab"]')].filter(
    (element) =>
      element !== launcher &&
      !launcher?.contains(element) &&
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      // Text only for screen readers (a 1 px box), or a skip link waiting above the page.
      (() => {
        const box = visibleBox(element);
        return box.right - box.left >= 4 && box.bottom - box.top >= 4 && box.bottom > 0;
      })(),
  );

  // No two controls overlap (a control inside another, such as a button in a link's label, is one target).
  const boxes = controls.map((element) => ({ element, box: visibleBox(element) }));
  const TOLERANCE = 1; // borders that touch are not an overlap
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (width > TOLERANCE && height > TOLERANCE) {
        problems.push({ kind: 'overlap', what: `${describe(a.element)} overlaps ${describe(b.element)} by ${Math.round(width)}×${Math.round(height)} px` });
      }
    }
  }

  // No badge or other overlay drawn over a control (the discount badge under a card's heart, say).
  const overlays = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => {
    if (controls.includes(element) || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const { position } = getComputedStyle(element);
    if (position !== 'absolute' && position !== 'fixed') return false;
    const box = visibleBox(element);
    return box.right - box.left >= 4 && box.bottom - box.top >= 4;
  });
  for (const overlay of overlays) {
    const box = visibleBox(overlay);
    for (const { element, box: control } of boxes) {
      if (overlay.contains(element) || element.contains(overlay)) continue;
      const width = Math.min(box.right, control.right) - Math.max(box.left, control.left);
      const height = Math.min(box.bottom, control.bottom) - Math.max(box.top, control.top);
      if (width > TOLERANCE && height > TOLERANCE) {
        problems.push({ kind: 'overlap', what: `${overlay.tagName.toLowerCase()} "${overlay.innerText.trim().slice(0, 20)}" lies over ${describe(element)}` });
      }
    }
  }

  // Nothing lies under the assistant's button where the page brings it into view: at the block end of the
  // view, where keyboard focus and a phone's scrolling leave it, and at the end of the page.
  if (launcher) {
    for (const element of controls) {
      element.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (hit && launcher.contains(hit)) problems.push({ kind: 'covered', what: `${describe(element)} is under the assistant button` });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  }

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    problems.push({ kind: 'sideways', what: `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px view` });
  }
  return problems;
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`a 375 px phone, in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    for (const path of PAGES) {
      const address = `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
      test(`${address}: no overlapping controls, nothing under the assistant button, no sideways scroll`, async ({ page }) => {
        await page.goto(address);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('button', { name: language === 'en' ? 'Rihla assistant' : 'مساعد رحلة' })).toBeVisible();
        await scrollThrough(page);
        const problems = await page.evaluate(findProblems);
        expect(problems.map((problem) => `${problem.kind}: ${problem.what}`), `on ${address}`).toEqual([]);
      });
    }
  });
}

test.describe('a 375 px phone, signed in', () => {
  for (const [language, name] of [
    ['en', 'Favorites (2 saved)'],
    ['ar', 'المفضلة (2 في المفضلة)'],
  ] as const) {
    test(`the header shows the favourites count without opening the menu (${language})`, async ({ page, request, signIn }) => {
      const tours = (await (await request.get('/api/Travel?PageSize=2')).json()) as { items: Array<{ id: number }> };
      await signIn(`Nour${language}`, { favourites: tours.items.map(({ id }) => id) });
      await page.goto(`/tours?lng=${language}`);
      const shortcut = page.getByRole('banner').getByRole('link', { name });
      await expect(shortcut).toBeVisible();
      await shortcut.click();
      await expect(page).toHaveURL(/\/favorites/);
      const problems = await page.evaluate(findProblems);
      expect(problems.map((problem) => `${problem.kind}: ${problem.what}`)).toEqual([]);
    });
  }
});

test.describe('a 375 px phone: long carousels and tab strips', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`a carousel of more than 8 slides counts its position instead of drawing dots (${language})`, async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      const newest = page.getByRole('region', { name: language === 'en' ? 'Newest tours' : 'أحدث الرحلات' });
      await newest.scrollIntoViewIfNeeded();
      const counter = newest.getByRole('status');
      // The pointer over the carousel pauses its 5 s advance (D3), so the position read is the one clicked from.
      await newest.hover();
      await expect(counter).toHaveText(/^\d+ \/ \d+/);
      const [shown = 0, total = 0] = ((await counter.innerText()).match(/^(\d+) \/ (\d+)/) ?? []).slice(1).map(Number);
      expect(total).toBeGreaterThan(8);
      await expect(newest.getByRole('button', { name: language === 'en' ? 'Go to slide 2' : 'انتقل إلى الشريحة 2' })).toHaveCount(0);
      // What a screen reader hears, in the page's language.
      await expect(counter).toContainText(language === 'en' ? `Slide ${shown} of ${total}` : `الشريحة ${shown} من ${total}`);
      await newest.getByRole('button', { name: language === 'en' ? 'Next slide' : 'الشريحة التالية' }).click();
      await expect(counter).toHaveText(new RegExp(`^${(shown % total) + 1} / ${total}`));
      await expect(counter).toHaveAttribute('aria-live', 'polite');
      // The arrows keep their full size beside the counter, on one row: both measured in the same frame (the
      // page may still scroll or grow between two separate reads).
      const names = language === 'en' ? ['Previous slide', 'Next slide'] : ['الشريحة السابقة', 'الشريحة التالية'];
      const [a, b] = await newest.evaluate((region, labels) => {
        return labels.map((label) => {
          const box = region.querySelector(`button[aria-label="${label}"]`)?.getBoundingClientRect();
          return box ? { width: box.width, y: box.y } : null;
        });
      }, names);
      expect(a?.width).toBeGreaterThanOrEqual(44);
      expect(b?.width).toBeGreaterThanOrEqual(44);
      expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(1);
    });

    for (const path of ['/travel-with-us?id=3', '/companies/1']) {
      test(`the tab strip of ${path} shows every tab or a cue at its cut edge, and arrows bring the chosen tab into view (${language})`, async ({ page }) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
        const tablist = page.getByRole('main').getByRole('tablist');
        const tabs = tablist.getByRole('tab');
        const count = await tabs.count();
        const fits = await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
        if (!fits) {
          // A strip that scrolls says so: a fading edge where it is cut.
          await expect(tablist).toHaveAttribute('data-cut', /start|end/);
        }
        const forward = language === 'en' ? 'ArrowRight' : 'ArrowLeft';
        await tabs.first().click();
        for (let index = 1; index < count; index += 1) {
          await page.keyboard.press(forward);
          const tab = tabs.nth(index);
          await expect(tab).toBeFocused();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          // The chosen tab is wholly inside the strip's visible part.
          await expect
            .poll(() =>
              tab.evaluate((element) => {
                const box = element.getBoundingClientRect();
                const strip = element.closest('[role="tablist"]')?.getBoundingClientRect();
                return Boolean(strip && box.left >= strip.left - 1 && box.right <= strip.right + 1);
              }),
            )
            .toBe(true);
        }
        await page.keyboard.press('Home');
        await expect(tabs.first()).toBeFocused();
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      });
    }
  }
});
