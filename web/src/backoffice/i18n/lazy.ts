// The browser's back-office i18next instance: each namespace is its own small file per language
// (integrations/backoffice-i18n.mjs), loaded when first needed, in the interface language only.
//  - Before the first screen, main.tsx waits for the namespaces of the screens met before signing in
//    (SIGN_IN_NAMESPACES), then, once signed in, for the shell's (APP_NAMESPACES).
//  - A screen's own namespaces load with its code (lazyScreen in ui/lazyScreen.ts); a component that asks
//    for one not loaded yet suspends (useSuspense) until it is there: a key never shows raw.
//  - French stays the fallback: each English or Portuguese file carries the French text of any key it
//    lacks, resolved at build time, so an English session never needs the French files as well.
//  - A language switch loads every namespace in use in the new language before it shows it (i18next).
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loaders } from 'virtual:backoffice-i18n';
import type { Lang } from '../../lib/languages';
import { initialLanguage } from './language';
import type { NamespaceName } from './namespaces';
import { SHARED_OPTIONS } from './options';

/** The sign-in screen's strings (the server's refusals, `messages`, load with the first attempt). */
export const SIGN_IN_NAMESPACES: readonly NamespaceName[] = ['common'];
/**
 * The signed-in shell's: the frame and its sidebar (layout/Layout.tsx asks for its labels' namespaces),
 * and what a screen may show after its first paint — the dialogs, the refusals without a code (`common`).
 * The rules' and the server's coded messages (`messages`) load with the first screen that shows one.
 */
export const APP_NAMESPACES: readonly NamespaceName[] = ['common', 'ui'];

/** i18next backend reading the generated per-language files. */
export const generatedStrings: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[namespace]?.[language as Lang];
    if (!load) {
      callback(new Error(`no back-office strings for ${namespace} in ${language}`), false);
      return;
    }
    load().then(
      (strings) => callback(null, strings.default),
      (error: Error) => callback(error, true),
    );
  },
};

/** The browser's instance, in the interface language, with no namespace loaded yet. */
export function createLazyBackofficeI18n(lng: Lang = initialLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(generatedStrings)
    .use(initReactI18next)
    .init({
      ...SHARED_OPTIONS,
      // The language is set at once, so that loadNamespaces (main.tsx) knows which files to fetch.
      initAsync: false,
      lng,
      // The files already carry French where a language lacks a key: no second language to load.
      fallbackLng: false,
      ns: [],
      react: { useSuspense: true },
    });
  return instance;
}
