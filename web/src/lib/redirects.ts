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

/**
 * The former addresses of `items`' detail pages, each to the current page of its language. A former
 * address that is a current page of the kind (its own or another item's) is left out: the page answers it.
 */
export function formerAddresses(kind: DetailKind, items: readonly Redirected[]): Redirect[] {
  const pages = new Set(items.flatMap((item) => Object.values(detailAlternates(kind, item.slug))));
  const out: Redirect[] = [];
  for (const item of items) {
    const current = detailAlternates(kind, item.slug);
    for (const lang of LANGS) {
      for (const old of item.anciensSlugs[lang] ?? []) {
        const from = localizePath(lang, `/${kind}/${old}`);
        if (old && !pages.has(from)) out.push({ from, to: current[lang] });
      }
    }
  }
  return out;
}

/**
 * Netlify's `_redirects` lines: `from to 301`, one per former address, in the given order. An address
 * given twice with the same target is written once; one given to two different pages is ambiguous (the
 * CMS never gives an address to two items, so only old data can) and gets no line at all, whatever the
 * order: a 404 is better than a redirect to another item's page. `skipped` hears of each such address.
 */
export function redirectsFile(redirects: readonly Redirect[], skipped: (from: string, targets: string[]) => void = () => {}): string {
  const targets = new Map<string, string[]>();
  for (const { from, to } of redirects) {
    const seen = targets.get(from) ?? [];
    if (!seen.includes(to)) seen.push(to);
    targets.set(from, seen);
  }
  const lines: string[] = [];
  for (const [from, to] of targets) {
    if (to.length === 1) lines.push(`${from} ${to[0]} 301`);
    else skipped(from, to);
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}
