import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, baseI18nOptions, type Language } from '@/ui/app/i18n';

/** Every locale file, read eagerly: tests render with the real strings, in both languages. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function localeResources(): Resource {
  const resources: Resource = {};
  for (const [path, strings] of Object.entries(files)) {
    const match = /locales\/([\w-]+)\/([\w-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    (resources[match[1]] ??= {})[match[2]] = strings;
  }
  return resources;
}

/** An i18next instance for a view test, with the page's `lang` and `dir` set as the app sets them. */
export async function createTestI18n(language: Language): Promise<I18n> {
  const resources = localeResources();
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    ...baseI18nOptions,
    lng: language,
    resources,
    ns: Object.keys(resources.en ?? {}),
    react: { useSuspense: false },
  });
  applyDocumentLanguage(language, instance.dir(language));
  return instance;
}
