// The lists of the managed content types (controllers/managed-content/): how each is searched and
// filtered, read through pagedList, and the categories in use for a list's filter.
import type { Core } from '@strapi/strapi';
import {
  LIST_SPECS,
  MANAGED_DEFINITIONS,
  isTranslated,
  type Fields,
  type ListName,
  type ListSpec,
  type ManagedDefinition,
} from '@teranga/domain';
import { groupByDocument, type LocaleRow, type LocalizedDocument } from '../contract/documents';
import { UID } from '../contract/queries';
import type { SecteurLookup } from '../contract/serializers';
import { categoriesOf, collator, folded, readProjection, type PagedSource, type Where } from './paged-lists';
import { secteurLookup } from './public-reader';

interface ContentList {
  list: ListName;
  search: string;
  translated?: boolean;
  secteur?: boolean;
  categorie?: { column: string; list: boolean };
  etat: (v: string) => Where;
}

const byEtat = (etat: string): Where => ({ etat });
/** How a list filters by `etat` where it is not the `etat` column: partners by their `actif` flag. */
const ETAT_FILTERS: Readonly<Record<string, (v: string) => Where>> = {
  [UID.partenaire]: (etat) => ({ actif: etat === 'actif' }),
};

/** The column `?categorie=` filters, where the list has that filter: a list of categories, or one. */
function categorieOf(definition: ManagedDefinition): ContentList['categorie'] {
  const fields = definition.fields as Fields;
  if (fields.categories?.kind === 'list') return { column: 'categories', list: true };
  if (fields.categorie) return { column: 'categorie', list: false };
  throw new Error(`${definition.collection}: a categorie filter without a categorie field`);
}

/**
 * The list of each managed type (controllers/managed-content/), by its uid, read from its definition
 * and its list's spec (LIST_SPECS, under the type's collection): searched by its title field, filtered
 * by etat, by sector and by category where the spec has those filters, by translation state where the
 * type keeps it.
 */
export const CONTENT_LISTS: Readonly<Record<string, ContentList>> = Object.fromEntries(
  MANAGED_DEFINITIONS.map((definition): [string, ContentList] => {
    const list: ListName = definition.collection;
    const spec: ListSpec = LIST_SPECS[list];
    return [
      definition.uid,
      {
        list,
        search: definition.titleField,
        etat: ETAT_FILTERS[definition.uid] ?? byEtat,
        ...(isTranslated(definition) && { translated: true }),
        ...(spec.secteur && { secteur: true }),
        ...(spec.categorie && { categorie: categorieOf(definition) }),
      },
    ];
  }),
);

export function contentListSpec(uid: string): ListSpec {
  return LIST_SPECS[CONTENT_LISTS[uid].list];
}

/** A managed content type's list (controllers/managed-content.ts); `scope` is what the caller may see. */
export function contentSource<T extends { _id: string }>(
  strapi: Core.Strapi,
  def: {
    uid: string;
    localized?: boolean;
    populate: Record<string, unknown>;
    serialize: (doc: LocalizedDocument, secteur: SecteurLookup) => T;
  },
  scope: Where,
): PagedSource<T> {
  const list = CONTENT_LISTS[def.uid];
  const localized = def.localized !== false;
  return {
    uid: def.uid,
    spec: LIST_SPECS[list.list],
    localized,
    scope,
    search: [list.search],
    // As the answers show it (contract/serializers.ts): dateModification is the last write on any language.
    columns: { dateModification: 'updatedAt' },
    fallbacks: { dateCreation: 'createdAt' },
    latest: ['updatedAt'],
    etat: list.etat,
    secteur: list.secteur ? (value) => ({ secteur: { $or: [{ slug: value }, { documentId: value }] } }) : undefined,
    categorie: list.categorie,
    translations: list.translated ? 'suiviTraductions' : undefined,
    load: async (documentIds) => {
      const rows = (await strapi.db
        .query(def.uid)
        .findMany({ where: { documentId: { $in: documentIds } }, populate: def.populate })) as LocaleRow[];
      const secteur = await secteurLookup(strapi);
      return (localized ? groupByDocument(rows) : rows.map((row) => ({ reference: row }))).map((doc) => def.serialize(doc, secteur));
    },
  };
}

/**
 * The categories in use among the items `scope` lets the caller see, for the list's filter: one
 * entry per category whatever its case or accents (the spelling of the newest item), in French
 * alphabetical order.
 */
export async function categoriesInUse(strapi: Core.Strapi, uid: string, scope: Where): Promise<string[]> {
  const categorie = CONTENT_LISTS[uid]?.categorie;
  if (!categorie) return [];
  const rows = await readProjection(strapi, uid, ['id', categorie.column], scope);
  const byFold = new Map<string, string>();
  for (const row of rows.sort((x, y) => (y.id as number) - (x.id as number))) {
    for (const value of categoriesOf(row, categorie)) {
      if (typeof value !== 'string' || !value.trim()) continue;
      const key = folded(value);
      if (!byFold.has(key)) byFold.set(key, value.trim());
    }
  }
  return [...byFold.values()].sort(collator.compare);
}
