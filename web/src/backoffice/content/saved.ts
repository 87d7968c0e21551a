// What the list says after a save, as pure functions: the item's title and state, and its public page
// when it is on the site (how far the site's rebuild has gone is screens/SaveNotice.tsx's: the list loads
// that part without the content definitions this one reads).
import { editorialDefinition } from '@teranga/domain';
import { detailAlternates } from '../../lib/routes';
import type { Lang } from '../../lib/languages';
import { displayTitle } from './list';
import type { ContentItem, ContentKind } from './types';

/** Handed from the form to the list through the router's state. */
export interface SavedNotice {
  kind: ContentKind;
  /** The saved item's _id: its deletion drops the notice. */
  id: string;
  mode: 'create' | 'edit';
  title: string;
  etat: string;
  /** The public page in the interface language; null when the item is not on the site. */
  publicPath: string | null;
  /** When the save answered (ms since the epoch): builds that finished before it do not show it yet. */
  savedAt: number;
}

/** Published (etat publié, its date reached) items have a public page. */
export function isOnSite(item: Pick<ContentItem, 'etat' | 'datePublication'>, now: Date): boolean {
  if ((item.etat ?? '').trim().toLowerCase() !== 'publié') return false;
  const date = item.datePublication ? new Date(item.datePublication).getTime() : NaN;
  return Number.isNaN(date) || date <= now.getTime();
}

export function savedNotice(kind: ContentKind, mode: 'create' | 'edit', answer: unknown, lang: string, now: Date): SavedNotice | null {
  const item = answer as (Partial<ContentItem> & { slug?: Partial<Record<Lang, string>> }) | null;
  if (!item || typeof item !== 'object' || typeof item._id !== 'string') return null;
  const slug = item.slug && typeof item.slug === 'object' ? item.slug : null;
  const onSite = Boolean(slug?.fr) && isOnSite({ etat: item.etat ?? null, datePublication: item.datePublication ?? null }, now);
  const language = (['fr', 'en', 'pt'].includes(lang.slice(0, 2)) ? lang.slice(0, 2) : 'fr') as Lang;
  return {
    kind,
    id: item._id,
    mode,
    title: displayTitle({ titre: item.titre ?? {} }, language),
    etat: item.etat ?? 'brouillon',
    publicPath:
      onSite && slug
        ? detailAlternates(editorialDefinition(kind).name, { fr: slug.fr ?? '', en: slug.en ?? '', pt: slug.pt ?? '' })[language]
        : null,
    savedAt: now.getTime(),
  };
}
