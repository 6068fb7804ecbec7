import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@core/time/intl';
import { visuallyHidden } from '../../styles/shared.css';
import { convertedAmount, useDisplayCurrency, type CurrencyRates, type OtherCurrency } from './display-currency';
import { formatPrice, numberLocale } from '@core/text/price';
import * as styles from './price.css';

/** "27 Nov 2026" / "27 نوفمبر 2026": the day the rates are from, read in UTC so no time zone moves it. */
function ratesDate(rates: CurrencyRates, language: string): string {
  const instant = Date.parse(`${rates.date}T00:00:00Z`);
  if (Number.isNaN(instant)) return rates.date;
  return dateTimeFormat(numberLocale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(instant);
}

/** Whole units from 10 up ("≈ $57"), cents below ("≈ $0.63"), so a small amount never reads as 0. */
const decimalsOf = (amount: number) => (Math.abs(amount) < 10 ? 2 : 0);

/**
 * The approximate amount in the chosen display currency, for beside an EGP price: "≈ $57". Its title and its
 * words for screen readers say it is approximate, the rate and its date, and that payment is in EGP.
 * Nothing when EGP is chosen or no rates are known.
 */
export function ApproximatePrice({ amount }: { amount: number | null | undefined }) {
  const { t, i18n } = useTranslation('common');
  const { currency, rates } = useDisplayCurrency();
  const converted = convertedAmount(amount, currency, rates);
  if (converted === null || !rates || currency === 'EGP') return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const other: OtherCurrency = currency;
  const shown = formatPrice(converted, language, { currency: other, decimals: decimalsOf(converted) });
  const explained = t('currency.approximate', {
    amount: shown,
    date: ratesDate(rates, language),
    rate: formatPrice(rates.egpPer[other], language, { decimals: 2 }),
    unit: t(`currency.unit.${other}`),
  });
  return (
    <>
      {' '}
      <span className={styles.approximate} title={explained} data-approximate={other}>
        {/* Left to right in both languages: "≈ $57", as the sign and the number are written. */}
        <bdi dir="ltr" aria-hidden="true">
          {`≈ ${shown}`}
        </bdi>
        <span className={visuallyHidden}>({explained})</span>
      </span>
    </>
  );
}

/** An EGP amount as every screen shows it, with the approximate amount of the display currency beside it. */
export function Price({ amount, decimals, className }: { amount: number | null | undefined; decimals?: number; className?: string }) {
  const { i18n } = useTranslation('common');
  const egp = formatPrice(amount, i18n.resolvedLanguage ?? i18n.language, { decimals });
  return (
    <>
      {className ? <span className={className}>{egp}</span> : egp}
      <ApproximatePrice amount={amount} />
    </>
  );
}
