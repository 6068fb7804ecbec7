import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A page whose screen arrives with a later release: its title, a word on what it will hold, and a way on. */
export function ComingScreen({ page }: { page: string }) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <section aria-labelledby="coming-title">
      <h1 id="coming-title">{t(`pages.${page}`)}</h1>
      <p>{t('coming.text')}</p>
      <Link to="/">{t('common:notFound.backHome')}</Link>
    </section>
  );
}
