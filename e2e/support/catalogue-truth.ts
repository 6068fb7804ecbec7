import { expect, type Page } from '@playwright/test';

/**
 * What is checked on every screen a traveller walks through (e2e/ratings.spec.ts,
 * e2e/catalogue-walk.spec.ts; D247, D267): no star rating without reviews behind it, and no dollar sign beside an EGP
 * amount.
 */
const NEW = { en: 'New', ar: 'جديد' } as const;

export interface RatingOnScreen {
  rating: string;
  count: number;
  text: string;
  stars: number;
}

/** Scrolls through the page so sections and carousels that load on approach are there, then back up. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every visible rating on the page, and any visible star that is not inside one (or a review, or the form). */
export async function ratingsOnScreen(page: Page): Promise<{ ratings: RatingOnScreen[]; strayStars: string[] }> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const ratings = [...document.querySelectorAll('[data-rating]')].filter(visible).map((element) => ({
      rating: element.getAttribute('data-rating') ?? '',
      count: Number(element.getAttribute('data-review-count') ?? 'NaN'),
      text: (element as HTMLElement).innerText,
      stars: (element.textContent?.match(/★/g) ?? []).length,
    }));
    const allowed = '[data-rating], [data-review-id], form';
    const strayStars: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.includes('★') || !visible(parent) || parent.closest(allowed)) continue;
      strayStars.push(parent.closest<HTMLElement>('article, section, header')?.innerText.slice(0, 80) ?? parent.outerHTML.slice(0, 80));
    }
    for (const image of document.querySelectorAll('[role="img"][aria-label]')) {
      const label = image.getAttribute('aria-label') ?? '';
      if (/Rated|التقييم/.test(label) && visible(image) && !image.closest(allowed)) strayStars.push(label);
    }
    return { ratings, strayStars };
  });
}

export function checkRatings(found: { ratings: RatingOnScreen[]; strayStars: string[] }, language: 'en' | 'ar', where: string) {
  expect(found.strayStars, `stars without reviews behind them on ${where}`).toEqual([]);
  for (const rating of found.ratings) {
    if (rating.rating === 'new') {
      expect(rating.count, where).toBe(0);
      expect(rating.text, where).toContain(NEW[language]);
      expect(rating.stars, `"New" shows no star on ${where}`).toBe(0);
    } else {
      expect(rating.count, `${where}: ${rating.text}`).toBeGreaterThan(0);
      expect(Number(rating.rating), where).toBeGreaterThanOrEqual(1);
      expect(Number(rating.rating), where).toBeLessThanOrEqual(5);
      // The count is beside the value, in the page's words: "(12 reviews)", "(12 مراجعة)".
      expect(rating.text, where).toContain(rating.rating);
      expect(rating.text, where).toMatch(language === 'en' ? /\((1 review|\d+ reviews|2 reviews)\)/ : /\((مراجعة واحدة|مراجعتان|\d+ مراجع(ات|ة))\)/);
    }
  }
}


/** An amount in Egyptian pounds as the screens write it: "EGP 1,250" in English, "1,250 ج.م" in Arabic. */
export const EGP_AMOUNT = { en: /EGP -?\d[\d,]*(\.\d+)?/, ar: /-?\d[\d,٬]*([.٫]\d+)? ج\.م/ } as const;

export interface MoneyOnScreen {
  /** Visible text holding a sign or code of another currency, with its surroundings. */
  foreign: string[];
  /** How many visible amounts are in EGP, written the page's way. */
  egpAmounts: number;
}

/**
 * The visible text of the page and whether any of it names another currency: "$", "US$", "USD", "€",
 * "EUR". The display-currency choice itself is left out (its options name the currencies on offer); with
 * the default choice (EGP) no "≈ $57" is shown either, so any other currency on screen is a price shown in
 * the wrong currency.
 */
export async function moneyOnScreen(page: Page, language: 'en' | 'ar'): Promise<MoneyOnScreen> {
  const { texts, foreign } = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const texts: string[] = [];
    const foreign: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !text.trim() || parent.closest('select, option, script, style') || !visible(parent)) continue;
      texts.push(text);
      if (/[$€]|\bUSD\b|\bEUR\b/.test(text)) foreign.push(parent.closest<HTMLElement>('li, article, p, section')?.innerText.slice(0, 120) ?? text);
    }
    return { texts, foreign };
  });
  const amount = new RegExp(EGP_AMOUNT[language].source, 'g');
  // An amount can be split over text nodes ("EGP " + "1,250"): the element texts are read joined.
  const egpAmounts = (texts.join(' ').replace(/\s+/g, ' ').match(amount) ?? []).length;
  return { foreign, egpAmounts };
}

/** No other currency on screen; at least `atLeast` EGP amounts written the page's way. */
export function checkMoney(found: MoneyOnScreen, where: string, atLeast = 1): void {
  expect(found.foreign, `another currency on ${where}`).toEqual([]);
  expect(found.egpAmounts, `EGP amounts on ${where}`).toBeGreaterThanOrEqual(atLeast);
}
