import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Anything the route table does not know: a real page, never a blank one. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.backHome')}</Link>
    </section>
  );
}
