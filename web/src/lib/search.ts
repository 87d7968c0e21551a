// The search page's small rules (the page's script: scripts/search.ts).

export interface SearchMessages {
  loading: string;
  none: string;
  resultsOne: string;
  resultsMany: string;
  unavailable: string;
}

/** A result's link: Pagefind names the built file (/en/article/x.html), the site serves it without .html. */
export function resultHref(url: string): string {
  return url.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}

/** The status line after a search: how many results for the query, or none. */
export function resultsText(messages: SearchMessages, count: number, query: string): string {
  const template = count === 0 ? messages.none : count === 1 ? messages.resultsOne : messages.resultsMany;
  return template.replaceAll('{{count}}', String(count)).replaceAll('{{query}}', query);
}

/** What to look for: the trimmed query, or null when there is nothing to look for. */
export function searchTerms(value: string | null | undefined): string | null {
  const terms = (value ?? '').trim();
  return terms ? terms.slice(0, 200) : null;
}

/**
 * The index folders a page of `lang` searches, from the manifest scripts/search-index.mjs writes
 * (/pagefind/pagefind-shards.json): the first loads Pagefind, the others are merged into it.
 */
export function shardsFor(manifest: unknown, lang: string): string[] {
  const languages = (manifest as { languages?: Record<string, unknown> } | null)?.languages;
  const shards = languages?.[lang];
  return Array.isArray(shards) ? shards.filter((s): s is string => typeof s === 'string' && /^\w[\w.-]*\/$/.test(s)) : [];
}
