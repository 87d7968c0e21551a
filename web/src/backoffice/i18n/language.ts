// The interface language: the same stored preference as the public site (docs/product.md §1,
// lib/languages.ts), read before the first screen and stored when the user switches.
import type { i18n } from 'i18next';
import { chooseLanguage, STORAGE_KEY, type Lang } from '../../lib/languages';
import type { BackofficeLang } from './define';

export const BACKOFFICE_LANGS: readonly BackofficeLang[] = ['fr', 'en', 'pt'];

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

/**
 * Switches the interface language, stores the choice like the public site, sets <html lang>. i18next
 * loads the namespaces in use in the new language before it switches (lazy.ts), so no key shows raw.
 */
export function changeLanguage(instance: i18n, lang: Lang): void {
  void instance.changeLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for the page */
  }
  document.documentElement.lang = lang;
}
