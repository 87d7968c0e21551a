// The built site's own redirects (docs/product.md, "Adresses"): each former address of a detail page
// answers a 301 to its current address in the same language, every one straight to it (no chains). Written
// into dist/_redirects (pages/[redirects].ts), which Netlify and the local site server read.
import { LANGS, localizePath, type Lang } from './languages';
import { detailAlternates, type DetailKind } from './routes';

export interface Redirected {
  slug: Record<Lang, string>;
  anciensSlugs: Record<Lang, string[]>;
}

export interface Redirect {
  from: string;
  to: string;
}

/** The former addresses of `items`' detail pages, each to the current page of its language. */
export function formerAddresses(kind: DetailKind, items: readonly Redirected[]): Redirect[] {
  const out: Redirect[] = [];
  for (const item of items) {
    const current = detailAlternates(kind, item.slug);
    for (const lang of LANGS) {
      for (const old of item.anciensSlugs[lang] ?? []) {
        const from = localizePath(lang, `/${kind}/${old}`);
        if (old && from !== current[lang]) out.push({ from, to: current[lang] });
      }
    }
  }
  return out;
}

/** Netlify's `_redirects` lines: `from to 301`, one per former address (the first of a repeated `from` wins). */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const seen = new Set<string>();
  const lines = redirects.filter((r) => !seen.has(r.from) && seen.add(r.from)).map((r) => `${r.from} ${r.to} 301`);
  return lines.length ? `${lines.join('\n')}\n` : '';
}
