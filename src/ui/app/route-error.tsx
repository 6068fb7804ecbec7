import { useTranslation } from 'react-i18next';

/** Shown when a screen cannot be opened (for instance its chunk failed to download). */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <section role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </section>
  );
}
