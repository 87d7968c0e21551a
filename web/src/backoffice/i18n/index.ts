// The back-office i18next instance: one namespace per area, French the fallback, the language
// from the same stored preference as the public site (docs/product.md §1, lib/languages.ts).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage, STORAGE_KEY, type Lang } from '../../lib/languages';
import { content } from '../content/i18n';
import { lists } from '../lists/i18n';
import { editing } from '../content/editing-i18n';
import { apercu } from '../content/apercu/i18n';
import { people } from './people';
import { recovery } from '../recovery/i18n';
import { tools } from '../tools/i18n';
import { common } from './common';
import { messages } from './messages';
import { ui } from '../ui/i18n';
import { medias } from '../resources/medias/i18n';
import { translations } from '../translations/i18n';
import type { BackofficeLang, Namespace } from './define';

export const NAMESPACES = {
  common,
  content,
  editing,
  apercu,
  people,
  tools,
  recovery,
  messages,
  lists,
  ui,
  medias,
  translations,
} satisfies Record<string, Namespace<string>>;
export type NamespaceName = keyof typeof NAMESPACES;
export const BACKOFFICE_LANGS: readonly BackofficeLang[] = ['fr', 'en', 'pt'];

/** i18next resources: { fr: { common: {...}, content: {...} }, en: ..., pt: ... }. */
export function resources(): Record<BackofficeLang, Record<string, Record<string, string>>> {
  const byLang = (lang: BackofficeLang) =>
    Object.fromEntries(Object.entries(NAMESPACES).map(([name, ns]) => [name, ns[lang] as Record<string, string>]));
  return { fr: byLang('fr'), en: byLang('en'), pt: byLang('pt') };
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stored preference, else the browser language, else <html lang>, else fr. */
export function initialLanguage(): Lang {
  if (typeof document === 'undefined') return 'fr';
  return chooseLanguage({ stored: storedLanguage(), browser: navigator.language, html: document.documentElement.lang });
}

/** A fresh instance (tests make their own with a fixed language). */
export function createBackofficeI18n(lng: Lang = initialLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    initAsync: false,
    lng,
    fallbackLng: 'fr',
    supportedLngs: [...BACKOFFICE_LANGS],
    ns: Object.keys(NAMESPACES),
    defaultNS: 'common',
    fallbackNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    resources: resources(),
    react: { useSuspense: false },
  });
  return instance;
}

/** Switches the interface language, stores the choice like the public site, sets <html lang>. */
export function changeLanguage(instance: i18n, lang: Lang): void {
  void instance.changeLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for the page */
  }
  document.documentElement.lang = lang;
}
