import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notFoundHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/** Anything the route table does not know: a real page, never a blank one. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  usePageHead((meta) => notFoundHead(meta, pathname));
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.backHome')}</Link>
    </section>
  );
}
