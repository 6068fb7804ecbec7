import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { CURRENCY_COOKIE, CURRENCY_STORAGE_KEY, DisplayCurrencyProvider, storedCurrency, type CurrencyRates, type DisplayCurrency } from '@/ui/kit/price/display-currency';
import { Price } from '@/ui/kit/price/price';
import { CurrencyChoice } from './currency-choice';

const server = startMswServer();
const RATES: CurrencyRates = { date: '2026-11-27', source: 'test', egpPer: { USD: 47.5, EUR: 55 } };

afterEach(() => {
  localStorage.clear();
  document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
});

async function renderChoice(language: 'en' | 'ar', currency: DisplayCurrency = 'EGP', rates: CurrencyRates | null = RATES) {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <DisplayCurrencyProvider currency={currency} rates={rates}>
        <header>
          <CurrencyChoice />
        </header>
        <p data-testid="price">
          <Price amount={2700} />
        </p>
      </DisplayCurrencyProvider>
    </I18nextProvider>,
  );
  return { price: () => screen.getByTestId('price').textContent };
}

const TEXT = {
  en: {
    label: 'Currency',
    hint: 'Prices are in Egyptian pounds; another currency is shown beside them as an approximation.',
    options: ['EGP', 'USD $', 'EUR €'],
    egp: 'EGP 2,700',
    usd: 'EGP 2,700 ≈ $57(approximately $57 at the rate of 27 Nov 2026, EGP 47.50 per US dollar; you pay in Egyptian pounds)',
    eur: 'EGP 2,700 ≈ €49(approximately €49 at the rate of 27 Nov 2026, EGP 55.00 per euro; you pay in Egyptian pounds)',
  },
  ar: {
    label: 'العملة',
    hint: 'الأسعار بالجنيه المصري، وتظهر بجانبها قيمة تقريبية بعملة أخرى.',
    options: ['ج.م', 'دولار $', 'يورو €'],
    egp: '2,700 ج.م',
    usd: '2,700 ج.م ≈ $57(نحو $57 بسعر صرف 27 نوفمبر 2026، 47.50 ج.م لكل دولار أمريكي؛ الدفع بالجنيه المصري)',
    eur: '2,700 ج.م ≈ €49(نحو €49 بسعر صرف 27 نوفمبر 2026، 55.00 ج.م لكل يورو؛ الدفع بالجنيه المصري)',
  },
} as const;

describe.each(['en', 'ar'] as const)('the display-currency choice (%s)', (language) => {
  const text = TEXT[language];

  it('is a labelled select in the header, EGP by default, with EGP alone in the prices', async () => {
    const { price } = await renderChoice(language);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: text.label });
    expect(select.value).toBe('EGP');
    expect(select.getAttribute('aria-describedby') && document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text.hint);
    expect([...select.options].map((option) => option.textContent)).toEqual(text.options);
    expect(price()).toBe(text.egp);
  });

  it('shows the approximate amount beside the EGP price, never instead of it, and remembers the choice in local storage and the cookie', async () => {
    const { price } = await renderChoice(language);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: text.label });
    fireEvent.change(select, { target: { value: 'USD' } });
    expect(price()).toBe(text.usd);
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=USD`);
    expect(storedCurrency()).toBe('USD');
    fireEvent.change(select, { target: { value: 'EUR' } });
    expect(price()).toBe(text.eur);
    fireEvent.change(select, { target: { value: 'EGP' } });
    expect(price()).toBe(text.egp);
    expect(storedCurrency()).toBe('EGP');
  });

  it('without rates in the page (no server render), reads them from GET /api/Currency/rates when a currency needs them', async () => {
    let reads = 0;
    server.use(
      handle('get', '/api/Currency/rates', ({ ok }) => {
        reads += 1;
        return ok(RATES);
      }),
    );
    const { price } = await renderChoice(language, 'EGP', null);
    await act(() => Promise.resolve());
    expect(reads).toBe(0);
    fireEvent.change(screen.getByRole('combobox', { name: text.label }), { target: { value: 'USD' } });
    // Until the rates arrive the EGP amount stands alone: nothing is invented.
    expect(price()).toBe(text.egp);
    await waitFor(() => expect(price()).toBe(text.usd));
    expect(reads).toBe(1);
  });
});

describe('storedCurrency', () => {
  it('reads the cookie first, then local storage, and EGP for anything else', () => {
    expect(storedCurrency()).toBe('EGP');
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    expect(storedCurrency()).toBe('EUR');
    document.cookie = `${CURRENCY_COOKIE}=USD; path=/`;
    expect(storedCurrency()).toBe('USD');
    document.cookie = `${CURRENCY_COOKIE}=GBP; path=/`;
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'XYZ');
    expect(storedCurrency()).toBe('EGP');
  });
});
