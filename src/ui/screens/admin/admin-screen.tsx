import { useTranslation } from 'react-i18next';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import { ApplicationsView } from './applications-view';
import * as styles from './admin-screen.css';

/**
 * /admin (issue 20 item 2): the admin console, behind the sign-in guard; the server answers 403 to anyone
 * who is not an admin, and the console says so. The partner applications queue, reviewed one at a time.
 */
export function AdminScreen() {
  usePageHead((meta) => simpleHead(meta, 'admin', '/admin'));
  const { t } = useTranslation('admin');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {/* Not keyed by the language: a switch keeps what the admin typed (the applications are as the company wrote them). */}
      <ApplicationsView />
    </div>
  );
}
