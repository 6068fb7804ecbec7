import { useTranslation } from 'react-i18next';
import type { Text } from '@/content/types';
import { pick } from '@/content/text';

/** The guide's labels (locales/<lang>/guide.json), the reader's language, and content text in that language. */
export function useGuideText() {
  const { t, i18n } = useTranslation('guide');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return { t, language, text: (value: Text) => pick(value, language) };
}
