// What a list row shows, as pure functions (docs/product.md §3 and §7).
import type { ContentItem, ContentKind, ContentLang } from './types';

/** docs/product.md §7: the staff lists of each kind (an adviser gets their own items only). */
export const LIST_PATH: Record<ContentKind, string> = {
  realisations: '/realisations/admin/all',
  articles: '/articles/admin/all',
  opportunites: '/opportunites',
};

/** "Lists are treated as arrays, else empty." */
export function asList<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/** The title in the interface language when present, else French, else any language given. */
export function displayTitle(item: Pick<ContentItem, 'titre'>, lang: string): string {
  const titre = item.titre ?? {};
  const wanted = titre[lang as ContentLang]?.trim();
  return wanted || titre.fr?.trim() || titre.en?.trim() || titre.pt?.trim() || '';
}

/** A date for the list, in the interface language; '' when missing or unreadable. */
export function displayDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}

/** The badge style of an etat: published items stand out from drafts and scheduled ones. */
export function etatTone(etat: string | null | undefined): 'published' | 'scheduled' | 'draft' {
  const value = (etat ?? '').trim().toLowerCase();
  if (value === 'publié') return 'published';
  if (value === 'planifié') return 'scheduled';
  return 'draft';
}
