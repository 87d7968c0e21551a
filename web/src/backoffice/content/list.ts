// What a list row shows, as pure functions (docs/product.md §3 and §7).
import type { ContentLang } from './types';

/** "Lists are treated as arrays, else empty." */
export function asList<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/**
 * The title in the interface language when present, else French, else any language given (`titre`
 * may lack languages: a saved answer has the three, a draft or a list row may not).
 */
export function displayTitle(item: { titre?: Partial<Record<ContentLang, string>> | null }, lang: string): string {
  const titre = item.titre ?? {};
  const wanted = titre[lang as ContentLang]?.trim();
  return wanted || titre.fr?.trim() || titre.en?.trim() || titre.pt?.trim() || '';
}

/** What names an item in a title or a notice: its title in `lang`, else a person's names, else its name. */
export function itemName(item: object, lang: string): string {
  const named = item as { titre?: Partial<Record<ContentLang, string>> | null; prenom?: string | null; nom?: string | null };
  if (named.titre) return displayTitle(named, lang);
  return [named.prenom, named.nom]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The badge style of an etat: published items stand out from drafts and scheduled ones. */
export function etatTone(etat: string | null | undefined): 'published' | 'scheduled' | 'draft' {
  const value = (etat ?? '').trim().toLowerCase();
  if (value === 'publié') return 'published';
  if (value === 'planifié') return 'scheduled';
  return 'draft';
}

/** A count (views) in the interface language's digits grouping: 1234 → '1 234' in French. */
export function formatCount(count: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(Number.isFinite(count) ? count : 0);
}
