// What the list says after a save, as pure functions: the item's title and state, and its public page
// when it is on the site (how far the site's rebuild has gone is screens/SaveNotice.tsx's: the list loads
// that part without the content definitions this one reads).
import { editorialDefinition, isEditorialCollection } from '@teranga/domain';
import { detailAlternates } from '../../lib/routes';
import type { Lang } from '../../lib/languages';
import { itemName } from './list';
import type { ContentItem, FormKind } from './types';

/** Handed from the form to the list through the router's state. */
export interface SavedNotice {
  kind: FormKind;
  /** The saved item's _id: its deletion drops the notice. */
  id: string;
  mode: 'create' | 'edit';
  title: string;
  /** The item's state; null for a type without one (partners, users). */
  etat: string | null;
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

/** The notice of the item a save answered with (read out of its wrapping); null when the answer holds none. */
export function savedNotice(kind: FormKind, mode: 'create' | 'edit', item: unknown, lang: string, now: Date): SavedNotice | null {
  const saved = item as (Partial<ContentItem> & { slug?: Partial<Record<Lang, string>> }) | null;
  if (!saved || typeof saved !== 'object' || typeof saved._id !== 'string') return null;
  const editorial = isEditorialCollection(kind);
  const slug = saved.slug && typeof saved.slug === 'object' ? saved.slug : null;
  const onSite = Boolean(slug?.fr) && isOnSite({ etat: saved.etat ?? null, datePublication: saved.datePublication ?? null }, now);
  const language = (['fr', 'en', 'pt'].includes(lang.slice(0, 2)) ? lang.slice(0, 2) : 'fr') as Lang;
  return {
    kind,
    id: saved._id,
    mode,
    title: itemName(editorial ? { titre: saved.titre ?? {} } : saved, language),
    etat: editorial ? (saved.etat ?? 'brouillon') : null,
    publicPath:
      editorial && onSite && slug
        ? detailAlternates(editorialDefinition(kind).name, { fr: slug.fr ?? '', en: slug.en ?? '', pt: slug.pt ?? '' })[language]
        : null,
    savedAt: now.getTime(),
  };
}
