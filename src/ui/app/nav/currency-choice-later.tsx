import { Suspense } from 'react';
import { optionalPart } from '../optional-part';
import * as styles from './currency-choice.css';

const CurrencyChoice = optionalPart(() => import('./currency-choice').then((m) => m.CurrencyChoice));

/**
 * The display-currency choice as a part of its own: the server's HTML shows it at once, and its
 * code arrives after the first paint (the home route's JavaScript is at its 110 KB budget). Its place is
 * held meanwhile, at the select's own size, so nothing beside it moves.
 */
export function CurrencyChoiceLater() {
  return (
    <Suspense fallback={<span className={styles.slot} aria-hidden="true" />}>
      <CurrencyChoice />
    </Suspense>
  );
}
