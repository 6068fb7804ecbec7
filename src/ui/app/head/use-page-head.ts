import { useTranslation } from 'react-i18next';
import type { PageHead } from './page-head';
import type { MetaText } from './page-heads';
import { useDocumentHead } from './use-document-head';

/**
 * A screen's head from one of the builders in ./page-heads.ts, given the `meta` strings in the page's
 * language: `usePageHead((meta) => tourHead(meta, id, state))`. Rendered on the server it is the HTML's
 * head; in the browser it is written to the document.
 */
export function usePageHead(build: (meta: MetaText) => PageHead | null): void {
  const { t, i18n } = useTranslation('meta');
  useDocumentHead(build({ t, language: i18n.resolvedLanguage ?? i18n.language }));
}
