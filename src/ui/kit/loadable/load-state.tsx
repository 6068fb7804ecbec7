import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loadable } from './use-loadable';
// The same loading, error and Try Again look as the carousel frame's, so every section fails alike.
import * as styles from '../carousel/carousel.css';

export interface LoadStateProps<T> {
  loadable: Loadable<T>;
  /** The spec's error text for this section, e.g. 'Failed to fetch tours. Please try again later.' */
  errorText: string;
  /** What a loading section looks like (skeletons of the right shape). */
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
}

/** A section's loading placeholder, its error with Try Again, or its content. */
export function LoadState<T>({ loadable, errorText, placeholder, children }: LoadStateProps<T>) {
  const { t } = useTranslation('common');
  if (loadable.status === 'loading') {
    return (
      <div role="status" aria-busy="true">
        <span className={styles.visuallyHidden}>{t('carousel.loading')}</span>
        {placeholder}
      </div>
    );
  }
  if (loadable.status === 'failed' || loadable.data === null) {
    return (
      <div className={styles.message} role="alert">
        <p className={styles.errorText}>{errorText}</p>
        <button type="button" className={styles.button} onClick={loadable.retry}>
          {t('carousel.tryAgain')}
        </button>
      </div>
    );
  }
  return <>{children(loadable.data)}</>;
}
