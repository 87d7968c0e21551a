// The back-office i18next instance with every namespace at hand (tests, tools): one namespace per
// area, French the fallback. The browser uses lazy.ts instead, which loads each namespace in the
// interface language when a screen needs it.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../lib/languages';
import type { BackofficeLang } from './define';
import { initialLanguage } from './language';
import { NAMESPACES } from './namespaces';
import { SHARED_OPTIONS } from './options';

export { NAMESPACES, type NamespaceName } from './namespaces';
export { BACKOFFICE_LANGS, changeLanguage, initialLanguage } from './language';

/** i18next resources: { fr: { common: {...}, content: {...} }, en: ..., pt: ... }. */
export function resources(): Record<BackofficeLang, Record<string, Record<string, string>>> {
  const byLang = (lang: BackofficeLang) =>
    Object.fromEntries(Object.entries(NAMESPACES).map(([name, ns]) => [name, ns[lang] as Record<string, string>]));
  return { fr: byLang('fr'), en: byLang('en'), pt: byLang('pt') };
}

/** A fresh instance (tests make their own with a fixed language). */
export function createBackofficeI18n(lng: Lang = initialLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...SHARED_OPTIONS,
    initAsync: false,
    lng,
    fallbackLng: 'fr',
    ns: Object.keys(NAMESPACES),
    resources: resources(),
    react: { useSuspense: false },
  });
  return instance;
}
