// The site's side of the three languages: the initial-language rule, paths and crawlers.
import { DEFAULT_LANG, isLang, type Lang } from '@teranga/domain';

export { DEFAULT_LANG, LANGS, isLang, type Lang } from '@teranga/domain';
export const STORAGE_KEY = 'langue';

/** First two letters of a language tag, when it is one of ours. */
export function fromTag(tag: string | null | undefined): Lang | null {
  const short = (tag ?? '').slice(0, 2).toLowerCase();
  return isLang(short) ? short : null;
}

/**
 * Stored preference, else browser language (first two letters), else the page's <html lang>, else fr.
 * Self-contained: the inline head script embeds its source (lib/head-script.ts).
 */
export function chooseLanguage(input: { stored?: string | null; browser?: string | null; html?: string | null }): Lang {
  const langs = ['fr', 'en', 'pt'];
  const two = (tag?: string | null) => {
    const short = (tag || '').slice(0, 2).toLowerCase();
    return langs.indexOf(short) > -1 ? short : null;
  };
  return (two(input.stored) || two(input.browser) || two(input.html) || 'fr') as Lang;
}

/** Known crawlers and audit tools are never moved to another language. */
export const CRAWLER_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|whatsapp|lighthouse|headlesschrome\/.*pagespeed/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}

/** `/telecom` → `/en/telecom`; French keeps the spec's own paths. */
export function localizePath(lang: Lang, path: string): string {
  const clean = path === '' ? '/' : path;
  if (lang === DEFAULT_LANG) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/** The `lang` route parameter: undefined for French, 'en' or 'pt' otherwise. */
export function langParam(lang: Lang): string | undefined {
  return lang === DEFAULT_LANG ? undefined : lang;
}

export function langFromParam(param: string | undefined): Lang {
  return isLang(param) ? param : DEFAULT_LANG;
}

export const OG_LOCALES: Record<Lang, string> = { fr: 'fr_SN', en: 'en_GB', pt: 'pt_PT' };
