// What a detail page says of an item's publication. The static pages hold published items only:
// 'Publié le …'. The editors' preview (preview/pages/apercu.astro) also shows drafts and scheduled
// items, which it must not call published: it says it previews a draft, or when the item is planned.
import type { Translate } from '../i18n';
import type { Lang } from './languages';
import { formatDate } from './text';

/** What the body of a detail page takes: the page's language, the item, and whether it is the editors' preview. */
export interface DetailProps<T> {
  lang: Lang;
  item: T;
  /** The editors' preview: out of indexes, views and search. */
  preview?: boolean;
  /**
   * The current address of each page the item's texts link to by reference, by `type:_id` (null: no page
   * any more), from lib/page-paths.ts. The preview has none: its links keep the address they were stored with.
   */
  liens?: Record<string, string | null>;
}

export interface PublicationMeta {
  /** The meta list's label ('Publié le', or 'Publication' in a preview of an unpublished item). */
  label: string;
  /** Its value (the date, or what the preview is of). */
  value: string;
  /** The same as one line ('Publié le 26 novembre 2026', 'Aperçu d’un brouillon : pas encore publié'). */
  line: string;
}

export function publicationMeta(
  item: { etat?: string | null },
  date: string | null | undefined,
  lang: Lang,
  t: Translate,
  preview = false,
): PublicationMeta {
  const etat = (item.etat ?? '').trim().toLowerCase();
  if (!preview || etat === 'publié') {
    const label = t('common.publishedOn');
    const value = formatDate(date, lang);
    return { label, value, line: `${label} ${value}` };
  }
  const value = etat === 'planifié' && date ? t('preview.scheduled', { date: formatDate(date, lang) }) : t('preview.draft');
  return { label: t('preview.publication'), value, line: value };
}
