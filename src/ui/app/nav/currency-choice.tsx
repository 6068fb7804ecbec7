import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_CURRENCIES, isDisplayCurrency, useDisplayCurrency } from '@/ui/kit/price/display-currency';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './currency-choice.css';

/**
 * The display-currency choice in the header: EGP (the default), or EGP with an approximate amount
 * in US dollars or euros beside it. A native select: the phone's own picker, arrow keys, and its label and
 * hint read by screen readers. Prices stay EGP whatever is chosen.
 */
export function CurrencyChoice() {
  const { t } = useTranslation('common');
  const { currency, choose } = useDisplayCurrency();
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-select`} className={visuallyHidden}>
        {t('currency.label')}
      </label>
      <span id={`${id}-hint`} className={visuallyHidden}>
        {t('currency.hint')}
      </span>
      <select
        id={`${id}-select`}
        className={styles.select}
        value={currency}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          if (isDisplayCurrency(event.target.value)) choose(event.target.value);
        }}
      >
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code} aria-label={t(`currency.optionName.${code}`)}>
            {t(`currency.option.${code}`)}
          </option>
        ))}
      </select>
    </>
  );
}
