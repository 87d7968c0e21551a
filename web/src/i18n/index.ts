// i18next with one resource file per language; French is the fallback.
import i18next from 'i18next';
import type { Lang } from '../lib/languages';
import { en } from './en';
import { fr, type MessageKey } from './fr';
import { pt } from './pt';

export const resources = { fr, en, pt } as const;

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: 'fr',
  fallbackLng: 'fr',
  supportedLngs: ['fr', 'en', 'pt'],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { fr: { translation: fr }, en: { translation: en }, pt: { translation: pt } },
});

export type Translate = (key: MessageKey, options?: Record<string, unknown>) => string;

// Every page asks for the same few dozen header and footer strings: plain lookups (no interpolation) are
// kept per language, so a build of thousands of pages runs i18next once per key rather than once per use.
const plain: Record<Lang, Map<string, string>> = { fr: new Map(), en: new Map(), pt: new Map() };

export function useTranslations(lang: Lang): Translate {
  const t = instance.getFixedT(lang) as unknown as (key: string, options?: Record<string, unknown>) => string;
  const known = plain[lang] ?? new Map<string, string>();
  return (key, options) => {
    if (options) return t(key, options);
    let value = known.get(key);
    if (value === undefined) {
      value = t(key);
      known.set(key, value);
    }
    return value;
  };
}

/** A subset of strings handed to an island as props, so islands ship no i18n runtime. */
export function pick<K extends MessageKey>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<K, string>;
}

export type { MessageKey };
